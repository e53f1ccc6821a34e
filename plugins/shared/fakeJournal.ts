/**
 * STORY DATA ONLY. A sample alarm journal (the current alarms plus cleared ones of the last hours) and
 * the history call's filters applied in memory, as the server applies them in SQL.
 */
import type { AlarmHistoryPage, AlarmHistoryQuery, AlarmHistoryRow, AlarmRow } from './viewContract.ts'

const MINUTE = 60_000

/** The current alarms as active journal rows, and a day of cleared ones before them. */
export function storyJournal(current: readonly AlarmRow[], now = Date.now()): AlarmHistoryRow[] {
  const active = current.map((row) => ({ ...row, cleared: false, clearTime: null }))
  const names = [
    ['Tank_T1', 'level', 'Level high', 2, '#f57c00'],
    ['Pump_P101', 'vibration', 'Vibration high', 3, '#fbc02d'],
    ['Boiler_B1', 'pressure', 'Steam pressure high', 2, '#f57c00'],
    ['Valve_V7', 'position', 'Valve did not open', 1, '#d32f2f'],
  ] as const
  const cleared: AlarmHistoryRow[] = []
  for (let i = 0; i < 36; i++) {
    const [objName, propName, showName, priority, colour] = names[i % names.length] ?? names[0]
    const time = now - (30 + i * 37) * MINUTE
    const acknowledged = i % 3 !== 2
    cleared.push({
      id: `h${i + 1}`,
      objName,
      propName,
      showName,
      priority,
      colour,
      value: 80 + (i % 7),
      limitValue: 80,
      alertType: 'gt',
      time,
      acknowledged,
      ackUser: acknowledged ? (i % 2 ? 'operator' : 'supervisor') : null,
      ackTime: acknowledged ? time + 4 * MINUTE : null,
      cleared: true,
      clearTime: time + 11 * MINUTE,
    })
  }
  return [...active, ...cleared].sort((a, b) => b.time - a.time)
}

/** The rows of `journal` the query's filters keep (paging aside), newest first. */
export function filterJournal(
  journal: readonly AlarmHistoryRow[],
  query: AlarmHistoryQuery,
): AlarmHistoryRow[] {
  const names = (query.objNames ?? []).map((name) => name.toLowerCase())
  const text = query.text?.trim().toLowerCase() ?? ''
  return journal.filter(
    (row) =>
      (names.length === 0 || names.includes(row.objName.toLowerCase())) &&
      (query.start === undefined || row.time >= query.start) &&
      (query.end === undefined || row.time <= query.end) &&
      (!query.priorities?.length || query.priorities.includes(row.priority)) &&
      (query.state === undefined || row.cleared === (query.state === 'cleared')) &&
      (query.acknowledged === undefined || row.acknowledged === query.acknowledged) &&
      (text === '' || `${row.objName}\n${row.propName}\n${row.showName}`.toLowerCase().includes(text)),
  )
}

/** One page of the filtered journal. */
export function journalPage(journal: readonly AlarmHistoryRow[], query: AlarmHistoryQuery): AlarmHistoryPage {
  const rows = filterJournal(journal, query)
  const from = (query.page - 1) * query.size
  return { rows: rows.slice(from, from + query.size), total: rows.length }
}
