import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, test } from 'vitest'
import { rowMatches, shownText, sourceText, valueRows } from '../../../../app/runtime/valuesList/valueRows'
import { createPageStore } from '../../../../app/stage/pageStore'
import { createPluginRegistry } from '../../../../engine/plugins/registry'
import { registerBuiltinPlugins } from '../../../../plugins/index'
import type { GantryPlugin } from '../../../../plugins/shared/viewContract'
import { page, widget } from '../../engine/support/builders'

const registry = createPluginRegistry<GantryPlugin>()
registerBuiltinPlugins(registry)

beforeAll(() => i18n.loadAndActivate({ locale: 'en-us', messages: {} }))

const level = { objName: 'Tank_1', propName: 'level' }

const store = () =>
  createPageStore(
    page({
      b1: [
        widget('decor', { type: 'shape.rect', x: 0, y: 0 }),
        widget('lamp', { type: 'shape.circle', x: 300, y: 0, bindings: { fill: level, stroke: level } }),
        widget('title', { type: 'form.label', x: 0, y: 200, props: { text: 'North tank' } }),
        widget('reading', { type: 'form.label', x: 0, y: 100, bindings: { text: level } }),
        widget('gauge', {
          type: 'chart.gauge',
          x: 400,
          y: 50,
          props: { title: 'Tank level', decimals: 1, unit: '%' },
          bindings: { value: level },
        }),
        widget('button', {
          type: 'shape.rect',
          x: 100,
          y: 0,
          events: { noticeOnclick: [{ kind: 'openPage', pageId: 'Page_2', target: 'self' }] },
        }),
      ],
    }),
    { registry },
  )

describe('values list rows', () => {
  test('lists every widget of the page, top to bottom then left to right (issue 19, defect 6)', () => {
    const rows = valueRows(store())
    // A plain shape is on the screen too: the list had left it out, so it held 6 of a page's 10 widgets.
    expect(rows.map((row) => row.node.id)).toEqual(['decor', 'button', 'lamp', 'gauge', 'reading', 'title'])
    // A key bound to two props of one widget is listed once.
    expect(rows.find((row) => row.node.id === 'lamp')?.keys).toEqual(['Tank_1.level'])
    expect(rows.find((row) => row.node.id === 'reading')?.box).toMatchObject({ x: 0, y: 100, w: 100, h: 50 })
    const title = rows[0]?.title
    expect(typeof title === 'object' ? i18n._(title) : title).toBe('Rectangle')
  })

  test('what a widget shows: its text with live values over it', () => {
    const rows = valueRows(store())
    const title = rows.find((row) => row.node.id === 'title')
    const reading = rows.find((row) => row.node.id === 'reading')
    if (!title || !reading) throw new Error('rows missing')
    expect(shownText(i18n, title, {})).toBe('North tank')
    expect(shownText(i18n, reading, { text: { value: '42.0 %', quality: 'good', time: 0 } })).toBe('42.0 %')
    expect(shownText(i18n, rows[0] ?? title, {})).toBe('')
    // A bound text with no value yet reads "—", as the widget shows it (the bound-props rule).
    expect(shownText(i18n, reading, {})).toBe('—')
  })

  test('what a widget shows of a value that is not its text: as the widget formats it', () => {
    const gauge = valueRows(store()).find((row) => row.node.id === 'gauge')
    if (!gauge) throw new Error('no gauge row')
    // The gauge's dial reads 24.2 %: the list said only its title, and the raw 24.1951 beside it.
    expect(shownText(i18n, gauge, { value: { value: 24.1951, quality: 'good', time: 0 } })).toBe(
      'Tank level · Value: 24.2 %',
    )
    expect(shownText(i18n, gauge, {})).toBe('Tank level')
  })

  test('source values read as text, with their quality when it is not good', () => {
    const at = '2026-01-01T00:00:00.000Z'
    expect(sourceText(i18n, undefined)).toBe('waiting for a value')
    expect(sourceText(i18n, 'unavailable')).toBe('unavailable')
    expect(sourceText(i18n, { value: 42.5, quality: 'good', timestamp: at })).toBe('42.5')
    expect(sourceText(i18n, { value: true, quality: 'uncertain', timestamp: at })).toBe('true (uncertain)')
    expect(sourceText(i18n, { value: null, quality: 'bad', timestamp: at })).toBe('— (bad quality)')
    const long = sourceText(i18n, { value: { note: 'x'.repeat(200) }, quality: 'good', timestamp: at })
    expect(long).toHaveLength(80)
    expect(long.endsWith('…')).toBe(true)
  })

  test('a filter matches any text of a row, ignoring case', () => {
    expect(rowMatches(['Label', 'North tank', 'Tank_1.level: 4'], 'tank_1')).toBe(true)
    expect(rowMatches(['Label', 'North tank'], 'south')).toBe(false)
  })
})
