/** The oval painted on the runtime's shared canvas, and on the fabric layer through drawnShape.ts. */
import { outlinePainter } from '../shared/outlinePaint.ts'
// From geometry.ts: painters load with the operator runtime, which must not carry fabric.
import { traceOval } from './geometry.ts'
import type { Props } from './manifest.ts'

export default outlinePainter<Props>((ctx, _props, box) => traceOval(ctx, box))
