import type { MessageDescriptor } from '../../../engine/messages.ts'
import { withValues } from '../../../engine/messages.ts'
import type { LiveStore } from '../../live/store.ts'
import { AGGREGATES, type Aggregate } from '../dispatchor/statistics/aggregates.ts'
import { SCHEDULER_MESSAGES } from './messages.ts'

export const TASK_KINDS = [
  'system-task',
  'statistics-task',
  'realtime-data',
  'experiment-task',
  'reportStatistics-task',
] as const
export type TaskKind = (typeof TASK_KINDS)[number]

/** The kinds this server can run (all of the spec's). */
export const RUNNABLE_KINDS: readonly TaskKind[] = TASK_KINDS

/** Kinds that run continuously while enabled (no cron or interval; server/routes/scheduler/realtime.ts). */
export const CONTINUOUS_KINDS: readonly TaskKind[] = ['realtime-data']

export type SystemConfig = { action: 'purgeHistory'; olderThanDays: number } | { action: 'backup' }

export interface PropertyRef {
  objName: string
  propName: string
}

/** A real-time statistics mission: one aggregate of a source over the last window, into a property. */
export interface StatisticsConfig {
  source: PropertyRef
  aggregate: Aggregate
  windowSeconds: number
  target: PropertyRef
}

/**
 * A real-time data task: the same statistic over a window that slides with the clock, kept from live
 * values as they arrive and written at most once per `publishSeconds`.
 */
export interface RealtimeConfig extends StatisticsConfig {
  publishSeconds: number
}

/** A real-time window is held in memory: at most a day. Results are written every 1 s to 1 h. */
export const REALTIME_LIMITS = { windowSeconds: 86_400, publishSeconds: 3_600, publishDefault: 5 } as const

/**
 * A scheduled report: a saved report generated with fixed parameter values into a file that the task's
 * runs keep (the newest `keep`), and with `delivery: 'email'` sent to `userIds` through the notification
 * centre (its `report.generated` types: channels, templates; email carries the file).
 */
export interface ReportTaskConfig {
  reportId: number
  format: 'xlsx' | 'csv' | 'pdf'
  params: Record<string, string | number | null>
  pageRange: string
  delivery: 'email' | 'file'
  userIds: number[]
  keep: number
}

export const REPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const
/** The most files a report task keeps, and its default. */
export const REPORT_KEEP = { max: 100, default: 10 } as const

const NUMERIC = ['int', 'long', 'float', 'double', 'bool']
const bad = (reason: string) => withValues(SCHEDULER_MESSAGES.badConfig, { reason })
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** An experiment task runs one experiment of the big data area (its runs are kept there too). */
export interface ExperimentConfig {
  experimentId: number
}

/** Why `config` does not fit `kind`, or null when it does. Properties must exist in the live store. */
export function configProblem(kind: string, config: unknown, store: LiveStore): MessageDescriptor | null {
  if (!RUNNABLE_KINDS.includes(kind as TaskKind))
    return withValues(SCHEDULER_MESSAGES.kindNotRunnable, { kind })
  if (!isRecord(config)) return bad('an object is expected')
  if (kind === 'system-task') {
    if (config.action === 'backup') return null
    if (config.action !== 'purgeHistory') return bad('action must be purgeHistory or backup')
    const days = config.olderThanDays
    if (!Number.isInteger(days) || (days as number) < 1 || (days as number) > 36_500)
      return bad('olderThanDays must be a whole number of days from 1 to 36500')
    return null
  }
  if (kind === 'experiment-task') {
    const id = config.experimentId
    return Number.isInteger(id) && (id as number) >= 1 && (id as number) <= 2_147_483_647
      ? null
      : bad('experimentId must name an experiment')
  }
  if (kind === 'reportStatistics-task') return reportConfigProblem(config)
  if (!AGGREGATES.includes(config.aggregate as Aggregate))
    return bad(`aggregate must be one of ${AGGREGATES.join(', ')}`)
  const seconds = config.windowSeconds
  const longest = kind === 'realtime-data' ? REALTIME_LIMITS.windowSeconds : 30 * 86_400
  if (!Number.isInteger(seconds) || (seconds as number) < 10 || (seconds as number) > longest)
    return bad(`windowSeconds must be a whole number from 10 to ${longest}`)
  if (kind === 'realtime-data') {
    const publish = config.publishSeconds ?? REALTIME_LIMITS.publishDefault
    if (
      !Number.isInteger(publish) ||
      (publish as number) < 1 ||
      (publish as number) > REALTIME_LIMITS.publishSeconds
    )
      return bad(`publishSeconds must be a whole number from 1 to ${REALTIME_LIMITS.publishSeconds}`)
  }
  for (const field of ['source', 'target'] as const) {
    const ref = config[field]
    if (!isRecord(ref) || typeof ref.objName !== 'string' || typeof ref.propName !== 'string')
      return bad(`${field} must name objName and propName`)
    const name = `${ref.objName}.${ref.propName}`
    const property = store.property(ref.objName, ref.propName)
    if (!property) return withValues(SCHEDULER_MESSAGES.unknownProperty, { name })
    if (!NUMERIC.includes(property.type)) return withValues(SCHEDULER_MESSAGES.notNumeric, { name })
  }
  const source = config.source as PropertyRef
  const target = config.target as PropertyRef
  // A task that wrote its own source would feed on its results (a real-time one, endlessly).
  if (source.objName === target.objName && source.propName === target.propName)
    return withValues(SCHEDULER_MESSAGES.targetIsSource, { name: `${source.objName}.${source.propName}` })
  return null
}

