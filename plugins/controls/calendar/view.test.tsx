// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget, settle } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { eventsByDay, monthGrid, readDate, shift, weekDays } from './calendarGrid.ts'
import { props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('a month is six weeks from the week of its first day; weeks start on the chosen day', () => {
  const grid = monthGrid(2024, 2, 1)
  expect(grid).toHaveLength(6)
  expect(grid[0]?.[0]).toEqual({ year: 2024, month: 1, day: 29 }) // Monday before Thursday 1 Feb
  expect(grid[0]?.[3]).toEqual({ year: 2024, month: 2, day: 1 })
  expect(monthGrid(2024, 2, 0)[0]?.[0]).toEqual({ year: 2024, month: 1, day: 28 })
  expect(weekDays({ year: 2024, month: 1, day: 3 }, 1)[0]).toEqual({ year: 2024, month: 1, day: 1 })
  expect(shift({ year: 2024, month: 1, day: 31 }, 'month', 1)).toEqual({ year: 2024, month: 2, day: 29 })
  expect(shift({ year: 2024, month: 12, day: 30 }, 'week', 1)).toEqual({ year: 2025, month: 1, day: 6 })
})

test('events come from instances with a readable date, titled by the property or the object', () => {
  expect(readDate('2024-02-10T09:00:00')).toBe(new Date(2024, 1, 10, 9).getTime())
  expect(readDate('1707555600000')).toBe(1707555600000)
  expect(readDate('soon')).toBeNull()
  const events = eventsByDay(
    [
      { name: 'MO_2', showName: 'Second', version: 1, due: '2024-02-10T15:00:00' },
      { name: 'MO_1', showName: 'First', version: 1, due: '2024-02-10T08:00:00', title: 'Bearing check' },
      { name: 'MO_3', showName: 'No date', version: 1 },
    ],
    'due',
    'title',
  )
  expect([...events.keys()]).toEqual(['2024-02-10'])
  expect(events.get('2024-02-10')?.map((e) => e.title)).toEqual(['Bearing check', 'Second'])
})

test('runtime: lunar dates under the days and the query’s events on theirs', async () => {
  const services = createStoryServices()
  const view = await renderWidget(
    View,
    hostProps(
      { ...defaultProps(props), eventTemplate: 'MaintenanceOrder', dateProp: 'dueDate', titleProp: 'title' },
      { services, width: 720, height: 520 },
    ),
  )
  await settle()
  expect(view.container.querySelectorAll('.gx-calendar__day')).toHaveLength(42)
  expect(view.container.textContent).toContain('Boiler B1 inspection')
  expect(view.container.querySelectorAll('.gx-calendar__lunar').length).toBe(42)
  const week = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Week')
  week?.click()
  await settle()
  expect(view.container.querySelectorAll('.gx-calendar__day')).toHaveLength(7)
  await view.unmount()
})
