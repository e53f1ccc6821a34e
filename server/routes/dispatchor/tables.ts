import type { Generated } from 'kysely'

/** Tables of migration 0042, joined to the shared `Database` interface by module augmentation. */
export interface StatisticsTasksTable {
  taskId: Generated<number>
  name: string
  description: Generated<string>
  /** 'realtime' | 'periodic' */
  type: string
  /** JSON text: [{ objName, propName }] */
  sources: Generated<string>
  /** JSON text: aggregate names */
  aggregates: Generated<string>
  intervalSeconds: Generated<number>
  enabled: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface StatisticsResultsTable {
  resultId: Generated<number>
  taskId: number
  objName: string
  propName: string
  aggregate: string
  value: number | null
  valueTime: string | null
  windowStart: string
  windowEnd: string
  createdAt: string
}

declare module '../../db/schema.ts' {
  interface Database {
    statisticsTasks: StatisticsTasksTable
    statisticsResults: StatisticsResultsTable
  }
}
