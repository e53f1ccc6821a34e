import { i18n } from '@lingui/core'
import { EDIT_LABELS } from '../../../engine/commands/labels'
import { addWidgets, setWidgetBounds, setWidgetProps } from '../../../engine/commands/page/widgets'
import { getWidget } from '../../../engine/document/widgetStore'
import { defaultProps } from '../../../engine/plugins/propsSchema'
import type { Point } from '../../stage/geometry/rect'
import { newWidgetId, setCurrentBlock } from './actions'
import type { DesignerStore } from './designerStore'
import { type PercentPoint, pointsInBox, shapeFromPoints } from './polygonGeometry'
import { frameOf } from './selectors'

/** The plugin the polygon tool draws. */
export const IRREGULAR_TYPE = 'shape.irregular'

/** An irregular shape being drawn point by point: its block, the points placed (page pixels), the pointer. */
export interface PolygonDraft {
  blockId: string
  points: Point[]
  cursor: Point | null
}

/** A vertex of the selected irregular shape being dragged to `at` (page pixels). */
export interface VertexDrag {
  id: string
  index: number
  at: Point
}

/** A page point kept inside the block's frame and on the grid when snapping is on. */
function inBlock(store: DesignerStore, blockId: string, page: Point): Point | null {
  const { state } = store
  const frame = frameOf(state, blockId)
  if (!frame) return null
  const snap = (v: number) =>
    state.snapToGrid && state.gridSize > 0 ? Math.round(v / state.gridSize) * state.gridSize : Math.round(v)
  const x = Math.min(Math.max(snap(page.x - frame.rect.x), 0), frame.rect.w)
  const y = Math.min(Math.max(snap(page.y - frame.rect.y), 0), frame.rect.h)
  return { x: frame.rect.x + x, y: frame.rect.y + y }
}

/** Starts a drawing in `blockId` at `page`, or adds the next point to the one in progress. */
export function addPolygonPoint(store: DesignerStore, blockId: string, page: Point): void {
  const { state } = store
  const draft = state.polygon
  const target = draft?.blockId ?? blockId
  const point = inBlock(store, target, page)
  if (!point) return
  if (!draft) {
    setCurrentBlock(store, target)
    store.editor.setSelection([])
    state.polygon = { blockId: target, points: [point], cursor: point }
    return
  }
  const last = draft.points[draft.points.length - 1]
  if (last && last.x === point.x && last.y === point.y) return
  draft.points.push(point)
}

/** The pointer over the stage while drawing: the rubber band follows it. */
export function polygonCursor(store: DesignerStore, page: Point): void {
  const draft = store.state.polygon
  if (draft) draft.cursor = inBlock(store, draft.blockId, page)
}

/** Takes back the last point placed (Backspace); the drawing ends when none is left. */
export function removeLastPolygonPoint(store: DesignerStore): void {
  const draft = store.state.polygon
  if (!draft) return
  draft.points.pop()
  if (draft.points.length === 0) store.state.polygon = null
}

/** Drops the drawing in progress (Escape); nothing enters the page. */
export function cancelPolygon(store: DesignerStore): void {
  store.state.polygon = null
}

/**
 * Ends the drawing: an irregular shape through its points enters the page as one undo step and is selected;
 * `closed` asks for a polygon (kept open below three points). The tool goes back to select. Answers the new
 * widget's id, or null when fewer than two points were placed.
 */
export function finishPolygon(store: DesignerStore, closed: boolean): string | null {
  const { state, editor } = store
  const draft = state.polygon
  state.polygon = null
  state.tool = 'select'
  const plugin = store.registry.get(IRREGULAR_TYPE)
  const frame = draft ? frameOf(state, draft.blockId) : undefined
  if (!draft || !plugin || !frame || draft.points.length < 2) return null
  const local = draft.points.map((p) => ({ x: p.x - frame.rect.x, y: p.y - frame.rect.y }))
  const { box, points } = shapeFromPoints(local)
  const props = {
    ...defaultProps(plugin.props, (words) => i18n._(words)),
    points,
    closed: closed && points.length >= 3,
  }
  const id = newWidgetId()
  editor.transact(
    EDIT_LABELS.add,
    (tx) =>
      tx.run(addWidgets, {
        blockId: draft.blockId,
        widgets: [{ id, type: plugin.id, version: plugin.version, ...box, props }],
      }),
    { select: [id] },
  )
  return id
}

/** The selected irregular shape whose vertices can be dragged (one, not turned), with its points on the page. */
export function editableShape(store: DesignerStore): { id: string; points: Point[] } | null {
  const { state } = store
  if (state.selection.length !== 1 || state.polygon) return null
  const id = state.selection[0] as string
  const block = state.doc.blocks[state.blockId]
  const frame = frameOf(state, state.blockId)
  const rect = store.index.block(state.blockId)?.rect(id)
  const widget = block && getWidget(block.widgets, id)
  if (!widget || widget.type !== IRREGULAR_TYPE || widget.rotation !== 0 || !frame || !rect) return null
  const points = widget.props.points as PercentPoint[] | undefined
  if (!Array.isArray(points)) return null
  return {
    id,
    points: pointsInBox({ ...rect, x: rect.x + frame.rect.x, y: rect.y + frame.rect.y }, points),
  }
}

/** Starts dragging vertex `index` of the selected irregular shape. */
export function startVertexDrag(store: DesignerStore, index: number): boolean {
  const shape = editableShape(store)
  const at = shape?.points[index]
  if (!shape || !at) return false
  store.state.vertexDrag = { id: shape.id, index, at }
  return true
}

export function moveVertex(store: DesignerStore, page: Point): void {
  const drag = store.state.vertexDrag
  const at = drag && inBlock(store, store.state.blockId, page)
  if (drag && at) drag.at = at
}

/** Drops the dragged vertex: the shape's box and points change together, as one undo step. */
export function commitVertex(store: DesignerStore): void {
  const { state, editor } = store
  const drag = state.vertexDrag
  state.vertexDrag = null
  const shape = drag ? editableShape(store) : null
  const frame = frameOf(state, state.blockId)
  if (!drag || !shape || shape.id !== drag.id || !frame) return
  const moved = shape.points.map((p, i) => (i === drag.index ? drag.at : p))
  const local = moved.map((p) => ({ x: p.x - frame.rect.x, y: p.y - frame.rect.y }))
  const { box, points } = shapeFromPoints(local)
  editor.transact(
    EDIT_LABELS.editGeometry,
    (tx) => {
      tx.run(setWidgetBounds, { blockId: state.blockId, bounds: { [drag.id]: box } })
      tx.run(setWidgetProps, { blockId: state.blockId, id: drag.id, props: { points } })
    },
    { select: [drag.id] },
  )
}
