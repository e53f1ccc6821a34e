// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import {
  click,
  hostProps,
  type Mounted,
  renderWidget,
  settle,
} from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { lineProps, manifest } from './manifest.ts'
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
type Props = ReturnType<typeof defaultProps<typeof lineProps>>
let mounted: Mounted<Props> | undefined
afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  hosts.length = 0
})

async function draw(over: Partial<Props> = {}, host: Parameters<typeof hostProps<Props>>[1] = {}) {
  mounted = await renderWidget(
    View,
    hostProps({ ...defaultProps(lineProps), ...over }, { width: 450, height: 250, ...host }),
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
  return hosts[hosts.length - 1]?.specs.at(-1) as Spec
}

test('schema: the spec’s 450×250, live by default, an unknown source falls back to live', () => {
  expect(manifest.defaultSize).toEqual({ w: 450, h: 250 })
  expect(defaultProps(lineProps).source).toBe('live')
  expect(propsForView(manifest, { source: 'sometimes' }).source).toBe('live')
})

test('static rows typed in the inspector are drawn as they are', async () => {
  const data = [
    { x: '08:00', y: 61, series: 'Flow' },
    { x: '09:00', y: 64, series: 'Flow' },
  ]
  const spec = await draw({ source: 'static', data }, { mode: 'design' })
  const marks = JSON.stringify(spec)
  expect(marks).toContain('"08:00"')
  expect(marks).toContain('64')
})

test('bound but no value yet: waiting, no invented values', async () => {
  await draw({}, { bound: new Set(['value']) })
  expect(mounted?.container.textContent).toContain('Waiting for live data')
})

test('a series switched off in the legend stays off as new values arrive, and comes back when switched on', async () => {
  const rows = (level: number) => [
    { x: '08:00', y: 61, series: 'Flow' },
    { x: '08:00', y: level, series: 'Level' },
  ]
  const props = { ...defaultProps(lineProps), source: 'static' as const, showLegend: true, data: rows(40) }
  const host = { width: 450, height: 250, mode: 'design' as const }
  await draw(props, host)
  const flow = [...(mounted?.container.querySelectorAll('.gx-legend button') ?? [])].find(
    (button) => button.textContent === 'Flow',
  )
  expect(flow?.getAttribute('aria-pressed')).toBe('true')
  await click(flow)
  const latest = () => hosts[hosts.length - 1]?.specs.at(-1) as Spec
  expect(latest().data.map((row: Spec) => row.series)).toEqual(['Level'])
  // G2 draws no legend of its own; the colours stay where they were.
  expect(latest().legend).toBe(false)
  expect(latest().scale.color.domain).toEqual(['Flow', 'Level'])
  await mounted?.rerender(hostProps({ ...props, data: rows(42) }, host))
  await settle()
  expect(latest().data).toEqual([{ x: '08:00', y: 42, series: 'Level' }])
  expect(flow?.getAttribute('aria-pressed')).toBe('false')
  await click(flow)
  expect(latest().data.map((row: Spec) => row.series)).toEqual(['Flow', 'Level'])
})
