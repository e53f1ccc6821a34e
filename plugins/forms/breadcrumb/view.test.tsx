// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { manifest, props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('the last step is the current page; an earlier one raises the click event with its position', async () => {
  const events: unknown[] = []
  const view = await renderWidget(
    View,
    hostProps(defaultProps(props), { emit: (name, index) => events.push([name, index]) }),
  )
  expect(view.container.querySelector('nav')?.getAttribute('aria-label')).toBe('Breadcrumb')
  expect(view.container.querySelector('[aria-current="page"]')?.textContent).toBe('Pump P-101')
  await act(async () => {
    ;(view.container.querySelectorAll('button')[1] as HTMLElement).click()
  })
  expect(events).toEqual([['noticeOnclick', 1]])
  await view.unmount()
})

test('at least one step', () => {
  expect(propsForView(manifest, { items: [] }).items).toHaveLength(3)
})
