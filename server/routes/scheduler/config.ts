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

/** The kinds this server can run; the others wait for their areas (reports, big data). */
export const RUNNABLE_KINDS: readonly TaskKind[] = ['system-task', 'statistics-task', 'experiment-task']

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
  if (!AGGREGATES.includes(config.aggregate as Aggregate))
    return bad(`aggregate must be one of ${AGGREGATES.join(', ')}`)
  const seconds = config.windowSeconds
  if (!Number.isInteger(seconds) || (seconds as number) < 10 || (seconds as number) > 30 * 86_400)
    return bad('windowSeconds must be a whole number from 10 to 2592000')
  for (const field of ['source', 'target'] as const) {
    const ref = config[field]
    if (!isRecord(ref) || typeof ref.objName !== 'string' || typeof ref.propName !== 'string')
      return bad(`${field} must name objName and propName`)
    const name = `${ref.objName}.${ref.propName}`
    const property = store.property(ref.objName, ref.propName)
    if (!property) return withValues(SCHEDULER_MESSAGES.unknownProperty, { name })
    if (!NUMERIC.includes(property.type)) return withValues(SCHEDULER_MESSAGES.notNumeric, { name })
  }
  return null
}

/** Only the fields a kind uses are stored, so stray input never reaches the database. */
export function cleanConfig(
  kind: string,
  config: Record<string, unknown>,
): SystemConfig | StatisticsConfig | ExperimentConfig {
  if (kind === 'experiment-task') return { experimentId: config.experimentId as number }
  if (kind === 'system-task')
    return config.action === 'backup'
      ? { action: 'backup' }
      : { action: 'purgeHistory', olderThanDays: config.olderThanDays as number }
  const ref = (v: unknown) => {
    const r = v as PropertyRef
    return { objName: r.objName, propName: r.propName }
  }
  return {
    source: ref(config.source),
    aggregate: config.aggregate as Aggregate,
    windowSeconds: config.windowSeconds as number,
    target: ref(config.target),
  }
}
