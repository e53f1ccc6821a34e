/** Geometry of the arc, shared by its painter and tests (no fabric here). */
import type { InsetBox } from '../shared/outlinePaint.ts'

const rad = (degrees: number) => (degrees * Math.PI) / 180

/** The arc traced in its inset box: open, closed by a chord, or by two radii (a pie slice). */
export function traceArc(
  ctx: CanvasRenderingContext2D,
  box: InsetBox,
  startAngle: number,
  sweep: number,
  closure: 'open' | 'chord' | 'pie',
): void {
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const start = rad(startAngle)
  const end = rad(startAngle + Math.max(1, Math.min(360, sweep)))
  if (closure === 'pie') ctx.moveTo(cx, cy)
  ctx.ellipse(cx, cy, box.w / 2, box.h / 2, 0, start, end)
  if (closure !== 'open') ctx.closePath()
}
