/** The part of lunar-javascript (which ships no types) the calendar uses. */
declare module 'lunar-javascript' {
  interface Lunar {
    getYear(): number
    /** Negative for a leap month. */
    getMonth(): number
    getDay(): number
    getMonthInChinese(): string
    getDayInChinese(): string
    getFestivals(): string[]
    /** The solar term starting that day, or ''. */
    getJieQi(): string
  }
  interface SolarDate {
    getLunar(): Lunar
    getFestivals(): string[]
  }
  interface Holiday {
    getName(): string
    isWork(): boolean
  }
  export const Solar: { fromYmd(year: number, month: number, day: number): SolarDate }
  export const HolidayUtil: { getHoliday(year: number, month: number, day: number): Holiday | null }
}
