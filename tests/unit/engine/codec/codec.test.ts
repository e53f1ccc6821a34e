import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compressText, decompressText } from '../../../../engine/codec/compression.ts'
import { decodeDashboard, encodeDashboard } from '../../../../engine/codec/dashboardCodec.ts'
import { decodeLayoutContext, encodeLayoutContext } from '../../../../engine/codec/layoutContextCodec.ts'
import { decodePage, encodePage, pageLayoutOf } from '../../../../engine/codec/pageDocCodec.ts'
import { decodePageLayout, encodePageLayout } from '../../../../engine/codec/pageLayoutCodec.ts'
import type { CodecResult } from '../../../../engine/codec/result.ts'
import { decodeSymbol, encodeSymbol, symbolPartNames } from '../../../../engine/codec/symbolCodec.ts'
import {
  defaultLayoutNode,
  defaultMobileTab,
  defaultPageLayout,
} from '../../../../engine/document/defaults.ts'
import { pageRecord, widget, widgetAt } from '../support/builders.ts'

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')

function ok<T>(result: CodecResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`)
  return result.value
}

describe('compression', () => {
  it('round-trips text through pako level 6 and base64, including non-ASCII', () => {
    const text = JSON.stringify({ name: '泵站一号', values: Array.from({ length: 200 }, (_, i) => i) })
    const packed = compressText(text)
    expect(packed).toMatch(/^eJ/)
    expect(packed.length).toBeLessThan(text.length)
    expect(decompressText(packed)).toBe(text)
  })

  it('returns the original input when it cannot decompress it (spec S1 §7)', () => {
    expect(decompressText('{"version":"v1.1"}')).toBe('{"version":"v1.1"}')
    expect(decompressText('not base64 at all!')).toBe('not base64 at all!')
    expect(decompressText('eJzzSM3JyVcozy/KSQEAGKsEPQ==broken')).toBe('eJzzSM3JyVcozy/KSQEAGKsEPQ==broken')
    expect(decompressText('')).toBe('')
  })
})

describe('page layout codec', () => {
  it('fills every default of spec S0 §3 for a minimal v1.1 layout', () => {
    const layout = ok(
      decodePageLayout('{"version":"v1.1","layoutNodes":[{"i":"a","x":0,"y":0,"w":24,"h":8}]}'),
    )
    expect(layout.pageConfig).toMatchObject({
      platformLayoutType: 'PC',
      singleLayout: true,
      lwType: '1',
      lwValue: 0,
      lhValue: 0,
      linkage: '0',
    })
    expect(layout.mobileLayout).toEqual([
      { mobileTabType: 'default-0', name: '', icon: '', mobileLayoutNodes: [] },
    ])
    expect(layout.pageInfo).toEqual({
      platformType: 'PC',
      mobileShowType: 'auto',
      navbar: { name: '', navbarStyle: 'fixed', navbarFront: 'dark', navbarBgColor: '#ffffff' },
    })
    expect(layout.layoutNodes[0]).toEqual({ i: 'a', x: 0, y: 0, w: 24, h: 8, lw: 0, lh: 0 })
  })

  it('migrates a v0 bare node array and a v1.0 layout, keeping unknown fields', () => {
    const v0 = decodePageLayout(fixture('page-v0.json'))
    expect(v0.ok && v0.migratedFrom).toBe('v0')
    const fromV0 = ok(v0)
    expect(fromV0.version).toBe('v1.1')
    expect(fromV0.layoutNodes[1]).toMatchObject({ i: 'blk2', lw: 0, lh: 0, static: true })
    expect(fromV0.pageConfig.singleLayout).toBe(false)
    const fromV1 = ok(decodePageLayout(fixture('page-v1.0.json')))
    expect(fromV1.pageConfig.pageId).toBe('p9')
    expect(fromV1.themeColor).toBe('#123456')
    expect(fromV1.mobileLayout).toHaveLength(1)
  })

  it('round-trips a full v1.1 layout, compressed or not', () => {
    const layout = ok(decodePageLayout(fixture('page-v1.1.json')))
    expect(layout.futureField).toEqual({ keep: [1, 2, 3] })
    expect(ok(decodePageLayout(encodePageLayout(layout)))).toEqual(layout)
    const packed = encodePageLayout(layout, { compress: true })
    expect(ok(decodePageLayout(packed))).toEqual(layout)
    expect(JSON.parse(JSON.stringify(layout))).toEqual(JSON.parse(fixture('page-v1.1.json')))
  })

  it("keeps a page's runtime look, and adds none to a page that had none", () => {
    const plain = ok(decodePageLayout('{"version":"v1.1","layoutNodes":[]}'))
    expect('theme' in plain.pageConfig).toBe(false)
    const dark = ok(decodePageLayout('{"version":"v1.1","layoutNodes":[],"pageConfig":{"theme":"dark"}}'))
    expect(dark.pageConfig.theme).toBe('dark')
    expect(JSON.parse(encodePageLayout(dark)).pageConfig.theme).toBe('dark')
    const bad = decodePageLayout('{"version":"v1.1","layoutNodes":[],"pageConfig":{"theme":"neon"}}')
    expect(!bad.ok && bad.message).toContain('pageConfig.theme')
  })

  it('rejects bad documents with the path of the problem', () => {
    const bad = decodePageLayout('{"version":"v1.1","layoutNodes":[{"i":"a","x":0,"y":0,"w":"wide","h":8}]}')
    expect(bad).toMatchObject({ ok: false, code: 'invalidDocument' })
    expect(!bad.ok && bad.message).toContain('layoutNodes[0].w')
    expect(decodePageLayout('{oops')).toMatchObject({ ok: false, code: 'invalidJson' })
    const dup = decodePageLayout(
      '{"version":"v1.1","layoutNodes":[{"i":"a","w":1,"h":1},{"i":"a","w":1,"h":1}]}',
    )
    expect(!dup.ok && dup.message).toContain('duplicate id "a"')
    expect(decodePageLayout('"just a string"')).toMatchObject({ ok: false, code: 'invalidDocument' })
  })

  it('keeps a document of a newer version verbatim instead of dropping it', () => {
    const newer = { version: 'v2.0', somethingNew: true }
    const result = decodePageLayout(JSON.stringify(newer))
    expect(result).toMatchObject({ ok: false, code: 'newerVersion', raw: newer })
  })
})

describe('layout context codec', () => {
  it('migrates v0 (waterfall, groups) to v1.0 (flow, widgetGroups) and coerces numeric strings', () => {
    const result = decodeLayoutContext(fixture('layout-v0.json'))
    expect(result.ok && result.migratedFrom).toBe('v0')
    const ctx = ok(result)
    expect(ctx.layoutType).toBe('flow')
    expect(ctx.widgetGroups).toEqual([{ id: 'V1_a', name: 'labels', childIds: ['w2', 'w3'] }])
    expect(ctx.widgets[1]).toMatchObject({ x: 10, y: 260, version: 1, rotation: 0 })
    expect(ctx.drawingConfig).toEqual({ drawingName: '' })
  })

  it('round-trips unknown plugin types, unknown fields, bindings, events and flows', () => {
    const ctx = ok(decodeLayoutContext(fixture('layout-v1.0.json')))
    expect(JSON.parse(encodeLayoutContext(ctx))).toEqual(JSON.parse(fixture('layout-v1.0.json')))
    expect(ok(decodeLayoutContext(encodeLayoutContext(ctx, { compress: true })))).toEqual(ctx)
  })

  it('rejects duplicate widget ids, unknown events and broken groups', () => {
    const dup = { version: 'v1.0', widgets: [widget('a'), widget('a')] }
    expect(decodeLayoutContext(dup)).toMatchObject({ ok: false, code: 'invalidDocument' })
    const badEvent = { version: 'v1.0', events: { onHover: [] } }
    expect(decodeLayoutContext(badEvent)).toMatchObject({ ok: false })
    const orphanGroup = {
      version: 'v1.0',
      widgets: [widget('a')],
      widgetGroups: [{ id: 'g', childIds: ['zz'] }],
    }
    expect(decodeLayoutContext(orphanGroup)).toMatchObject({ ok: false })
    const wrongGroup = { version: 'v1.0', widgets: [widget('a', { groupId: 'g' })], widgetGroups: [] }
    expect(decodeLayoutContext(wrongGroup)).toMatchObject({ ok: false })
    const binding = {
      version: 'v1.0',
      widgets: [widget('a', { bindings: { v: { objName: 'x' } as never } })],
    }
    expect(decodeLayoutContext(binding)).toMatchObject({ ok: false })
  })

  it('copies a parsed object it was given, and decodes text to the same value', () => {
    const given = JSON.parse(fixture('layout-v1.0.json'))
    const ctx = ok(decodeLayoutContext(given))
    const original = JSON.parse(fixture('layout-v1.0.json'))
    // The caller keeps its object: changing it must not reach the decoded document, nor the reverse.
    given.widgets[0].props.changed = true
    given.widgets[0].bindings = {}
    given.events = {}
    ;(ctx.widgets[1] as { props: Record<string, unknown> }).props.edited = 1
    expect(given.widgets[1].props.edited).toBeUndefined()
    expect(ctx.widgets[0]?.props.changed).toBeUndefined()
    // Text is parsed by the codec itself (nothing is copied then): the same document as from an object.
    expect(ok(decodeLayoutContext(fixture('layout-v1.0.json')))).toEqual(ok(decodeLayoutContext(original)))
  })

  it('runs a widget migrator over every widget', () => {
    const ctx = ok(
      decodeLayoutContext(fixture('layout-v1.0.json'), {
        migrateWidget: (w) =>
          w.type === 'symbol.pump' ? { ...w, version: 3, props: { ...w.props, v3: true } } : w,
      }),
    )
    expect(ctx.widgets[0]).toMatchObject({ version: 3, props: { v3: true } })
    expect(ctx.widgets[1]?.version).toBe(7)
  })
})

describe('page document codec', () => {
  it('decodes a page with blocks into a keyed document and encodes it back unchanged', () => {
    const record = pageRecord({ top: [widget('a'), widget('b', { x: 5 })], bottom: [widget('c')] })
    const doc = ok(decodePage(record))
    expect(Object.keys(doc.blocks)).toEqual(['top', 'bottom'])
    expect(widgetAt(doc, 'top', 'b')?.x).toBe(5)
    const again = encodePage(doc)
    expect(ok(decodePage(again))).toEqual(doc)
    expect(JSON.parse(again.layout)).toEqual(JSON.parse(record.layout))
    const compressed = encodePage(doc, { compress: true })
    expect(compressed.layout).toMatch(/^eJ/)
    expect(ok(decodePage(compressed))).toEqual(doc)
  })

  it('spec S0 §5: a type 1 page with no layout is a create-page error', () => {
    const record = { ...pageRecord({}), layout: JSON.stringify(defaultPageLayout('p1', [])) }
    expect(decodePage(record)).toMatchObject({ ok: false, code: 'createPageError' })
    expect(decodePage({ ...record, type: 2 })).toMatchObject({ ok: true })
  })

  it('a mobile page whose blocks are all in its navigation tabs is not a create-page error', () => {
    const layout = defaultPageLayout('p1', [])
    layout.pageInfo.platformType = 'mobile'
    layout.mobileLayout = [{ ...defaultMobileTab(0), mobileLayoutNodes: [defaultLayoutNode('m1')] }]
    const record = { ...pageRecord({ m1: [widget('a')] }), layout: JSON.stringify(layout) }
    const doc = ok(decodePage(record))
    expect(Object.keys(doc.blocks)).toEqual(['m1'])
    expect(ok(decodePage(encodePage(doc)))).toEqual(doc)
    // A PC page with the same layout would show nothing on PC.
    layout.pageInfo.platformType = 'PC'
    const pc = { ...record, layout: JSON.stringify(layout) }
    expect(decodePage(pc)).toMatchObject({ ok: false, code: 'createPageError' })
  })

  it('reports a grid node whose layout block is missing', () => {
    const record = pageRecord({ top: [] })
    expect(decodePage({ ...record, layouts: [] })).toMatchObject({ ok: false, code: 'layoutMissing' })
  })

  it('link pages carry url JSON {resourceType, resourceCode}', () => {
    const record = { ...pageRecord({ top: [] }), type: 3 as const }
    expect(decodePage(record)).toMatchObject({ ok: false, code: 'invalidDocument' })
    const url = JSON.stringify({ resourceType: 'business', resourceCode: 'Page_abc' })
    const doc = ok(decodePage({ ...record, url }))
    expect(doc.url).toEqual({ resourceType: 'business', resourceCode: 'Page_abc' })
    expect(encodePage(doc).url).toBe(url)
  })

  it('keeps page-level unknown fields and mobile tabs', () => {
    const record = pageRecord({ blk1: [], blk2: [] })
    record.layout = fixture('page-v1.1.json')
    const doc = ok(decodePage(record))
    expect(Object.keys(doc.mobileTabs)).toHaveLength(2)
    expect(pageLayoutOf(doc)).toEqual(JSON.parse(fixture('page-v1.1.json')))
  })
})

describe('symbol and dashboard codecs', () => {
  it('migrates a v0 symbol and lists its bindable parts', () => {
    const symbol = ok(decodeSymbol(fixture('symbol-v0.json')))
    expect(symbol.version).toBe('v1.1')
    expect(symbolPartNames(symbol)).toEqual(['body', 'impeller'])
    expect(ok(decodeSymbol(encodeSymbol(symbol, { compress: true })))).toEqual(symbol)
    expect(decodeSymbol({ version: 'v1.0', children: [{ id: 'a', kind: 'blob' }] })).toMatchObject({
      ok: false,
    })
  })

  it('migrates a v0 dashboard card array and round-trips v1.0', () => {
    const dash = ok(decodeDashboard(fixture('dashboard-v0.json')))
    expect(dash).toMatchObject({ version: 'v1.0', mkey: '', fields: [] })
    expect(dash.cards[0]?.props).toEqual({ max: 100 })
    expect(ok(decodeDashboard(encodeDashboard(dash)))).toEqual(dash)
  })
})
