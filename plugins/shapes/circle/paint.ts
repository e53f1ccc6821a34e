/** The circle painted on the runtime's shared canvas: the box's smaller side, line included, centred. */
import type { PaintView } from '../../shared/viewContract.ts'
import { fillAndStroke, shapeLook } from '../shared/shapePaint.ts'
import type { CircleProps } from './manifest.ts'

const circlePainter: PaintView<CircleProps> = {
  paint(ctx, { props, live, width, height }) {
    const look = shapeLook(props, live, { width, height })
    if (!look) return
    const diameter = Math.max(0, Math.min(width, height) - look.strokeWidth)
    ctx.beginPath()
    ctx.arc(width / 2, height / 2, diameter / 2, 0, 2 * Math.PI)
    fillAndStroke(ctx, look)
  },
}

export default circlePainter
