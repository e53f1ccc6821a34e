// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { gaugeProps } from '../../../plugins/charts/gauge/manifest.ts'
import GaugeView from '../../../plugins/charts/gauge/view.tsx'
import { hostProps, type Mounted, renderWidget } from './support/renderWidget.tsx'

// G2 stands in as a host that records what it is asked to draw (jsdom has no canvas).
const hosts = vi.hoisted(() => [] as { specs: unknown[]; rendered: () => void }[])
vi.mock('../../../plugins/charts/shared/chartHost.ts', () => ({
  createChartHost: (_container: HTMLElement, _size: unknown, onRendered: () => void) => {
    const host = { specs: [] as unknown[], rendered: onRendered }
    hosts.push(host)
    return {
      render: (spec: unknown) => host.specs.push(spec),
      resize: () => {},
      destroy: () => {},
    }
  },
}))

let mounted: Mounted<ReturnType<typeof defaultProps<typeof gaugeProps>>> | undefined

afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  hosts.length = 0
})

test('a runtime gauge shows its live reading before G2 has loaded, and the dial after', async () => {
  const props = { ...defaultProps(gaugeProps), unit: 'bar', decimals: 2 }
  const live = { value: { value: 4.256, quality: 'good' as const, time: 1 } }
  mounted = await renderWidget(GaugeView, hostProps(props, { width: 300, height: 300, live }))
  const placeholder = () => mounted?.container.querySelector('[data-testid="chart-placeholder"]')
  // The first render shows the value; G2 is not even asked for until a frame has been drawn.
  expect(placeholder()?.textContent).toBe('4.26 bar')
  expect(hosts).toHaveLength(0)

  await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
  expect(hosts).toHaveLength(1)
  expect(hosts[0]?.specs).toHaveLength(1)
  act(() => hosts[0]?.rendered())
  expect(placeholder()).toBeNull()
  expect(mounted.container.querySelector('.gx-chart__plot')?.getAttribute('data-rendered')).toBe('true')
})
