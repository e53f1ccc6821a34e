// @vitest-environment jsdom
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { LoadedPage } from '../../../../app/runtime/loadRuntimePage'
import type { PluginRegistry } from '../../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../../plugins/shared/viewContract'
import { pageRecord, widget } from '../../engine/support/builders'

// What the server answers, by path; a path without an answer never answers.
const answers = new Map<string, () => Promise<Response>>()
const asked: string[] = []
let loadRuntimePage: (id: string) => Promise<LoadedPage>
let pageWidgets: typeof import('../../../../app/runtime/loadRuntimePage').pageWidgets
let registry: PluginRegistry<GantryPlugin>

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
const page = (id: string, type: string) =>
  json({ ...pageRecord({ b1: [widget('w1', { type, props: {} })] }, id), appId: 1, version: 1 })
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))])

beforeAll(async () => {
  localStorage.setItem('ticket', 'test-ticket')
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = String(input).split('?')[0] ?? ''
      asked.push(path)
      return answers.get(path)?.() ?? new Promise<Response>(() => {})
    }),
  )
  ;({ loadRuntimePage, pageWidgets } = await import('../../../../app/runtime/loadRuntimePage'))
  // The plugin catalogue imports every manifest: slow on a busy machine, so it is loaded before the tests
  // time what waits for the network.
  const { loadBuiltinRegistry } = await import('../../../../app/stage/plugins/registry')
  registry = await loadBuiltinRegistry()
}, 120_000)

describe('runtime page start-up', () => {
  test('a page of built-in widgets does not wait for the third-party plugins', async () => {
    answers.set('/api/compose/manage/pages/Page_builtin', async () => page('Page_builtin', 'form.label'))
    // /api/plugins/enabled never answers.
    const loaded = await within(loadRuntimePage('Page_builtin'), 5000)
    expect(loaded).not.toBe('pending')
    expect((loaded as LoadedPage).kind).toBe('page')
    expect(asked).not.toContain('/api/plugins/enabled')
  })

  test('a page with a widget no built-in plugin draws waits for them, then keeps the widget', async () => {
    answers.set('/api/compose/manage/pages/Page_vendor', async () => page('Page_vendor', 'vendor.gauge'))
    let answer: (response: Response) => void = () => {}
    answers.set('/api/plugins/enabled', () => new Promise<Response>((resolve) => (answer = resolve)))
    const loading = loadRuntimePage('Page_vendor')
    expect(await within(loading, 300)).toBe('pending')
    expect(asked).toContain('/api/plugins/enabled')
    answer(json({ list: [] }))
    const loaded = await loading
    if (loaded.kind !== 'page') throw new Error(`not a page: ${loaded.kind}`)
    // Kept intact, for the missing-plugin placeholder.
    expect(pageWidgets(loaded.store.state.doc).map((node) => node.type)).toEqual(['vendor.gauge'])
  })

  test('the views start downloading while placed symbols are read from the library', async () => {
    const symbol = widget('s1', { type: 'symbol.library', props: { symbolId: '7', symbolVersion: 1 } })
    const record = pageRecord(
      { b1: [widget('w1', { type: 'form.label', props: {} }), symbol] },
      'Page_symbols',
    )
    answers.set('/api/compose/manage/pages/Page_symbols', async () =>
      json({ ...record, appId: 1, version: 1 }),
    )
    // The drawing's request never answers: the page cannot finish loading, its views can start.
    const load = vi.spyOn(registry.views, 'load')
    const loading = loadRuntimePage('Page_symbols')
    expect(await within(loading, 300)).toBe('pending')
    expect(asked).toContain('/api/compose/manage/symbol/7/drawing')
    expect(load.mock.calls.map(([plugin]) => plugin.id)).toContain('form.label')
    load.mockRestore()
  })
})
