import type { MessageDescriptor } from '../../../engine/messages.ts'
import type { AlarmHistoryQuery, AlarmHistoryRow } from '../../shared/viewContract.ts'

/** What the operator chose in the toolbar; '' means "all" for the selects. */
export interface JournalFilters {
  /** `datetime-local` texts (local time); '' leaves that end open. */
  from: string
  to: string
  priority: string
  state: '' | 'active' | 'cleared'
  acknowledged: '' | 'yes' | 'no'
  objName: string
  text: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A `datetime-local` value for epoch `ms` in the browser's time zone. */
export function localInput(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The filters a control opens with: the last `hours`, everything else open. */
export function initialFilters(hours: number, now = Date.now()): JournalFilters {
  return {
    from: localInput(now - hours * 3_600_000),
    to: '',
    priority: '',
    state: '',
    acknowledged: '',
    objName: '',
    text: '',
  }
}

export const FILTER_MESSAGES = {
  badTime: /*i18n*/ { id: 'control.historyAlarm.badTime', message: 'Enter a valid date and time' },
  fromAfterTo: /*i18n*/ {
    id: 'control.historyAlarm.fromAfterTo',
    message: 'The start time must not be after the end time',
  },
} satisfies Record<string, MessageDescriptor>

/**
 * The service query for `filters`, or the problem that stops it. The control's objects bound the
 * object filter: an operator narrows to one of them but never reaches beyond them.
 */
export function journalQuery(
  filters: JournalFilters,
  objects: readonly string[],
  page: number,
  size: number,
): { query: AlarmHistoryQuery } | { problem: MessageDescriptor } {
  const start = filters.from ? new Date(filters.from).getTime() : undefined
  const end = filters.to ? new Date(filters.to).getTime() : undefined
  if (Number.isNaN(start) || Number.isNaN(end)) return { problem: FILTER_MESSAGES.badTime }
  if (start !== undefined && end !== undefined && start > end) return { problem: FILTER_MESSAGES.fromAfterTo }
  const typed = filters.objName.trim()
  const objNames = typed ? [typed] : [...objects]
  return {
    query: {
      objNames,
      start,
      end,
      priorities: filters.priority ? [Number(filters.priority)] : undefined,
      state: filters.state || undefined,
      acknowledged: filters.acknowledged === '' ? undefined : filters.acknowledged === 'yes',
      text: filters.text.trim() || undefined,
      page,
      size,
    },
  }
}

/** Pages needed for `total` rows (at least one, so "page 1 of 1" shows for an empty journal). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/** Sample journal rows for the designer (no services there). */
export function designPreviewJournal(now: number): AlarmHistoryRow[] {
  const row = (
    id: string,
    minutesAgo: number,
    objName: string,
    showName: string,
    priority: number,
    colour: string,
    ack: string | null,
    clearedAfter: number | null,
  ): AlarmHistoryRow => {
    const time = now - minutesAgo * 60_000
    return {
      id,
      objName,
      propName: 'value',
      showName,
      priority,
      colour,
      value: 92.4,
      limitValue: 90,
      alertType: 'gt',
      time,
      acknowledged: ack !== null,
      ackUser: ack,
      ackTime: ack ? time + 3 * 60_000 : null,
      cleared: clearedAfter !== null,
      clearTime: clearedAfter === null ? null : time + clearedAfter * 60_000,
    }
  }
  return [
    row('p1', 4, 'Boiler_B1', 'Steam pressure high', 1, '#d32f2f', null, null),
    row('p2', 48, 'Pump_P101', 'Motor temperature high', 2, '#f57c00', 'operator', null),
    row('p3', 130, 'Tank_T1', 'Level high', 3, '#fbc02d', 'supervisor', 22),
  ]
}
