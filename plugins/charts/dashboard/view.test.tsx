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

test('a half arc; the reading under it at once, the waiting state before a value', async () => {
  const spec = await draw(
    { bound: new Set(['value']), live: { value: live(42.25) } },
    { decimals: 1, unit: 'bar' },
  )
  expect(spec.coordinate.startAngle).toBeCloseTo(-Math.PI)
  expect(mounted?.container.querySelector('.gx-dashboard__reading')?.textContent).toBe('42.3 bar')
  await mounted?.unmount()
  mounted = undefined
  await draw({ bound: new Set(['value']) })
  expect(
    (mounted as Mounted<Props> | undefined)?.container.querySelector('[data-quality="waiting"]'),
  ).not.toBeNull()
  expect(lastSpec().style.pointerStroke).toBe('transparent')
  expect(propsForView(manifest, { min: 10, max: 5 })).toMatchObject({ min: 0, max: 100 })
})
