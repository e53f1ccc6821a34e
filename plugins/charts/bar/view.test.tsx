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

test('static rows as horizontal bars', async () => {
  const spec = await draw({ mode: 'design' })
  expect(spec.coordinate.transform).toEqual([{ type: 'transpose' }])
  expect(spec.data).toHaveLength(10)
})

test('live: one bar per bound series; a bad value stays, dimmed by the frame', async () => {
  const bound = new Set(['s1', 's2'])
  let spec = await draw(
    { bound, live: { s1: live(71.234), s2: live(64) } },
    {
      source: 'live',
      series: [
        { name: 'L1', color: '#ff0000' },
        { name: 'L2', color: '' },
      ],
    },
  )
  expect(spec.data).toEqual([
    { x: 'L1', y: 71.234, series: 'L1' },
    { x: 'L2', y: 64, series: 'L2' },
  ])
  expect(spec.scale.color.range[0]).toBe('#ff0000')
  await mounted?.rerender(
    hostProps(
      { ...defaultProps(props), source: 'live' as const },
      { width: 450, height: 250, bound, live: { s1: live(70, 'bad'), s2: live(64) } },
    ),
  )
  spec = lastSpec()
  expect(spec.data.map((row: Spec) => row.y)).toEqual([70, 64])
  expect(mounted?.container.querySelector('.gx-chart[data-quality="bad"]')).not.toBeNull()
})
