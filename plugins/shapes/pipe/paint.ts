/**
 * The pipe painted on the runtime's shared canvas of a crowded page: body, flanges and flow dashes as the
 * fabric view (shape.ts) draws them, the dashes sliding with the frame's time (`animated`).
 */
import { liveStatus, mergeLive, NO_BOUND } from '../../shared/liveProps.ts'
import type { PaintInput, PaintView } from '../../shared/viewContract.ts'
import { DARK_EDGE, fillCylinder } from '../shared/shading.ts'
import { colourOf, flagOf, opacityOf } from '../shared/shapeStyle.ts'
import { flowDashes, pipeGeometry } from './flow.ts'
import type { PipeProps } from './manifest.ts'

const UNKNOWN_FLOW = '#c3cad3'

function dashesOf({ props, live, bound = NO_BOUND }: PaintInput<PipeProps>) {
  const shown = mergeLive(props, live)
  return {
    shown,
    dashes: flowDashes(
      shown.flow,
      liveStatus(live, bound, ['flow']),
      props.fullScaleFlow,
      props.maxSpeed,
      props.reverse,
    ),
  }
}

const pipePainter: PaintView<PipeProps> = {
  paint(ctx, input) {
    const { props, width, height, now = 0 } = input
    const { shown, dashes } = dashesOf(input)
    const opacity = opacityOf(props.opacity)
    if (!flagOf(shown.visible) || opacity === 0) return
    ctx.globalAlpha = opacity
    const g = pipeGeometry(width, height, props.flanges)
    const fill = colourOf(shown.fill) ?? '#7b8794'
    const stroke = colourOf(shown.stroke)
    const cx = width / 2
    const cy = height / 2
    // A box along the pipe: `offset` from the centre along it, `length` along, `across` across.
    const along = (offset: number, length: number, across: number) =>
      g.horizontal
        ? { x: cx + offset - length / 2, y: cy - across / 2, w: length, h: across }
        : { x: cx - across / 2, y: cy + offset - length / 2, w: across, h: length }
    const flangeT = g.flange ? g.flange.thickness : 0
    const body = along(0, g.length - flangeT, g.body)
    ctx.beginPath()
    ctx.rect(body.x, body.y, body.w, body.h)
    fillCylinder(ctx, fill, body, !g.horizontal)
    if (stroke) {
      ctx.strokeStyle = stroke
      ctx.lineWidth = Math.min(props.strokeWidth, g.body / 4)
      if (ctx.lineWidth > 0) ctx.stroke()
    }
    if (g.flange) {
      for (const sign of [-1, 1]) {
        const flange = along(sign * (g.length / 2 - flangeT / 2), flangeT, g.flange.span)
        ctx.beginPath()
        ctx.roundRect(flange.x, flange.y, flange.w, flange.h, 1)
        fillCylinder(ctx, fill, flange, !g.horizontal)
        ctx.fillStyle = 'rgba(0,0,0,0.2)'
        ctx.fill()
        ctx.strokeStyle = stroke ?? DARK_EDGE
        ctx.lineWidth = 1
        ctx.stroke()
      }
    }
    const half = g.length / 2 - flangeT - g.flowWidth
    if (dashes.kind === 'none' || half <= 0) return
    const velocity = dashes.kind === 'moving' ? dashes.velocity : 0
    const offset = ((((-velocity * now) / 1000) % g.period) + g.period) % g.period
    ctx.strokeStyle = dashes.kind === 'unknown' ? UNKNOWN_FLOW : (colourOf(shown.flowColor) ?? '#7fd3ff')
    ctx.lineWidth = g.flowWidth
    ctx.lineCap = 'round'
    ctx.setLineDash(g.dashArray)
    ctx.lineDashOffset = offset
    ctx.beginPath()
    if (g.horizontal) {
      ctx.moveTo(cx - half, cy)
      ctx.lineTo(cx + half, cy)
    } else {
      ctx.moveTo(cx, cy - half)
      ctx.lineTo(cx, cy + half)
    }
    ctx.stroke()
    ctx.setLineDash([])
  },
  animated: (input) => {
    const { shown, dashes } = dashesOf(input)
    return dashes.kind === 'moving' && flagOf(shown.visible)
  },
}

export default pipePainter
