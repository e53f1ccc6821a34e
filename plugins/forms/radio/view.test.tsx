// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { checkFormControls } from '../shared/formRegistry.ts'
import { manifest, props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('lists the designed choices as a labelled radio group, none chosen at first', async () => {
  const view = await renderWidget(View, hostProps(defaultProps(props)))
  const radios = view.container.querySelectorAll('[role="radio"]')
  expect([...radios].map((radio) => radio.textContent)).toEqual(['Day', 'Evening', 'Night'])
  expect(view.container.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Shift')
  expect(view.container.querySelector('[aria-checked="true"]')).toBeNull()
  await view.unmount()
})

test('a required choice in a form: the submit check shows the message until one is chosen', async () => {
  const designed = { ...defaultProps(props), formName: 'shift', fieldName: 'shift', required: true }
  const view = await renderWidget(View, hostProps(designed))
  let result = checkFormControls('shift')
  await act(async () => {})
  expect(result.valid).toBe(false)
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('This field is required')
  await act(async () => {
    ;(view.container.querySelectorAll('[role="radio"]')[2] as HTMLElement).click()
  })
  expect(view.container.querySelector('[role="alert"]')).toBeNull()
  result = checkFormControls('shift')
  expect(result).toEqual({ valid: true, values: { shift: 'night' }, count: 1 })
  await view.unmount()
  expect(checkFormControls('shift').count).toBe(0)
})

test('the schema refuses a form name that breaks the name rule', () => {
  expect(propsForView(manifest, { formName: '9shift' }).formName).toBe('')
  expect(propsForView(manifest, { formName: 'shift_2' }).formName).toBe('shift_2')
})
