/** The arc painted on the runtime's shared canvas, and on the fabric layer through drawnShape.ts. */
import { outlinePainter } from '../shared/outlinePaint.ts'
// From geometry.ts: painters load with the operator runtime, which must not carry fabric.
import { traceArc } from './geometry.ts'
import type { Props } from './manifest.ts'

export default outlinePainter<Props>(
  (ctx, props, box) => traceArc(ctx, box, props.startAngle, props.sweep, props.closure),
  { closed: (props) => props.closure !== 'open' },
)
