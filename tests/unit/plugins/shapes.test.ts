// @vitest-environment jsdom
/**
 * Canvas shapes without a canvas: fabric objects can be built, measured and updated in jsdom (only
 * drawing and text measuring need a real canvas, which the Chromium e2e covers). This checks the view
 * contract: objects of the widget's size, centred, updated in place, animated by tick.
 */
import { Circle, type FabricObject, Gradient, Group, Line, Rect } from 'fabric'
import { describe, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { circleProps } from '../../../plugins/shapes/circle/manifest.ts'
import circleView from '../../../plugins/shapes/circle/shape.ts'
import { lineSegmentProps } from '../../../plugins/shapes/lineSegment/manifest.ts'
import lineSegmentView from '../../../plugins/shapes/lineSegment/shape.ts'
import { pipeProps } from '../../../plugins/shapes/pipe/manifest.ts'
import pipeView from '../../../plugins/shapes/pipe/shape.ts'
import { rectProps } from '../../../plugins/shapes/rect/manifest.ts'
import rectView from '../../../plugins/shapes/rect/shape.ts'
import { partsOf } from '../../../plugins/shapes/shared/composite.ts'
import { placeShape } from '../../../plugins/shared/shapePlacement.ts'
import type { LiveProps } from '../../../plugins/shared/viewContract.ts'
import { pumpProps } from '../../../plugins/symbols/pump/manifest.ts'
import pumpView from '../../../plugins/symbols/pump/shape.ts'

const live = (values: Record<string, unknown>): LiveProps =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, { value, quality: 'good' as const, time: 1 }]),
  )

/** The object's drawn size on the page (scale and line included). */
function boxOf(object: FabricObject) {
  const rect = object.getBoundingRect()
  return { width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 }
}

describe('rect and circle', () => {
  test('the rectangle fills its box exactly, line included, and updates in place', () => {
    const props = defaultProps(rectProps)
    const rect = rectView.create(props, { width: 120, height: 80 })
    expect(rect).toBeInstanceOf(Rect)
    expect(boxOf(rect)).toEqual({ width: 120, height: 80 })
    rectView.update(rect, props, { width: 200, height: 50 }, live({ fill: '#ff0000' }))
    expect(boxOf(rect)).toEqual({ width: 200, height: 50 })
    expect(rect.fill).toBe('#ff0000')
    rectView.update(rect, { ...props, stroke: '' }, { width: 200, height: 50 }, live({ visible: false }))
    expect(rect.strokeWidth).toBe(0)
    expect(rect.visible).toBe(false)
  })

  test('corner radius never exceeds half a side', () => {
    const rect = rectView.create(
      { ...defaultProps(rectProps), cornerRadius: 500 },
      { width: 40, height: 20 },
    ) as Rect
    expect(rect.rx).toBeLessThanOrEqual(10)
  })

  test('the circle takes the smaller side and follows a bound fill', () => {
    const circle = circleView.create(defaultProps(circleProps), { width: 80, height: 60 })
    expect(circle).toBeInstanceOf(Circle)
    expect(boxOf(circle)).toEqual({ width: 60, height: 60 })
    circleView.update(
      circle,
      defaultProps(circleProps),
      { width: 80, height: 60 },
      live({ fill: 'red', visible: 0 }),
    )
    expect(circle.fill).toBe('red')
    expect(circle.visible).toBe(false)
  })

  test('placement puts the centre at the box centre and turns about it', () => {
    const rect = rectView.create(defaultProps(rectProps), { width: 100, height: 40 })
    placeShape(rect, { x: 10, y: 20, w: 100, h: 40, rotation: 90 })
    expect(rect.getCenterPoint()).toMatchObject({ x: 60, y: 40 })
    expect(rect.angle).toBe(90)
  })
})

describe('pipe', () => {
  test('a group of the widget size with body, flanges and flow line', () => {
    const pipe = pipeView.create(defaultProps(pipeProps), { width: 200, height: 20 })
    expect(pipe).toBeInstanceOf(Group)
    expect(boxOf(pipe)).toEqual({ width: 200, height: 20 })
    const [body, , , flow] = partsOf(pipe)
    expect(body?.fill).toBeInstanceOf(Gradient)
    expect(flow).toBeInstanceOf(Line)
    expect(flow?.visible).toBe(true)
  })

  test('flow 0 hides and stops the dashes; a flow animates them on tick', () => {
    const props = defaultProps(pipeProps)
    const pipe = pipeView.create(props, { width: 200, height: 20 })
    const flow = partsOf(pipe)[3] as Line
    expect(pipeView.tick?.(pipe, 1000)).toBe(true)
    expect(pipeView.tick?.(pipe, 1050)).toBe(true)
    expect(flow.strokeDashOffset).not.toBe(0)
    pipeView.update(pipe, props, { width: 200, height: 20 }, live({ flow: 0 }))
    expect(flow.visible).toBe(false)
    const offset = flow.strokeDashOffset
    expect(pipeView.tick?.(pipe, 1100)).toBe(false)
    expect(flow.strokeDashOffset).toBe(offset)
  })

  test('reverse flow moves the dashes the other way', () => {
    const props = { ...defaultProps(pipeProps), fullScaleFlow: 100 }
    const forward = pipeView.create(props, { width: 200, height: 20 })
    const backward = pipeView.create(props, { width: 200, height: 20 })
    pipeView.update(forward, props, { width: 200, height: 20 }, live({ flow: 50 }))
    pipeView.update(backward, props, { width: 200, height: 20 }, live({ flow: -50 }))
    for (const pipe of [forward, backward]) {
      pipeView.tick?.(pipe, 0)
      pipeView.tick?.(pipe, 20)
    }
    const offsetOf = (pipe: FabricObject) => (partsOf(pipe)[3] as Line).strokeDashOffset
    const period = offsetOf(forward) + offsetOf(backward)
    // One moved −0.6 px (wrapped to period − 0.6), the other +0.6 px.
    expect(offsetOf(backward)).toBeCloseTo(0.6)
    expect(period).toBeGreaterThan(offsetOf(forward))
  })

  test('a bound state colour shades the body; resizing turns a pipe vertical', () => {
    const props = defaultProps(pipeProps)
    const pipe = pipeView.create(props, { width: 200, height: 20 })
    pipeView.update(pipe, props, { width: 24, height: 160 }, live({ fill: '#2e9d4a' }))
    expect(boxOf(pipe)).toEqual({ width: 24, height: 160 })
    const body = partsOf(pipe)[0] as Rect
    expect(body.height).toBeGreaterThan(body.width)
    const stops = (body.fill as Gradient<'linear'>).colorStops.map((stop) => stop.color)
    expect(stops).toContain('#2e9d4a')
  })
})

