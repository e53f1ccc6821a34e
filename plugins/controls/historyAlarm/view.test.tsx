// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget, settle } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { initialFilters, journalQuery, pageCount } from './journalFilters.ts'
import { props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

const NOW = 1_700_000_000_000

test('the query follows the filters, bounded by the control’s objects', () => {
  const filters = {
    ...initialFilters(24, NOW),
    priority: '2',
    state: 'cleared' as const,
    acknowledged: 'no' as const,
  }
  const planned = journalQuery({ ...filters, text: '  pump ' }, ['Pump_P101', 'Tank_T1'], 3, 20)
  expect(planned).toEqual({
    query: {
      objNames: ['Pump_P101', 'Tank_T1'],
      start: NOW - 24 * 3_600_000 - ((NOW - 24 * 3_600_000) % 60_000),
      end: undefined,
      priorities: [2],
      state: 'cleared',
      acknowledged: false,
      text: 'pump',
      page: 3,
      size: 20,
    },
  })
  const one = journalQuery({ ...filters, objName: 'Tank_T1' }, ['Pump_P101', 'Tank_T1'], 1, 20)
  expect('query' in one && one.query.objNames).toEqual(['Tank_T1'])
  const reversed = journalQuery({ ...filters, from: '2024-01-02T00:00', to: '2024-01-01T00:00' }, [], 1, 20)
  expect(reversed).toHaveProperty('problem.id', 'control.historyAlarm.fromAfterTo')
  expect(journalQuery({ ...filters, from: 'soon' }, [], 1, 20)).toHaveProperty(
    'problem.id',
    'control.historyAlarm.badTime',
  )
  expect(pageCount(0, 20)).toBe(1)
  expect(pageCount(41, 20)).toBe(3)
})

test('design mode shows sample rows and asks no service', async () => {
  const services = createStoryServices()
  const history = vi.spyOn(services.alarms, 'history')
  const view = await renderWidget(
    View,
    hostProps(defaultProps(props), { mode: 'design', services, width: 960, height: 400 }),
  )
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(3)
  expect(view.container.textContent).toContain('supervisor')
  expect(history).not.toHaveBeenCalled()
  await view.unmount()
})

test('runtime: loads a page, filters on Search, pages, exports with the same filters', async () => {
  const services = createStoryServices({ alarms: [] })
  const history = vi.spyOn(services.alarms, 'history')
  const view = await renderWidget(
    View,
    hostProps(
      { ...defaultProps(props), pageSize: 10, rangeHours: 720 },
      { services, width: 960, height: 400 },
    ),
  )
  await settle()
  const text = () => view.container.textContent ?? ''
  expect(text()).toContain('36 alarms')
  expect(text()).toContain('Page 1 of 4')
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10)

  const state = view.container.querySelectorAll('select')[1] as HTMLSelectElement
  await act(async () => {
    state.value = 'cleared'
  })
  await act(async () => state.dispatchEvent(new Event('change', { bubbles: true })))
  const acknowledged = view.container.querySelectorAll('select')[2] as HTMLSelectElement
  await act(async () => {
    acknowledged.value = 'no'
  })
  await act(async () => acknowledged.dispatchEvent(new Event('change', { bubbles: true })))
  await settle()
  // Nothing is asked until Search.
  expect(history).toHaveBeenCalledTimes(1)
  const button = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Search')
  await act(async () => button?.click())
  await settle()
  expect(history).toHaveBeenLastCalledWith(
    expect.objectContaining({ state: 'cleared', acknowledged: false, page: 1 }),
  )
  expect(text()).toContain('12 alarms')
  expect(text()).toContain('Not acknowledged')

  const next = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Next')
  await act(async () => next?.click())
  await settle()
  expect(text()).toContain('Page 2 of 2')
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(2)

  const csv = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Export CSV')
  await act(async () => csv?.click())
  await settle()
  expect(services.exports).toEqual([
    { format: 'csv', query: expect.objectContaining({ state: 'cleared', acknowledged: false }) },
  ])
  await view.unmount()
})

test('a start after the end is refused in place and asks nothing', async () => {
  const services = createStoryServices()
  const view = await renderWidget(View, hostProps(defaultProps(props), { services, width: 960, height: 400 }))
  await settle()
  const to = view.container.querySelectorAll('input[type="datetime-local"]')[1] as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(to, '2001-01-01T00:00')
  await act(async () => to.dispatchEvent(new Event('input', { bubbles: true })))
  await settle()
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
    'The start time must not be after the end time',
  )
  const button = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Search')
  expect(button?.disabled).toBe(true)
  await view.unmount()
})
