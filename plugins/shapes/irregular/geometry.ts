/** Geometry of the irregular shape, shared by its painter and tests (no fabric here). */
import type { InsetBox } from '../shared/outlinePaint.ts'

/** One point, in percent of the box. */
export interface PercentPoint {
  x: number
  y: number
}

/**
 * Traces the points in the inset box: straight segments, or (smooth) a curve through every point whose
 * tangents follow the neighbours (Catmull-Rom as cubic Béziers), closed back to the first when asked.
 */
export function traceIrregular(
  ctx: CanvasRenderingContext2D,
  points: readonly PercentPoint[],
  box: InsetBox,
  closed: boolean,
  smooth: boolean,
): void {
  const at = points.map((p) => ({ x: box.x + (p.x / 100) * box.w, y: box.y + (p.y / 100) * box.h }))
  const first = at[0]
  if (!first) return
  ctx.moveTo(first.x, first.y)
  if (!smooth || at.length < 3) {
    for (const p of at.slice(1)) ctx.lineTo(p.x, p.y)
  } else {
    const n = at.length
    const pick = (i: number) => {
      const index = closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))
      return at[index] as { x: number; y: number }
    }
    const segments = closed ? n : n - 1
    for (let i = 0; i < segments; i++) {
      const [p0, p1, p2, p3] = [pick(i - 1), pick(i), pick(i + 1), pick(i + 2)]
      ctx.bezierCurveTo(
        p1.x + (p2.x - p0.x) / 6,
        p1.y + (p2.y - p0.y) / 6,
        p2.x - (p3.x - p1.x) / 6,
        p2.y - (p3.y - p1.y) / 6,
        p2.x,
        p2.y,
      )
    }
  }
  if (closed) ctx.closePath()
}

/** Points from a click position relative to a box (page pixels), for drawing point by point. */
export function percentPoint(x: number, y: number, width: number, height: number): PercentPoint {
  const clamp = (v: number) => Math.round(Math.max(0, Math.min(100, v)) * 10) / 10
  return { x: clamp(width > 0 ? (x / width) * 100 : 0), y: clamp(height > 0 ? (y / height) * 100 : 0) }
}
