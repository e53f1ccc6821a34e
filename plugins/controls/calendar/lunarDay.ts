import { HolidayUtil, Solar } from 'lunar-javascript'

/** What a day cell shows under the Gregorian day: its lunar date, a festival or solar term, a holiday. */
export interface LunarDay {
  /** '初五'; on the first of a lunar month the month instead: '正月', '闰二月'. */
  lunar: string
  /** Lunar year, month (negative for a leap month) and day, as the published tables give them. */
  year: number
  month: number
  day: number
  /** A traditional or public festival, else the solar term that starts that day; '' for none. */
  festival: string
  /** A public holiday: its name, and whether the day is a working day in lieu ('班') or off ('休'). */
  holiday: { name: string; work: boolean } | null
}

/** Lunar dates exist for 1900–2099 (spec S0 §9); outside that, none. */
export const LUNAR_YEARS = { first: 1900, last: 2099 } as const

/** The lunar facts of a Gregorian day (local date parts), or null outside 1900–2099. */
export function lunarDay(year: number, month: number, day: number): LunarDay | null {
  if (year < LUNAR_YEARS.first || year > LUNAR_YEARS.last) return null
  // Before the lunar new year of 1900 the lunar year is 1899: outside the range too.
  if (year === LUNAR_YEARS.first && month === 1 && day < 31) return null
  const solar = Solar.fromYmd(year, month, day)
  const lunar = solar.getLunar()
  const first = lunar.getDay() === 1
  const festival =
    lunar.getFestivals()[0] ?? solar.getFestivals()[0] ?? (lunar.getJieQi() as string | undefined) ?? ''
  const holiday = HolidayUtil.getHoliday(year, month, day)
  return {
    lunar: first ? `${lunar.getMonthInChinese()}月` : lunar.getDayInChinese(),
    year: lunar.getYear(),
    month: lunar.getMonth(),
    day: lunar.getDay(),
    festival,
    holiday: holiday ? { name: holiday.getName(), work: holiday.isWork() } : null,
  }
}
