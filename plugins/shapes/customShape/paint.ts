/** The custom shape painted on the runtime's shared canvas, and on the fabric layer through drawnShape.ts. */
import type { PaintView } from '../../shared/viewContract.ts'
import { insetBox } from '../shared/outlinePaint.ts'
import { shapeLook } from '../shared/shapePaint.ts'
// From geometry.ts: painters load with the operator runtime, which must not carry fabric.
import { customPath } from './geometry.ts'
import type { Props } from './manifest.ts'

const painter: PaintView<Props> = {
  paint(ctx, { props, live, width, height }) {
    const look = shapeLook(props, live, { width, height })
    if (!look) return
    const path = customPath(
      insetBox(width, height, look.strokeWidth),
      props.path,
      props.viewWidth,
      props.viewHeight,
    )
    if (!path) return
    ctx.globalAlpha = look.opacity
    ctx.lineJoin = 'round'
    ctx.lineCap = 'round'
    if (look.fill) {
      ctx.fillStyle = look.fill
      ctx.fill(path)
    }
    if (look.stroke && look.strokeWidth > 0) {
      ctx.strokeStyle = look.stroke
      ctx.lineWidth = look.strokeWidth
      ctx.stroke(path)
    }
  },
}

export default painter
