/** The line segment painted on the runtime's shared canvas, as its fabric view (shape.ts) draws it. */
import { mergeLive } from '../../shared/liveProps.ts'
import type { PaintView } from '../../shared/viewContract.ts'
import { colourOf, flagOf, opacityOf } from '../shared/shapeStyle.ts'
import { arrowSize, dashPattern, segmentEnds } from './geometry.ts'
import type { LineSegmentProps } from './manifest.ts'

const lineSegmentPainter: PaintView<LineSegmentProps> = {
  paint(ctx, { props, live, width, height }) {
    const shown = mergeLive(props, live)
    const opacity = opacityOf(props.opacity)
    if (!flagOf(shown.visible) || opacity === 0) return
    const colour = colourOf(shown.stroke) ?? '#52606d'
    const strokeWidth = Math.max(0.5, props.strokeWidth)
    const ends = segmentEnds(width, strokeWidth, { start: props.arrowStart, end: props.arrowEnd })
    const head = arrowSize(strokeWidth)
    const cx = width / 2
    const cy = height / 2
    ctx.globalAlpha = opacity
    ctx.strokeStyle = colour
    ctx.fillStyle = colour
    ctx.lineWidth = strokeWidth
    ctx.lineCap = 'butt'
    ctx.setLineDash(dashPattern(props.dash, strokeWidth) ?? [])
    ctx.beginPath()
    ctx.moveTo(cx + ends.x1, cy)
    ctx.lineTo(cx + ends.x2, cy)
    ctx.stroke()
    ctx.setLineDash([])
    // Heads as the fabric view's Triangles: tip at the box edge, base `length` in, `width` across.
    const headAt = (tip: number, base: number) => {
      ctx.beginPath()
      ctx.moveTo(tip, cy)
      ctx.lineTo(base, cy - head.width / 2)
      ctx.lineTo(base, cy + head.width / 2)
      ctx.closePath()
      ctx.fill()
    }
    if (props.arrowStart) headAt(0, head.length)
    if (props.arrowEnd) headAt(width, width - head.length)
  },
}

export default lineSegmentPainter
