// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, type Mounted, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { type Props, props } from './manifest.ts'
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

test('static points on two value axes', async () => {
  const spec = await draw({ mode: 'design' }, { xTitle: 'Speed' })
  expect(spec.type).toBe('point')
  expect(spec.data).toHaveLength(10)
  expect(spec.axis.x.title).toBe('Speed')
  expect(spec.encode.size).toBeUndefined()
})

test('live: a point each time x or y changes, pairing the values in force', async () => {
  const bound = new Set(['s1', 's2'])
  await draw({ bound, live: { s1: live(10, 'good', 1), s2: live(20, 'good', 1) } }, { source: 'live' })
  // Later than PAIR_WINDOW_MS: a measurement of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
  await mounted?.rerender(
    hostProps(
      { ...defaultProps(props), source: 'live' as const },
      { width: 450, height: 250, bound, live: { s1: live(11, 'good', 2), s2: live(20, 'good', 1) } },
    ),
  )
  expect(lastSpec().data.map((row: Spec) => [row.x, row.y])).toEqual([
    [10, 20],
    [11, 20],
  ])
})

test('only x bound: says what to bind', async () => {
  await draw({ bound: new Set(['s1']), live: { s1: live(1) } }, { source: 'live' })
  expect(mounted?.container.textContent).toContain('Bind series 1 (x) and series 2 (y)')
})
