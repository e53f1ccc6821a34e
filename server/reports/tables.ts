import type { Generated } from 'kysely'

export interface ReportsTable {
  reportId: Generated<number>
  name: string
  /** null: the product's own database, read-only. */
  datasourceId: number | null
  sqlText: string
  /** JSON of engine/reports/definition.ts ReportDefinition. */
  definition: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

declare module '../db/schema.ts' {
  interface Database {
    reports: ReportsTable
  }
}
