import { describe, expect, test } from 'vitest'
import type { LayoutContextWire, PageLayoutWire } from '../../../../engine/document/persisted'
import {
  instantiateSystemTemplate,
  SYSTEM_TEMPLATE_KINDS,
  type SystemTemplateInput,
  systemTemplateProblem,
} from '../../../../engine/templates/systemPages'

const words = {
  alarms: 'Alarms',
  alarmHistory: 'Alarm history',
  trend: 'Trend',
  live: 'live',
  on: 'On',
  off: 'Off',
}
const pump: SystemTemplateInput = {
  title: 'Pump',
  properties: [
    { name: 'running', showName: 'Running', type: 'bool', unit: '' },
    { name: 'pressure', showName: 'Pressure', type: 'float', unit: 'bar' },
    { name: 'tag', showName: 'Tag', type: 'string', unit: '' },
    { name: 'speed', showName: 'Speed', type: 'int', unit: 'rpm' },
  ],
  instances: [
    { name: 'Pump_A1', showName: 'Intake pump 1' },
    { name: 'Pump_A2', showName: 'Intake pump 2' },
  ],
}
const one = { ...pump, instances: pump.instances.slice(0, 1) }

function documents(kind: (typeof SYSTEM_TEMPLATE_KINDS)[number], input = pump) {
  const docs = instantiateSystemTemplate(kind, input, words)
  const layout = JSON.parse(docs.layout) as PageLayoutWire
  const blocks = docs.layouts.map((b) => ({ ...b, context: JSON.parse(b.context) as LayoutContextWire }))
  return { layout, blocks, widgets: blocks.flatMap((b) => b.context.widgets) }
}

describe('system page templates', () => {
  test('every bound widget names a chosen instance and a property of the template', () => {
    for (const kind of SYSTEM_TEMPLATE_KINDS) {
      const input = kind === 'detail' ? one : pump
      const { widgets } = documents(kind, input)
      const units = new Set(input.instances.map((u) => u.name))
      const props = new Set(input.properties.map((p) => p.name))
      const bindings = widgets.flatMap((w) => Object.values(w.bindings ?? {}))
      for (const b of bindings) {
        expect(units.has(b.objName), `${kind} ${b.objName}`).toBe(true)
        expect(props.has(b.propName), `${kind} ${b.propName}`).toBe(true)
      }
      // Alarm lists and trends name the units too.
      for (const w of widgets) {
        const objects = (w.props.objects ?? []) as { objName: string }[]
        for (const o of objects) expect(units.has(o.objName)).toBe(true)
        const pens = (w.props.pens ?? []) as { objName: string; propName: string }[]
        for (const p of pens) expect(units.has(p.objName) && props.has(p.propName)).toBe(true)
      }
      expect(widgets.length, kind).toBeGreaterThan(1)
      // Widget ids are unique within the page.
      expect(new Set(widgets.map((w) => w.id)).size).toBe(widgets.length)
    }
  })

  test('the overview shows each unit with a reading per number and state, never a text property', () => {
    const { widgets, layout, blocks } = documents('overview')
    const bound = widgets
      .filter((w) => w.bindings?.text)
      .map((w) => `${w.bindings?.text?.objName}.${w.bindings?.text?.propName}`)
    expect(bound.sort()).toEqual(
      [
        'Pump_A1.running',
        'Pump_A1.pressure',
        'Pump_A1.speed',
        'Pump_A2.running',
        'Pump_A2.pressure',
        'Pump_A2.speed',
      ].sort(),
    )
    const pressure = widgets.find((w) => w.bindings?.text?.propName === 'pressure')
    expect(pressure?.bindings?.text?.transform).toEqual({ kind: 'format', decimals: 1, unit: 'bar' })
    const running = widgets.find((w) => w.bindings?.text?.propName === 'running')
    expect(running?.bindings?.text?.transform).toMatchObject({ kind: 'ranges', otherwise: 'Off' })
    const alarms = widgets.find((w) => w.type === 'control.realAlarm')
    expect(alarms?.props.objects).toEqual([{ objName: 'Pump_A1' }, { objName: 'Pump_A2' }])
    // The page's grid node is the block, tall enough for its lowest widget (40 px rows).
    expect(layout.layoutNodes.map((n) => n.i)).toEqual([blocks[0]?.id])
    const bottom = Math.max(...widgets.map((w) => w.y + w.h))
    expect((layout.layoutNodes[0]?.h ?? 0) * 40).toBeGreaterThanOrEqual(bottom)
  })

  test('the trend page draws every number of every unit as a pen', () => {
    const { widgets } = documents('trend')
    const trend = widgets.find((w) => w.type === 'control.trendChart')
    expect(
      ((trend?.props.pens ?? []) as { objName: string; propName: string }[]).map(
        (p) => `${p.objName}.${p.propName}`,
      ),
    ).toEqual(['Pump_A1.pressure', 'Pump_A1.speed', 'Pump_A2.pressure', 'Pump_A2.speed'])
    expect(widgets.find((w) => w.type === 'chart.line')?.bindings?.value).toEqual({
      objName: 'Pump_A1',
      propName: 'pressure',
    })
  })

  test('the phone page is a mobile page with a tab per unit, each tab holding its own block', () => {
    const { layout, blocks } = documents('phone')
    expect(layout.pageInfo.platformType).toBe('mobile')
    expect(layout.pageInfo.navbar.name).toBe('Pump')
    expect(layout.mobileLayout.map((tab) => tab.name)).toEqual(['Intake pump 1', 'Intake pump 2'])
    expect(layout.mobileLayout.map((tab) => tab.mobileLayoutNodes[0]?.i)).toEqual(blocks.map((b) => b.id))
    expect(layout.layoutNodes).toEqual([])
  })

  test('the alarm page lists live alarms and the journal of the chosen units', () => {
    const { widgets } = documents('alarm')
    expect(widgets.map((w) => w.type)).toEqual(['form.label', 'control.realAlarm', 'control.historyAlarm'])
  })

  test('unfit choices are refused with a reason, and instantiating them throws', () => {
    expect(systemTemplateProblem('overview', { ...pump, instances: [] })).toBe('noInstances')
    expect(systemTemplateProblem('detail', pump)).toBe('tooMany')
    expect(systemTemplateProblem('detail', one)).toBeNull()
    const textOnly = { ...pump, properties: [{ name: 'tag', showName: 'Tag', type: 'string', unit: '' }] }
    expect(systemTemplateProblem('overview', textOnly)).toBe('noProperties')
    expect(systemTemplateProblem('alarm', textOnly)).toBeNull()
    const boolOnly = {
      ...pump,
      properties: [{ name: 'running', showName: 'Running', type: 'bool', unit: '' }],
    }
    expect(systemTemplateProblem('trend', boolOnly)).toBe('noNumeric')
    expect(systemTemplateProblem('overview', boolOnly)).toBeNull()
    expect(() => instantiateSystemTemplate('detail', pump, words)).toThrow(/tooMany/)
  })
})
