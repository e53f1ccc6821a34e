// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, type Mounted, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { columnProps, manifest } from './manifest.ts'
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
type Props = ReturnType<typeof defaultProps<typeof columnProps>>
let mounted: Mounted<Props> | undefined
afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  hosts.length = 0
})

async function draw(over: Partial<Props> = {}) {
  mounted = await renderWidget(
    View,
    hostProps({ ...defaultProps(columnProps), ...over }, { width: 450, height: 250 }),
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
  return hosts[hosts.length - 1]?.specs.at(-1) as Spec
}

test('schema: the spec’s 450×250, a bad layout falls back to grouped', () => {
  expect(manifest.defaultSize).toEqual({ w: 450, h: 250 })
  expect(propsForView(manifest, { layout: 'sideways' }).layout).toBe('grouped')
})

test('grouped columns dodge, stacked ones stack; the typed rows are drawn', async () => {
  const data = [
    { x: 'Mon', y: 4, series: 'Line 1' },
    { x: 'Mon', y: 6, series: 'Line 2' },
    { x: 'Tue', y: 5, series: 'Line 1' },
  ]
  let marks = JSON.stringify(await draw({ data, layout: 'grouped' }))
  expect(marks).toContain('dodgeX')
  expect(marks).not.toContain('stackY')
  expect(marks).toContain('Line 2')
  await mounted?.unmount()
  mounted = undefined
  marks = JSON.stringify(await draw({ data, layout: 'stacked' }))
  expect(marks).toContain('stackY')
  expect(marks).not.toContain('dodgeX')
})
