/** Geometry of the round rectangle, shared by its painter and tests (no fabric here). */
import type { InsetBox } from '../shared/outlinePaint.ts'

/** The round rectangle traced in its inset box; the radius never exceeds half the shorter side. */
export function traceRoundRect(ctx: CanvasRenderingContext2D, box: InsetBox, radius: number): void {
  ctx.roundRect(box.x, box.y, box.w, box.h, cornerRadiusIn(box, radius))
}

/** The radius drawn in `box`: at least 0, at most half the shorter side. */
export function cornerRadiusIn(box: InsetBox, radius: number): number {
  return Math.max(0, Math.min(radius, box.w / 2, box.h / 2))
}
