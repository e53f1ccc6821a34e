// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { tableProps } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

const column = {
  title: '',
  field: '',
  width: 0,
  align: 'left' as const,
  editable: false,
  required: false,
  checker: 'none' as const,
  pattern: '',
  textLimit: 200 as const,
  labels: [] as { value: string; label: string }[],
}

const cells = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  )

test('shows a form’s records, sorts on a heading click and edits a cell with the column’s check', async () => {
  const services = createStoryServices()
  await services.data.submitForm('report', { who: 'Li', phone: '13812345678' })
  await services.data.submitForm('report', { who: 'Wang', phone: '13912345678' })
  const props = {
    ...defaultProps(tableProps),
    source: 'formRecords' as const,
    recordsForm: 'report',
    columns: [
      { ...column, title: 'Who', field: 'who' },
      {
        ...column,
        title: 'Phone',
        field: 'phone',
        editable: true,
        checker: 'mobilePhone' as const,
      },
    ],
  }
  const view = await renderWidget(View, hostProps(props, { services }))
  await act(async () => {})
  expect(cells(view.container)).toEqual([
    ['Wang', '13912345678'],
    ['Li', '13812345678'],
  ])
  await act(async () => {
    ;(view.container.querySelector('th button') as HTMLElement).click()
  })
  expect(cells(view.container).map((row) => row[0])).toEqual(['Li', 'Wang'])
  expect(view.container.querySelector('th')?.getAttribute('aria-sort')).toBe('ascending')

  const phone = view.container.querySelectorAll('tbody tr')[0]?.querySelectorAll('td')[1] as HTMLElement
  await act(async () => {
    phone.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }))
  })
  const input = view.container.querySelector('.gx-table__input') as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setter?.call(input, '123')
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  })
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
    'Enter a valid mobile phone number',
  )
  await act(async () => {
    setter?.call(input, '13700000000')
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  })
  expect(cells(view.container)[0]).toEqual(['Li', '13700000000'])
  expect(services.data.records.find((r) => r.values.who === 'Li')?.values.phone).toBe('13700000000')
  await view.unmount()
})

test('pages the rows and says which page shows', async () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({
    name: `P-${i + 1}`,
    state: 'Running',
    flow: i,
    pressure: 1,
  }))
  const view = await renderWidget(View, hostProps({ ...defaultProps(tableProps), rows }))
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(20)
  expect(view.container.textContent).toContain('Page 1 of 2')
  await act(async () => {
    ;(view.container.querySelector('[aria-label="Next page"]') as HTMLElement).click()
  })
  expect(cells(view.container).map((row) => row[0])).toEqual(['P-21', 'P-22', 'P-23'])
  await view.unmount()
})

test('a column with options shows each value’s label (a list of values each one), and edits the stored value', async () => {
  const services = createStoryServices()
  await services.data.submitForm('shift', { line: 'L2', checks: ['oil', 'belt'] })
  const props = {
    ...defaultProps(tableProps),
    source: 'formRecords' as const,
    recordsForm: 'shift',
    columns: [
      {
        ...column,
        title: 'Line',
        field: 'line',
        editable: true,
        labels: [
          { value: 'L1', label: 'Line 1 (press)' },
          { value: 'L2', label: 'Line 2 (paint)' },
        ],
      },
      {
        ...column,
        title: 'Checks',
        field: 'checks',
        labels: [
          { value: 'oil', label: 'Oil level' },
          { value: 'belt', label: 'Belt tension' },
        ],
      },
    ],
  }
  const view = await renderWidget(View, hostProps(props, { services }))
  await act(async () => {})
  expect(cells(view.container)).toEqual([['Line 2 (paint)', 'Oil level, Belt tension']])
  const line = view.container.querySelector('tbody td') as HTMLElement
  await act(async () => {
    line.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }))
  })
  expect((view.container.querySelector('.gx-table__input') as HTMLInputElement).value).toBe('L2')
  await view.unmount()
})
