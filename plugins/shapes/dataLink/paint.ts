/** The data link painted on the runtime's shared canvas, and on the fabric layer through drawnShape.ts. */
import { liveStatus, mergeLive, NO_BOUND } from '../../shared/liveProps.ts'
import type { PaintInput, PaintView } from '../../shared/viewContract.ts'
import { colourOf, flagOf, opacityOf } from '../shared/shapeStyle.ts'
// From geometry.ts: painters load with the operator runtime, which must not carry fabric.
import { linkDashes } from './geometry.ts'
import type { Props } from './manifest.ts'

function dashesOf({ props, live, bound = NO_BOUND, now = 0 }: PaintInput<Props>) {
  const shown = mergeLive(props, live)
  return {
    shown,
    dashes: linkDashes(
      {
        flow: shown.flow,
        quality: liveStatus(live, bound, ['flow']),
        fullScaleFlow: props.fullScaleFlow,
        maxSpeed: props.maxSpeed,
        dashLength: props.dashLength,
        colour: colourOf(shown.stroke) ?? '#2f7ed8',
      },
      now,
    ),
  }
}

const painter: PaintView<Props> = {
  paint(ctx, input) {
    const { props, width, height } = input
    const { shown, dashes } = dashesOf(input)
    const opacity = opacityOf(props.opacity)
    if (!flagOf(shown.visible) || opacity === 0) return
    const w = Math.min(props.strokeWidth, height)
    const head = props.arrowEnd ? Math.min(width / 3, Math.max(8, w * 3)) : 0
    const y = height / 2
    ctx.globalAlpha = opacity
    ctx.strokeStyle = dashes.colour
    ctx.fillStyle = dashes.colour
    ctx.lineWidth = w
    ctx.lineCap = 'butt'
    ctx.setLineDash(dashes.pattern)
    ctx.lineDashOffset = dashes.offset
    ctx.beginPath()
    ctx.moveTo(0, y)
    ctx.lineTo(width - head, y)
    ctx.stroke()
    ctx.setLineDash([])
    if (head > 0) {
      const half = Math.min(height / 2, head * 0.6)
      ctx.beginPath()
      ctx.moveTo(width, y)
      ctx.lineTo(width - head, y - half)
      ctx.lineTo(width - head, y + half)
      ctx.closePath()
      ctx.fill()
    }
  },
  animated: (input) => dashesOf(input).dashes.moving && flagOf(mergeLive(input.props, input.live).visible),
}

export default painter
