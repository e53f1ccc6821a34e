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

test('areas are filled, more strongly than the line chart; smooth is a choice', async () => {
  let spec = await draw({ mode: 'design' }, { source: 'static' })
  expect(spec.children[0].style.fillOpacity).toBeGreaterThan(0.14)
  expect(spec.children[1].encode.shape).toBe('line')
  await mounted?.unmount()
  mounted = undefined
  spec = await draw({ mode: 'design' }, { source: 'static', smooth: true })
  expect(spec.children[1].encode.shape).toBe('smooth')
  expect(propsForView(manifest, { source: 'sometimes' }).source).toBe('live')
})

test('bound but no value yet: waiting, no invented values', async () => {
  const spec = await draw({ bound: new Set(['s1']) })
  expect(spec.data).toEqual([])
  expect(mounted?.container.textContent).toContain('Waiting for live data')
  expect(mounted?.container.querySelector('[data-quality="waiting"]')).not.toBeNull()
})
