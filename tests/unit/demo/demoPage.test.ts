import { describe, expect, it } from 'vitest'
import { DESIGN_WIDTH, GRID_ROW_HEIGHT } from '../../../app/stage/geometry/pageGrid.ts'
import { decodeLayoutContext } from '../../../engine/codec/layoutContextCodec.ts'
import { decodePage } from '../../../engine/codec/pageDocCodec.ts'
import { decodePageLayout } from '../../../engine/codec/pageLayoutCodec.ts'
import { byOrder } from '../../../engine/document/orderKey.ts'
import type { BlockDoc } from '../../../engine/document/pageDoc.ts'
import { listWidgets } from '../../../engine/document/widgetStore.ts'
import { bindableProps, normaliseProps } from '../../../engine/plugins/propsSchema.ts'
import { validateProps } from '../../../engine/plugins/propsValidation.ts'
import { createPluginRegistry } from '../../../engine/plugins/registry.ts'
import { registerBuiltinPlugins } from '../../../plugins/index.ts'
import type { GantryPlugin } from '../../../plugins/shared/viewContract.ts'
import { DEMO_SYMBOL_KEYS, type DemoSymbols } from '../../../server/demo/faceplates.ts'
import { demoPageDocuments } from '../../../server/demo/page.ts'
import { demoPhonePageDocuments } from '../../../server/demo/phonePage.ts'
import type { AreaView } from '../../../server/demo/widgets.ts'
import { librarySymbol } from '../../../server/symbolLibrary/catalogue.ts'

/** The library symbols the overview places, as if stored with ids 1, 2, 3. */
const symbols = Object.fromEntries(
  Object.entries(DEMO_SYMBOL_KEYS).map(([role, key], i) => [
    role,
    { id: i + 1, drawing: { ...librarySymbol(key).drawing, id: String(i + 1) } },
  ]),
) as DemoSymbols

/** The symbol a placed symbol refers to. */
const symbolOf = (id: unknown) => Object.values(symbols).find((s) => String(s.id) === id)

