/** Days of the calendar's month and week views, in local time. */

import type { ObjectRow } from '../../shared/viewContract.ts'

/** 0: weeks start on Sunday, 1: on Monday. */
export type WeekStart = 0 | 1

/** A local date without time. */
export interface Day {
  year: number
  /** 1–12 */
  month: number
  day: number
}

export const dayKey = (d: Day) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`

const dayOf = (date: Date): Day => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
})

/** The first day of the week that holds `day`. */
function weekStartOf(day: Day, weekStart: WeekStart): Date {
  const date = new Date(day.year, day.month - 1, day.day)
  const back = (date.getDay() - weekStart + 7) % 7
  date.setDate(date.getDate() - back)
  return date
}

/** The seven days of the week that holds `day`. */
export function weekDays(day: Day, weekStart: WeekStart): Day[] {
  const start = weekStartOf(day, weekStart)
  return Array.from({ length: 7 }, (_, i) =>
    dayOf(new Date(start.getFullYear(), start.getMonth(), start.getDate() + i)),
  )
}

/** Six weeks from the week holding the 1st of `month`: every month fits, and the grid never jumps. */
export function monthGrid(year: number, month: number, weekStart: WeekStart): Day[][] {
  const start = weekStartOf({ year, month, day: 1 }, weekStart)
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) =>
      dayOf(new Date(start.getFullYear(), start.getMonth(), start.getDate() + w * 7 + d)),
    ),
  )
}

/** `day` moved by whole months (the day clamped to the month's length) or weeks. */
export function shift(day: Day, unit: 'month' | 'week', by: number): Day {
  if (unit === 'week') return dayOf(new Date(day.year, day.month - 1, day.day + by * 7))
  const target = new Date(day.year, day.month - 1 + by, 1)
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  return { year: target.getFullYear(), month: target.getMonth() + 1, day: Math.min(day.day, last) }
}

/** A calendar event: what an object instance of the query says, on the local day of its date. */
export interface CalendarEvent {
  id: string
  title: string
  day: string
  time: number
}

/** A date property's value as epoch ms: ISO text, epoch ms (number or digits); null otherwise. */
export function readDate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text)
  return Number.isFinite(ms) ? ms : null
}

/** The query's instances as events by day key, each day in time order; instances without a date are left out. */
export function eventsByDay(
  instances: readonly ObjectRow[],
  dateProp: string,
  titleProp: string,
): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>()
  for (const instance of instances) {
    const time = readDate(instance[dateProp])
    if (time === null) continue
    const title = titleProp ? instance[titleProp] : undefined
    const event = {
      id: instance.name,
      title: typeof title === 'string' && title !== '' ? title : instance.showName || instance.name,
      day: dayKey(dayOf(new Date(time))),
      time,
    }
    byDay.set(
      event.day,
      [...(byDay.get(event.day) ?? []), event].sort((a, b) => a.time - b.time),
    )
  }
  return byDay
}
