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
const _live = (value: unknown, quality: 'good' | 'bad' = 'good', time = Date.now()) => ({
  value,
  quality,
  time,
})

test('a ring with its total in the hole', async () => {
  expect(manifest.defaultSize).toEqual({ w: 300, h: 250 })
  const spec = await draw({ mode: 'design' })
  expect(spec.coordinate.innerRadius).toBeCloseTo(0.62)
  expect(mounted?.container.querySelector('.gx-chart__overlay')?.textContent).toBe('100 hTotal')
  expect(propsForView(manifest, { innerRadius: 2 }).innerRadius).toBe(0.62)
})

test('history: each slice is the mean of its series over the window', async () => {
  const now = Date.now()
  const history = async (prop: string) =>
    prop === 's1'
      ? [
          { time: now - 3_600_000, value: 10 },
          { time: now - 1_800_000, value: 30 },
        ]
      : []
  await draw({ bound: new Set(['s1']), history }, { source: 'history', windowSeconds: 3600 })
  const [slice] = lastSpec().data
  expect(slice.name).toBe('Running')
  expect(slice.value).toBeGreaterThan(19)
  expect(slice.value).toBeLessThan(21)
})
