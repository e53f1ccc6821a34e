/** Geometry of the edge, shared by its painter and tests (no fabric here). */

/** Arrow head size for a line width (as the line segment's). */
export function arrowSize(strokeWidth: number): { length: number; width: number } {
  const length = Math.max(8, strokeWidth * 4)
  return { length, width: length * 0.75 }
}

/** The dash pattern of a style, scaled with the line width; empty is solid. */
export function dashPattern(dash: 'solid' | 'dashed' | 'dotted', strokeWidth: number): number[] {
  const w = Math.max(1, strokeWidth)
  if (dash === 'dashed') return [w * 4, w * 2.5]
  if (dash === 'dotted') return [w, w * 2]
  return []
}

/**
 * The drawn line from (x1, y1) to (x2, y2) (page pixels in the box), each end with an arrow pulled in by
 * most of the head's length, so the head's tip, not the line's butt, marks the end.
 */
export function edgeLine(
  from: { x: number; y: number },
  to: { x: number; y: number },
  strokeWidth: number,
  arrows: { start: boolean; end: boolean },
) {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const length = Math.hypot(dx, dy)
  const ux = length === 0 ? 1 : dx / length
  const uy = length === 0 ? 0 : dy / length
  const head = arrowSize(strokeWidth)
  const pull = Math.min(head.length * 0.9, length / 2)
  return {
    start: arrows.start ? { x: from.x + ux * pull, y: from.y + uy * pull } : from,
    end: arrows.end ? { x: to.x - ux * pull, y: to.y - uy * pull } : to,
    direction: { x: ux, y: uy },
    head,
  }
}
