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

/** The table an import writes into, per report (migration 0101); a report without one has no row. */
export interface ReportTableSourcesTable {
  reportId: number
  tableName: string
  /** Comma-separated column names. */
  primaryKey: string
}

declare module '../db/schema.ts' {
  interface Database {
    reportTableSources: ReportTableSourcesTable
  }
}
