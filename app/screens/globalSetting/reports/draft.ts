import { toPositional } from '../../../../engine/datasources/sqlParams'
import {
  type ColumnFormat,
  emptyDefinition,
  type ReportColumn,
  type ReportParam,
} from '../../../../engine/reports/definition'
import type { Report, ReportDraft } from './reportsApi'

export const draftOf = (report: Report | null): ReportDraft =>
  report
    ? {
        name: report.name,
        datasourceId: report.datasourceId,
        sqlText: report.sqlText,
        definition: report.definition,
        tableName: report.tableName,
        primaryKey: report.primaryKey,
      }
    : {
        name: '',
        datasourceId: null,
        sqlText: '',
        definition: emptyDefinition(),
        tableName: '',
        primaryKey: '',
      }

/**
 * The parameters follow the SQL: each `:name` it uses gets a declaration (text by default; `from`/`to`
 * are dates), a declaration no longer used is dropped, and what the designer set on the others is kept.
 */
export function paramsForSql(sql: string, declared: ReportParam[]): ReportParam[] {
  const names = [...new Set(toPositional(sql, () => '?').names)]
  return names.map(
    (name) =>
      declared.find((param) => param.name === name) ?? {
        name,
        label: name,
        type: /^(from|to|day|date)$/i.test(name) ? 'date' : 'text',
      },
  )
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?/

/** A column's format guessed from the first values of the query: numbers, dates, or text. */
function guessFormat(values: unknown[]): ColumnFormat {
  const present = values.filter((value) => value !== null && value !== undefined).slice(0, 20)
  if (present.length === 0) return { kind: 'text' }
  if (
    present.every(
      (value) => typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)),
    )
  ) {
    const decimals = Math.max(0, ...present.map((value) => String(value).split('.')[1]?.length ?? 0))
    return { kind: 'number', decimals: Math.min(decimals, 4) }
  }
  if (present.every((value) => typeof value === 'string' && ISO_DATE.test(value))) {
    const withTime = present.some(
      (value) => !String(value).includes('T00:00:00') && String(value).includes('T'),
    )
    return { kind: 'date', withTime }
  }
  return { kind: 'text' }
}

/** Columns proposed from a preview's answer, for a report that has none yet. */
export function proposeColumns(columns: string[], rows: unknown[][]): ReportColumn[] {
  return columns.map((field, index) => {
    const format = guessFormat(rows.map((row) => row[index]))
    return {
      field,
      title: field,
      format,
      width: format.kind === 'date' ? 14 : Math.max(10, field.length + 2),
    }
  })
}
