/** The edge painted on the runtime's shared canvas, and on the fabric layer through drawnShape.ts. */
import { mergeLive } from '../../shared/liveProps.ts'
import type { PaintView } from '../../shared/viewContract.ts'
import { colourOf, flagOf, opacityOf } from '../shared/shapeStyle.ts'
// From geometry.ts: painters load with the operator runtime, which must not carry fabric.
import { dashPattern, edgeLine } from './geometry.ts'
import type { Props } from './manifest.ts'

/** A filled arrow head with its tip at `tip`, pointing along `direction`. */
function arrowHead(
  ctx: CanvasRenderingContext2D,
  tip: { x: number; y: number },
  direction: { x: number; y: number },
  head: { length: number; width: number },
): void {
  const bx = tip.x - direction.x * head.length
  const by = tip.y - direction.y * head.length
  const nx = -direction.y * (head.width / 2)
  const ny = direction.x * (head.width / 2)
  ctx.beginPath()
  ctx.moveTo(tip.x, tip.y)
  ctx.lineTo(bx + nx, by + ny)
  ctx.lineTo(bx - nx, by - ny)
  ctx.closePath()
  ctx.fill()
}

const painter: PaintView<Props> = {
  paint(ctx, { props, live, width, height }) {
    const shown = mergeLive(props, live)
    const opacity = opacityOf(props.opacity)
    if (!flagOf(shown.visible) || opacity === 0) return
    const colour = colourOf(shown.stroke) ?? '#52606d'
    const from = { x: props.x1 * width, y: props.y1 * height }
    const to = { x: props.x2 * width, y: props.y2 * height }
    const line = edgeLine(from, to, props.strokeWidth, { start: props.arrowStart, end: props.arrowEnd })
    ctx.globalAlpha = opacity
    ctx.strokeStyle = colour
    ctx.fillStyle = colour
    ctx.lineWidth = props.strokeWidth
    ctx.lineCap = 'butt'
    ctx.setLineDash(dashPattern(props.dash, props.strokeWidth))
    ctx.beginPath()
    ctx.moveTo(line.start.x, line.start.y)
    ctx.lineTo(line.end.x, line.end.y)
    ctx.stroke()
    ctx.setLineDash([])
    const back = { x: -line.direction.x, y: -line.direction.y }
    if (props.arrowEnd) arrowHead(ctx, to, line.direction, line.head)
    if (props.arrowStart) arrowHead(ctx, from, back, line.head)
  },
}

export default painter
