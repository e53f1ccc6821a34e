// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { checkFormControls } from '../shared/formRegistry.ts'
import { props } from './manifest.ts'
import View, { toggled } from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('toggling keeps the options order', () => {
  const order = ['a', 'b', 'c']
  expect(toggled(['c'], 'a', order)).toEqual(['a', 'c'])
  expect(toggled(['a', 'c'], 'a', order)).toEqual(['c'])
})

test('ticked boxes are the form value, a list; required needs at least one', async () => {
  const designed = { ...defaultProps(props), formName: 'checks', fieldName: 'done', required: true }
  const view = await renderWidget(View, hostProps(designed))
  const boxes = view.container.querySelectorAll('[role="checkbox"]')
  expect([...boxes].map((box) => box.getAttribute('aria-label'))).toEqual(['Seals', 'Bearings', 'Vibration'])
  expect(checkFormControls('checks').valid).toBe(false)
  await act(async () => {
    ;(boxes[2] as HTMLElement).click()
  })
  await act(async () => {
    ;(boxes[0] as HTMLElement).click()
  })
  expect(boxes[0]?.getAttribute('aria-checked')).toBe('true')
  expect(checkFormControls('checks')).toEqual({
    valid: true,
    values: { done: ['seals', 'vibration'] },
    count: 1,
  })
  await view.unmount()
})
