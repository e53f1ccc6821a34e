import type { MessageDescriptor } from '@lingui/core'
import { call, fetchJson, type Page, type Paging } from '../../admin/common/request'

/** The engines the server can hold settings for (server/datasources/tables.ts). */
export const DATASOURCE_KINDS = ['postgres', 'mysql', 'mssql', 'sqlite'] as const
export type DatasourceKind = (typeof DATASOURCE_KINDS)[number]

/** What the server sends back instead of a saved password; sending it back keeps the password. */
export const PASSWORD_MASK = '******'

/** Each engine's usual port, filled in when the kind changes. */
export const DEFAULT_PORTS: Record<DatasourceKind, number> = {
  postgres: 5432,
  mysql: 3306,
  mssql: 1433,
  sqlite: 0,
}

export interface Datasource {
  datasourceId: number
  name: string
  kind: DatasourceKind
  host: string
  port: number
  databaseName: string
  username: string
  password: string
  version: number
  updatedAt: string
}

export interface DatasourceSettings {
  kind: DatasourceKind
  host: string
  port: number
  databaseName: string
  username: string
  password: string
}

export interface DatasourceQuery extends Paging {
  keyword: string
}

/** A failed test is an answer, not an error: its message descriptor is translated on the screen. */
export type ProbeAnswer =
  | { ok: true; serverVersion: string }
  | { ok: false; message: string; details: MessageDescriptor[] }

const base = '/api/global-setting/sql-datasources'

export const listDatasources = (query: DatasourceQuery) => fetchJson<Page<Datasource>>(base, { ...query })

export const getDatasource = (id: number) =>
  call<Datasource>('GET', `${base}/${id}`, undefined, { failure: 'screen' })

export const createDatasource = (body: DatasourceSettings & { name: string }) =>
  call<Datasource>('POST', base, body, { failure: 'screen' })

export const updateDatasource = (id: number, body: DatasourceSettings & { name: string; version: number }) =>
  call<Datasource>('PUT', `${base}/${id}`, body, { failure: 'screen' })

export const deleteDatasource = (id: number) => call<void>('DELETE', `${base}/${id}`)

export const testDatasource = (body: DatasourceSettings & { datasourceId?: number }) =>
  call<ProbeAnswer>('POST', `${base}/test`, body, { failure: 'screen' })

/** A preview query's answer: the column names and at most `limit` rows. */
export interface QueryAnswer {
  columns: string[]
  rows: unknown[][]
  truncated: boolean
}

export const runDatasourceQuery = (
  id: number,
  body: { sql: string; params: Record<string, string>; limit: number },
) => call<QueryAnswer>('POST', `${base}/${id}/query`, body, { failure: 'screen' })
