import type { Generated } from 'kysely'

export type DatasourceKind = 'postgres' | 'mysql' | 'mssql' | 'sqlite'
export const DATASOURCE_KINDS: DatasourceKind[] = ['postgres', 'mysql', 'mssql', 'sqlite']

export interface SqlDatasourcesTable {
  datasourceId: Generated<number>
  name: string
  kind: string
  host: Generated<string>
  port: Generated<number>
  databaseName: Generated<string>
  username: Generated<string>
  passwordEnc: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

declare module '../db/schema.ts' {
  interface Database {
    sqlDatasources: SqlDatasourcesTable
  }
}
