import { describe, expect, it } from 'vitest'
import { formatMessage, withValues } from '../../../../engine/messages.ts'
import {
  coerceFieldValue,
  defaultProps,
  field,
  propsMessages as m,
  validateFieldValue,
  validateProps,
} from '../../../../engine/plugins/index.ts'
import { chartSchema, msg } from './samplePlugins.ts'

/** Errors of the chart schema's defaults with `changes` applied, as English text per key. */
function errorsWith(changes: Record<string, unknown>): Record<string, string> {
  const errors = validateProps(chartSchema, { ...defaultProps(chartSchema), ...changes })
  return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, formatMessage(error)]))
}

describe('validateProps', () => {
  it('accepts the defaults and ignores unknown keys', () => {
    expect(validateProps(chartSchema, { ...defaultProps(chartSchema), legacyFlag: 42 })).toEqual({})
  })

  it('accepts missing optional fields: normaliseProps fills them', () => {
    expect(validateProps(chartSchema, { code: 'B7' })).toEqual({})
  })

  it('reports a missing or blank required field', () => {
    expect(validateProps(chartSchema, {})).toEqual({ code: m.required })
    expect(errorsWith({ code: '   ' })).toEqual({ code: 'Required' })
  })

  it('checks strings: type, length in characters, whole-value pattern', () => {
    expect(errorsWith({ title: 7 })).toEqual({ title: 'Must be text' })
    expect(errorsWith({ title: 'x'.repeat(11) })).toEqual({ title: 'At most 10 characters' })
    expect(errorsWith({ title: '泵站😀😀😀😀😀😀😀😀' })).toEqual({})
    expect(errorsWith({ code: 'A1x' })).toEqual({ code: 'Does not match the required format' })
    expect(validateProps(chartSchema, { code: 'A1', title: '' })).toEqual({})
  })

  it('checks numbers: finite, integer, range', () => {
    expect(errorsWith({ value: '5' })).toEqual({ value: 'Must be a number' })
    expect(errorsWith({ value: Number.NaN })).toEqual({ value: 'Must be a number' })
    expect(errorsWith({ value: Number.POSITIVE_INFINITY })).toEqual({ value: 'Must be a number' })
    expect(errorsWith({ value: -1 })).toEqual({ value: 'At least 0' })
    expect(errorsWith({ value: 101 })).toEqual({ value: 'At most 100' })
    expect(errorsWith({ value: 100, decimals: 0 })).toEqual({})
    expect(errorsWith({ decimals: 1.5 })).toEqual({ decimals: 'Must be a whole number' })
  })

  it('checks booleans, colours, images and page references', () => {
    expect(errorsWith({ visible: 'yes' })).toEqual({ visible: 'Must be yes or no' })
    for (const fill of ['', '#fff', '#ff000080', 'rgba(0, 0, 0, 0.5)', 'hsl(120 50% 50%)', 'transparent']) {
      expect(errorsWith({ fill })).toEqual({})
    }
    for (const fill of ['#ff', 'rgb(0,0', 'url(x)', 12])
      expect(errorsWith({ fill })).toEqual({ fill: 'Not a colour' })
    for (const picture of ['', '/files/pump.png', 'https://cdn.example/p.svg', 'data:image/png;base64,AA']) {
      expect(errorsWith({ picture })).toEqual({})
    }
    for (const picture of ['javascript:alert(1)', 'data:text/html,x', null]) {
      expect(errorsWith({ picture })).toEqual({ picture: 'Not an image address' })
    }
    expect(errorsWith({ target: 'page-12' })).toEqual({})
    expect(errorsWith({ target: 12 })).toEqual({ target: 'Must be a page id' })
  })

  it('checks enums strictly against the option values', () => {
    expect(errorsWith({ shape: 'bar', level: 2 })).toEqual({})
    expect(errorsWith({ shape: 'pie' })).toEqual({ shape: 'Not one of the options' })
    expect(errorsWith({ level: '2' })).toEqual({ level: 'Not one of the options' })
  })

  it('accepts only JSON values for json fields', () => {
    expect(errorsWith({ extra: [1, 'a', null, { b: [true] }] })).toEqual({})
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const extra of [cyclic, new Date(0), () => 1, { n: Number.NaN }]) {
      expect(errorsWith({ extra })).toEqual({ extra: 'Not a JSON value' })
    }
    const requiredJson = field.json({ label: msg('Config'), default: {}, required: true })
    expect(validateFieldValue(requiredJson, null)).toEqual(m.required)
  })

  it('checks lists: type, item count and every item by path', () => {
    expect(errorsWith({ series: 'a' })).toEqual({ series: 'Must be a list' })
    expect(errorsWith({ series: [{}, {}, {}, {}] })).toEqual({
      series: 'At most 3 items',
      'series.0.name': 'Required',
      'series.1.name': 'Required',
      'series.2.name': 'Required',
      'series.3.name': 'Required',
    })
    expect(errorsWith({ series: [{ name: 'a', width: 0 }, 7] })).toEqual({
      'series.0.width': 'At least 1',
      'series.1': 'Each item must be a set of fields',
    })
    const atLeastOne = field.list({
      label: msg('Rows'),
      item: {},
      default: [{}],
      required: true,
      minItems: 2,
    })
    expect(validateFieldValue(atLeastOne, [])).toEqual(m.required)
    expect(validateFieldValue(atLeastOne, [{}])).toEqual(withValues(m.tooFewItems, { min: 2 }))
  })
})

