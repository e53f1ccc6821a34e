import { type FabricObject, Gradient, Line, Rect } from 'fabric'
import { liveStatus, mergeLive, NO_BOUND, NO_LIVE } from '../../shared/liveProps.ts'
import type { CanvasShapeView, LiveProps, WidgetSize } from '../../shared/viewContract.ts'
import { shade } from '../shared/colourShade.ts'
import { createComposite, partsOf, resizeComposite } from '../shared/composite.ts'
import { colourOf, flagOf, opacityOf } from '../shared/shapeStyle.ts'
import { advanceDashOffset, flowDashes, pipeGeometry } from './flow.ts'
import type { PipeProps } from './manifest.ts'

interface FlowState {
  velocity: number
  offset: number
  period: number
  last: number | null
}

// Animation state lives beside the fabric object, not on it: fabric serialises own properties.
const flowStates = new WeakMap<FabricObject, FlowState>()

/** Still dashes of a flow nobody knows (bad quality): grey, whatever the designed flow colour. */
const UNKNOWN_FLOW = '#c3cad3'

/** Cylinder shading across the pipe: dark edge, highlight, body colour, darker far edge. */
function pipeGradient(colour: string, horizontal: boolean) {
  return new Gradient({
    type: 'linear',
    gradientUnits: 'percentage',
    coords: horizontal ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 },
    colorStops: [
      { offset: 0, color: shade(colour, -0.35) },
      { offset: 0.3, color: shade(colour, 0.45) },
      { offset: 0.55, color: colour },
      { offset: 1, color: shade(colour, -0.45) },
    ],
  })
}

/** Body, two flanges and a dashed flow line; the flow line's dash offset is the animation. */
const pipeView: CanvasShapeView<PipeProps> = {
  create(props, size) {
    const part = { originX: 'center' as const, originY: 'center' as const, objectCaching: false }
    const body = new Rect({ ...part, strokeUniform: true })
    const startFlange = new Rect({ ...part, rx: 1, ry: 1 })
    const endFlange = new Rect({ ...part, rx: 1, ry: 1 })
    const flow = new Line([0, 0, 1, 0], { ...part, strokeLineCap: 'round' })
    const group = createComposite([body, startFlange, endFlange, flow], size)
    // A pipe is a few rectangles: drawing it directly is cheaper than keeping a cache it would
    // invalidate on every animation frame.
    group.set({ objectCaching: false })
    flowStates.set(group, { velocity: 0, offset: 0, period: 1, last: null })
    pipeView.update(group, props, size, NO_LIVE)
    return group
  },
  update(object: FabricObject, props: PipeProps, size: WidgetSize, live: LiveProps, bound = NO_BOUND) {
    const [body, startFlange, endFlange, flow] = partsOf(object)
    const state = flowStates.get(object)
    if (!body || !startFlange || !endFlange || !(flow instanceof Line) || !state) return
    const shown = mergeLive(props, live)
    const g = pipeGeometry(size.width, size.height, props.flanges)
    const fill = colourOf(shown.fill) ?? '#7b8794'
    const stroke = colourOf(shown.stroke)
    const along = (length: number, across: number) =>
      g.horizontal ? { width: length, height: across } : { width: across, height: length }
    const at = (offset: number) => (g.horizontal ? { left: offset, top: 0 } : { left: 0, top: offset })

    resizeComposite(object as Parameters<typeof resizeComposite>[0], size)
    body.set({
      ...along(g.length - (g.flange ? g.flange.thickness : 0), g.body),
      ...at(0),
      fill: pipeGradient(fill, g.horizontal),
      stroke,
      strokeWidth: stroke ? Math.min(props.strokeWidth, g.body / 4) : 0,
    })
    for (const [flange, sign] of [
      [startFlange, -1],
      [endFlange, 1],
    ] as const) {
      flange.set({
        visible: g.flange !== null,
        ...(g.flange ? along(g.flange.thickness, g.flange.span) : {}),
        ...at(sign * (g.length / 2 - (g.flange?.thickness ?? 0) / 2)),
        fill: pipeGradient(shade(fill, -0.2), g.horizontal),
        stroke: stroke ?? shade(fill, -0.5),
        strokeWidth: 1,
      })
    }
    const half = g.length / 2 - (g.flange ? g.flange.thickness : 0) - g.flowWidth
    const ends = g.horizontal ? { x1: -half, y1: 0, x2: half, y2: 0 } : { x1: 0, y1: -half, x2: 0, y2: half }
    const dashes = flowDashes(
      shown.flow,
      liveStatus(live, bound, ['flow']),
      props.fullScaleFlow,
      props.maxSpeed,
      props.reverse,
    )
    state.velocity = dashes.kind === 'moving' ? dashes.velocity : 0
    state.period = g.period
    flow.set({
      ...ends,
      stroke: dashes.kind === 'unknown' ? UNKNOWN_FLOW : (colourOf(shown.flowColor) ?? '#7fd3ff'),
      strokeWidth: g.flowWidth,
      strokeDashArray: g.dashArray,
      strokeDashOffset: state.offset,
      visible: dashes.kind !== 'none' && half > 0,
    })
    object.set({ opacity: opacityOf(props.opacity), visible: flagOf(shown.visible) })
    object.setCoords()
  },
  tick(object: FabricObject, now: number) {
    const state = flowStates.get(object)
    if (!state) return false
    const elapsed = state.last === null ? 0 : now - state.last
    state.last = now
    if (state.velocity === 0 || !object.visible) return false
    state.offset = advanceDashOffset(state.offset, state.velocity, elapsed, state.period)
    const flow = partsOf(object)[3]
    flow?.set({ strokeDashOffset: state.offset })
    return true
  },
}

export default pipeView
