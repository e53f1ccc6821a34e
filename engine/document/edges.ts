/**
 * Edges (S1 §3 "edge"): a connector widget (`shape.edge`) whose props name a source and a target widget. When
 * either moves or is resized, the edge's box and its two end points are recomputed so it keeps joining
 * them: each end sits where the line between the two centres leaves that widget's box. Pure data: the
 * page commands call it inside their draft.
 */
import type { WidgetNode } from './pageDoc.ts'
import { getWidget, listWidgets, type WidgetStore } from './widgetStore.ts'

/** The plugin id of the connector. */
export const EDGE_TYPE = 'shape.edge'

/** Room around the line inside the edge's box, for the line width and arrow heads (page pixels). */
export const EDGE_PADDING = 12

interface Point {
  x: number
  y: number
}

interface Box {
  x: number
  y: number
  w: number
  h: number
}

const centreOf = (box: Box): Point => ({ x: box.x + box.w / 2, y: box.y + box.h / 2 })

/** Where the ray from `box`'s centre towards `towards` leaves the box (the centre if they coincide). */
export function boxExit(box: Box, towards: Point): Point {
  const c = centreOf(box)
  const dx = towards.x - c.x
  const dy = towards.y - c.y
  if (dx === 0 && dy === 0) return c
  const sx = dx === 0 ? Number.POSITIVE_INFINITY : box.w / 2 / Math.abs(dx)
  const sy = dy === 0 ? Number.POSITIVE_INFINITY : box.h / 2 / Math.abs(dy)
  const s = Math.min(sx, sy, 1)
  return { x: c.x + dx * s, y: c.y + dy * s }
}

/** An edge's end points in page pixels, from its box and unit end props. */
export function edgeEnds(edge: Pick<WidgetNode, 'x' | 'y' | 'w' | 'h' | 'props'>): [Point, Point] {
  const unit = (key: string, fallback: number) => {
    const value = edge.props[key]
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback
  }
  return [
    { x: edge.x + unit('x1', 0) * edge.w, y: edge.y + unit('y1', 0.5) * edge.h },
    { x: edge.x + unit('x2', 1) * edge.w, y: edge.y + unit('y2', 0.5) * edge.h },
  ]
}

/** The box and unit end props of an edge drawn from `start` to `end`. */
export function edgeGeometry(
  start: Point,
  end: Point,
): { box: Box; ends: Record<'x1' | 'y1' | 'x2' | 'y2', number> } {
  const x = Math.min(start.x, end.x) - EDGE_PADDING
  const y = Math.min(start.y, end.y) - EDGE_PADDING
  const w = Math.abs(end.x - start.x) + 2 * EDGE_PADDING
  const h = Math.abs(end.y - start.y) + 2 * EDGE_PADDING
  const round = (v: number) => Math.round(v * 10_000) / 10_000
  return {
    box: { x, y, w, h },
    ends: {
      x1: round((start.x - x) / w),
      y1: round((start.y - y) / h),
      x2: round((end.x - x) / w),
      y2: round((end.y - y) / h),
    },
  }
}

const idProp = (node: WidgetNode, key: 'source' | 'target'): string => {
  const value = node.props[key]
  return typeof value === 'string' ? value : ''
}

/**
 * Re-routes the edges of a block that join any of `changed` (or are themselves among them): each attached
 * end goes to the border of its widget facing the other end; a free end stays where it is. Edges are
 * turned back to 0°: their direction lives in their end points. Returns the ids of the edges it moved.
 */
export function followEdges(widgets: WidgetStore, changed: ReadonlySet<string>): string[] {
  const moved: string[] = []
  for (const edge of listWidgets(widgets)) {
    if (edge.type !== EDGE_TYPE) continue
    const sourceId = idProp(edge, 'source')
    const targetId = idProp(edge, 'target')
    if (!changed.has(edge.id) && !changed.has(sourceId) && !changed.has(targetId)) continue
    const source = sourceId && sourceId !== edge.id ? getWidget(widgets, sourceId) : undefined
    const target = targetId && targetId !== edge.id ? getWidget(widgets, targetId) : undefined
    if (!source && !target) continue
    const [freeStart, freeEnd] = edgeEnds(edge)
    const towardsEnd = target ? centreOf(target) : freeEnd
    const towardsStart = source ? centreOf(source) : freeStart
    const start = source ? boxExit(source, towardsEnd) : freeStart
    const end = target ? boxExit(target, towardsStart) : freeEnd
    const { box, ends } = edgeGeometry(start, end)
    const node = getWidget(widgets, edge.id)
    if (!node) continue
    const same =
      node.x === box.x &&
      node.y === box.y &&
      node.w === box.w &&
      node.h === box.h &&
      node.rotation === 0 &&
      (['x1', 'y1', 'x2', 'y2'] as const).every((key) => node.props[key] === ends[key])
    if (same) continue
    Object.assign(node, box, { rotation: 0 })
    node.props = { ...node.props, ...ends }
    moved.push(edge.id)
  }
  return moved
}
