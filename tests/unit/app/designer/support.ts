import { createDesignerStore, type DesignerStore } from '../../../../app/designer/state/designerStore'
import type { WidgetWire } from '../../../../engine/document/persisted'
import { definePlugin } from '../../../../engine/plugins/contract'
import { field } from '../../../../engine/plugins/propsSchema'
import { createPluginRegistry } from '../../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../../plugins/shared/viewContract'
import { page, widget } from '../../engine/support/builders'

const label = (message: string) => ({ id: `test.${message}`, message })

/** A DOM plugin and a canvas plugin, enough to drive the designer without the real catalogue. */
export function testRegistry() {
  const registry = createPluginRegistry<GantryPlugin>()
  registry.register(
    definePlugin({
      id: 'form.label',
      version: 1,
      category: 'form',
      title: label('Label'),
      defaultSize: { w: 120, h: 32 },
      props: {
        text: field.string({ label: label('Text'), default: 'Label', bindable: true }),
        size: field.number({ label: label('Size'), default: 14, min: 8, max: 72 }),
      },
      render: 'dom',
      views: { design: async () => () => null, runtime: async () => () => null },
    }),
  )
  registry.register(
    definePlugin({
      id: 'shape.rect',
      version: 1,
      category: 'shape',
      title: label('Rectangle'),
      defaultSize: { w: 100, h: 60 },
      props: { fill: field.color({ label: label('Fill'), default: '#4a90e2', bindable: true }) },
      render: 'canvas',
      views: {
        design: async () => ({ create: () => ({}) as never, update: () => {} }),
        runtime: async () => ({ create: () => ({}) as never, update: () => {} }),
      },
    }),
  )
  return registry
}

/** A designer over one free block `b1` holding `widgets`, with a 1000×800 viewport. */
export function testStore(
  widgets: WidgetWire[] = [],
  extraBlocks: Record<string, WidgetWire[]> = {},
): DesignerStore {
  const store = createDesignerStore(page({ b1: widgets, ...extraBlocks }), { registry: testRegistry() })
  store.state.viewport = { w: 1000, h: 800 }
  store.state.camera = { x: 0, y: 0, z: 1 }
  store.state.snapToGrid = false
  store.state.snapToObjects = false
  return store
}

/** Widgets w0…w(n-1) in a row, 50 px apart. */
export function row(n: number): WidgetWire[] {
  return Array.from({ length: n }, (_, i) => widget(`w${i}`, { x: i * 50, y: 0, w: 40, h: 40 }))
}
