/** The polygon painted on the runtime's shared canvas, and on the fabric layer through drawnShape.ts. */
import { outlinePainter, tracePoints } from '../shared/outlinePaint.ts'
// From geometry.ts: painters load with the operator runtime, which must not carry fabric.
import { polygonPoints } from './geometry.ts'
import type { Props } from './manifest.ts'

export default outlinePainter<Props>((ctx, props, box) => tracePoints(ctx, polygonPoints(props.sides), box))
