import { describe, expect, it } from 'vitest'
import {
  AGGREGATES,
  average,
  computeAggregate,
  count,
  difference,
  duration,
  frequency,
  instantaneous,
  integral,
  max,
  min,
  type Sample,
} from '../../../server/routes/dispatchor/statistics/aggregates.ts'

// Pure functions: no server. Times in seconds for readability.
const s = (seconds: number, v: number | null): Sample => ({ t: seconds * 1000, v })
const window = { start: 0, end: 100_000 }

describe('statistics aggregates', () => {
  // 10 from 0 s, 20 from 50 s; the window is 0..100 s.
  const steps = [s(0, 10), s(50, 20)]

  it('average is time-weighted under step-hold, with the prior value carried to the start', () => {
    expect(average(steps, window)).toBe(15)
    expect(average([s(0, 10), s(90, 20)], window)).toBe(11)
    // 5 held from before the window until 50 s, then 20.
    expect(average([s(50, 20)], window, s(-30, 5))).toBe(12.5)
    expect(average([], window)).toBeNull()
    expect(average([], window, s(-1, 7))).toBe(7)
    // A null (bad quality) segment does not count.
    expect(average([s(0, 10), s(50, null)], window)).toBe(10)
  })

  it('count counts samples inside the window only', () => {
    expect(count([s(-5, 1), s(0, 2), s(100, 3), s(101, 4), s(50, null)], window)).toBe(2)
  })

  it('difference is the value at the end minus the value at the start', () => {
    expect(difference(steps, window)).toBe(10)
    expect(difference([s(10, 30)], window, s(-10, 100))).toBe(-70)
    expect(difference([], window)).toBeNull()
  })

  it('duration is the seconds the value was true or non-zero', () => {
    const onOff = [s(10, 1), s(30, 0), s(70, 1)]
    expect(duration(onOff, window)).toBe(20 + 30)
    expect(duration([s(30, 0)], window, s(-5, 1))).toBe(30)
    expect(duration([], window)).toBe(0)
  })

  it('instantaneous is the last value and its time', () => {
    expect(instantaneous(steps, window)).toEqual({ value: 20, time: 50_000 })
    expect(instantaneous([], window, s(-5, 3))).toEqual({ value: 3, time: -5000 })
    expect(instantaneous([], window)).toEqual({ value: null, time: null })
  })

  it('integral is the trapezoid area per second, the last value held to the end', () => {
    // 0..50 s ramps 10→20 (trapezoid 750), then 20 held for 50 s (1000).
    expect(integral(steps, window)).toBe(1750)
    expect(integral([s(0, 0), s(10, 10)], { start: 0, end: 10_000 })).toBe(50)
    expect(integral([], window, s(-1, 2))).toBe(200)
    expect(integral([], window)).toBeNull()
  })

  it('max and min with the time they were first reached', () => {
    const values = [s(10, 5), s(20, 9), s(30, 1), s(40, 9), s(50, 1)]
    expect(max(values, window)).toEqual({ value: 9, time: 20_000 })
    expect(min(values, window)).toEqual({ value: 1, time: 30_000 })
    // The prior counts from the window start.
    expect(max(values, window, s(-50, 12))).toEqual({ value: 12, time: 0 })
    expect(min([], window)).toEqual({ value: null, time: null })
  })

  it('frequency counts rising edges from zero to non-zero', () => {
    const pulses = [s(10, 1), s(20, 0), s(30, 1), s(40, 1), s(50, 0), s(60, 2)]
    // The first sample has no known previous state unless there is a prior value.
    expect(frequency(pulses, window)).toBe(2)
    expect(frequency(pulses, window, s(-1, 0))).toBe(3)
    expect(frequency(pulses, window, s(-1, 1))).toBe(2)
    expect(frequency([s(10, 0), s(20, null), s(30, 1)], window)).toBe(1)
  })

  it('computeAggregate answers every aggregate of the spec', () => {
    expect(AGGREGATES).toHaveLength(11)
    const results = Object.fromEntries(
      AGGREGATES.map((kind) => [kind, computeAggregate(kind, steps, window)]),
    )
    expect(results).toEqual({
      average: { value: 15, time: null },
      count: { value: 2, time: null },
      difference: { value: 10, time: null },
      duration: { value: 100, time: null },
      instantaneous: { value: 20, time: 50_000 },
      integral: { value: 1750, time: null },
      max: { value: 20, time: null },
      min: { value: 10, time: null },
      maxTime: { value: 20, time: 50_000 },
      minTime: { value: 10, time: 0 },
      frequency: { value: 0, time: null },
    })
  })
})
