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

test('outlines on polar axes, the outer ring fixed at max unless it fits the data', async () => {
  let spec = await draw({ mode: 'design' })
  expect(spec.coordinate.type).toBe('polar')
  expect(spec.scale.y.domain).toEqual([0, 100])
  await mounted?.unmount()
  mounted = undefined
  spec = await draw({ mode: 'design' }, { autoScale: true })
  expect(spec.scale.y.domain).toBeUndefined()
})

test('live: the bound series are the axes of one outline', async () => {
  const spec = await draw(
    { bound: new Set(['s1', 's2', 's3']), live: { s1: live(90), s2: live(80), s3: live(70) } },
    { source: 'live', title: 'Press 2' },
  )
  expect(spec.data.map((row: Spec) => [row.x, row.y, row.series])).toEqual([
    ['Availability', 90, 'Press 2'],
    ['Performance', 80, 'Press 2'],
    ['Quality', 70, 'Press 2'],
  ])
})
