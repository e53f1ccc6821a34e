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

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

test('a year range refuses a year before 1904 under the control, then takes a good one', async () => {
  const designed = {
    ...defaultProps(props),
    kind: 'yearRange' as const,
    formName: 'years',
    fieldName: 'span',
  }
  const view = await renderWidget(View, hostProps(designed))
  const [start, end] = [...view.container.querySelectorAll('input')]
  expect(start?.getAttribute('aria-label')).toBe('Start')
  await act(async () => {
    type(start as HTMLInputElement, '1900')
    type(end as HTMLInputElement, '2000')
  })
  await act(async () => {
    checkFormControls('years')
  })
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Enter a year from 1904 to 9999')
  await act(async () => {
    type(start as HTMLInputElement, '1990')
  })
  expect(view.container.querySelector('[role="alert"]')).toBeNull()
  expect(checkFormControls('years').values).toEqual({ span: ['1990', '2000'] })
  await view.unmount()
})