describe('demo plant page', () => {
  it('uses only installed plugins, with valid props and bindings on bindable props', () => {
    const registry = createPluginRegistry<GantryPlugin>()
    registerBuiltinPlugins(registry)
    const areas = [
      { title: 'Area A', pump: 'PumpA', tank: 'TankA', motor: 'MotorA', objects: ['PumpA', 'TankA'] },
    ]
    const pages = [
      demoPageDocuments(areas, symbols),
      demoPhonePageDocuments(
        'Demo',
        areas.map((area) => ({ ...area, tab: 'A' })),
        symbols,
      ),
    ]
    for (const layout of pages.flatMap((docs) => docs.layouts)) {
      const context = decodeLayoutContext(layout.context)
      if (!context.ok) throw new Error(context.message)
      for (const widget of context.value.widgets) {
        const plugin = registry.get(widget.type)
        expect(plugin, widget.type).toBeDefined()
        if (!plugin) continue
        expect(validateProps(plugin.props, normaliseProps(plugin.props, widget.props)), widget.type).toEqual(
          {},
        )
        // A placed library symbol's bindings are keyed by its parameters (of the symbol it refers to).
        const bindable =
          widget.type === 'symbol.library'
            ? (symbolOf(widget.props.symbolId)?.drawing.parameters ?? []).map((p) => p.name)
            : bindableProps(plugin.props)
        for (const prop of Object.keys(widget.bindings))
          expect(bindable, `${widget.type}.${prop}`).toContain(prop)
      }
    }
  })

  it('the phone page is a mobile page with a navigation tab per area, its blocks inside the phone width', () => {
    const area = (title: string) => ({ title, pump: 'P', tank: 'T', motor: 'M', objects: ['P'], tab: title })
    const docs = demoPhonePageDocuments('Demo plant', [area('A'), area('B')], symbols)
    const page = decodePage({ id: 'p', appId: '1', name: 'Phone', type: 1, ...docs })
    if (!page.ok) throw new Error(page.message)
    expect(page.value.pageInfo).toMatchObject({ platformType: 'mobile', navbar: { name: 'Demo plant' } })
    expect(Object.keys(page.value.layoutNodes)).toEqual([])
    const tabs = byOrder(Object.values(page.value.mobileTabs))
    expect(tabs.map((tab) => tab.name)).toEqual(['A', 'B'])
    tabs.forEach((tab, index) => {
      const [node] = Object.values(tab.nodes)
      const block = node && page.value.blocks[node.id]
      expect(block?.name).toBe(['A', 'B'][index])
      for (const widget of listWidgets((block as BlockDoc).widgets)) {
        expect(widget.x + widget.w, widget.id).toBeLessThanOrEqual(DESIGN_WIDTH.mobile)
        expect(widget.y + widget.h, widget.id).toBeLessThanOrEqual((node?.h ?? 0) * GRID_ROW_HEIGHT - 20)
      }
    })
  })

  it.each([
    ['overview', demoPageDocuments],
    [
      'phone page',
      (areas: AreaView[], s: DemoSymbols) =>
        demoPhonePageDocuments(
          'Demo',
          areas.map((a) => ({ ...a, tab: 'A' })),
          s,
        ),
    ],
  ])(
    'the %s draws the pump, tank and motor with library symbols bound to their units (faceplates)',
    (_, documents) => {
      const area = { title: 'A', pump: 'Pump_A1', tank: 'Tank_A1', motor: 'Motor_A1', objects: [] }
      const [block] = documents([area], symbols).layouts
      const context = decodeLayoutContext(block?.context ?? '')
      if (!context.ok) throw new Error(context.message)
      // A reference to the library's symbol, not a copy of its drawing.
      for (const w of context.value.widgets.filter((w) => w.type === 'symbol.library'))
        expect([w.props.symbolVersion, w.props.drawing]).toEqual([1, null])
      // No coded pump any more: every unit is a library faceplate.
      expect(context.value.widgets.map((w) => w.type)).not.toContain('symbol.pump')
      const placed = context.value.widgets.filter((w) => w.type === 'symbol.library')
      expect(
        placed.map((w) => [w.props.instance, w.props.symbolId, symbolOf(w.props.symbolId)?.drawing.name]),
      ).toEqual([
        ['Motor_A1', '3', 'Electric motor'],
        ['Pump_A1', '1', 'Centrifugal pump'],
        ['Tank_A1', '2', 'Vertical tank'],
      ])
      // Each parameter the unit's template has is bound to the unit's property of that name; `fault` (no
      // such property in the demo templates) keeps its default.
      expect(placed.map((w) => w.bindings)).toEqual([
        { running: { objName: 'Motor_A1', propName: 'running' } },
        { running: { objName: 'Pump_A1', propName: 'running' } },
        { level: { objName: 'Tank_A1', propName: 'level' } },
      ])
    },
  )

  it('makes each block tall enough for its widgets, blocks one under the other', () => {
    const area = (title: string) => ({ title, pump: 'P', tank: 'T', motor: 'M', objects: ['P'] })
    const docs = demoPageDocuments([area('Area A'), area('Area B')], symbols)
    const layout = decodePageLayout(docs.layout)
    if (!layout.ok) throw new Error(layout.message)
    const nodes = layout.value.layoutNodes
    let top = 0
    for (const block of docs.layouts) {
      const node = nodes.find((n) => n.i === block.id)
      const context = decodeLayoutContext(block.context)
      if (!node || !context.ok) throw new Error(`block ${block.id}`)
      expect(node.y).toBe(top)
      for (const widget of context.value.widgets) {
        expect(widget.y + widget.h, widget.id).toBeLessThanOrEqual(node.h * GRID_ROW_HEIGHT - 20)
      }
      top += node.h
    }
  })
})
