import { i18n, type MessageDescriptor } from '@lingui/core'
import { ref } from 'valtio'
import { EDIT_LABELS } from '../../../engine/commands/labels'
import type { AlignEdge, Axis, ZMove } from '../../../engine/commands/page/arrange'
import {
  alignWidgets,
  distributeWidgets,
  groupWidgets,
  reorderWidgets,
  ungroupWidgets,
} from '../../../engine/commands/page/arrange'
import { keepInside, moveInside } from '../../../engine/commands/page/blockFit'
import {
  type EnsureBlockArgs,
  ensureLayoutBlock,
  layoutTabOf,
  removeBlock,
} from '../../../engine/commands/page/blocks'
import { copyWidgets, pasteIdMap, pasteWidgets } from '../../../engine/commands/page/clipboard'
import { addWidgets, moveWidgets, removeWidgets } from '../../../engine/commands/page/widgets'
import { EDGE_TYPE } from '../../../engine/document/edges'
import { createGroupId, createId } from '../../../engine/document/ids'
import type { PageDoc } from '../../../engine/document/pageDoc'
import { hasWidget, listWidgets } from '../../../engine/document/widgetStore'
import type { WidgetPlugin } from '../../../engine/plugins/contract'
import { defaultProps, type PropsSchema } from '../../../engine/plugins/propsSchema'
import { blockFrames, designWidth, GRID_ROW_HEIGHT } from '../../stage/geometry/pageGrid'
import { type Point, rotatedBounds, unionRects } from '../../stage/geometry/rect'
import { resyncIndex } from '../../stage/pageStore'
import { notify } from '../../ui/notices'
import type { DesignerStore } from './designerStore'
import { designerMessages } from './messages'
import { currentBlock, frameOf, selectedBlockId, selectedWidgetIds, withGroupMembers } from './selectors'

/**
 * The designer's verbs, each mapped onto engine commands so undo/redo covers all of them. A verb that
 * cannot apply returns the reason to show (a message descriptor) instead of throwing.
 */
export type ActionResult = { ok: true } | { ok: false; reason?: MessageDescriptor }

const done: ActionResult = { ok: true }
const nothing: ActionResult = { ok: false }

/** Pastes and duplicates land this far down and right of the original, per repeat. */
export const PASTE_OFFSET = 10

/** Changes the selection: replace it, toggle ids in and out (Shift+click), or add to it (Shift+marquee). */
export function select(
  store: DesignerStore,
  ids: readonly string[],
  mode: 'replace' | 'toggle' | 'add' = 'replace',
) {
  const { editor, state } = store
  const expanded = withGroupMembers(state.doc, state.blockId, ids)
  if (mode === 'replace') editor.setSelection(expanded)
  else if (mode === 'add') editor.setSelection([...state.selection, ...expanded])
  else {
    const current = new Set(selectedWidgetIds(state))
    const allIn = expanded.every((id) => current.has(id))
    for (const id of expanded) {
      if (allIn) current.delete(id)
      else current.add(id)
    }
    editor.setSelection([...current])
  }
}

/** Makes `blockId` the block being edited; the selection moves with it. */
export function setCurrentBlock(store: DesignerStore, blockId: string, selectBlock = false) {
  if (!(blockId in store.state.doc.blocks)) return
  if (store.state.blockId !== blockId) {
    store.state.blockId = blockId
    store.state.pasteCount = 0
  }
  store.editor.setSelection(selectBlock ? [blockId] : [])
}

export function selectAll(store: DesignerStore): ActionResult {
  const block = currentBlock(store.state)
  if (!block) return nothing
  store.editor.setSelection(listWidgets(block.widgets).map((w) => w.id))
  return done
}

/** Escape: first drops the widget selection, then the block selection. */
export function clearSelection(store: DesignerStore): ActionResult {
  if (store.state.selection.length === 0) return nothing
  store.editor.setSelection([])
  return done
}

/** Delete / Backspace: the selected widgets, or the selected block (never the last one). */
export function deleteSelection(store: DesignerStore): ActionResult {
  const { state, editor } = store
  const blockId = selectedBlockId(state)
  if (blockId) return removeBlockAction(store, blockId)
  const ids = selectedWidgetIds(state)
  if (ids.length === 0) return nothing
  editor.run(removeWidgets, { blockId: state.blockId, ids }, { select: [] })
  return done
}

/**
 * Removes a block; spec S1 §5 "the last layout block cannot be deleted". Nor can a PC page's last PC
 * block, though mobile tabs hold others: the page would have nothing to show on PC, and the server
 * refuses such a page.
 */
