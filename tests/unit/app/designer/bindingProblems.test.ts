import { describe, expect, it } from 'vitest'
import { bindingProblems, boundObjects } from '../../../../app/designer/problems/bindingProblems'
import type { PageDoc, WidgetNode } from '../../../../engine/document/pageDoc'
import { storeOf } from '../../../../engine/document/widgetStore'
import { gaugeProps } from '../../../../plugins/charts/gauge/manifest'
import { labelProps } from '../../../../plugins/forms/label/manifest'
import { pumpProps } from '../../../../plugins/symbols/pump/manifest'

const schemas: Record<string, Record<string, unknown>> = {
  'chart.gauge': gaugeProps,
  'form.label': labelProps,
  'symbol.pump': pumpProps,
}

function widget(
  id: string,
  type: string,
  prop: string,
  objName: string,
  propName: string,
  props: Record<string, unknown> = {},
): WidgetNode {
  return {
    id,
    type,
    version: 1,
    x: 0,
    y: 0,
    w: 10,
    h: 10,
    rotation: 0,
    groupId: null,
    props,
    bindings: prop ? { [prop]: { objName, propName } } : {},
    events: {},
    order: id,
    extra: {},
  }
}

const doc = (widgets: WidgetNode[]) =>
  ({ blocks: { b1: { id: 'b1', widgets: storeOf(widgets) } } }) as unknown as PageDoc

const schemaOf = (type: string) => schemas[type] as never

describe('binding problems', () => {
  const models = new Map<string, Map<string, string> | null>([
    [
      'pump_01',
      new Map([
        ['speed', 'float'],
        ['running', 'bool'],
        ['batch', 'string'],
      ]),
    ],
    ['gone', null],
  ])

  it('accepts what fits: text binds anything, a gauge numbers, a pump state bool or int', () => {
    const page = doc([
      widget('t', 'form.label', 'text', 'Pump_01', 'batch'),
      widget('g', 'chart.gauge', 'value', 'Pump_01', 'speed'),
      widget('p', 'symbol.pump', 'state', 'PUMP_01', 'Running'),
    ])
    expect(bindingProblems(page, schemaOf, models)).toEqual([])
    expect(boundObjects(page)).toEqual(['Pump_01'])
  })

  it('flags missing objects and properties and types the prop does not take', () => {
    const page = doc([
      widget('g', 'chart.gauge', 'value', 'Pump_01', 'batch'),
      widget('p', 'symbol.pump', 'state', 'Pump_01', 'speed'),
      widget('m', 'form.label', 'text', 'Pump_01', 'renamed'),
      widget('o', 'form.label', 'text', 'Gone', 'x'),
      widget('u', 'form.label', 'text', 'NotLoaded', 'x'),
    ])
    const problems = bindingProblems(page, schemaOf, models)
    expect(problems.map((p) => [p.widgetId, p.kind, p.type])).toEqual(
      expect.arrayContaining([
        ['g', 'wrongType', 'string'],
        ['p', 'wrongType', 'float'],
        ['m', 'missingProperty', undefined],
        ['o', 'missingObject', undefined],
      ]),
    )
    expect(problems).toHaveLength(4)
    expect(problems.find((p) => p.widgetId === 'p')?.needs).toEqual(['bool', 'int', 'long'])
  })

  it('lists a prop the widget needs bound that is not (issue 19: a designer could not tell)', () => {
    const page = doc([
      widget('g', 'chart.gauge', '', '', ''),
      widget('s', 'chart.gauge', '', '', '', { source: 'static' }),
      widget('p', 'symbol.pump', '', '', ''),
      widget('t', 'form.label', '', '', ''),
      widget('b', 'chart.gauge', 'value', 'Pump_01', 'speed'),
    ])
    const problems = bindingProblems(page, schemaOf, models)
    expect(problems.map((p) => [p.widgetId, p.prop, p.kind])).toEqual([
      ['g', 'value', 'unbound'],
      ['p', 'state', 'unbound'],
    ])
  })
})

describe('binding problems of a symbol', () => {
  it('a slot names a parameter, never an object: fine while declared, a missing property once removed', () => {
    const symbolDoc = (parameters: string[]) =>
      ({
        ...doc([widget('c', 'form.label', 'text', '@param', 'level')]),
        extra: { symbol: { parameters: parameters.map((name) => ({ name, type: 'number', default: 0 })) } },
      }) as unknown as PageDoc
    const models = new Map<string, Map<string, string> | null>([['@param', null]])
    expect(boundObjects(symbolDoc(['level']))).toEqual([])
    expect(bindingProblems(symbolDoc(['level']), schemaOf, models)).toEqual([])
    expect(bindingProblems(symbolDoc(['running']), schemaOf, models)).toEqual([
      expect.objectContaining({ widgetId: 'c', key: 'level', kind: 'missingProperty' }),
    ])
  })
})
