import { Circle, type FabricObject, Gradient, Group, Path, Polygon, Rect } from 'fabric'
import { shade } from '../../shapes/shared/colourShade.ts'
import { createComposite, partsOf, resizeComposite } from '../../shapes/shared/composite.ts'
import { flagOf } from '../../shapes/shared/shapeStyle.ts'
import { liveStatus, mergeLive, NO_BOUND, NO_LIVE } from '../../shared/liveProps.ts'
import type { CanvasShapeView, LiveProps, WidgetSize } from '../../shared/viewContract.ts'
import { CASING, impellerPath, stateColour } from './drawing.ts'
import type { PumpProps } from './manifest.ts'
import { advanceAngle, type PumpState, shownPumpState } from './pumpState.ts'

/** The symbol is drawn on a 100 × 100 grid and scaled uniformly, so its line widths scale with it. */
const GRID = 100

interface PumpAnimation {
  state: PumpState
  speed: number
  angle: number
  last: number | null
}

const animations = new WeakMap<FabricObject, PumpAnimation>()

function cylinder(colour: string, vertical: boolean) {
  return new Gradient({
    type: 'linear',
    gradientUnits: 'percentage',
    coords: vertical ? { x1: 0, y1: 0, x2: 1, y2: 0 } : { x1: 0, y1: 0, x2: 0, y2: 1 },
    colorStops: [
      { offset: 0, color: shade(colour, -0.3) },
      { offset: 0.32, color: shade(colour, 0.4) },
      { offset: 0.6, color: colour },
      { offset: 1, color: shade(colour, -0.4) },
    ],
  })
}

function casingFill(colour: string) {
  return new Gradient({
    type: 'radial',
    gradientUnits: 'percentage',
    coords: { x1: 0.38, y1: 0.34, r1: 0, x2: 0.5, y2: 0.5, r2: 0.56 },
    colorStops: [
      { offset: 0, color: shade(colour, 0.45) },
      { offset: 0.55, color: colour },
      { offset: 1, color: shade(colour, -0.3) },
    ],
  })
}

const centred = { originX: 'center', originY: 'center' } as const

/** Parts in drawing order: outlet, outlet flange, inlet, inlet flange, base, foot, casing, impeller, hub. */
function buildParts(): FabricObject[] {
  return [
    new Rect({ ...centred, left: 16, top: -36, width: 15, height: 28 }),
    new Rect({ ...centred, left: 16, top: -47.5, width: 22, height: 5, rx: 1, ry: 1 }),
    new Rect({ ...centred, left: -36, top: CASING.y, width: 28, height: 15 }),
    new Rect({ ...centred, left: -47.5, top: CASING.y, width: 5, height: 22, rx: 1, ry: 1 }),
    new Polygon(
      [
        { x: -16, y: 24 },
        { x: 16, y: 24 },
        { x: 28, y: 44 },
        { x: -28, y: 44 },
      ],
      { ...centred, left: 0, top: 34, fill: '#52606d', stroke: '#323f4b', strokeWidth: 1 },
    ),
    new Rect({
      ...centred,
      left: 0,
      top: 47,
      width: 72,
      height: 6,
      rx: 1,
      ry: 1,
      fill: '#3e4c59',
      strokeWidth: 0,
    }),
    new Circle({ ...centred, left: CASING.x, top: CASING.y, radius: CASING.r, strokeWidth: 2 }),
    new Path(impellerPath(), {
      ...centred,
      left: CASING.x,
      top: CASING.y,
      fill: '',
      stroke: 'rgba(255,255,255,0.92)',
      strokeWidth: 3.6,
      strokeLineCap: 'round',
    }),
    new Circle({
      ...centred,
      left: CASING.x,
      top: CASING.y,
      radius: 6,
      fill: '#323f4b',
      stroke: '#e4e7eb',
      strokeWidth: 1.5,
    }),
  ]
}

/**
 * The pump as one fabric Group. `update` recolours the parts for the state and rescales the group for the
 * widget box; `tick` turns the impeller while the pump runs.
 */
const pumpView: CanvasShapeView<PumpProps> = {
  create(props, size) {
    const group = createComposite(buildParts(), { width: GRID, height: GRID })
    // Drawing the parts directly beats re-rendering a group cache on every impeller frame.
    group.set({ objectCaching: false })
    animations.set(group, { state: 'stopped', speed: 0, angle: 0, last: null })
    pumpView.update(group, props, size, NO_LIVE)
    return group
  },
  update(object: FabricObject, props: PumpProps, size: WidgetSize, live: LiveProps, bound = NO_BOUND) {
    const animation = animations.get(object)
    const parts = partsOf(object)
    if (!animation || parts.length !== 9 || !(object instanceof Group)) return
    const shown = mergeLive(props, live)
    const state = shownPumpState(shown.state, liveStatus(live, bound, ['state']), props)
    const colour = stateColour(props, state)
    const [outlet, outletFlange, inlet, inletFlange, , , casing, impeller] = parts
    outlet?.set({ fill: cylinder(colour, true), stroke: shade(colour, -0.5), strokeWidth: 1 })
    inlet?.set({ fill: cylinder(colour, false), stroke: shade(colour, -0.5), strokeWidth: 1 })
    for (const flange of [outletFlange, inletFlange])
      flange?.set({ fill: shade(colour, -0.35), stroke: shade(colour, -0.6), strokeWidth: 1 })
    // Unknown also draws the casing's outline dashed, so it does not pass for a pale "stopped".
    casing?.set({
      fill: casingFill(colour),
      stroke: state === 'unknown' ? '#5f6b7a' : shade(colour, -0.5),
      strokeDashArray: state === 'unknown' ? [3, 2] : null,
    })
    impeller?.set({
      stroke: state === 'running' || state === 'fault' ? 'rgba(255,255,255,0.95)' : 'rgba(255,255,255,0.7)',
    })

    // Uniform scale to the smaller side; the invisible box widens to the widget so hit-testing covers it.
    const scale = Math.max(0.01, Math.min(size.width, size.height) / GRID)
    resizeComposite(object, { width: size.width / scale, height: size.height / scale })
    object.set({ scaleX: scale, scaleY: scale, flipX: props.mirror, visible: flagOf(shown.visible) })
    object.setCoords()

    animation.state = state
    animation.speed = props.rotationSpeed
  },
  tick(object: FabricObject, now: number) {
    const animation = animations.get(object)
    if (!animation) return false
    const elapsed = animation.last === null ? 0 : now - animation.last
    animation.last = now
    if (animation.state !== 'running' || animation.speed === 0 || !object.visible) return false
    animation.angle = advanceAngle(animation.angle, animation.speed, elapsed)
    partsOf(object)[7]?.set({ angle: animation.angle })
    return true
  },
}

export default pumpView
