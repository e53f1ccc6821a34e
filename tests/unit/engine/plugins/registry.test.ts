import { describe, expect, it, vi } from 'vitest'
import type { MessageDescriptor } from '../../../../engine/messages.ts'
import type { WidgetPlugin } from '../../../../engine/plugins/contract.ts'
import {
  createPluginRegistry,
  DuplicatePluginError,
  definePlugin,
  InvalidPluginError,
} from '../../../../engine/plugins/index.ts'
import type { PropsSchema } from '../../../../engine/plugins/propsSchema.ts'
import { chartSchema, msg, samplePlugin } from './samplePlugins.ts'

const line = samplePlugin()
const pie = samplePlugin({ id: 'chart.pie', title: msg('Pie chart') })
const input = samplePlugin({ id: 'form.input', category: 'form', title: msg('Input box') })
const pipe = samplePlugin({ id: 'shape.pipe', category: 'shape', title: msg('Pipe'), render: 'canvas' })
const alarm = samplePlugin({ id: 'control.realAlarm', category: 'control', title: msg('Real-time alarm') })

/** A registry holding the given plugins, registered in that order. */
function registryWith(...plugins: (typeof line)[]) {
  const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>()
  for (const plugin of plugins) registry.register(plugin)
  return registry
}

describe('register', () => {
  it('rejects a duplicate id and keeps the first plugin', () => {
    const registry = registryWith(line)
    const other = samplePlugin({ title: msg('Another line') })
    expect(() => registry.register(other)).toThrow(DuplicatePluginError)
    expect(() => registry.register(other)).toThrow(/'chart.line' is already registered/)
    expect(registry.get('chart.line')).toBe(line)
  })

  it('replaces a plugin only when asked explicitly, keeping its place in the list', () => {
    const registry = registryWith(line, input)
    const patched = samplePlugin({ version: 2, migrations: [{ id: 'fix', toVersion: 2, up: (p) => p }] })
    registry.register(patched, { override: 'replace' })
    expect(registry.get('chart.line')).toBe(patched)
    expect(registry.list()).toEqual([patched, input])
  })

  it('vets third-party plugins exactly like built-in ones', () => {
    const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>()
    const thirdParty = { ...line, id: 'chart.acmeRadar', version: 0 }
    expect(() => registry.register(thirdParty)).toThrow(InvalidPluginError)
    expect(registry.has('chart.acmeRadar')).toBe(false)
    registry.register({ ...thirdParty, version: 1 })
    expect(registry.has('chart.acmeRadar')).toBe(true)
  })

  it('takes plugins declared with a specific schema', () => {
    const gauge = definePlugin({
      id: 'chart.gauge',
      version: 1,
      category: 'chart',
      title: msg('Gauge'),
      defaultSize: { w: 250, h: 250 },
      props: chartSchema,
      render: 'dom' as const,
      views: { design: async () => 'design', runtime: async () => 'runtime' },
    })
    const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>()
    registry.register(gauge)
    expect(registry.get('chart.gauge')?.props).toBe(chartSchema)
  })
})

describe('get, has, list and categories', () => {
  it('answers by id', () => {
    const registry = registryWith(line)
    expect(registry.get('chart.line')).toBe(line)
    expect(registry.has('chart.line')).toBe(true)
    expect(registry.get('chart.none')).toBeUndefined()
    expect(registry.has('chart.none')).toBe(false)
  })

  it('lists in palette order whatever the registration order: category, then order, then id', () => {
    const registry = registryWith(pipe, line, input, pie)
    expect(registry.list()).toEqual([line, pie, input, pipe])
    expect(registry.list('chart')).toEqual([line, pie])
    expect(registry.list('workflow')).toEqual([])
    const first = samplePlugin({ id: 'chart.zebra', order: 1 })
    registry.register(first)
    expect(registry.list('chart')).toEqual([first, line, pie])
  })

  it('returns the same list until the registry changes', () => {
    const registry = registryWith(line)
    const first = registry.list()
    expect(registry.list()).toBe(first)
    expect(registry.list('chart')).toBe(registry.list('chart'))
    registry.register(pie)
    expect(registry.list()).not.toBe(first)
    expect(first).toEqual([line])
  })

  it('names the non-empty categories in palette order', () => {
    expect(registryWith(alarm, pipe, line).categories()).toEqual(['chart', 'shape', 'control'])
    expect(createPluginRegistry().categories()).toEqual([])
  })

  it('takes categories a third party brings, after the built-in ones', () => {
    const valve = samplePlugin({ id: 'vendor.valve', category: 'vendor', categoryTitle: msg('Vendor parts') })
    const registry = registryWith(valve, alarm, line)
    expect(registry.categories()).toEqual(['chart', 'control', 'vendor'])
    expect(registry.list('vendor')).toEqual([valve])
    expect(() => samplePlugin({ id: 'Vendor.valve', category: 'Vendor' })).toThrow(
      /category must be a lower-case word/,
    )
  })
})

describe('search', () => {
  const registry = registryWith(line, pie, input, pipe, alarm)

  it('matches id and English title, ignoring case', () => {
    expect(registry.search('CHART')).toEqual([line, pie])
    expect(registry.search('realalarm')).toEqual([alarm])
    expect(registry.search('box')).toEqual([input])
  })

  it('needs every word to match; an empty query lists everything', () => {
    expect(registry.search('pie chart')).toEqual([pie])
    expect(registry.search('  ')).toEqual([line, pie, input, pipe, alarm])
    expect(registry.search('gauge')).toEqual([])
  })

  it('searches translated titles', () => {
    const zh: Record<string, string> = { 'test.Pipe': '管道', 'test.Line chart': '折线图' }
    const translate = (d: MessageDescriptor) => zh[d.id] ?? d.message
    expect(registry.search('管道', translate)).toEqual([pipe])
    expect(registry.search('折线', translate)).toEqual([line])
  })
})

describe('subscribe', () => {
  it('tells listeners about registrations and replacements until they unsubscribe', () => {
    const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>()
    const listener = vi.fn()
    const unsubscribe = registry.subscribe(listener)
    registry.register(line)
    const replacement = samplePlugin()
    registry.register(replacement, { override: 'replace' })
    unsubscribe()
    registry.register(pie)
    expect(listener.mock.calls).toEqual([
      [{ kind: 'registered', plugin: line }],
      [{ kind: 'replaced', plugin: replacement }],
    ])
  })

  it('reaches every listener even if one throws, then rethrows', () => {
    const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>()
    const later = vi.fn()
    registry.subscribe(() => {
      throw new Error('listener failed')
    })
    registry.subscribe(later)
    expect(() => registry.register(line)).toThrow('listener failed')
    expect(later).toHaveBeenCalledOnce()
    expect(registry.has('chart.line')).toBe(true)
  })

  it('treats two subscriptions of one function as two', () => {
    const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>()
    const listener = vi.fn()
    const first = registry.subscribe(listener)
    registry.subscribe(listener)
    first()
    registry.register(line)
    expect(listener).toHaveBeenCalledOnce()
  })
})