describe('line segment', () => {
  test('spans its box; arrows appear as asked', () => {
    const props = { ...defaultProps(lineSegmentProps), arrowEnd: true }
    const segment = lineSegmentView.create(props, { width: 160, height: 16 })
    expect(boxOf(segment)).toEqual({ width: 160, height: 16 })
    const [line, start, end] = partsOf(segment)
    expect(start?.visible).toBe(false)
    expect(end?.visible).toBe(true)
    expect((line as Line).x2).toBeLessThan(80)
  })
})

describe('pump symbol', () => {
  const props = defaultProps(pumpProps)

  test('scales to the smaller side and keeps the widget box as hit area', () => {
    const pump = pumpView.create(props, { width: 100, height: 100 })
    expect(boxOf(pump)).toEqual({ width: 100, height: 100 })
    pumpView.update(pump, props, { width: 240, height: 120 }, {})
    expect(boxOf(pump)).toEqual({ width: 240, height: 120 })
    expect(pump.scaleX).toBeCloseTo(1.2)
  })

  test('parts take the state colour: stopped grey, running green, fault red', () => {
    const pump = pumpView.create(props, { width: 100, height: 100 })
    const casing = () => partsOf(pump)[6] as Circle
    const casingColours = () => (casing().fill as Gradient<'radial'>).colorStops.map((stop) => stop.color)
    expect(casingColours()).toContain(props.stoppedColor)
    pumpView.update(pump, props, { width: 100, height: 100 }, live({ state: 1 }))
    expect(casingColours()).toContain(props.runningColor)
    pumpView.update(pump, props, { width: 100, height: 100 }, live({ state: 'fault' }))
    expect(casingColours()).toContain(props.faultColor)
  })

  test('the impeller turns only while running', () => {
    const pump = pumpView.create(props, { width: 100, height: 100 })
    const impeller = partsOf(pump)[7] as FabricObject
    pumpView.tick?.(pump, 0)
    expect(pumpView.tick?.(pump, 50)).toBe(false)
    expect(impeller.angle).toBe(0)
    pumpView.update(pump, props, { width: 100, height: 100 }, live({ state: true }))
    expect(pumpView.tick?.(pump, 100)).toBe(true)
    expect(impeller.angle).toBeCloseTo(12)
    pumpView.update(pump, props, { width: 100, height: 100 }, live({ state: 2 }))
    expect(pumpView.tick?.(pump, 150)).toBe(false)
  })

  test('mirroring flips the symbol', () => {
    const pump = pumpView.create({ ...props, mirror: true }, { width: 100, height: 100 })
    expect(pump.flipX).toBe(true)
  })
})

describe('the bound-props rule (plugins/README.md, "Bound props")', () => {
  const size = { width: 200, height: 20 }

  test('a pipe whose bound flow has not arrived shows still grey dashes; unbound it shows its design', () => {
    const props = defaultProps(pipeProps)
    const waiting = pipeView.create(props, size)
    pipeView.update(waiting, props, size, {}, new Set(['flow']))
    const flow = partsOf(waiting)[3] as Line
    expect(flow.stroke).toBe('#c3cad3')
    pipeView.tick?.(waiting, 1000)
    expect(pipeView.tick?.(waiting, 1050)).toBe(false)
    const unbound = pipeView.create(props, size)
    pipeView.update(unbound, props, size, {}, new Set())
    expect((partsOf(unbound)[3] as Line).stroke).not.toBe('#c3cad3')
    pipeView.tick?.(unbound, 1000)
    expect(pipeView.tick?.(unbound, 1050)).toBe(true)
  })

  test('a pump whose bound state has not arrived is drawn unknown (dashed), not as its designed state', () => {
    const props = { ...defaultProps(pumpProps), state: '1' }
    const pump = pumpView.create(props, { width: 100, height: 100 })
    const casing = () => partsOf(pump)[6] as Circle
    expect(casing().strokeDashArray).toBeNull()
    pumpView.update(pump, props, { width: 100, height: 100 }, {}, new Set(['state']))
    expect(casing().strokeDashArray).toEqual([3, 2])
    expect(pumpView.tick?.(pump, 50)).toBe(false)
    pumpView.update(pump, props, { width: 100, height: 100 }, live({ state: 1 }), new Set(['state']))
    expect(casing().strokeDashArray).toBeNull()
  })
})
