// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, type Mounted, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { manifest, pieProps } from './manifest.ts'
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
type Props = ReturnType<typeof defaultProps<typeof pieProps>>
let mounted: Mounted<Props> | undefined
afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  hosts.length = 0
})

async function draw(over: Partial<Props> = {}) {
  mounted = await renderWidget(
    View,
    hostProps({ ...defaultProps(pieProps), ...over }, { width: 300, height: 250 }),
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
  return hosts[hosts.length - 1]?.specs.at(-1) as Spec
}

test('schema: the spec’s 300×250, defaults valid, a bad label mode falls back', () => {
  expect(manifest.defaultSize).toEqual({ w: 300, h: 250 })
  expect(propsForView(manifest, { labels: 'everywhere' }).labels).toBe(defaultProps(pieProps).labels)
})

test('draws the slices typed in the inspector, dropping negative and non-numeric ones', async () => {
  const spec = await draw({
    data: [
      { name: 'Running', value: 6 },
      { name: 'Idle', value: 2 },
      { name: 'Broken', value: -1 },
      { name: 'Text', value: 'x' as never },
    ],
  })
  const marks = JSON.stringify(spec)
  expect(marks).toContain('Running')
  expect(marks).toContain('Idle')
  expect(marks).not.toContain('Broken')
  expect(marks).not.toContain('"Text"')
})
