/**
 * Times on the administration screens: the server stores ISO-8601 UTC text; people read and pick local
 * times in the spec's format YYYY-MM-DD HH:mm:ss (S1 §9).
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO timestamp as local 'YYYY-MM-DD HH:mm:ss'; '' for nothing, the input itself when unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  )
}

/** A local calendar day as typed in an `<input type="date">`: 'YYYY-MM-DD'. */
export type LocalDay = string

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function startOfLocalDay(day: LocalDay): Date | null {
  const match = DAY.exec(day)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * A range of whole local days as the log calls take it: `from` inclusive at the first day's midnight,
 * `to` exclusive at the midnight after the last day. Either end may be open ('' or unreadable).
 */
export function dayRangeQuery(from: LocalDay, to: LocalDay): { from?: string; to?: string } {
  const start = startOfLocalDay(from)
  const last = startOfLocalDay(to)
  const query: { from?: string; to?: string } = {}
  if (start) query.from = start.toISOString()
  if (last) {
    const next = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1)
    query.to = next.toISOString()
  }
  return query
}

/** Whether the first day comes after the last one (both given). */
export function isReversedRange(from: LocalDay, to: LocalDay): boolean {
  const start = startOfLocalDay(from)
  const last = startOfLocalDay(to)
  return start !== null && last !== null && start.getTime() > last.getTime()
}

/** Seconds as days, hours and minutes for an uptime: { days, hours, minutes }. */
export function splitDuration(totalSeconds: number): { days: number; hours: number; minutes: number } {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
  }
}
