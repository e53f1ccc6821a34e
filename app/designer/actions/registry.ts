import type { DesignerStore } from '../state/designerStore'
import type { ActionHost, DesignerAction, KeyLike, ToolbarGroup } from './action'
import { matchesChord } from './action'
import { alignLeft, alignTop, bringToFront } from './arrange'
import { addFlowBlock, addFreeBlock } from './blocks'
import { copy, cut, paste } from './clipboard'
import { deleteSelection } from './deleteSelection'
import { duplicate } from './duplicate'
import { group, ungroup } from './grouping'
import { nudge } from './nudge'
import { mobileLayout, pcLayout } from './platform'
import { redo } from './redo'
import { save } from './save'
import { clearSelection, selectAll } from './selection'
import { handTool, polygonTool, selectTool } from './tools'
import { undo } from './undo'
import { liveValues, showGrid, snapping } from './viewOptions'
import { zoomActual, zoomFit, zoomIn, zoomOut } from './zoom'

/** Every designer action, registered once: the keyboard and the toolbar read this list. */
export const DESIGNER_ACTIONS: readonly DesignerAction[] = [
  selectTool,
  handTool,
  polygonTool,
  undo,
  redo,
  copy,
  cut,
  paste,
  duplicate,
  deleteSelection,
  group,
  ungroup,
  selectAll,
  clearSelection,
  nudge,
  alignLeft,
  alignTop,
  bringToFront,
  addFreeBlock,
  addFlowBlock,
  pcLayout,
  mobileLayout,
  showGrid,
  snapping,
  liveValues,
  zoomOut,
  zoomActual,
  zoomIn,
  zoomFit,
  save,
]

/** The action a key press asks for, or null when the designer does not handle it. */
export function actionForKey(event: KeyLike): DesignerAction | null {
  return DESIGNER_ACTIONS.find((action) => action.keys?.some((chord) => matchesChord(chord, event))) ?? null
}

/** The actions with a button in a toolbar group, in their order there. */
export function toolbarActions(group: ToolbarGroup): DesignerAction[] {
  return DESIGNER_ACTIONS.filter((action) => action.toolbar?.group === group).sort(
    (a, b) => (a.toolbar?.order ?? 0) - (b.toolbar?.order ?? 0),
  )
}

/**
 * Runs an action and shows why it could not, if it says. Returns whether the request was handled (a key's
 * default is then prevented). While a drag is in progress only Escape is handled (the stage cancels the
 * drag itself), and nothing runs.
 */
export function runAction(
  store: DesignerStore,
  action: DesignerAction,
  host: ActionHost,
  key?: KeyLike,
): boolean {
  if (store.state.gesture !== 'none') return action.id === clearSelection.id
  const result = action.run(store, host, key)
  if (!result.ok && result.reason) host.refuse(result.reason)
  return true
}

/** A key press in the designer (not in a text field): runs its action; whether it was handled. */
export function handleKey(store: DesignerStore, event: KeyLike, host: ActionHost): boolean {
  const action = actionForKey(event)
  return action ? runAction(store, action, host, event) : false
}
