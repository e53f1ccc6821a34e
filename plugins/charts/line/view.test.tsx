// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, type Mounted, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
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
