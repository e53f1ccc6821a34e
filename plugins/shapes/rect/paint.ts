/** The rectangle painted on the runtime's shared canvas: the path of shape.ts, inset by half the line. */
import type { PaintView } from '../../shared/viewContract.ts'
import { fillAndStroke, shapeLook } from '../shared/shapePaint.ts'
import type { RectProps } from './manifest.ts'

const rectPainter: PaintView<RectProps> = {
  paint(ctx, { props, live, width, height }) {
    const look = shapeLook(props, live, { width, height })
    if (!look) return
    const inner = { w: Math.max(0, width - look.strokeWidth), h: Math.max(0, height - look.strokeWidth) }
    const radius = Math.max(0, Math.min(props.cornerRadius, inner.w / 2, inner.h / 2))
    ctx.beginPath()
    ctx.roundRect(look.strokeWidth / 2, look.strokeWidth / 2, inner.w, inner.h, radius)
    fillAndStroke(ctx, look)
  },
}

export default rectPainter
