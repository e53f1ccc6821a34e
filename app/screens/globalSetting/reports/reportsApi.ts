import type { ReportDefinition } from '../../../../engine/reports/definition'
import type { ReportLine } from '../../../../engine/reports/layout'
import type { ImportedLine, ImportOutcome } from '../../../../engine/reports/tableSource'
import { requestJson } from '../../../shell/http'
import { call, fetchJson, type Page, type Paging } from '../../admin/common/request'

export interface Report {
  reportId: number
  name: string
  /** null: the product's own database, read-only. */
  datasourceId: number | null
  sqlText: string
  definition: ReportDefinition
  /** The table source an import writes into (S1 §3); '' when none. */
  tableName: string
  /** Its key's columns, comma-separated. */
  primaryKey: string
  version: number
  updatedAt: string
}

export type ReportDraft = Omit<Report, 'reportId' | 'version' | 'updatedAt'>

export type ParamValues = Record<string, string>

/** The designer's preview: the query's own columns and rows, and the report's lines from them. */
export interface PreviewAnswer {
  columns: string[]
  rows: unknown[][]
  /** Over JSON a date cell is its ISO text: engine/reports/layout.ts typedCell brings it back. */
  lines: ReportLine[]
  truncated: boolean
  pageCount: number
}

export const EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

const base = '/api/global-setting/reports'

export const listReports = (query: Paging & { keyword: string }) =>
  fetchJson<Page<Report>>(base, { ...query })

export const createReport = (body: ReportDraft) => call<Report>('POST', base, body, { failure: 'screen' })

export const updateReport = (id: number, body: ReportDraft & { version: number }) =>
  call<Report>('PUT', `${base}/${id}`, body, { failure: 'screen' })

export const deleteReport = (id: number) => call<void>('DELETE', `${base}/${id}`)

/** Aborting `signal` drops the call; the server then cancels the query (PostgreSQL). */
export const previewReport = (
  body: Pick<ReportDraft, 'datasourceId' | 'sqlText' | 'definition'> & { params: ParamValues; limit: number },
  signal: AbortSignal,
) => requestJson<PreviewAnswer>('POST', `${base}/preview`, body, { suppressNotice: true, signal })

/** The export's address (a GET, downloaded with app/shell/download.ts). */
export function exportPath(
  id: number,
  query: { format: ExportFormat; params: ParamValues; pageRange: string; subtotal: string; total: string },
): string {
  const search = new URLSearchParams({ ...query, params: JSON.stringify(query.params) })
  return `${base}/${id}/export?${search}`
}

export type { ImportedLine, ImportOutcome }

/** Checks (`dryRun`) or imports an xlsx/csv file into the report's table; `content` is CSV text or XLSX base64. */
export const importIntoTable = (id: number, body: { fileName: string; content: string; dryRun: boolean }) =>
  call<ImportOutcome>('POST', `${base}/${id}/import`, body, { failure: 'screen' })