/** A row id the database columns can hold (a larger number would fail the query, not match nothing). */
const isId = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2_147_483_647

function reportConfigProblem(config: Record<string, unknown>): MessageDescriptor | null {
  if (!isId(config.reportId)) return bad('reportId must name a report')
  if (!REPORT_FORMATS.includes(config.format as ReportTaskConfig['format']))
    return bad(`format must be one of ${REPORT_FORMATS.join(', ')}`)
  if (config.delivery !== 'email' && config.delivery !== 'file') return bad('delivery must be email or file')
  const params = config.params ?? {}
  const plain = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number'
  if (!isRecord(params) || !Object.values(params).every(plain))
    return bad('params must be an object of plain values')
  if (
    config.pageRange !== undefined &&
    (typeof config.pageRange !== 'string' || config.pageRange.length > 100)
  )
    return bad('pageRange must be text such as 1-3')
  const users = config.userIds ?? []
  if (!Array.isArray(users) || users.length > 200 || !users.every(isId))
    return bad('userIds must be a list of user ids')
  if (config.delivery === 'email' && users.length === 0)
    return bad('an emailed report needs at least one user')
  const keep = config.keep ?? REPORT_KEEP.default
  if (!Number.isInteger(keep) || (keep as number) < 1 || (keep as number) > REPORT_KEEP.max)
    return bad(`keep must be a whole number from 1 to ${REPORT_KEEP.max}`)
  return null
}

/** Only the fields a kind uses are stored, so stray input never reaches the database. */
export function cleanConfig(
  kind: string,
  config: Record<string, unknown>,
): SystemConfig | StatisticsConfig | RealtimeConfig | ExperimentConfig | ReportTaskConfig {
  if (kind === 'experiment-task') return { experimentId: config.experimentId as number }
  if (kind === 'reportStatistics-task')
    return {
      reportId: config.reportId as number,
      format: config.format as ReportTaskConfig['format'],
      params: (config.params ?? {}) as ReportTaskConfig['params'],
      pageRange: ((config.pageRange as string | undefined) ?? '').trim(),
      delivery: config.delivery as ReportTaskConfig['delivery'],
      userIds: [...new Set((config.userIds ?? []) as number[])],
      keep: (config.keep as number | undefined) ?? REPORT_KEEP.default,
    }
  if (kind === 'system-task')
    return config.action === 'backup'
      ? { action: 'backup' }
      : { action: 'purgeHistory', olderThanDays: config.olderThanDays as number }
  const ref = (v: unknown) => {
    const r = v as PropertyRef
    return { objName: r.objName, propName: r.propName }
  }
  const statistics: StatisticsConfig = {
    source: ref(config.source),
    aggregate: config.aggregate as Aggregate,
    windowSeconds: config.windowSeconds as number,
    target: ref(config.target),
  }
  if (kind !== 'realtime-data') return statistics
  return {
    ...statistics,
    publishSeconds: (config.publishSeconds as number | undefined) ?? REALTIME_LIMITS.publishDefault,
  }
}
