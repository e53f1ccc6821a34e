import type { Generated } from 'kysely'

/** Tables of migration 0110, joined to the shared `Database` interface by module augmentation. */
export interface ScheduledTasksTable {
  taskId: Generated<number>
  name: string
  kind: string
  cron: string | null
  intervalSeconds: number | null
  /** 'run' | 'skip' */
  misfire: Generated<string>
  enabled: Generated<number>
  /** JSON text */
  config: Generated<string>
  nextRunAt: string | null
  leaseOwner: string | null
  leaseUntil: string | null
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface ScheduledTaskRunsTable {
  runId: Generated<number>
  taskId: number
  trigger: string
  ownerId: string
  status: string
  startedAt: string
  endedAt: string | null
  rows: number | null
  error: string | null
  /** A report run's file, relative to the data folder (migration 0111). */
  file: string | null
}

declare module '../../db/schema.ts' {
  interface Database {
    scheduledTasks: ScheduledTasksTable
    scheduledTaskRuns: ScheduledTaskRunsTable
  }
}
