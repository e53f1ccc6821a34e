/**
 * The date picker's values and checks: dates as YYYY-MM-DD, date-times in the spec's format
 * YYYY-MM-DD HH:mm:ss, times HH:mm, years of the spec's range 1904-9999, ranges as [start, end].
 */
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { messages as m } from './messages.ts'

/** What a date picker picks. */
export type DateKind = 'date' | 'dateTime' | 'time' | 'dateRange' | 'year' | 'yearRange'

/** The spec's year range ("Year range 1904 to 9999"). */
export const YEAR_MIN = 1904
export const YEAR_MAX = 9999

/** Whether the kind holds a [start, end] pair. */
export function isRange(kind: DateKind): boolean {
  return kind === 'dateRange' || kind === 'yearRange'
}

/** The native input's type for a kind: keyboard entry and screen readers as the browser gives them. */
export function inputTypeOf(kind: DateKind): 'date' | 'datetime-local' | 'time' | 'number' {
  if (kind === 'dateTime') return 'datetime-local'
  if (kind === 'time') return 'time'
  if (kind === 'year' || kind === 'yearRange') return 'number'
  return 'date'
}

/** A datetime-local input's text ('2026-11-26T08:30' or with seconds) in the spec's format. */
export function fromInput(kind: DateKind, text: string): string {
  if (kind !== 'dateTime' || text === '') return text
  const [date, time = ''] = text.split('T')
  const [hh = '00', mm = '00', ss = '00'] = time.split(':')
  return `${date} ${hh}:${mm}:${ss.slice(0, 2)}`
}

/** The inverse of `fromInput`: what the native input shows for a stored value. */
export function toInput(kind: DateKind, value: string): string {
  if (kind !== 'dateTime' || value === '') return value
  return value.replace(' ', 'T')
}

function checkOne(kind: DateKind, text: string): MessageDescriptor | null {
  if (text === '') return null
  if (kind === 'year' || kind === 'yearRange') {
    if (!/^\d{1,4}$/.test(text)) return m.yearOutOfRange
    const year = Number(text)
    return year < YEAR_MIN || year > YEAR_MAX ? m.yearOutOfRange : null
  }
  if (kind === 'time') return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text) ? null : m.invalidDate
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: ([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/.exec(text)
  if (!match) return m.invalidDate
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // A real calendar day: 2026-02-30 rolls over into March, so it is not one.
  const real = new Date(Date.UTC(year, month - 1, day))
  if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) return m.invalidDate
  return year < YEAR_MIN || year > YEAR_MAX ? m.yearOutOfRange : null
}

/** The picker's own check beyond "required": each part valid, years in range, a range in order. */
export function checkDateValue(kind: DateKind, value: unknown): MessageDescriptor | null {
  if (!isRange(kind)) return typeof value === 'string' ? checkOne(kind, value) : null
  if (!Array.isArray(value) || value.length === 0) return null
  const [start = '', end = ''] = value.map(String)
  const problem = checkOne(kind, start) ?? checkOne(kind, end)
  if (problem) return problem
  if ((start === '') !== (end === '')) return m.rangeHalf
  const order = kind === 'yearRange' ? Number(start) - Number(end) : start.localeCompare(end)
  return order > 0 ? m.rangeOrder : null
}
