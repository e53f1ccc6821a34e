/**
 * The real `RuntimeServices` the runtime views call (plugins/shared/viewContract.ts): current alarms and
 * acknowledgement over HTTP, alarm changes over the page's one WebSocket, history through the trend
 * query, and writes through setPropertyValue. Server shapes are adapted to the plugins' plain types here.
 */
import { i18n } from '@lingui/core'
import type { AlertType } from '../../../engine/rules/alarmLimits'
import type {
  AlarmChange,
  AlarmHistoryQuery,
  AlarmHistoryRow,
  AlarmRow,
  RuntimeServices,
  TrendPoint,
  TrendSeries,
} from '../../../plugins/shared/viewContract'
import { downloadAs } from '../../shell/download'
import { requestJson } from '../../shell/http'
import { createDataServices } from './dataServices'
import type { LiveSocket, WireAlarmEvent } from './liveSocket'
import { createReportServices } from './reportServices'
import { createWorkflowServices } from './workflowServices'

/** An alarm as the server's alarm calls and events carry it (server/alarms/types.ts). */
export interface ServerAlarm {
  id: number
  objName: string
  propName: string
  showName: string
  alertType: string
  limitValue: number
  value: number | string | null
  priority: number
  color: string
  alarmTime: string
  isConfirm: boolean
  confirmPerson: string
  confirmTime: string | null
  isRemove?: boolean
  removeTime?: string | null
}

/** The plugins' alarm row for a server alarm. */
export function alarmRowOf(alarm: ServerAlarm): AlarmRow {
  return {
    id: String(alarm.id),
    objName: alarm.objName,
    propName: alarm.propName,
    showName: alarm.showName,
    priority: alarm.priority,
    colour: alarm.color ?? '',
    value: alarm.value,
    limitValue: Number(alarm.limitValue),
    alertType: alarm.alertType as AlertType,
    time: Date.parse(alarm.alarmTime),
    acknowledged: !!alarm.isConfirm,
    ackUser: alarm.isConfirm ? alarm.confirmPerson || null : null,
    ackTime: alarm.confirmTime ? Date.parse(alarm.confirmTime) : null,
  }
}

/** A journal row for a server alarm of the history call. */
export function alarmHistoryRowOf(alarm: ServerAlarm): AlarmHistoryRow {
  return {
    ...alarmRowOf(alarm),
    cleared: !!alarm.isRemove,
    clearTime: alarm.removeTime ? Date.parse(alarm.removeTime) : null,
  }
}

/** The history call's query string for the control's filters (paging included). */
export function historyParams(
  query: AlarmHistoryQuery,
): Record<string, string | number | boolean | string[] | number[] | undefined> {
  return {
    objNames: query.objNames ?? [],
    startTime: query.start === undefined ? undefined : new Date(query.start).toISOString(),
    endTime: query.end === undefined ? undefined : new Date(query.end).toISOString(),
    priority: query.priorities ?? [],
    isRemove: query.state === undefined ? undefined : query.state === 'cleared',
    isConfirm: query.acknowledged,
    text: query.text?.trim() || undefined,
    pageIndex: query.page,
    pageSize: query.size,
  }
}

/** Socket alarm events as the plugins' changes: raised/acknowledged rows are upserts, cleared ones go. */
export function alarmChangesOf(events: readonly WireAlarmEvent[]): AlarmChange[] {
  const changes: AlarmChange[] = []
  for (const event of events) {
    const alarm = event as unknown as ServerAlarm
    if (event.action === 'cleared' || alarm.isRemove)
      changes.push({ kind: 'remove', ids: [String(alarm.id)] })
    else changes.push({ kind: 'upsert', rows: [alarmRowOf(alarm)] })
  }
  return changes
}

/** A point of the server's history reply. */
export interface ServerTrendPoint {
  value: unknown
  quality?: string
  timestamp: string
}

