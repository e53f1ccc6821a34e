import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createPluginRegistry,
  createViewLoader,
  ViewLoadTimeoutError,
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
    const registry = createPluginRegistry<string>()
    const { plugin, designSpy, runtime } = spiedPlugin(async () => 'design')
    const loads = [registry.loadView(plugin, 'design'), registry.loadView(plugin, 'design')]
    expect(loads[0]).toBe(loads[1])
    expect(await Promise.all(loads)).toEqual(['design', 'design'])
    expect(await registry.loadView(plugin, 'design')).toBe('design')
    expect(designSpy).toHaveBeenCalledOnce()
    expect(runtime).not.toHaveBeenCalled()
    expect(await registry.loadView(plugin, 'runtime')).toBe('runtime')
    expect(runtime).toHaveBeenCalledOnce()
  })

  it('does not keep a failed load: the next call imports again and can succeed', async () => {
    const load = createViewLoader<string>()
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
    const load = createViewLoader<string>()
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
    const load = createViewLoader<string>()
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
    const registry = createPluginRegistry<string>({ timeoutMs: 50 })
    const { plugin } = spiedPlugin(() => new Promise<string>(() => {}))
    const load = registry.loadView(plugin, 'design')
    const outcome = expect(load).rejects.toBeInstanceOf(ViewLoadTimeoutError)
    await vi.advanceTimersByTimeAsync(50)
    await outcome
  })

  it('clears its timer once the view arrives', async () => {
    vi.useFakeTimers()
    const load = createViewLoader<string>()
    const { plugin } = spiedPlugin(async () => 'design')
    expect(await load(plugin, 'design')).toBe('design')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('loads a replaced plugin its own views', async () => {
    const registry = createPluginRegistry<string>()
    const first = spiedPlugin(async () => 'old design')
    const second = spiedPlugin(async () => 'new design')
    registry.register(first.plugin)
    expect(await registry.loadView(first.plugin, 'design')).toBe('old design')
    registry.register(second.plugin, { override: 'replace' })
    expect(registry.get('chart.line')).toBe(second.plugin)
    expect(await registry.loadView(second.plugin, 'design')).toBe('new design')
  })
})
