// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createDesignerStore } from '../../../../app/designer/state/designerStore'
import { LiveBindings } from '../../../../app/runtime/live/liveBindings'
import { pageWidgets } from '../../../../app/runtime/loadRuntimePage'
import ValuesList from '../../../../app/runtime/valuesList/ValuesList'
import type { WidgetHost } from '../../../../app/stage/widgetHost'
import { createPluginRegistry } from '../../../../engine/plugins/registry'
import { registerBuiltinPlugins } from '../../../../plugins/index'
import type { GantryPlugin } from '../../../../plugins/shared/viewContract'
import { page, widget } from '../../engine/support/builders'

// Issue 19, defect 6: the list must show what the screen shows, as values change.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-us', messages: {} })
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  vi.useFakeTimers()
})

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('the list follows the values the widgets show', async () => {
  const registry = createPluginRegistry<GantryPlugin>()
  registerBuiltinPlugins(registry)
  const level = { objName: 'Tank_1', propName: 'level' }
  const store = createDesignerStore(
    page({
      b1: [
        widget('reading', {
          type: 'form.label',
          x: 0,
          y: 0,
          bindings: { text: { ...level, transform: { kind: 'format', decimals: 2, unit: '' } } },
        }),
        widget('gauge', {
          type: 'chart.gauge',
          x: 0,
          y: 60,
          props: { title: '' },
          bindings: { value: level },
        }),
      ],
    }),
    { registry },
  )
  // Flushes run when asked, as animation frames would.
  const frames: (() => void)[] = []
  const bindings = new LiveBindings(pageWidgets(store.state.doc), (flush) => frames.push(flush))
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <ValuesList
          store={store}
          bindings={bindings}
          host={{ emit() {} } as unknown as WidgetHost}
          onLocate={() => {}}
          onClose={() => {}}
        />
      </I18nProvider>,
    ),
  )
  const shows = () =>
    [...container.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[1]?.textContent)
  const send = async (value: number) => {
    bindings.receive({ 'Tank_1.level': { value, quality: 'good', timestamp: new Date(0).toISOString() } })
    for (const flush of frames.splice(0)) flush()
    await act(async () => vi.advanceTimersByTime(300))
  }
  await send(23)
  expect(shows()).toEqual(['23.00', 'Value: 23.0 %'])
  await send(24.2)
  expect(shows()).toEqual(['24.20', 'Value: 24.2 %'])
  await act(async () => root.unmount())
})
