import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { assertValidPlugin, definePlugin } from '../../../engine/plugins/contract.ts'
import { compareCategories } from '../../../engine/plugins/pluginCategories.ts'
import { bindableProps, defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { validateProps } from '../../../engine/plugins/propsValidation.ts'
import { createPluginRegistry } from '../../../engine/plugins/registry.ts'
import { builtinPluginIds, builtinPlugins, registerBuiltinPlugins } from '../../../plugins/index.ts'
import type { GantryPlugin } from '../../../plugins/shared/viewContract.ts'
import { pluginFolders } from '../../tools/pluginFolders.ts'

describe('built-in plugin manifests', () => {
  test.each(builtinPlugins.map((plugin) => [plugin.id, plugin] as const))(
    '%s keeps the contract',
    (_id, plugin) => {
      expect(() => assertValidPlugin(plugin)).not.toThrow()
      expect(definePlugin(plugin)).toBe(plugin)
      expect(plugin.version).toBe(1)
      expect(plugin.title.message.length).toBeGreaterThan(0)
      expect(validateProps(plugin.props, defaultProps(plugin.props))).toEqual({})
      expect(typeof plugin.views.design).toBe('function')
      expect(typeof plugin.views.runtime).toBe('function')
    },
  )

  test('ids are unique and name their category', () => {
    expect(new Set(builtinPluginIds).size).toBe(builtinPluginIds.length)
    for (const plugin of builtinPlugins) expect(plugin.id.split('.')[0]).toBe(plugin.category)
  })

  test('every plugin folder is discovered, none listed by hand', () => {
    const folders = pluginFolders(resolve(import.meta.dirname, '../../..')).map(
      (folder) => folder.split('/')[2],
    )
    expect(builtinPluginIds.map((id) => id.split('.')[1]).sort()).toEqual(folders.sort())
    // The spec's first plugins of every family are among them.
    expect(builtinPluginIds).toEqual(
      expect.arrayContaining(['chart.line', 'form.label', 'shape.pipe', 'symbol.pump', 'control.realAlarm']),
    )
  })

  test('registerBuiltinPlugins registers every one, once, in palette order', () => {
    const registry = createPluginRegistry<GantryPlugin>()
    registerBuiltinPlugins(registry)
    const listed = registry.list()
    expect(listed.map((plugin) => plugin.id).sort()).toEqual([...builtinPluginIds].sort())
    // Categories in the palette's order, and within each the manifests' `order`.
    const categories = registry.categories()
    expect([...categories].sort(compareCategories)).toEqual(categories)
    for (const category of categories) {
      const orders = registry.list(category).map((plugin) => plugin.order ?? 100)
      expect(orders, category).toEqual([...orders].sort((a, b) => a - b))
    }
    expect(() => registerBuiltinPlugins(registry)).toThrow(/already registered/)
    expect(() => registerBuiltinPlugins(registry, { override: 'replace' })).not.toThrow()
  })

  test('charts take the spec default sizes (450×250, 250×250 or 300×250)', () => {
    const size = (id: string) => builtinPlugins.find((plugin) => plugin.id === id)?.defaultSize
    expect(size('chart.line')).toEqual({ w: 450, h: 250 })
    expect(size('chart.column')).toEqual({ w: 450, h: 250 })
    expect(size('chart.pie')).toEqual({ w: 300, h: 250 })
    expect(size('chart.gauge')).toEqual({ w: 250, h: 250 })
    // Spec S0 §9: text images default to 100×100.
    expect(size('shape.text')).toEqual({ w: 100, h: 100 })
  })

  test('shapes and symbols render on the canvas, everything else in the DOM', () => {
    for (const plugin of builtinPlugins) {
      const canvas = plugin.category === 'shape' || plugin.category === 'symbol'
      expect(plugin.render, plugin.id).toBe(canvas ? 'canvas' : 'dom')
    }
  })

  test('the props that follow live data are bindable', () => {
    const bindable = (id: string) =>
      bindableProps(builtinPlugins.find((plugin) => plugin.id === id)?.props ?? {})
    expect(bindable('chart.gauge')).toContain('value')
    expect(bindable('chart.line')).toContain('value')
    expect(bindable('form.input')).toContain('value')
    expect(bindable('form.label')).toEqual(expect.arrayContaining(['text', 'color']))
    expect(bindable('shape.pipe')).toEqual(expect.arrayContaining(['flow', 'fill', 'stroke']))
    expect(bindable('symbol.pump')).toContain('state')
    expect(bindable('form.button')).toEqual(expect.arrayContaining(['text', 'disabled']))
  })

  test('the button raises noticeOnclick', () => {
    expect(Object.keys(builtinPlugins.find((plugin) => plugin.id === 'form.button')?.events ?? {})).toEqual([
      'noticeOnclick',
    ])
  })

  test('the trend chart allows at most eight pens and 30 s to 30 days', () => {
    const trend = builtinPlugins.find((plugin) => plugin.id === 'control.trendChart')
    const pens = trend?.props.pens
    expect(pens?.kind === 'list' && pens.maxItems).toBe(8)
    const range = trend?.props.rangeSeconds
    expect(range?.kind === 'number' && [range.min, range.max]).toEqual([30, 30 * 24 * 3600])
  })
})
