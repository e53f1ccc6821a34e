import { describe, expect, it } from 'vitest'
import { defineManifest } from '../../../../engine/plugins/contract.ts'
import { hitsShape, polygonHit } from '../../../../engine/plugins/hitShape.ts'
import { field } from '../../../../engine/plugins/propsSchema.ts'
import { propsForView, widgetPropsErrors } from '../../../../engine/plugins/widgetProps.ts'
import { msg } from './samplePlugins.ts'

const minBelowMax = msg('Minimum must be less than maximum')
const gauge = defineManifest({
  id: 'chart.sample',
  version: 1,
  category: 'chart',
  title: msg('Sample'),
  defaultSize: { w: 100, h: 100 },
  props: {
    min: field.number({ label: msg('Min'), default: 0 }),
    max: field.number({ label: msg('Max'), default: 100, min: 1 }),
    colour: field.color({ label: msg('Colour'), default: '#112233' }),
    bands: field.list({
      label: msg('Bands'),
      item: { to: field.number({ label: msg('To'), default: 50, min: 0 }) },
      default: [],
    }),
  },
  rules: [{ fields: ['min', 'max'], message: minBelowMax, holds: (props) => props.min < props.max }],
})

describe('widgetPropsErrors', () => {
  it('adds the cross-field rules to the field errors, on the rule’s first field', () => {
    expect(widgetPropsErrors(gauge, { min: 0, max: 50 })).toEqual({})
    expect(widgetPropsErrors(gauge, { min: 60, max: 50 })).toEqual({ min: minBelowMax })
  })

  it('judges a rule only when its own fields are valid', () => {
    const errors = widgetPropsErrors(gauge, { min: 60, max: 0 })
    expect(Object.keys(errors)).toEqual(['max'])
  })
})

describe('propsForView', () => {
  it('fills missing fields and replaces refused values with their defaults', () => {
    const props = propsForView(gauge, { colour: 'not a colour', max: -5, extra: 'kept' })
    expect(props).toEqual({ min: 0, max: 100, colour: '#112233', bands: [], extra: 'kept' })
  })

  it('fixes a bad list item field by the item default and drops an item that is no object', () => {
    const props = propsForView(gauge, { bands: [{ to: -1 }, 'junk', { to: 20 }] })
    expect(props.bands).toEqual([{ to: 50 }, { to: 20 }])
  })

  it('resets every field of a broken rule', () => {
    expect(propsForView(gauge, { min: 80, max: 20 })).toMatchObject({ min: 0, max: 100 })
  })

  it('keeps valid props as they are, and gives the same object for the same props', () => {
    const stored = { min: 5, max: 10, colour: '#000000', bands: [] }
    expect(propsForView(gauge, stored)).toEqual(stored)
    expect(propsForView(gauge, stored)).toBe(propsForView(gauge, stored))
  })
})

describe('hit shapes', () => {
  it('takes the whole box by default and only the inscribed ellipse for an ellipse', () => {
    expect(hitsShape(undefined, 1, 1, 80, 80)).toBe(true)
    expect(hitsShape('ellipse', 40, 40, 80, 80)).toBe(true)
    expect(hitsShape('ellipse', 4, 4, 80, 80)).toBe(false)
    expect(hitsShape('ellipse', 90, 40, 80, 80)).toBe(false)
  })

  it('tests a polygon given in unit points of the box', () => {
    const triangle = polygonHit([
      [0.5, 0],
      [1, 1],
      [0, 1],
    ])
    expect(hitsShape(triangle, 50, 90, 100, 100)).toBe(true)
    expect(hitsShape(triangle, 5, 5, 100, 100)).toBe(false)
  })
})
