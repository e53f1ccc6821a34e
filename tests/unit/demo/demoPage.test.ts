import { describe, expect, it } from 'vitest'
import { GRID_ROW_HEIGHT } from '../../../app/designer/geometry/pageGrid.ts'
import { decodeLayoutContext } from '../../../engine/codec/layoutContextCodec.ts'
import { decodePageLayout } from '../../../engine/codec/pageLayoutCodec.ts'
import { bindableProps, normaliseProps } from '../../../engine/plugins/propsSchema.ts'
import { validateProps } from '../../../engine/plugins/propsValidation.ts'
import { createPluginRegistry } from '../../../engine/plugins/registry.ts'
import { registerBuiltinPlugins } from '../../../plugins/index.ts'
import type { AnyPluginView } from '../../../plugins/shared/viewContract.ts'
import { demoPageDocuments } from '../../../server/demo/page.ts'

describe('demo plant page', () => {
  it('uses only installed plugins, with valid props and bindings on bindable props', () => {
    const registry = createPluginRegistry<AnyPluginView>()
    registerBuiltinPlugins(registry)
    const docs = demoPageDocuments([
      { title: 'Area A', pump: 'PumpA', tank: 'TankA', motor: 'MotorA', objects: ['PumpA', 'TankA'] },
    ])
    for (const layout of docs.layouts) {
      const context = decodeLayoutContext(layout.context)
      if (!context.ok) throw new Error(context.message)
      for (const widget of context.value.widgets) {
        const plugin = registry.get(widget.type)
        expect(plugin, widget.type).toBeDefined()
        if (!plugin) continue
        expect(validateProps(plugin.props, normaliseProps(plugin.props, widget.props)), widget.type).toEqual(
          {},
        )
        const bindable = bindableProps(plugin.props)
        for (const prop of Object.keys(widget.bindings))
          expect(bindable, `${widget.type}.${prop}`).toContain(prop)
      }
    }
  })

  it('makes each block tall enough for its widgets, blocks one under the other', () => {
    const area = (title: string) => ({ title, pump: 'P', tank: 'T', motor: 'M', objects: ['P'] })
    const docs = demoPageDocuments([area('Area A'), area('Area B')])
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
