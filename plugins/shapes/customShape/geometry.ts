/** Geometry of the custom shape, shared by its painter, its manifest and tests (no fabric here). */
import type { InsetBox } from '../shared/outlinePaint.ts'

/**
 * What SVG path data may contain (the whole value): a move first, then path commands and numbers. A
 * browser silently draws nothing for a path it cannot read, so the inspector and the server refuse it.
 */
export const SVG_PATH_PATTERN = String.raw`\s*[Mm][MmZzLlHhVvCcSsQqTtAa0-9eE.,+\-\s]*`

// Paths built, by path data and box: a crowded runtime page paints the same few paths thousands of times a
// second (a faceplate's fault ring), and parsing the data is most of what a paint costs. Callers only fill
// and stroke a path, never change it, so one object serves every paint.
const built = new Map<string, Path2D>()
const MAX_BUILT = 2000

/**
 * The path of `d` scaled from its view box into the inset box. The geometry is transformed, not the
 * canvas, so the line keeps its width whatever the scale. Null where the canvas has no Path2D.
 */
export function customPath(box: InsetBox, d: string, viewWidth: number, viewHeight: number): Path2D | null {
  if (typeof Path2D === 'undefined' || typeof DOMMatrix === 'undefined') return null
  const key = `${box.x},${box.y},${box.w},${box.h},${viewWidth},${viewHeight} ${d}`
  const kept = built.get(key)
  if (kept) return kept
  const matrix = new DOMMatrix().translate(box.x, box.y).scale(box.w / viewWidth, box.h / viewHeight)
  const path = new Path2D()
  path.addPath(new Path2D(d), matrix)
  if (built.size >= MAX_BUILT) built.clear()
  built.set(key, path)
  return path
}
