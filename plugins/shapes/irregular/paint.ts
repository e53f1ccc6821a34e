/** The irregular shape painted on the runtime's shared canvas, and on the fabric layer through drawnShape.ts. */
import { outlinePainter } from '../shared/outlinePaint.ts'
// From geometry.ts: painters load with the operator runtime, which must not carry fabric.
import { traceIrregular } from './geometry.ts'
import type { Props } from './manifest.ts'

export default outlinePainter<Props>(
  (ctx, props, box) => traceIrregular(ctx, props.points, box, props.closed, props.smooth),
  { closed: (props) => props.closed },
)
