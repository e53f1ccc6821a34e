/** Geometry of the oval, shared by its painter and tests (no fabric here). */
import type { InsetBox } from '../shared/outlinePaint.ts'

/** The oval traced in its inset box. */
export function traceOval(ctx: CanvasRenderingContext2D, box: InsetBox): void {
  ctx.ellipse(box.x + box.w / 2, box.y + box.h / 2, box.w / 2, box.h / 2, 0, 0, 2 * Math.PI)
}
