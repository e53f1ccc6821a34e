// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { checkFormControls } from '../shared/formRegistry.ts'
import { props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('lists the instances of an object query and sends the chosen one', async () => {
  const designed = {
    ...defaultProps(props),
    optionSource: 'query' as const,
    sourceTemplate: 'Pump',
    formName: 'pick',
    fieldName: 'pump',
    required: true,
  }
  const view = await renderWidget(View, hostProps(designed, { services: createStoryServices() }))
  await act(async () => {})
  const items = [...view.container.querySelectorAll('[role="option"]')]
  expect(items.map((item) => item.textContent)).toEqual(['Pump P-101', 'Pump P-102', 'Pump P-103'])
  expect(checkFormControls('pick').valid).toBe(false)
  await act(async () => {
    ;(items[1] as HTMLElement).click()
  })
  expect(checkFormControls('pick').values).toEqual({ pump: 'P102' })
  await view.unmount()
})

test('options from an object property holding JSON', async () => {
  const services = createStoryServices({
    properties: { 'Plant.areas': '[{"label":"Intake","value":"in"},{"label":"Filters","value":"fi"}]' },
  })
  const designed = {
    ...defaultProps(props),
    optionSource: 'property' as const,
    sourceObject: 'Plant',
    sourceProperty: 'areas',
  }
  const view = await renderWidget(View, hostProps(designed, { services }))
  await act(async () => {})
  expect([...view.container.querySelectorAll('[role="option"]')].map((item) => item.textContent)).toEqual([
    'Intake',
    'Filters',
  ])
  await view.unmount()
})