interface HistoryReply {
  list: { key: string; points: ServerTrendPoint[] }[]
}

/**
 * A history point as plugins see it: numeric, or null for a gap. A value of bad quality is the last one
 * known while the source failed, not a reading, so it is a gap too.
 */
export function trendPointOf(point: ServerTrendPoint): TrendPoint {
  return {
    time: Date.parse(point.timestamp),
    value: point.quality === 'bad' ? null : numberOrNull(point.value),
  }
}

function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}

/** A failed call becomes a rejected promise with the server's (translated) message. */
function orThrow<T>(result: Awaited<ReturnType<typeof requestJson<T>>>): T {
  if (!result.ok) throw new Error(result.message)
  return result.data
}

export function createRuntimeServices(socket: LiveSocket): RuntimeServices {
  return {
    alarms: {
      async current(query) {
        const result = await requestJson<{ list: ServerAlarm[] }>(
          'GET',
          '/api/runtime/objects/alert/current',
          undefined,
          {
            query: { objNames: query.objNames ?? [], pageSize: 1000, pageIndex: 1 },
            suppressNotice: true,
          },
        )
        return orThrow(result).list.map(alarmRowOf)
      },
      async acknowledge(ids) {
        const result = await requestJson('POST', '/api/runtime/objects/alert/ack', { ids: ids.map(Number) })
        orThrow(result)
      },
      async history(query) {
        const result = await requestJson<{ list: ServerAlarm[]; pagination: { total: number } }>(
          'GET',
          '/api/runtime/objects/alert/history',
          undefined,
          { query: historyParams(query), suppressNotice: true },
        )
        const page = orThrow(result)
        return { rows: page.list.map(alarmHistoryRowOf), total: page.pagination.total }
      },
      async exportHistory(query, format) {
        const { pageIndex: _page, pageSize: _size, ...filters } = historyParams(query)
        const params = new URLSearchParams({ format, lang: i18n.locale === 'zh-cn' ? 'zh-cn' : 'en-us' })
        for (const [key, value] of Object.entries(filters)) {
          if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
          else if (value !== undefined) params.set(key, String(value))
        }
        const extension = format === 'csv' ? 'csv' : 'xlsx'
        const ok = await downloadAs(
          `/api/runtime/objects/alert/history/export?${params}`,
          `alarm-history.${extension}`,
        )
        if (!ok) throw new Error('export refused')
      },
      subscribe(listener) {
        return socket.onAlarms((events, missed) => {
          for (const change of alarmChangesOf(events)) listener(change)
          if (missed) listener({ kind: 'missed' })
        })
      },
    },
    history: {
      async query(query) {
        const result = await requestJson<HistoryReply>(
          'PUT',
          '/api/objectselector/history/data',
          {
            input: {
              properties: query.pens.map(({ objName, propName }) => ({ objName, propName })),
              startTime: new Date(query.start).toISOString(),
              endTime: new Date(query.end).toISOString(),
            },
          },
          { suppressNotice: true },
        )
        const byKey = new Map(orThrow(result).list.map((series) => [series.key, series.points]))
        return query.pens.map((pen): TrendSeries => {
          const points = byKey.get(`${pen.objName}.${pen.propName}`) ?? []
          return {
            ...pen,
            points: points.map(trendPointOf),
          }
        })
      },
    },
    values: {
      async set(objName, propName, value) {
        const result = await requestJson(
          'POST',
          `/api/runtime/objects/${encodeURIComponent(objName)}/services/setPropertyValue`,
          { propName, propValue: value },
        )
        orThrow(result)
      },
      async setMany(objName, values) {
        const result = await requestJson(
          'POST',
          `/api/runtime/objects/${encodeURIComponent(objName)}/services/setPropertyValues`,
          { values },
        )
        orThrow(result)
      },
    },
    data: createDataServices(),
    workflow: createWorkflowServices(),
    reports: createReportServices(),
  }
}
