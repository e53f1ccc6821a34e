import { msg } from '@lingui/core/macro'
import { MESSAGES } from '../../../engine/rules/responses'

/** Messages the designer's verbs hand back to the UI (translated where they are shown). */
export const designerMessages = {
  lastLayoutBlock: MESSAGES.lastLayoutBlock,
  layoutResetWarning: MESSAGES.layoutResetWarning,
  nothingToPaste: msg`The clipboard is empty`,
  keptInsideBlock: msg`Placed inside “{name}”: a widget that hangs out of its block would cover the next block at runtime.`,
  firstTabName: msg`Tab 1`,
  blockName: msg`Block {number}`,
}
