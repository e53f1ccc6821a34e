import type { MessageDescriptor } from '@lingui/core'
import * as actions from './actions'
import type { DesignerStore } from './designerStore'
import type { ShortcutAction } from './shortcuts'
import { fitPage, zoomStep, zoomTo } from './view'

export interface ShortcutHost {
  save(): void
  /** Shows why an action could not run ("the last layout block cannot be deleted"). */
  refuse(reason: MessageDescriptor): void
}

/** Runs a keyboard shortcut's action; returns whether the key was handled (so its default is prevented). */
export function runShortcut(store: DesignerStore, action: ShortcutAction, host: ShortcutHost): boolean {
  const { state } = store
  // While a drag is in progress only Escape (which cancels it, handled by the stage) does anything.
  if (state.gesture !== 'none') return action.kind === 'escape'
  let result: actions.ActionResult = { ok: true }
  switch (action.kind) {
    case 'undo':
      result = actions.undo(store)
      break
    case 'redo':
      result = actions.redo(store)
      break
    case 'copy':
      result = actions.copySelection(store)
      break
    case 'cut':
      result = actions.cutSelection(store)
      break
    case 'paste':
      result = actions.paste(store)
      break
    case 'duplicate':
      result = actions.duplicateSelection(store)
      break
    case 'delete':
      result = actions.deleteSelection(store)
      break
    case 'group':
      result = actions.groupSelection(store)
      break
    case 'ungroup':
      result = actions.ungroupSelection(store)
      break
    case 'selectAll':
      result = actions.selectAll(store)
      break
    case 'escape':
      result = actions.clearSelection(store)
      break
    case 'nudge':
      result = actions.nudge(store, action.dx, action.dy)
      break
    case 'zoomIn':
      zoomStep(store, 1)
      break
    case 'zoomOut':
      zoomStep(store, -1)
      break
    case 'zoomActual':
      zoomTo(store, 1)
      break
    case 'zoomFit':
      fitPage(store)
      break
    case 'save':
      host.save()
      break
  }
  if (!result.ok && result.reason) host.refuse(result.reason)
  return true
}
