/** Geometry of the line segment, in the widget's own coordinates (origin at the box centre). */

/** Arrow head size for a line width: long enough to read at small widths, not absurd at large ones. */
export function arrowSize(strokeWidth: number): { length: number; width: number } {
  const length = Math.max(8, strokeWidth * 4)
  return { length, width: length * 0.75 }
}

/** The dash pattern of a style, scaled with the line width; null is solid. */
export function dashPattern(dash: 'solid' | 'dashed' | 'dotted', strokeWidth: number): number[] | null {
  const w = Math.max(1, strokeWidth)
  if (dash === 'dashed') return [w * 4, w * 2.5]
  if (dash === 'dotted') return [w, w * 2]
  return null
}

/**
 * The drawn segment from the box's left edge to its right edge along the horizontal centre line, each end
 * pulled in by the arrow head there, so a head's tip (not the line's butt) touches the box edge.
 */
export function segmentEnds(width: number, strokeWidth: number, arrows: { start: boolean; end: boolean }) {
  const half = width / 2
  const { length } = arrowSize(strokeWidth)
  return {
    x1: -half + (arrows.start ? length * 0.9 : 0),
    x2: half - (arrows.end ? length * 0.9 : 0),
  }
}
