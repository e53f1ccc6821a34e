/**
 * The pump painted on the runtime's shared canvas of a crowded page: the parts of shape.ts on the same
 * 100 × 100 grid, scaled to the smaller side, the impeller turning with the frame's time while running.
 */
import { DARK_EDGE, fillCylinder, fillDome } from '../../shapes/shared/shading.ts'
import { flagOf } from '../../shapes/shared/shapeStyle.ts'
import { liveStatus, mergeLive, NO_BOUND } from '../../shared/liveProps.ts'
import type { PaintInput, PaintView } from '../../shared/viewContract.ts'
import { CASING, impellerPath, stateColour } from './drawing.ts'
import type { PumpProps } from './manifest.ts'
import { shownPumpState } from './pumpState.ts'

const GRID = 100
let impeller: Path2D | null = null

function stateOf({ props, live, bound = NO_BOUND }: PaintInput<PumpProps>) {
  const shown = mergeLive(props, live)
  return { shown, state: shownPumpState(shown.state, liveStatus(live, bound, ['state']), props) }
}

/** A part's rectangle from its centre and size on the grid. */
function part(ctx: CanvasRenderingContext2D, cx: number, cy: number, w: number, h: number, radius = 0) {
  ctx.beginPath()
  ctx.roundRect(cx - w / 2, cy - h / 2, w, h, radius)
  return { x: cx - w / 2, y: cy - h / 2, w, h }
}

const pumpPainter: PaintView<PumpProps> = {
  paint(ctx, input) {
    const { props, width, height, now = 0 } = input
    const { shown, state } = stateOf(input)
    if (!flagOf(shown.visible)) return
    const colour = stateColour(props, state)
    const scale = Math.max(0.01, Math.min(width, height) / GRID)
    ctx.translate(width / 2, height / 2)
    ctx.scale(props.mirror ? -scale : scale, scale)
    ctx.lineWidth = 1
    // Outlet and inlet with their flanges.
    for (const [body, flange, vertical] of [
      [[16, -36, 15, 28], [16, -47.5, 22, 5], true],
      [[-36, CASING.y, 28, 15], [-47.5, CASING.y, 5, 22], false],
    ] as const) {
      const box = part(ctx, body[0], body[1], body[2], body[3])
      fillCylinder(ctx, colour, box, vertical)
      ctx.strokeStyle = DARK_EDGE
      ctx.stroke()
      part(ctx, flange[0], flange[1], flange[2], flange[3], 1)
      ctx.fillStyle = colour
      ctx.fill()
      ctx.fillStyle = 'rgba(0,0,0,0.35)'
      ctx.fill()
      ctx.strokeStyle = 'rgba(0,0,0,0.6)'
      ctx.stroke()
    }
    // Base and foot.
    ctx.beginPath()
    ctx.moveTo(-16, 24)
    ctx.lineTo(16, 24)
    ctx.lineTo(28, 44)
    ctx.lineTo(-28, 44)
    ctx.closePath()
    ctx.fillStyle = '#52606d'
    ctx.fill()
    ctx.strokeStyle = '#323f4b'
    ctx.stroke()
    part(ctx, 0, 47, 72, 6, 1)
    ctx.fillStyle = '#3e4c59'
    ctx.fill()
    // Casing: dashed outline while the state is unknown, so it does not pass for a pale "stopped".
    ctx.beginPath()
    ctx.arc(CASING.x, CASING.y, CASING.r, 0, 2 * Math.PI)
    fillDome(ctx, colour, CASING.x, CASING.y, CASING.r)
    ctx.lineWidth = 2
    ctx.strokeStyle = state === 'unknown' ? '#5f6b7a' : DARK_EDGE
    ctx.setLineDash(state === 'unknown' ? [3, 2] : [])
    ctx.stroke()
    ctx.setLineDash([])
    // Impeller, turned by speed × time while running.
    if (typeof Path2D !== 'undefined') {
      impeller ??= new Path2D(impellerPath())
      ctx.save()
      ctx.translate(CASING.x, CASING.y)
      if (state === 'running') ctx.rotate((((props.rotationSpeed * now) / 1000) % 360) * (Math.PI / 180))
      ctx.strokeStyle =
        state === 'running' || state === 'fault' ? 'rgba(255,255,255,0.95)' : 'rgba(255,255,255,0.7)'
      ctx.lineWidth = 3.6
      ctx.lineCap = 'round'
      ctx.stroke(impeller)
      ctx.restore()
    }
    ctx.beginPath()
    ctx.arc(CASING.x, CASING.y, 6, 0, 2 * Math.PI)
    ctx.fillStyle = '#323f4b'
    ctx.fill()
    ctx.strokeStyle = '#e4e7eb'
    ctx.lineWidth = 1.5
    ctx.stroke()
  },
  animated: (input) => {
    const { shown, state } = stateOf(input)
    return state === 'running' && input.props.rotationSpeed !== 0 && flagOf(shown.visible)
  },
}

export default pumpPainter
