// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, type Mounted, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { manifest, type Props, props } from './manifest.ts'
import View from './view.tsx'

// G2 stands in as a host that records the specs it is asked to draw (jsdom has no canvas).
const hosts = vi.hoisted(() => [] as { specs: unknown[] }[])
vi.mock('../shared/chartHost.ts', () => ({
  createChartHost: () => {
    const host = { specs: [] as unknown[] }
    hosts.push(host)
    return { render: (spec: unknown) => host.specs.push(spec), resize: () => {}, destroy: () => {} }
  },
}))

// biome-ignore lint/suspicious/noExplicitAny: a loose view of G2's deep spec type is what these tests need
type Spec = Record<string, any>
let mounted: Mounted<Props> | undefined
afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  hosts.length = 0
})

/** Mounts the view, waits for the (stand-in) chart library, returns the last spec drawn. */
async function draw(host: Parameters<typeof hostProps<Props>>[1] = {}, over: Partial<Props> = {}) {
  mounted = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), ...over }, { width: 450, height: 250, ...host }),
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
  return lastSpec()
}
const lastSpec = (): Spec => hosts[hosts.length - 1]?.specs.at(-1) as Spec
const live = (value: unknown, quality: 'good' | 'bad' = 'good', time = Date.now()) => ({
  value,
  quality,
  time,
})

test('static rows draw as smooth lines without fill; the schema keeps the trend window rules', async () => {
  expect(manifest.defaultSize).toEqual({ w: 450, h: 250 })
  const spec = await draw({ mode: 'design' }, { source: 'static' })
  expect(spec.data).toHaveLength(16)
  // A line only: no (invisible) area mark under it.
  expect(spec.children.map((child: { type: string }) => child.type)).toEqual(['line'])
  expect(spec.children[0].encode.shape).toBe('smooth')
  expect(propsForView(manifest, { windowSeconds: 10 }).windowSeconds).toBe(300)
  expect(propsForView(manifest, { windowSeconds: 31 * 24 * 3600 }).windowSeconds).toBe(300)
})

test('live: bound series on a time axis; a bad value is a gap', async () => {
  const bound = new Set(['s1', 's2'])
  await draw({ bound, live: { s1: live(40), s2: live(12) } })
  let spec = lastSpec()
  expect(spec.scale.x.type).toBe('time')
  expect(spec.data.map((row: Spec) => [row.series, row.y])).toEqual([
    ['Inflow', 40],
    ['Outflow', 12],
  ])
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
  await mounted?.rerender(
    hostProps(
      { ...defaultProps(props) },
      { width: 450, height: 250, bound, live: { s1: live(41, 'bad'), s2: live(13) } },
    ),
  )
  spec = lastSpec()
  expect(spec.data.filter((row: Spec) => row.series === 'Inflow').map((row: Spec) => row.y)).toContain(null)
  expect(mounted?.container.querySelector('[data-quality="bad"]')).not.toBeNull()
})

test('history: the stored values of the window, asked for each bound series', async () => {
  const asked: string[] = []
  const now = Date.now()
  const history = async (prop: string, start: number, end: number) => {
    asked.push(prop)
    expect(end - start).toBe(300_000)
    return [
      { time: now - 200_000, value: 5 },
      { time: now - 100_000, value: 7 },
    ]
  }
  const spec = await draw({ bound: new Set(['s1']), history }, { source: 'history' })
  expect(asked).toEqual(['s1'])
  expect(spec.data.map((row: Spec) => row.y)).toEqual(expect.arrayContaining([5, 7]))
})
