import { call, fetchJson, type Page, type Paging } from '../admin/common/request'

/** The kinds of the spec's scheduler pages (S0 §2 /design/industry-task-scheduler/:path). */
export const TASK_KINDS = [
  'experiment-task',
  'statistics-task',
  'reportStatistics-task',
  'realtime-data',
  'system-task',
] as const
export type TaskKind = (typeof TASK_KINDS)[number]

/** Kinds that run continuously while enabled, with no schedule (server/routes/scheduler/config.ts). */
export const CONTINUOUS: readonly string[] = ['realtime-data']

/** How often a real-time task writes its result by default, in seconds (1 to 3600). */
export const PUBLISH_DEFAULT = 5

export const AGGREGATES = [
  'average',
  'count',
  'difference',
  'duration',
  'instantaneous',
  'integral',
  'max',
  'min',
  'maxTime',
  'minTime',
  'frequency',
] as const

export interface PropertyRef {
  objName: string
  propName: string
}

export interface ScheduledTask {
  taskId: number
  name: string
  kind: TaskKind
  cron: string | null
  intervalSeconds: number | null
  misfire: 'run' | 'skip'
  enabled: boolean
  config: Record<string, unknown>
  nextRunAt: string | null
  running: boolean
  updatedAt: string
  version: number
}

export interface TaskRun {
  runId: number
  trigger: 'schedule' | 'manual' | 'misfire'
  status: 'running' | 'succeeded' | 'failed' | 'skipped'
  startedAt: string
  endedAt: string | null
  rows: number | null
  error: string | null
  /** A report run's kept file name (null: none, or pruned). */
  file?: string | null
}

export type TaskBody = Pick<
  ScheduledTask,
  'name' | 'kind' | 'cron' | 'intervalSeconds' | 'misfire' | 'enabled' | 'config'
>

const base = '/api/scheduler/tasks'

export const listTasks = (query: { kind: string; keyword: string } & Paging) =>
  fetchJson<Page<ScheduledTask>>(base, { ...query })

export const createTask = (body: TaskBody) => call<ScheduledTask>('POST', base, body, { failure: 'screen' })

export const updateTask = (id: number, body: Partial<TaskBody> & { version: number }) =>
  call<ScheduledTask>('PUT', `${base}/${id}`, body, { failure: 'screen' })

export const deleteTask = (id: number) => call<void>('DELETE', `${base}/${id}`)

export const runTask = (id: number) => call<TaskRun>('POST', `${base}/${id}/run`)

/** A report run's kept file (downloaded with app/shell/download.ts). */
export const runFilePath = (taskId: number, runId: number) => `${base}/${taskId}/runs/${runId}/file`

export const listRuns = (id: number, paging: Paging) =>
  fetchJson<Page<TaskRun>>(`${base}/${id}/runs`, { ...paging })
