import { expect, test } from 'vitest'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { checkDateValue, fromInput, toInput } from './dateValue.ts'
import { manifest } from './manifest.ts'
import { messages as m } from './messages.ts'

test('years are typed within the spec range 1904-9999', () => {
  expect(checkDateValue('year', '1904')).toBeNull()
  expect(checkDateValue('year', '9999')).toBeNull()
  expect(checkDateValue('year', '1903')).toBe(m.yearOutOfRange)
  expect(checkDateValue('year', '10000')).toBe(m.yearOutOfRange)
  expect(checkDateValue('date', '1899-12-31')).toBe(m.yearOutOfRange)
  expect(checkDateValue('date', '2026-02-30x')).toBe(m.invalidDate)
})

test('a range needs both ends, in order', () => {
  expect(checkDateValue('dateRange', ['2026-01-01', '2026-01-31'])).toBeNull()
  expect(checkDateValue('dateRange', ['2026-02-01', '2026-01-31'])).toBe(m.rangeOrder)
  expect(checkDateValue('dateRange', ['2026-02-01', ''])).toBe(m.rangeHalf)
  expect(checkDateValue('yearRange', ['2030', '2020'])).toBe(m.rangeOrder)
  expect(checkDateValue('yearRange', ['1990', '2020'])).toBeNull()
  expect(checkDateValue('dateRange', [])).toBeNull()
})

test('date-times use the spec format YYYY-MM-DD HH:mm:ss', () => {
  expect(fromInput('dateTime', '2026-11-26T08:30')).toBe('2026-11-26 08:30:00')
  expect(toInput('dateTime', '2026-11-26 08:30:00')).toBe('2026-11-26T08:30:00')
  expect(checkDateValue('time', '25:00')).toBe(m.invalidDate)
  expect(checkDateValue('time', '23:59')).toBeNull()
  expect(propsForView(manifest, { kind: 'week' }).kind).toBe('date')
})
