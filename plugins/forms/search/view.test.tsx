// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('Enter raises the search event with a valid text and refuses a bad one under the box', async () => {
  const events: unknown[] = []
  const designed = { ...defaultProps(props), checker: 'ip' as const }
  const view = await renderWidget(
    View,
    hostProps(designed, { emit: (name, payload) => events.push([name, payload]) }),
  )
  const input = view.container.querySelector('input[type="search"]') as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  const type = async (text: string) =>
    act(async () => {
      setter?.call(input, text)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  const enter = async () =>
    act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    })
  await type('10.0.0.300')
  await enter()
  expect(events).toEqual([])
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Enter a valid IP address')
  await type('10.0.0.30')
  await enter()
  expect(events).toEqual([['noticeOnclick', '10.0.0.30']])
  await view.unmount()
})
