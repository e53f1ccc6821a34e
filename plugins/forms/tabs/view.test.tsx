// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { checkFormControls } from '../shared/formRegistry.ts'
import { props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('choosing a tab selects it, sends its value with the form and raises the click event', async () => {
  const events: unknown[] = []
  const designed = { ...defaultProps(props), formName: 'view', fieldName: 'tab' }
  const view = await renderWidget(
    View,
    hostProps(designed, { emit: (name, value) => events.push([name, value]) }),
  )
  const tabs = view.container.querySelectorAll('[role="tab"]')
  expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
  await act(async () => {
    ;(tabs[2] as HTMLElement).click()
  })
  expect(view.container.querySelectorAll('[role="tab"]')[2]?.getAttribute('aria-selected')).toBe('true')
  // The stage is told the tab shown (first the designed one), the page's click event fires on a choice.
  expect(events).toEqual([
    ['tabShown', 'overview'],
    ['noticeOnclick', 'alarms'],
    ['tabShown', 'alarms'],
  ])
  expect(view.container.querySelector('.gx-tabpanel')).not.toBeNull()
  expect(checkFormControls('view').values).toEqual({ tab: 'alarms' })
  await view.unmount()
})

test('a strip-high control has no panel; in the designer it shows the designed tab and tells no stage', async () => {
  const events: unknown[] = []
  const designed = { ...defaultProps(props), value: 'trends' }
  const view = await renderWidget(
    View,
    hostProps(designed, { mode: 'design', height: 36, emit: (name, value) => events.push([name, value]) }),
  )
  expect(view.container.querySelector('[aria-selected="true"]')?.textContent).toBe('Trends')
  expect(view.container.querySelector('.gx-tabpanel')).toBeNull()
  expect(events).toEqual([])
  // The inspector switches the tab edited.
  await view.rerender(hostProps({ ...designed, value: 'alarms' }, { mode: 'design', height: 36 }))
  expect(view.container.querySelector('[aria-selected="true"]')?.textContent).toBe('Alarms')
  await view.unmount()
})

test('a bound value chooses the tab shown and the stage hears of it', async () => {
  const events: unknown[] = []
  const designed = defaultProps(props)
  const host = hostProps(designed, {
    bound: new Set(['value']),
    live: { value: { value: 'trends', quality: 'good', time: 1 } },
    emit: (name, value) => events.push([name, value]),
  })
  const view = await renderWidget(View, host)
  expect(view.container.querySelector('[aria-selected="true"]')?.textContent).toBe('Trends')
  expect(events).toEqual([['tabShown', 'trends']])
  await view.unmount()
})
