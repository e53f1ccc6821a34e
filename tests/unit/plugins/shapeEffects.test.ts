import { describe, expect, test } from 'vitest'
import {
  blinkingLive,
  blinkPhase,
  blinkTarget,
  DEFAULT_ALARM_COLOUR,
  isBlinking,
  motionOf,
  NO_MOTION,
} from '../../../plugins/shared/shapeEffects.ts'

const live = (values: Record<string, unknown>, quality: 'good' | 'bad' = 'good') =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, quality, time: 0 }]))
const shape = {
  fill: '#d9e2ec',
  stroke: '#52606d',
  blink: false,
  blinkColorA: '',
  blinkColorB: '',
  blinkInterval: 500,
}

describe('blink', () => {
  test('a bound alarm state blinks; false, 0 and bad quality do not', () => {
    expect(isBlinking(shape, live({ blink: true }))).toBe(true)
    expect(isBlinking(shape, live({ blink: 1 }))).toBe(true)
    expect(isBlinking(shape, live({ blink: 'false' }))).toBe(false)
    expect(isBlinking(shape, live({ blink: 0 }))).toBe(false)
    expect(isBlinking(shape, live({ blink: true }, 'bad'))).toBe(false)
    expect(isBlinking({ ...shape, blink: true }, {})).toBe(true)
  })

  test('the phase turns every interval', () => {
    expect([0, 499, 500, 999, 1000].map((now) => blinkPhase(now, 500))).toEqual([0, 0, 1, 1, 0])
    // Junk or a too short interval is read as at least 100 ms.
    expect(blinkPhase(150, 10)).toBe(1)
  })

  test("the fill alternates between the theme alarm colour and the shape's own; a named colour wins", () => {
    const on = live({ blink: true })
    const theme = (name: string) => (name === '--gx-alarm-p1' ? '#ff5a4f' : null)
    expect(blinkingLive(shape, on, 0, theme).fill?.value).toBe('#ff5a4f')
    expect(blinkingLive(shape, on, 0).fill?.value).toBe(DEFAULT_ALARM_COLOUR)
    expect(blinkingLive(shape, on, 600).fill?.value).toBe('#d9e2ec')
    const named = { ...shape, blinkColorA: '#ffff00', blinkColorB: '#000000' }
    expect([0, 600].map((now) => blinkingLive(named, on, now).fill?.value)).toEqual(['#ffff00', '#000000'])
    // A bound fill is the "own colour" of the second phase.
    expect(blinkingLive(shape, live({ blink: true, fill: '#00ff00' }), 600).fill?.value).toBe('#00ff00')
  })

  test('not blinking gives the live values back unchanged; lines and symbols blink what they have', () => {
    const values = live({ fill: '#00ff00' })
    expect(blinkingLive(shape, values, 0)).toBe(values)
    expect(blinkTarget({ stroke: '#000' })).toBe('stroke')
    expect(blinkTarget({ color: '#000', stroke: '' })).toBe('color')
    const pump = { state: '0', blink: true, blinkInterval: 500 }
    expect([0, 600].map((now) => blinkingLive(pump, {}, now).visible?.value)).toEqual([true, false])
  })
})

describe('motion', () => {
  test('bound turn and offsets move the shape; junk and none leave it in place', () => {
    const props = { turn: 0, offsetX: 0, offsetY: 0 }
    expect(motionOf(props, {})).toBe(NO_MOTION)
    expect(motionOf(props, live({ turn: 45, offsetX: '10', offsetY: -5 }))).toEqual({
      dx: 10,
      dy: -5,
      turn: 45,
    })
    expect(motionOf(props, live({ turn: 'open' }))).toBe(NO_MOTION)
    expect(motionOf({ fill: '#fff' }, live({ turn: 45 }))).toBe(NO_MOTION)
  })
})