export function removeBlockAction(store: DesignerStore, blockId: string): ActionResult {
  const { editor } = store
  const doc = store.state.doc as PageDoc
  const remaining = Object.keys(doc.blocks).length
  const pcBlocks = Object.keys(doc.layoutNodes)
  const lastOfPcPage =
    doc.pageInfo.platformType !== 'mobile' && pcBlocks.length === 1 && pcBlocks[0] === blockId
  if (remaining <= 1 || lastOfPcPage) return { ok: false, reason: designerMessages.lastLayoutBlock }
  editor.run(removeBlock, { blockId }, { select: [] })
  return done
}

export function copySelection(store: DesignerStore): ActionResult {
  const ids = selectedWidgetIds(store.state)
  if (ids.length === 0) return nothing
  store.state.clipboard = ref(copyWidgets(store.state.doc, store.state.blockId, ids))
  store.state.pasteCount = 0
  return done
}

export function cutSelection(store: DesignerStore): ActionResult {
  if (!copySelection(store).ok) return nothing
  return deleteSelection(store)
}

/** Pastes the clipboard into the current block, selecting what was pasted. */
export function paste(store: DesignerStore): ActionResult {
  const { state, editor } = store
  const content = state.clipboard
  if (!content || content.widgets.length === 0 || !currentBlock(state)) return nothing
  const idMap = pasteIdMap(content, newWidgetId, createGroupId)
  state.pasteCount += 1
  const offset = PASTE_OFFSET * state.pasteCount
  const args = { blockId: state.blockId, content, idMap, dx: offset, dy: offset }
  if (!editor.canRun(pasteWidgets, args)) return nothing
  editor.run(pasteWidgets, args, { select: content.widgets.map((w) => idMap[w.id] as string) })
  return done
}

/** Ctrl+D: a copy of the selection beside it, in one undo step; the clipboard is left alone. */
export function duplicateSelection(store: DesignerStore): ActionResult {
  const { state, editor } = store
  const ids = selectedWidgetIds(state)
  if (ids.length === 0) return nothing
  const content = copyWidgets(state.doc, state.blockId, ids)
  const idMap = pasteIdMap(content, newWidgetId, createGroupId)
  editor.run(
    pasteWidgets,
    { blockId: state.blockId, content, idMap, dx: PASTE_OFFSET, dy: PASTE_OFFSET },
    { select: content.widgets.map((w) => idMap[w.id] as string), label: EDIT_LABELS.duplicate },
  )
  return done
}

export function groupSelection(store: DesignerStore): ActionResult {
  const { state, editor } = store
  const ids = selectedWidgetIds(state)
  const args = { blockId: state.blockId, groupId: createGroupId(), ids }
  if (!editor.canRun(groupWidgets, args)) return nothing
  editor.run(groupWidgets, args)
  return done
}

/** Dissolves every group that has a selected member, in one undo step. */
export function ungroupSelection(store: DesignerStore): ActionResult {
  const { state, editor } = store
  const block = currentBlock(state)
  if (!block) return nothing
  const selected = new Set(selectedWidgetIds(state))
  const groupIds = Object.values(block.groups)
    .filter((g) => g.childIds.some((id) => selected.has(id)))
    .map((g) => g.id)
  if (groupIds.length === 0) return nothing
  editor.transact(EDIT_LABELS.ungroup, (tx) => {
    for (const groupId of groupIds) tx.run(ungroupWidgets, { blockId: state.blockId, groupId })
  })
  return done
}

/** Arrow keys: a burst of nudges of the same selection coalesces into one undo entry. */
export function nudge(store: DesignerStore, dx: number, dy: number): ActionResult {
  const { state, editor } = store
  const block = currentBlock(state)
  const ids = selectedWidgetIds(state)
  if (!block || ids.length === 0 || block.layoutType !== 'free') return nothing
  // The arrows stop at the block's edges, as a drag does (issue 19: widgets must not hang out sideways).
  const index = store.index.block(state.blockId)
  const frame = frameOf(state, state.blockId)
  const bounds = unionRects(
    ids.flatMap((id) => {
      const rect = index?.rect(id)
      const node = index?.node(id)
      return rect && node ? [rotatedBounds(rect, node.rotation)] : []
    }),
  )
  const step = bounds && frame ? moveInside(bounds, dx, dy, frame.rect) : { dx, dy }
  if (step.dx === 0 && step.dy === 0) return nothing
  editor.run(
    moveWidgets,
    { blockId: state.blockId, ids, dx: step.dx, dy: step.dy },
    { coalesceKey: `nudge:${state.blockId}:${ids.join(',')}` },
  )
  return done
}

export function align(store: DesignerStore, edge: AlignEdge): ActionResult {
  const args = { blockId: store.state.blockId, ids: selectedWidgetIds(store.state), edge }
  if (!store.editor.canRun(alignWidgets, args)) return nothing
  store.editor.run(alignWidgets, args)
  return done
}

