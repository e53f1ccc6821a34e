import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createPluginRegistry,
  createViewLoader,
  type PropsSchema,
  ViewLoadTimeoutError,
  type WidgetPlugin,
} from '../../../../engine/plugins/index.ts'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../../engine/rules/display.ts'
import { samplePlugin } from './samplePlugins.ts'

/** A plugin whose views are spies, so tests can count imports and decide their outcome. */
function spiedPlugin(design: () => Promise<string>, runtime = vi.fn(async () => 'runtime')) {
  const designSpy = vi.fn(design)
  return { plugin: samplePlugin({ views: { design: designSpy, runtime } }), designSpy, runtime }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('loadView', () => {
  it('imports each view once however many widgets ask, per plugin and kind', async () => {
    const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>()
    const { plugin, designSpy, runtime } = spiedPlugin(async () => 'design')
    const loads = [registry.views.load(plugin, 'design'), registry.views.load(plugin, 'design')]
    expect(loads[0]).toBe(loads[1])
    expect(await Promise.all(loads)).toEqual(['design', 'design'])
    expect(await registry.views.load(plugin, 'design')).toBe('design')
    expect(designSpy).toHaveBeenCalledOnce()
    expect(runtime).not.toHaveBeenCalled()
    expect(await registry.views.load(plugin, 'runtime')).toBe('runtime')
    expect(runtime).toHaveBeenCalledOnce()
  })

  it('does not keep a failed load: the next call imports again and can succeed', async () => {
    const { load } = createViewLoader()
    let attempts = 0
    const { plugin, designSpy } = spiedPlugin(async () => {
      attempts++
      if (attempts === 1) throw new Error('chunk 404')
      return 'design'
    })
    await expect(load(plugin, 'design')).rejects.toThrow('chunk 404')
    expect(await load(plugin, 'design')).toBe('design')
    expect(await load(plugin, 'design')).toBe('design')
    expect(designSpy).toHaveBeenCalledTimes(2)
  })

  it('turns a loader that throws synchronously into a rejection', async () => {
    const { load } = createViewLoader()
    const plugin = samplePlugin({
      views: {
        design: () => {
          throw new Error('no such chunk')
        },
        runtime: async () => 'runtime',
      },
    })
    await expect(load(plugin, 'design')).rejects.toThrow('no such chunk')
  })

  it('gives up after the spec time-out of 120000 ms, then lets a retry succeed', async () => {
    vi.useFakeTimers()
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    const { load } = createViewLoader()
    let attempts = 0
    const { plugin } = spiedPlugin(() => {
      attempts++
      return attempts === 1 ? new Promise<string>(() => {}) : Promise.resolve('design')
    })
    const hanging = load(plugin, 'design')
    const outcome = expect(hanging).rejects.toThrow(
      `Loading the design view of plugin 'chart.line' timed out after 120000 ms`,
    )
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(load(plugin, 'design')).toBe(hanging)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    const error = await hanging.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ViewLoadTimeoutError)
    expect(error).toMatchObject({ pluginId: 'chart.line', kind: 'design', timeoutMs: CHUNK_LOAD_TIMEOUT_MS })
    expect((error as ViewLoadTimeoutError).descriptor.values).toEqual({ type: 'chart.line' })
    expect(await load(plugin, 'design')).toBe('design')
  })

  it('takes an injected time-out', async () => {
    vi.useFakeTimers()
    const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>({ timeoutMs: 50 })
    const { plugin } = spiedPlugin(() => new Promise<string>(() => {}))
    const loading = registry.views.load(plugin, 'design')
    const outcome = expect(loading).rejects.toBeInstanceOf(ViewLoadTimeoutError)
    await vi.advanceTimersByTimeAsync(50)
    await outcome
  })

  it('clears its timer once the view arrives', async () => {
    vi.useFakeTimers()
    const { load } = createViewLoader()
    const { plugin } = spiedPlugin(async () => 'design')
    expect(await load(plugin, 'design')).toBe('design')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('loads a replaced plugin its own views', async () => {
    const registry = createPluginRegistry<WidgetPlugin<PropsSchema, string>>()
    const first = spiedPlugin(async () => 'old design')
    const second = spiedPlugin(async () => 'new design')
    registry.register(first.plugin)
    expect(await registry.views.load(first.plugin, 'design')).toBe('old design')
    registry.register(second.plugin, { override: 'replace' })
    expect(registry.get('chart.line')).toBe(second.plugin)
    expect(await registry.views.load(second.plugin, 'design')).toBe('new design')
  })

  it('peeks at a loaded view synchronously, and at nothing before or after a failure', async () => {
    const { load, peek } = createViewLoader()
    let attempts = 0
    const { plugin } = spiedPlugin(async () => {
      attempts++
      if (attempts === 1) throw new Error('chunk 404')
      return 'design'
    })
    const failing = load(plugin, 'design')
    expect(peek(plugin, 'design')).toBeUndefined()
    await expect(failing).rejects.toThrow('chunk 404')
    expect(peek(plugin, 'design')).toBeUndefined()
    await load(plugin, 'design')
    expect(peek(plugin, 'design')).toBe('design')
    expect(peek(plugin, 'runtime')).toBeUndefined()
  })

  it('loads painters the same way, retrying after a failure; a plugin without one rejects', async () => {
    const { load, peek } = createViewLoader()
    let attempts = 0
    const paint = vi.fn(async () => {
      attempts++
      if (attempts === 1) throw new Error('offline')
      return 'painter'
    })
    const plugin = samplePlugin({
      views: { design: async () => 'design', runtime: async () => 'runtime', paint },
    })
    await expect(load(plugin, 'paint')).rejects.toThrow('offline')
    expect(await load(plugin, 'paint')).toBe('painter')
    expect(peek(plugin, 'paint')).toBe('painter')
    expect(paint).toHaveBeenCalledTimes(2)
    await expect(load(samplePlugin(), 'paint')).rejects.toThrow(/has no paint view/)
  })
})
