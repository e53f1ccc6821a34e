import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  bindableProps,
  defaultProps,
  field,
  inspectorFields,
  normaliseProps,
  type PropsOf,
} from '../../../../engine/plugins/index.ts'
import { chartSchema, msg } from './samplePlugins.ts'

describe('defaultProps', () => {
  it('words text defaults in the caller’s language, where they have words (issue 19, defect 10)', () => {
    const schema = {
      text: field.string({ label: msg('Text'), default: 'Label', defaultText: msg('Label') }),
      code: field.string({ label: msg('Code'), default: 'A1' }),
    }
    const words: Record<string, string> = { Label: '标签', A1: 'never asked' }
    expect(defaultProps(schema, (descriptor) => words[descriptor.message ?? ''] ?? '')).toEqual({
      text: '标签',
      code: 'A1',
    })
    expect(defaultProps(schema)).toEqual({ text: 'Label', code: 'A1' })
    // A language without the words keeps the English default rather than an empty text.
    expect(defaultProps(schema, () => '')).toEqual({ text: 'Label', code: 'A1' })
  })

  it('holds the default of every kind, list and enum included', () => {
    expect(defaultProps(chartSchema)).toEqual({
      title: 'Flow',
      code: 'A1',
      value: 5,
      decimals: 2,
      visible: true,
      fill: '#1677ff',
      shape: 'line',
      level: 1,
      extra: { legend: true },
      picture: '',
      target: '',
      series: [{ name: 'First', width: 2 }],
    })
  })

  it('copies structured defaults so two widgets never share one object', () => {
    const a = defaultProps(chartSchema)
    const b = defaultProps(chartSchema)
    for (const series of a.series) series.name = 'changed'
    a.extra.legend = false
    expect(b.series[0]?.name).toBe('First')
    expect(b.extra.legend).toBe(true)
    expect(chartSchema.series.default[0]?.name).toBe('First')
  })
})

describe('PropsOf', () => {
  it('infers the props type from the schema', () => {
    expectTypeOf(defaultProps(chartSchema)).toEqualTypeOf<{
      title: string
      code: string
      value: number
      decimals: number
      visible: boolean
      fill: string
      shape: 'line' | 'bar'
      level: 1 | 2
      extra: { legend: boolean }
      picture: string
      target: string
      series: { name: string; width: number }[]
    }>()
  })

  it('infers nested lists and enums of a standalone schema', () => {
    const schema = {
      rows: field.list({
        label: msg('Rows'),
        default: [],
        item: {
          align: field.enum({
            label: msg('Align'),
            default: 'left',
            options: [
              { value: 'left', label: msg('Left') },
              { value: 'right', label: msg('Right') },
            ],
          }),
        },
      }),
    }
    expectTypeOf<PropsOf<typeof schema>>().toEqualTypeOf<{ rows: { align: 'left' | 'right' }[] }>()
  })

  it('rejects a default that is not one of the enum options', () => {
    field.enum({
      label: msg('Align'),
      // @ts-expect-error 'centre' is not an option
      default: 'centre',
      options: [{ value: 'left', label: msg('Left') }],
    })
  })
})

describe('normaliseProps', () => {
  it('fills missing fields, inside list items too, and keeps present values even when invalid', () => {
    const props = normaliseProps(chartSchema, {
      title: 'a title far too long',
      value: 'not a number',
      series: [{ name: 'kept' }, 'odd item'],
    })
    expect(props.title).toBe('a title far too long')
    expect(props.value).toBe('not a number')
    expect(props.series).toEqual([{ name: 'kept', width: 1 }, 'odd item'])
    expect(props.decimals).toBe(2)
    expect(props.extra).toEqual({ legend: true })
  })

  it('does not mutate its input', () => {
    const input = { series: [{ name: 'x' }] }
    normaliseProps(chartSchema, input)
    expect(input).toEqual({ series: [{ name: 'x' }] })
  })

  it('never drops or changes a key the schema does not know', () => {
    const known = new Set(Object.keys(chartSchema))
    const unknownKey = fc.string().filter((key) => !known.has(key))
    fc.assert(
      fc.property(
        fc.dictionary(unknownKey, fc.jsonValue()),
        fc.dictionary(fc.constantFrom(...known), fc.jsonValue()),
        (extra, present) => {
          const input = { ...present, ...extra }
          const output = normaliseProps(chartSchema, input)
          for (const key of Object.keys(input)) {
            expect(Object.hasOwn(output, key)).toBe(true)
            if (key !== 'series' || !Array.isArray(input[key])) expect(output[key]).toBe(input[key])
          }
          for (const key of known) expect(Object.hasOwn(output, key)).toBe(true)
        },
      ),
    )
  })

  it('keeps every key of list items', () => {
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.string(), fc.jsonValue())), (items) => {
        const output = normaliseProps(chartSchema, { series: items })
        const series = output.series as Record<string, unknown>[]
        items.forEach((item, index) => {
          for (const [key, value] of Object.entries(item)) expect(series[index]?.[key]).toBe(value)
        })
      }),
    )
  })
})

describe('inspectorFields and bindableProps', () => {
  it('lists fields in declaration order with their groups, basic by default', () => {
    const rows = inspectorFields(chartSchema)
    expect(rows.map((row) => row.key)).toEqual(Object.keys(chartSchema))
    expect(rows.slice(0, 3).map((row) => row.group)).toEqual(['basic', 'basic', 'data'])
    expect(rows.find((row) => row.key === 'fill')?.group).toBe('style')
    expect(rows[0]?.field).toBe(chartSchema.title)
  })

  it('names the bindable props in declaration order', () => {
    expect(bindableProps(chartSchema)).toEqual(['value', 'visible', 'fill'])
  })
})
