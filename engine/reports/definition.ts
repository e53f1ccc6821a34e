/**
 * A grid report (issue 27): a read-only SQL query with typed named parameters, its columns and their
 * formats, an optional grouping with sums per group, a total line and formula columns. Pure data, stored
 * as JSON on the server and edited by the report designer.
 */
export type ParamType = 'text' | 'number' | 'date'

export interface ReportParam {
  /** The `:name` used in the SQL. */
  name: string
  label: string
  type: ParamType
  /** Used when a run gives no value; a required parameter with no value and no default refuses the run. */
  defaultValue?: string | number | null
  required?: boolean
}

export type ColumnFormat =
  | { kind: 'text' }
  | { kind: 'number'; decimals: number }
  /** Shown as yyyy-mm-dd, or with the time too. */
  | { kind: 'date'; withTime?: boolean }

export interface ReportColumn {
  /** A column of the query, or the name of this formula column. */
  field: string
  title: string
  format: ColumnFormat
  /** In characters (xlsx column width; PDF and the screen scale it). */
  width: number
  /** A formula column: an expression over the row's fields, e.g. `qty * price`. */
  formula?: string
  /** Summed in each group's subtotal line and in the total line. */
  sum?: boolean
}

export interface ReportDefinition {
  params: ReportParam[]
  columns: ReportColumn[]
  /** A field to group by: the rows must come ordered by it (the SQL's order by), a subtotal ends each group. */
  groupBy?: string | null
  /** A total line at the end, summing the `sum` columns. */
  totals?: boolean
  /** Lines per page, for PDF pages and page ranges (`1-3`) of every export. */
  linesPerPage: number
}

export const PARAM_TYPES: ParamType[] = ['text', 'number', 'date']
export const DEFAULT_LINES_PER_PAGE = 30
/** What fits an A4 landscape PDF page at its line height. */
export const MAX_LINES_PER_PAGE = 34
export const MAX_DECIMALS = 10

export const emptyDefinition = (): ReportDefinition => ({
  params: [],
  columns: [],
  groupBy: null,
  totals: false,
  linesPerPage: DEFAULT_LINES_PER_PAGE,
})
