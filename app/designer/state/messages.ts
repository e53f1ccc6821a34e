import { msg } from '@lingui/core/macro'
import { MESSAGES } from '../../../engine/rules/responses'

/** Messages the designer's verbs hand back to the UI (translated where they are shown). */
export const designerMessages = {
  lastLayoutBlock: MESSAGES.lastLayoutBlock,
  layoutResetWarning: MESSAGES.layoutResetWarning,
  nothingToPaste: msg`The clipboard is empty`,
}