describe('coerceFieldValue', () => {
  it('reads numbers from text and reports what is not one', () => {
    expect(coerceFieldValue(chartSchema.value, '12')).toEqual({ ok: true, value: 12 })
    expect(coerceFieldValue(chartSchema.value, ' 1.5e1 ')).toEqual({ ok: true, value: 15 })
    expect(coerceFieldValue(chartSchema.value, 7)).toEqual({ ok: true, value: 7 })
    for (const raw of ['abc', '', ' ', '0x10', 'Infinity', true]) {
      expect(coerceFieldValue(chartSchema.value, raw)).toEqual({ ok: false, error: m.notANumber })
    }
  })

  it('validates the coerced value', () => {
    const result = coerceFieldValue(chartSchema.value, '250')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(formatMessage(result.error)).toBe('At most 100')
    expect(coerceFieldValue(chartSchema.title, 'x'.repeat(20))).toMatchObject({ ok: false })
  })

  it('reads booleans, enums, text kinds, json and lists', () => {
    expect(coerceFieldValue(chartSchema.visible, 'FALSE')).toEqual({ ok: true, value: false })
    expect(coerceFieldValue(chartSchema.visible, 1)).toEqual({ ok: true, value: true })
    expect(coerceFieldValue(chartSchema.visible, 'maybe')).toEqual({ ok: false, error: m.notABoolean })
    expect(coerceFieldValue(chartSchema.level, '2')).toEqual({ ok: true, value: 2 })
    expect(coerceFieldValue(chartSchema.shape, 'bar')).toEqual({ ok: true, value: 'bar' })
    expect(coerceFieldValue(chartSchema.shape, 'pie')).toEqual({ ok: false, error: m.notAnOption })
    expect(coerceFieldValue(chartSchema.fill, '#abc')).toEqual({ ok: true, value: '#abc' })
    expect(coerceFieldValue(chartSchema.target, 42)).toEqual({ ok: true, value: '42' })
    expect(coerceFieldValue(chartSchema.extra, '{"legend":false}')).toEqual({
      ok: true,
      value: { legend: false },
    })
    expect(coerceFieldValue(chartSchema.extra, '{legend')).toEqual({ ok: false, error: m.invalidJson })
    expect(coerceFieldValue(chartSchema.series, '[{"name":"b","width":3}]')).toEqual({
      ok: true,
      value: [{ name: 'b', width: 3 }],
    })
    expect(coerceFieldValue(chartSchema.series, '{}')).toEqual({ ok: false, error: m.notAList })
    expect(coerceFieldValue(chartSchema.series, '[{"width":3}]')).toEqual({ ok: false, error: m.required })
  })

  it('prefers an exact enum match over a matching spelling', () => {
    const mixed = field.enum({
      label: msg('Mixed'),
      default: '1',
      options: [
        { value: '1', label: msg('Text one') },
        { value: 1, label: msg('Number one') },
      ],
    })
    expect(coerceFieldValue(mixed, 1)).toEqual({ ok: true, value: 1 })
    expect(coerceFieldValue(mixed, '1')).toEqual({ ok: true, value: '1' })
  })
})

describe('process references', () => {
  const process = field.processRef({ label: msg('Process'), default: 0 })
  const required = field.processRef({ label: msg('Process'), default: 0, required: true })

  it('takes a diagram id or 0 for none; refuses what is not a whole id', () => {
    expect(validateFieldValue(process, 0)).toBeUndefined()
    expect(validateFieldValue(process, 12)).toBeUndefined()
    expect(formatMessage(validateFieldValue(process, -1) ?? msg(''))).toBe('Must be a process id')
    expect(formatMessage(validateFieldValue(process, 1.5) ?? msg(''))).toBe('Must be a process id')
    expect(formatMessage(validateFieldValue(process, '12') ?? msg(''))).toBe('Must be a process id')
    expect(validateFieldValue(required, 0)).toBe(m.required)
  })

  it('reads the picker’s text as a number', () => {
    expect(coerceFieldValue(process, '7')).toEqual({ ok: true, value: 7 })
    expect(coerceFieldValue(process, 'seven').ok).toBe(false)
  })
})
