import { describe, expect, test } from 'vitest'
import { arrowSize, dashPattern, segmentEnds } from '../../../plugins/shapes/lineSegment/geometry.ts'
import {
  advanceDashOffset,
  flowDashes,
  flowVelocity,
  MAX_FRAME_MS,
  pipeGeometry,
} from '../../../plugins/shapes/pipe/flow.ts'
import { colourOf, fittedStrokeWidth, flagOf, opacityOf } from '../../../plugins/shapes/shared/shapeStyle.ts'
import { advanceAngle, pumpState, shownPumpState } from '../../../plugins/symbols/pump/pumpState.ts'

describe('pipe flow', () => {
  test('speed follows the bound value; 0 stops; negative reverses; clamped to full speed', () => {
    expect(flowVelocity(0, 100, 60, false)).toBe(0)
    expect(flowVelocity(50, 100, 60, false)).toBe(30)
    expect(flowVelocity(-50, 100, 60, false)).toBe(-30)
    expect(flowVelocity(500, 100, 60, false)).toBe(60)
    expect(flowVelocity(50, 100, 60, true)).toBe(-30)
  })

  test('a running bit (true) flows at full speed with a full-scale flow of 1; junk stops', () => {
    expect(flowVelocity(true, 1, 60, false)).toBe(60)
    expect(flowVelocity(false, 1, 60, false)).toBe(0)
    expect(flowVelocity('RUN', 1, 60, false)).toBe(0)
    expect(flowVelocity(1, 0, 60, false)).toBe(0)
  })

  test('a flow of bad quality stands still in grey; a zero flow shows no dashes', () => {
    expect(flowDashes(50, 'good', 100, 60, false)).toEqual({ kind: 'moving', velocity: 30 })
    expect(flowDashes(50, 'uncertain', 100, 60, false)).toEqual({ kind: 'moving', velocity: 30 })
    expect(flowDashes(50, 'bad', 100, 60, false)).toEqual({ kind: 'unknown' })
    expect(flowDashes(0, undefined, 100, 60, false)).toEqual({ kind: 'none' })
  })

  test('the dash offset moves against the flow and wraps into one period', () => {
    expect(advanceDashOffset(0, 60, 50, 20)).toBeCloseTo(17) // -3 wrapped
    expect(advanceDashOffset(5, -60, 50, 20)).toBeCloseTo(8)
    expect(advanceDashOffset(5, 0, 50, 20)).toBe(5)
    expect(advanceDashOffset(5, 60, 50, 0)).toBe(0)
  })

  test('a long pause (hidden tab) advances one frame at most, never backwards', () => {
    expect(advanceDashOffset(10, 100, 60_000, 1000)).toBeCloseTo(10 - (100 * MAX_FRAME_MS) / 1000)
    expect(advanceDashOffset(10, 100, -5, 1000)).toBe(10)
  })

  test('geometry: along the longer side, diameter from the shorter, flanges optional', () => {
    const horizontal = pipeGeometry(200, 20, true)
    expect(horizontal).toMatchObject({ horizontal: true, length: 200, diameter: 20 })
    expect(horizontal.body).toBeCloseTo(14.8)
    expect(horizontal.flange?.span).toBe(20)
    expect(pipeGeometry(20, 200, false)).toMatchObject({
      horizontal: false,
      length: 200,
      body: 20,
      flange: null,
    })
    expect(horizontal.period).toBeCloseTo((horizontal.dashArray[0] ?? 0) + (horizontal.dashArray[1] ?? 0))
  })
})

describe('pump state mapping', () => {
  const mapping = { runningValues: '1, true, running', faultValues: '2, fault' }

  test.each([
    [1, 'running'],
    ['1', 'running'],
    ['1.0', 'running'],
    [true, 'running'],
    [' Running ', 'running'],
    [2, 'fault'],
    ['FAULT', 'fault'],
    [0, 'stopped'],
    [false, 'stopped'],
    [null, 'stopped'],
    [undefined, 'stopped'],
    ['', 'stopped'],
    [{}, 'stopped'],
    [3, 'stopped'],
  ] as const)('%s → %s', (value, state) => {
    expect(pumpState(value, mapping)).toBe(state)
  })

  test('a value listed as both running and fault shows the fault', () => {
    expect(pumpState(1, { runningValues: '1', faultValues: '1' })).toBe('fault')
    // The last known state of a failed source is not shown as the pump's state.
    const mapping = { runningValues: '1', faultValues: '2' }
    expect(shownPumpState(1, 'bad', mapping)).toBe('unknown')
    expect(shownPumpState(1, 'uncertain', mapping)).toBe('running')
    expect(shownPumpState(2, undefined, mapping)).toBe('fault')
  })

  test('the impeller turns by speed × time, wrapped, one frame at most', () => {
    expect(advanceAngle(350, 360, 50)).toBeCloseTo(8)
    expect(advanceAngle(10, -360, 50)).toBeCloseTo(352)
    expect(advanceAngle(0, 360, 10_000)).toBeCloseTo(36)
  })
})

describe('shape styles from props and live values', () => {
  test('colours, flags and opacity are read defensively', () => {
    expect(colourOf(' #fff ')).toBe('#fff')
    expect(colourOf('')).toBeNull()
    expect(colourOf(42)).toBeNull()
    expect(flagOf(true)).toBe(true)
    expect(flagOf('false')).toBe(false)
    expect(flagOf('1')).toBe(true)
    expect(flagOf(0)).toBe(false)
    expect(flagOf(null)).toBe(false)
    expect(opacityOf(2)).toBe(1)
    expect(opacityOf(-1)).toBe(0)
    expect(opacityOf('x')).toBe(1)
  })

  test('line widths fit the shape', () => {
    expect(fittedStrokeWidth(4, { width: 100, height: 6 }, true)).toBe(3)
    expect(fittedStrokeWidth(4, { width: 100, height: 60 }, false)).toBe(0)
    expect(fittedStrokeWidth(Number.NaN, { width: 100, height: 60 }, true)).toBe(0)
  })

  test('line segment: arrow heads pull the line ends in; dashes scale with width', () => {
    expect(segmentEnds(200, 2, { start: false, end: false })).toEqual({ x1: -100, x2: 100 })
    const ends = segmentEnds(200, 2, { start: true, end: true })
    expect(ends.x1).toBeCloseTo(-100 + arrowSize(2).length * 0.9)
    expect(ends.x2).toBeCloseTo(100 - arrowSize(2).length * 0.9)
    expect(dashPattern('solid', 2)).toBeNull()
    expect(dashPattern('dashed', 2)).toEqual([8, 5])
    expect(dashPattern('dotted', 0.5)).toEqual([1, 2])
  })
})
