import { describe, expect, test } from 'vitest'
import {
  boundProps,
  mergeLive,
  NO_BOUND,
  readNumber,
  worstQuality,
} from '../../../plugins/shared/liveProps.ts'
import { applyRanges, applyTransform, formatNumber } from '../../../plugins/shared/transforms.ts'

const live = (value: unknown, quality: 'good' | 'uncertain' | 'bad' = 'good') => ({ value, quality, time: 1 })

describe('ranges transform', () => {
  const colours = {
    kind: 'ranges' as const,
    ranges: [
      { min: null, max: 20, value: 'red' },
      { min: 20, max: 80, value: 'green' },
      { min: 80, max: null, value: 'orange' },
    ],
    otherwise: 'grey',
  }

  test('min inclusive, max exclusive, open ends', () => {
    expect(applyTransform(-1000, colours)).toBe('red')
    expect(applyTransform(19.99, colours)).toBe('red')
    expect(applyTransform(20, colours)).toBe('green')
    expect(applyTransform(79.9, colours)).toBe('green')
    expect(applyTransform(80, colours)).toBe('orange')
    expect(applyTransform(1e9, colours)).toBe('orange')
  })

  test('numeric text and booleans are read as numbers; anything else gives otherwise', () => {
    expect(applyTransform('50', colours)).toBe('green')
    expect(
      applyTransform(true, {
        kind: 'ranges',
        ranges: [{ min: 1, max: null, value: 'on' }],
        otherwise: 'off',
      }),
    ).toBe('on')
    expect(
      applyTransform(false, {
        kind: 'ranges',
        ranges: [{ min: 1, max: null, value: 'on' }],
        otherwise: 'off',
      }),
    ).toBe('off')
    expect(applyTransform('RUN', colours)).toBe('grey')
    expect(applyTransform(null, colours)).toBe('grey')
    expect(applyTransform(Number.NaN, colours)).toBe('grey')
  })

  test('visibility and text results, and no match without otherwise keeps the designed value', () => {
    const visible = {
      kind: 'ranges' as const,
      ranges: [{ min: 1, max: null, value: true }],
      otherwise: false,
    }
    expect(applyTransform(0, visible)).toBe(false)
    expect(applyTransform(3, visible)).toBe(true)
    expect(
      applyRanges(5, { kind: 'ranges', ranges: [{ min: 10, max: 20, value: 'Normal' }] }),
    ).toBeUndefined()
    expect(applyRanges(15, { kind: 'ranges', ranges: [{ min: 10, max: 20, value: 'Normal' }] })).toBe(
      'Normal',
    )
  })

  test('the first matching range wins when ranges overlap', () => {
    const overlap = {
      kind: 'ranges' as const,
      ranges: [
        { min: 0, max: 50, value: 'a' },
        { min: 10, max: 20, value: 'b' },
      ],
    }
    expect(applyTransform(15, overlap)).toBe('a')
  })
})

describe('format transform', () => {
  test('decimals and unit', () => {
    expect(applyTransform(23.456, { kind: 'format', decimals: 1, unit: '°C' })).toBe('23.5 °C')
    expect(applyTransform(7, { kind: 'format', decimals: 2, unit: '' })).toBe('7.00')
    expect(applyTransform('12.345', { kind: 'format', decimals: 0, unit: 'bar' })).toBe('12 bar')
  })

  test('a reading that rounds to zero has no minus sign', () => {
    expect(formatNumber(-0.001, 2, 'm')).toBe('0.00 m')
    expect(formatNumber(-0.5, 0, '')).toBe('-1')
  })

  test('no number shows the spec data-display placeholder', () => {
    expect(formatNumber(null, 2, '°C')).toBe('####.## °C')
    expect(formatNumber(undefined, 0, '')).toBe('####')
    expect(formatNumber('n/a', 1, 'bar')).toBe('####.# bar')
  })

  test('decimals are clamped to 0..20', () => {
    expect(formatNumber(1.5, -3, '')).toBe('2')
    expect(formatNumber(1, 99, '')).toBe(`1.${'0'.repeat(20)}`)
    expect(formatNumber(1.25, Number.NaN, '')).toBe('1')
  })
})

describe('expression transform', () => {
  test('evaluates with the value', () => {
    expect(applyTransform(100, { kind: 'expression', expression: 'value * 1.8 + 32' })).toBe(212)
    expect(applyTransform(2, { kind: 'expression', expression: "value == 2 ? 'FAULT' : 'OK'" })).toBe('FAULT')
  })

  test('a refused expression keeps the designed value instead of breaking the page', () => {
    expect(applyTransform(1, { kind: 'expression', expression: 'value.constructor' })).toBeUndefined()
    expect(applyTransform(1, { kind: 'expression', expression: '' })).toBeUndefined()
  })

  test('no transform passes the value through', () => {
    expect(applyTransform(5, undefined)).toBe(5)
  })
})

describe('live props', () => {
  test('live values replace designed props; undefined keeps the designed one; unknown keys are ignored', () => {
    const props = { text: 'Label', color: 'black' }
    expect(mergeLive(props, {})).toBe(props)
    expect(mergeLive(props, { text: live('21.5 °C') })).toEqual({ text: '21.5 °C', color: 'black' })
    expect(mergeLive(props, { text: live(undefined) })).toBe(props)
    expect(mergeLive(props, { other: live(1) })).toBe(props)
  })

  test('the worst quality wins', () => {
    expect(worstQuality({})).toBe('good')
    expect(worstQuality({ a: live(1), b: live(2, 'uncertain') })).toBe('uncertain')
    expect(worstQuality({ a: live(1, 'bad'), b: live(2, 'uncertain') })).toBe('bad')
    expect(worstQuality({ a: live(1, 'bad'), b: live(2) }, ['b'])).toBe('good')
  })

  test('readNumber', () => {
    expect(readNumber(3)).toBe(3)
    expect(readNumber(' 4.5 ')).toBe(4.5)
    expect(readNumber(true)).toBe(1)
    expect(readNumber('')).toBeNull()
    expect(readNumber(Number.POSITIVE_INFINITY)).toBeNull()
    expect(readNumber({})).toBeNull()
  })
})

describe('bound props', () => {
  test('name the props whose binding names an object and a property; none is the shared empty set', () => {
    const bound = boundProps({
      text: { objName: 'Pump_A1', propName: 'pressure' },
      color: { objName: '', propName: 'state' },
    })
    expect([...bound]).toEqual(['text'])
    expect(boundProps({})).toBe(NO_BOUND)
  })
})
