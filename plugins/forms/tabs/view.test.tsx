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
  expect(events).toEqual([['noticeOnclick', 'alarms']])
  expect(checkFormControls('view').values).toEqual({ tab: 'alarms' })
  await view.unmount()
})