export function distribute(store: DesignerStore, axis: Axis): ActionResult {
  const args = { blockId: store.state.blockId, ids: selectedWidgetIds(store.state), axis }
  if (!store.editor.canRun(distributeWidgets, args)) return nothing
  store.editor.run(distributeWidgets, args)
  return done
}

export function arrange(store: DesignerStore, to: ZMove): ActionResult {
  const args = { blockId: store.state.blockId, ids: selectedWidgetIds(store.state), to }
  if (!store.editor.canRun(reorderWidgets, args)) return nothing
  store.editor.run(reorderWidgets, args)
  return done
}

export function undo(store: DesignerStore): ActionResult {
  return store.editor.undo() ? done : nothing
}

export function redo(store: DesignerStore): ActionResult {
  return store.editor.redo() ? done : nothing
}

/** A fresh widget id. */
export function newWidgetId(): string {
  return createId('w')
}

/** Grid rows of the block a layout without any gets: the page's first screen (PC 480 px, phone 640 px). */
const FIRST_BLOCK_ROWS = { pc: 12, mobile: 16 } as const

/**
 * Places a plugin from the palette with its default size and props. `at` is the drop point in page
 * pixels: the widget's top-left corner lands there, inside the block under it (or the current block, or
 * the shown layout's first). The widget is kept inside its block (moved, and shrunk if larger), with a
 * notice saying so, since at runtime a widget hanging out of its block covers the next one. A layout
 * that shows no block (a page just switched to Mobile) gets its first block in the same undo step.
 */
export function placePlugin(
  store: DesignerStore,
  plugin: WidgetPlugin<PropsSchema, unknown>,
  at: Point | null,
  blockId = store.state.blockId,
  init: { props?: Record<string, unknown>; size?: { w: number; h: number } } = {},
): string | null {
  const { state, editor } = store
  const id = newWidgetId()
  const target = frameOf(state, blockId) ?? blockFrames(state.doc, state.platform, state.tabId)[0]
  const creating = target ? null : firstBlockArgs(store)
  if (creating && !editor.canRun(ensureLayoutBlock, creating)) return null
  const rect = target?.rect ?? { x: 0, y: 0, w: designWidth(state.doc, state.platform), h: 0 }
  const area = { w: rect.w, h: target ? rect.h : (creating?.rows ?? 0) * GRID_ROW_HEIGHT }
  let x = 20
  let y = 20
  if (at) {
    x = Math.round(at.x - rect.x)
    y = Math.round(at.y - rect.y)
  }
  if (state.snapToGrid && state.gridSize > 0) {
    x = Math.round(x / state.gridSize) * state.gridSize
    y = Math.round(y / state.gridSize) * state.gridSize
  }
  const wanted = { x, y, ...(init.size ?? plugin.defaultSize) }
  const box = keepInside(wanted, area)
  const into = target?.id ?? (creating?.blockId as string)
  const props: Record<string, unknown> = {
    ...defaultProps(plugin.props, (words) => i18n._(words)),
    ...init.props,
  }
  // An edge placed while two widgets of the block are selected joins them (and is routed between them).
  const block = target ? state.doc.blocks[target.id] : undefined
  const joined = block ? state.selection.filter((selected) => hasWidget(block.widgets, selected)) : []
  if (plugin.id === EDGE_TYPE && joined.length === 2)
    Object.assign(props, { source: joined[0], target: joined[1] })
  const widget = { id, type: plugin.id, version: plugin.version, ...box, props }
  editor.transact(
    EDIT_LABELS.add,
    (tx) => {
      if (creating) tx.run(ensureLayoutBlock, creating)
      tx.run(addWidgets, { blockId: into, widgets: [widget] })
    },
    { select: [id] },
  )
  if (creating?.platform === 'mobile') {
    state.tabId = layoutTabOf(state.doc, creating.tabId) ?? state.tabId
    resyncIndex(store)
  }
  if (state.blockId !== into) state.blockId = into
  if (box.w !== wanted.w || box.h !== wanted.h || box.x !== wanted.x || box.y !== wanted.y) {
    const name = state.doc.blocks[into]?.name ?? ''
    notify.info(translate(designerMessages.keptInsideBlock, { name }))
  }
  return id
}

/** The first block (and, on a page without mobile tabs, the first tab) of the shown layout. */
export function firstBlockArgs(store: DesignerStore, platform = store.state.platform): EnsureBlockArgs {
  const { state } = store
  return {
    platform,
    tabId: platform === 'mobile' ? state.tabId : undefined,
    newTabId: createId('tab-', 6),
    tabName: i18n._(designerMessages.firstTabName),
    blockId: createId('L', 11),
    blockName: translate(designerMessages.blockName, { number: Object.keys(state.doc.blocks).length + 1 }),
    rows: FIRST_BLOCK_ROWS[platform],
  }
}

/** A message with values in the active language. */
function translate(descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message })
}
