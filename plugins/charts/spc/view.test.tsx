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

test('the sample data as an I-MR chart with limits, rules and the out-of-control count', async () => {
  await draw({ mode: 'design' })
  // Two G2 charts: the I chart, and the MR chart under it.
  expect(hosts).toHaveLength(2)
  const [main, dispersion] = hosts.map((host) => host.specs.at(-1) as Spec) as [Spec, Spec]
  expect(main?.type).toBe('view')
  expect(main.data).toHaveLength(20)
  expect(dispersion.data).toHaveLength(19)
  const out = main.data.filter((row: Spec) => row.out)
  expect(out.length).toBeGreaterThan(0)
  expect(mounted?.container.querySelector('[data-out-of-control]')?.getAttribute('data-out-of-control')).toBe(
    String(out.length),
  )
})

test('rules switched off mark nothing; fixed limits replace the computed ones', async () => {
  const spec = await draw(
    { mode: 'design' },
    {
      rule1: false,
      rule2: false,
      rule3: false,
      rule4: false,
      limits: 'fixed',
      center: 50,
      ucl: 52,
      lcl: 48,
      dispersion: false,
    },
  )
  expect(spec.type).toBe('view')
  // No range chart asked for: one G2 chart.
  expect(hosts).toHaveLength(1)
  expect(spec.data.every((row: Spec) => !row.out && row.ucl === 52 && row.lcl === 48)).toBe(true)
  expect(mounted?.container.textContent).toContain('In control')
})

test('fixed limits must be ordered; X̄–R needs subgroups of 2 to 10', () => {
  expect(propsForView(manifest, { limits: 'fixed', ucl: 1, center: 2, lcl: 0 })).toMatchObject({
    ucl: 51,
    center: 50,
    lcl: 49,
  })
  expect(propsForView(manifest, { subgroupSize: 12 }).subgroupSize).toBe(5)
})

test('live p chart: each reported count against the bound sample size', async () => {
  const bound = new Set(['s1'])
  await draw({ bound, live: { s1: live(3, 'good', 1) } }, { source: 'live', kind: 'p', sampleSize: 50 })
  expect(mounted?.container.textContent).toContain('Not enough points')
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
  await mounted?.rerender(
    hostProps(
      { ...defaultProps(props), source: 'live' as const, kind: 'p' as const, sampleSize: 50 },
      { width: 450, height: 250, bound, live: { s1: live(5, 'good', 2) } },
    ),
  )
  // A p chart has no range chart: its one chart is the last host.
  const spec = lastSpec()
  expect(spec.data.map((row: Spec) => row.value)).toEqual([0.06, 0.1])
})
