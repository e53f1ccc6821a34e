/**
 * STORY DATA ONLY. Simulated runtime services for Storybook and the plugin screenshots: a few alarms of a
 * water plant, sine-wave history and a write log. The app never imports this file; it talks to the server.
 */

import { journalPage, storyJournal } from './fakeJournal.ts'
import { createStoryData, type StoryDataServices } from './storyData.ts'
import { createStoryReports, type StoryReports } from './storyReports.ts'
import { createStoryWorkflow, type StoryWorkflowServices } from './storyWorkflow.ts'
import type {
  AlarmChange,
  AlarmHistoryQuery,
  AlarmRow,
  ExportFormat,
  HistoryQuery,
  RuntimeServices,
  TrendSeries,
} from './viewContract.ts'

/** Story services plus handles a story uses to play the plant. */
export interface StoryServices extends RuntimeServices {
  /** Raises (or updates) an alarm as the server would push it. */
  raise(row: AlarmRow): void
  /** Pushes nothing from now on, as a dropped connection: changes still happen, unseen. */
  disconnect(): void
  /** Pushes again, starting with `missed` (what a reconnect tells listeners). */
  reconnect(): void
  /** In-memory forms and objects, with what they were told. */
  readonly data: StoryDataServices
  /** An in-memory workflow with what it was asked. */
  readonly workflow: StoryWorkflowServices
  /** An in-memory report with the exports it was asked for. */
  readonly reports: StoryReports
  /** Every `values.set` call, oldest first. */
  readonly writes: { objName: string; propName: string; value: unknown }[]
  /** Every `alarms.exportHistory` call, oldest first. */
  readonly exports: { query: AlarmHistoryQuery; format: ExportFormat }[]
}

const MINUTE = 60_000

/** Alarms of the sample plant, newest first, raised relative to `now`. */
export function storyAlarms(now = Date.now()): AlarmRow[] {
  const row = (partial: Partial<AlarmRow> & Pick<AlarmRow, 'id' | 'objName' | 'propName'>): AlarmRow => ({
    showName: '',
    priority: 3,
    colour: '',
    value: 0,
    limitValue: 0,
    alertType: 'gt',
    time: now,
    acknowledged: false,
    ackUser: null,
    ackTime: null,
    ...partial,
  })
  return [
    row({
      id: 'a1',
      objName: 'Boiler_B1',
      propName: 'pressure',
      showName: 'Steam pressure high-high',
      priority: 1,
      colour: '#d32f2f',
      value: 12.8,
      limitValue: 12.5,
      alertType: 'ge',
      time: now - 2 * MINUTE,
    }),
    row({
      id: 'a2',
      objName: 'Pump_P101',
      propName: 'motorTemp',
      showName: 'Motor temperature high',
      priority: 2,
      colour: '#f57c00',
      value: 92.4,
      limitValue: 90,
      alertType: 'gt',
      time: now - 7 * MINUTE,
    }),
    row({
      id: 'a3',
      objName: 'Tank_T201',
      propName: 'level',
      showName: 'Level low',
      priority: 3,
      colour: '#f9a825',
      value: 14.2,
      limitValue: 15,
      alertType: 'lt',
      time: now - 18 * MINUTE,
    }),
    row({
      id: 'a4',
      objName: 'Compressor_C3',
      propName: 'vibration',
      showName: 'Vibration high',
      priority: 2,
      colour: '#f57c00',
      value: 7.1,
      limitValue: 6.5,
      alertType: 'gt',
      time: now - 42 * MINUTE,
      acknowledged: true,
      ackUser: 'operator',
      ackTime: now - 30 * MINUTE,
    }),
    row({
      id: 'a5',
      objName: 'Tank_T201',
      propName: 'temperature',
      showName: 'Temperature low',
      priority: 4,
      colour: '#1976d2',
      value: 3.9,
      limitValue: 4,
      alertType: 'le',
      time: now - 65 * MINUTE,
      acknowledged: true,
      ackUser: 'supervisor',
      ackTime: now - 50 * MINUTE,
    }),
  ]
}

// A deterministic wobble so screenshots of a story stay comparable between runs.
function wobble(seed: number, t: number): number {
  return Math.sin(t / (7 * MINUTE) + seed) * 0.6 + Math.sin(t / (53_000 + seed * 9_000) + seed * 2) * 0.3
}

/**
 * Sample history: one smooth series per pen, about 240 points over the queried span. The second pen's
 * source fails for a twelfth of the span two thirds of the way along (null values), as a dropped
 * connection would, so stories show how a gap is drawn.
 */
export function storyHistory(query: HistoryQuery): TrendSeries[] {
  const span = Math.max(1, query.end - query.start)
  const step = Math.max(1000, Math.round(span / 240 / 1000) * 1000)
  const [lostFrom, lostTo] = [query.start + (span * 2) / 3, query.start + (span * 3) / 4]
  return query.pens.map((pen, index) => {
    const base = 40 + index * 12
    const points = []
    for (let time = Math.ceil(query.start / step) * step; time <= query.end; time += step) {
      const lost = index === 1 && time >= lostFrom && time < lostTo
      points.push({
        time,
        value: lost ? null : Math.round((base + 15 * wobble(index + 1, time)) * 100) / 100,
      })
    }
    return { ...pen, points }
  })
}

/** In-memory services over the sample plant. `user` is who acknowledges. */
export function createStoryServices(
  options: { alarms?: AlarmRow[]; user?: string; properties?: Record<string, unknown> } = {},
): StoryServices {
  let alarms = options.alarms ?? storyAlarms()
  const listeners = new Set<(change: AlarmChange) => void>()
  const writes: StoryServices['writes'] = []
  const exports: StoryServices['exports'] = []
  const journal = storyJournal(alarms)
  let connected = true
  const notify = (change: AlarmChange) => {
    if (connected) for (const listener of listeners) listener(change)
  }
  return {
    writes,
    exports,
    disconnect() {
      connected = false
    },
    reconnect() {
      connected = true
      notify({ kind: 'missed' })
    },
    raise(row) {
      alarms = [row, ...alarms.filter((a) => a.id !== row.id)]
      notify({ kind: 'upsert', rows: [row] })
    },
    alarms: {
      async current(query) {
        const names = query.objNames ?? []
        return alarms.filter((row) => names.length === 0 || names.includes(row.objName))
      },
      async acknowledge(ids) {
        const now = Date.now()
        const changed: AlarmRow[] = []
        alarms = alarms.map((row) => {
          if (!ids.includes(row.id) || row.acknowledged) return row
          const acked = { ...row, acknowledged: true, ackUser: options.user ?? 'operator', ackTime: now }
          changed.push(acked)
          return acked
        })
        notify({ kind: 'upsert', rows: changed })
      },
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      history: async (query) => journalPage(journal, query),
      async exportHistory(query, format) {
        exports.push({ query, format })
      },
    },
    history: { query: async (query) => storyHistory(query) },
    values: {
      async set(objName, propName, value) {
        writes.push({ objName, propName, value })
      },
      async setMany(objName, values) {
        for (const [propName, value] of Object.entries(values)) writes.push({ objName, propName, value })
      },
    },
    data: createStoryData(options.properties),
    workflow: createStoryWorkflow(),
    reports: createStoryReports(),
  }
}
