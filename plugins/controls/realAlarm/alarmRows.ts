/**
 * The current-alarm list of the real-alarm control: ordering, colours, filtering by the control's
 * objects, and merging the changes the alarm service pushes. Pure, so it is unit-tested without React.
 */
import type { AlertType } from '../../../engine/rules/alarmLimits.ts'
import { isColor } from '../../../engine/rules/colors.ts'
import type { AlarmChange, AlarmRow } from '../../shared/viewContract.ts'

/**
 * Colours of priorities 1–4 when the alarm colour setup gives none: red, orange, amber, blue (the usual
 * urgent → advisory scale of control rooms). Lower priorities are grey.
 */
export const DEFAULT_PRIORITY_COLOURS: Readonly<Record<number, string>> = {
  1: '#d32f2f',
  2: '#f57c00',
  3: '#f9a825',
  4: '#1976d2',
}

/** The colour of priorities without one of their own. */
export const FALLBACK_PRIORITY_COLOUR = '#78909c'

/** The row's colour: its own (from the alarm colour setup) when it is a colour, else its priority's. */
export function alarmColour(row: Pick<AlarmRow, 'colour' | 'priority'>): string {
  if (typeof row.colour === 'string' && row.colour.trim() !== '' && isColor(row.colour))
    return row.colour.trim()
  return DEFAULT_PRIORITY_COLOURS[row.priority] ?? FALLBACK_PRIORITY_COLOUR
}

/**
 * Operators work the list from the top: unacknowledged before acknowledged, then the most urgent
 * priority (1 first), then the newest; the id breaks ties so the order never flickers.
 */
export function compareAlarms(a: AlarmRow, b: AlarmRow): number {
  if (a.acknowledged !== b.acknowledged) return a.acknowledged ? 1 : -1
  if (a.priority !== b.priority) return a.priority - b.priority
  if (a.time !== b.time) return b.time - a.time
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** A sorted copy of `rows`. */
export function sortAlarms(rows: readonly AlarmRow[]): AlarmRow[] {
  return [...rows].sort(compareAlarms)
}

/** Rows of the given objects; no objects means all rows. */
export function filterAlarms(rows: readonly AlarmRow[], objNames: readonly string[]): AlarmRow[] {
  if (objNames.length === 0) return [...rows]
  const wanted = new Set(objNames)
  return rows.filter((row) => wanted.has(row.objName))
}

/** The list after a pushed change: upserted rows of our objects replace rows with their id, removed ids go. */
export function applyAlarmChange(
  rows: readonly AlarmRow[],
  change: AlarmChange,
  objNames: readonly string[],
): AlarmRow[] {
  // Missed changes are not rows: whoever keeps the list loads it again (useCurrentAlarms).
  if (change.kind === 'missed') return [...rows]
  if (change.kind === 'remove') {
    const gone = new Set(change.ids)
    return rows.filter((row) => !gone.has(row.id))
  }
  const incoming = filterAlarms(change.rows, objNames)
  if (incoming.length === 0) return [...rows]
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const row of incoming) byId.set(row.id, row)
  return sortAlarms([...byId.values()])
}

/** What the control shows: optionally without acknowledged rows, sorted, at most `maxRows`. */
export function visibleAlarms(
  rows: readonly AlarmRow[],
  options: { showAcknowledged: boolean; maxRows: number },
) {
  const shown = options.showAcknowledged ? rows : rows.filter((row) => !row.acknowledged)
  return sortAlarms(shown).slice(0, Math.max(1, options.maxRows))
}

/** Ids that an acknowledgement should send: the chosen rows that are still unacknowledged. */
export function idsToAcknowledge(rows: readonly AlarmRow[], chosen: 'all' | ReadonlySet<string>): string[] {
  return rows
    .filter((row) => !row.acknowledged && (chosen === 'all' || chosen.has(row.id)))
    .map((row) => row.id)
}

/** Counts for the header. */
export function alarmCounts(rows: readonly AlarmRow[]): { total: number; unacknowledged: number } {
  return { total: rows.length, unacknowledged: rows.filter((row) => !row.acknowledged).length }
}

const ALERT_SYMBOLS: Readonly<Record<AlertType, string>> = { gt: '>', ge: '≥', lt: '<', le: '≤' }

/** The limit as the table shows it: '≥ 12.5'. */
export function limitText(row: Pick<AlarmRow, 'alertType' | 'limitValue'>): string {
  return `${ALERT_SYMBOLS[row.alertType] ?? ''} ${formatAlarmValue(row.limitValue)}`.trim()
}

/** A value with at most three decimals ('92.4', '12.813'); text values as they are. */
export function formatAlarmValue(value: number | string | null): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : ''
  return String(value)
}

/** Rows the designer sees on the canvas: what the control will look like, no server involved. */
export function designPreviewRows(now: number): AlarmRow[] {
  const base = { colour: '', acknowledged: false, ackUser: null, ackTime: null, propName: 'value' }
  return [
    {
      ...base,
      id: 'p1',
      objName: 'Object_A',
      showName: 'High-high',
      priority: 1,
      value: 98.2,
      limitValue: 95,
      alertType: 'gt',
      time: now - 60_000,
    },
    {
      ...base,
      id: 'p2',
      objName: 'Object_B',
      showName: 'High',
      priority: 2,
      value: 81.5,
      limitValue: 80,
      alertType: 'ge',
      time: now - 300_000,
    },
    {
      ...base,
      id: 'p3',
      objName: 'Object_C',
      showName: 'Low',
      priority: 3,
      value: 9.7,
      limitValue: 10,
      alertType: 'lt',
      time: now - 900_000,
    },
    {
      ...base,
      id: 'p4',
      objName: 'Object_D',
      showName: 'Low-low',
      priority: 4,
      value: 2.1,
      limitValue: 2.5,
      alertType: 'le',
      time: now - 1_800_000,
      acknowledged: true,
      ackUser: 'operator',
      ackTime: now - 1_200_000,
    },
  ]
}
