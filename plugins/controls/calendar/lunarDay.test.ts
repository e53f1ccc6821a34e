import { expect, test } from 'vitest'
import { lunarDay } from './lunarDay.ts'

/**
 * Published lunar dates (the Hong Kong Observatory's Gregorian–lunar conversion tables and the
 * announced Spring Festival dates), across the whole 1900–2099 range, leap months included.
 */
const TABLE: [string, number, number, number][] = [
  // Gregorian, lunar year, lunar month (negative: leap), lunar day
  ['1900-01-31', 1900, 1, 1], // first lunar new year of the range
  ['1949-10-01', 1949, 8, 10],
  ['1985-02-20', 1985, 1, 1],
  ['2000-02-05', 2000, 1, 1],
  ['2020-01-25', 2020, 1, 1],
  ['2020-05-23', 2020, -4, 1], // leap fourth month
  ['2023-01-22', 2023, 1, 1],
  ['2023-03-22', 2023, -2, 1], // leap second month
  ['2024-02-10', 2024, 1, 1],
  ['2024-09-17', 2024, 8, 15], // mid-autumn
  ['2033-12-22', 2033, -11, 1], // the "2033 problem": leap eleventh month
  ['2099-12-31', 2099, 11, 20],
]

test.each(TABLE)('%s is lunar %i-%i-%i', (date, year, month, day) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  expect(lunarDay(y, m, d)).toMatchObject({ year, month, day })
})

test('the cell text: the month on the first day, else the day; festivals and holidays', () => {
  expect(lunarDay(2024, 2, 10)).toMatchObject({ lunar: '正月', festival: '春节' })
  expect(lunarDay(2023, 3, 22)?.lunar).toBe('闰二月')
  expect(lunarDay(2024, 2, 14)?.lunar).toBe('初五')
  expect(lunarDay(2024, 4, 4)?.festival).toBe('清明')
  expect(lunarDay(2024, 10, 1)).toMatchObject({
    festival: '国庆节',
    holiday: { name: '国庆节', work: false },
  })
  // A working Saturday in lieu of the National Day week.
  expect(lunarDay(2024, 10, 12)?.holiday).toEqual({ name: '国庆节', work: true })
})

test('outside 1900–2099 there is no lunar date', () => {
  expect(lunarDay(1899, 12, 31)).toBeNull()
  expect(lunarDay(1900, 1, 30)).toBeNull()
  expect(lunarDay(2100, 1, 1)).toBeNull()
})
