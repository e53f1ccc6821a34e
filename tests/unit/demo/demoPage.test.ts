import { describe, expect, it } from 'vitest'
import { decodeLayoutContext } from '../../../engine/codec/layoutContextCodec.ts'
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
})
