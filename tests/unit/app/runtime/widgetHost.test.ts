import { i18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { createWidgetHost } from '../../../../app/runtime/actions/widgetHost'
import { LiveBindings } from '../../../../app/runtime/live/liveBindings'
import type { WidgetNode } from '../../../../engine/document/pageDoc'
import { TREND_MIN_SPAN_MS } from '../../../../engine/rules/trend'
import { noServices } from '../../../../plugins/shared/noServices'
import type { HistoryQuery, RuntimeServices } from '../../../../plugins/shared/viewContract'

i18n.load('en-us', {})
i18n.activate('en-us')

const node = { id: 'w1' } as WidgetNode
const target = { openPage() {}, openDialog() {} }

function hostWith(queries: HistoryQuery[], writes: unknown[][] = []) {
  const services: RuntimeServices = {
    ...noServices,
    history: {
      async query(query) {
        queries.push(query)
        return query.pens.map((pen) => ({
          ...pen,
          points: [
            { time: 1000, value: 2.345 },
            { time: 2000, value: null },
            { time: 3000, value: 7 },
          ],
        }))
      },
    },
    values: {
      async set(objName, propName, value) {
        writes.push([objName, propName, value])
      },
      async setMany(objName, values) {
        for (const [propName, value] of Object.entries(values)) writes.push([objName, propName, value])
      },
    },
  }
  const bindings = new LiveBindings(
    [
      {
        id: 'w1',
        bindings: {
          value: { objName: 'Pump_A1', propName: 'flow' },
          text: {
            objName: 'Pump_A1',
            propName: 'pressure',
            transform: { kind: 'format', decimals: 1, unit: 'bar' },
          },
        },
      },
    ],
    () => {},
  )
  return createWidgetHost(services, bindings, target)
}

describe('runtime widget host', () => {
  test("reads a bound prop's history through its binding and transform, widening a short span", async () => {
    const queries: HistoryQuery[] = []
    const host = hostWith(queries)
    expect(await host.history(node, 'value', 100_000, 200_000)).toEqual([
      { time: 1000, value: 2.345 },
      { time: 2000, value: null },
      { time: 3000, value: 7 },
    ])
    expect(queries[0]).toEqual({
      pens: [{ objName: 'Pump_A1', propName: 'flow' }],
      start: 100_000,
      end: 200_000,
    })
    const text = await host.history(node, 'text', 190_000, 200_000)
    expect(text.map((point) => point.value)).toEqual(['2.3 bar', null, '7.0 bar'])
    expect(queries[1]?.start).toBe(200_000 - TREND_MIN_SPAN_MS)
  })

  test('refuses the history and writes of a prop that is not bound, asking nothing', async () => {
    const queries: HistoryQuery[] = []
    const writes: unknown[][] = []
    const host = hostWith(queries, writes)
    await expect(host.history(node, 'color', 0, 60_000)).rejects.toThrow(/not bound/)
    await expect(host.write(node, 'color', 'red')).rejects.toThrow(/not bound/)
    expect(queries).toEqual([])
    await host.write(node, 'value', 12)
    expect(writes).toEqual([['Pump_A1', 'flow', 12]])
  })
})

// Issue 17 point 1: the runtime disables the write controls of a user who may not operate, and says why.
describe('a user who may not operate', () => {
  const clicks = (actions: WidgetNode['events']['noticeOnclick']) =>
    ({ id: 'w', events: actions ? { noticeOnclick: actions } : {} }) as WidgetNode
  const write = { kind: 'setPropertyValue', objName: 'P', propName: 'running', value: true } as const
  const open = { kind: 'openPage', pageId: 'Page_x', target: 'self' } as const

  test('has the widgets that would only write denied, with why', () => {
    const host = createWidgetHost(noServices, new LiveBindings([], () => {}), target, false)
    expect(host.operateDenied?.(clicks(undefined))).toMatch(/not operate/)
    expect(host.operateDenied?.(clicks([write]))).toMatch(/not operate/)
    // A button that also opens a page stays usable for that.
    expect(host.operateDenied?.(clicks([write, open]))).toBeUndefined()
    expect(host.operateDenied?.(clicks([open]))).toBeUndefined()
    const operator = createWidgetHost(noServices, new LiveBindings([], () => {}), target, true)
    expect(operator.operateDenied?.(clicks([write]))).toBeUndefined()
  })

  test('a submit button sends a form, which is not operating the plant, unless it sets properties', () => {
    const host = createWidgetHost(noServices, new LiveBindings([], () => {}), target, false)
    const submit = (submitTo: string) =>
      ({ id: 'w', events: {}, props: { submitForm: 'report', submitTo } }) as unknown as WidgetNode
    expect(host.operateDenied?.(submit('forms'))).toBeUndefined()
    expect(host.operateDenied?.(submit('objectAdd'))).toBeUndefined()
    expect(host.operateDenied?.(submit('properties'))).toMatch(/not operate/)
  })
})
