/**
 * Keeping widgets inside their block (issue 19): a widget that hangs out of its block is drawn over the
 * next block at runtime. Boxes are in block pixels, (0, 0) at the block's top-left corner; `area` is the
 * block's inside. Pure geometry: the designer applies it on drop, move and resize, the runtime to lay out
 * pages saved before.
 */
import type { Bounds } from './widgets.ts'

/** The inside of a block in pixels. */
export interface BlockArea {
  w: number
  h: number
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value))
}

/** `box` moved inside `area`, and first shrunk to it when larger (a dropped widget keeps its size if it fits). */
export function keepInside(box: Bounds, area: BlockArea): Bounds {
  const w = Math.max(1, Math.min(box.w, area.w))
  const h = Math.max(1, Math.min(box.h, area.h))
  return { x: clamp(box.x, 0, Math.max(0, area.w - w)), y: clamp(box.y, 0, Math.max(0, area.h - h)), w, h }
}

/**
 * The part of a move by (dx, dy) that keeps `bounds` (the moved widgets' union) inside `area`. A
 * selection larger than the area stays at its left or top edge.
 */
export function moveInside(
  bounds: Bounds,
  dx: number,
  dy: number,
  area: BlockArea,
): { dx: number; dy: number } {
  return {
    dx: Math.max(-bounds.x, Math.min(dx, area.w - bounds.x - bounds.w)),
    dy: Math.max(-bounds.y, Math.min(dy, area.h - bounds.y - bounds.h)),
  }
}

/** `box` with the edges a resize dragged past the area cut back to it (at least 1 × 1 pixel stays). */
export function clipInside(box: Bounds, area: BlockArea): Bounds {
  const x = clamp(box.x, 0, Math.max(0, area.w - 1))
  const y = clamp(box.y, 0, Math.max(0, area.h - 1))
  return {
    x,
    y,
    w: Math.max(1, Math.min(box.x + box.w, area.w) - x),
    h: Math.max(1, Math.min(box.y + box.h, area.h) - y),
  }
}

/** Whether `box` lies wholly inside `area`. */
export function isInside(box: Bounds, area: BlockArea): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.w <= area.w && box.y + box.h <= area.h
}

/** A grid node's rows and row position, as `growToContent` reads and returns them. */
export interface RowSpan {
  id: string
  y: number
  h: number
}

/**
 * Rows of a layout grown so that each block holds its content (`neededRows` of a block: its lowest
 * widget's bottom in rows), every block below a grown one moved down by as much, so no block's widgets
 * are drawn over another block. Spans that need nothing are returned unchanged.
 */
export function growToContent(spans: readonly RowSpan[], neededRows: (id: string) => number): RowSpan[] {
  const result = spans.map((span) => ({ ...span }))
  const byTop = [...result].sort((a, b) => a.y - b.y)
  for (const span of byTop) {
    const extra = neededRows(span.id) - span.h
    if (extra <= 0) continue
    const bottom = span.y + span.h
    span.h += extra
    for (const other of result) if (other !== span && other.y >= bottom) other.y += extra
  }
  return result
}
