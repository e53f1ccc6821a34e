/**
 * The table's data work, without a browser: rows of form records, sorting, paging, and the export files
 * (csv text; xls through exceljs).
 */
import type { FormRecord } from '../../shared/viewContract.ts'
import { cellText, shownText } from './tableRows.ts'

/** Row fields a form record adds beside its values (who sent it and when). */
export const RECORD_FIELDS = { id: '_id', version: '_version', user: '_user', time: '_time' } as const

/** A form record as a table row: its values, plus who sent it and when (YYYY-MM-DD HH:mm:ss). */
export function recordRow(record: FormRecord): Record<string, unknown> {
  return {
    ...record.values,
    [RECORD_FIELDS.id]: record.id,
    [RECORD_FIELDS.version]: record.version,
    [RECORD_FIELDS.user]: record.username,
    [RECORD_FIELDS.time]: localTime(record.createdAt),
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** An ISO time in the spec's format YYYY-MM-DD HH:mm:ss, in the browser's time zone. */
export function localTime(iso: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
}

/** A sort order: the column's data field and its direction. */
export interface SortOrder {
  field: string
  direction: 'ascending' | 'descending'
}

const isEmptyCell = (v: unknown) => v === null || v === undefined || v === ''

function compareCells(a: unknown, b: unknown): number {
  const [x, y] = [Number(a), Number(b)]
  if (typeof a !== 'boolean' && Number.isFinite(x) && Number.isFinite(y) && String(a).trim() !== '')
    return x - y
  return cellText(a).localeCompare(cellText(b), undefined, { numeric: true })
}

/** The rows sorted by one column (numbers as numbers, empty cells last); a stable sort. */
export function sortRows<R extends Record<string, unknown>>(
  rows: readonly R[],
  order: SortOrder | null,
): R[] {
  if (!order) return [...rows]
  const sign = order.direction === 'ascending' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const [x, y] = [a.row[order.field], b.row[order.field]]
      // Empty cells go last whichever the direction.
      if (isEmptyCell(x) || isEmptyCell(y))
        return isEmptyCell(x) === isEmptyCell(y) ? a.index - b.index : isEmptyCell(x) ? 1 : -1
      return sign * compareCells(x, y) || a.index - b.index
    })
    .map(({ row }) => row)
}

/** The next order after a click on a column's heading: ascending, descending, then none. */
export function nextOrder(current: SortOrder | null, field: string): SortOrder | null {
  if (!current || current.field !== field) return { field, direction: 'ascending' }
  return current.direction === 'ascending' ? { field, direction: 'descending' } : null
}

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/** One page of the rows, pages counted from 1. */
export function pageRows<R>(rows: readonly R[], page: number, size: number): R[] {
  return rows.slice((page - 1) * size, page * size)
}

/** The columns of an export: heading and data field. */
export interface ExportColumn {
  title: string
  field: string
  /** The column's option labels: the file holds what the table shows. */
  labels?: ReadonlyMap<string, string>
}

const NO_LABELS: ReadonlyMap<string, string> = new Map()
const textOf = (column: ExportColumn, value: unknown) => shownText(value, column.labels ?? NO_LABELS)

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The rows as CSV with a header line; a BOM first so spreadsheet programs read UTF-8 (Chinese). */
export function csvOf(columns: readonly ExportColumn[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(textOf(c, row[c.field]))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The rows as a workbook of one sheet (exceljs, loaded only when someone exports). */
export async function workbookOf(
  columns: readonly ExportColumn[],
  rows: readonly Record<string, unknown>[],
  sheetName: string,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(sheetName.slice(0, 31) || 'Sheet1')
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.field,
    width: Math.max(10, c.title.length + 2),
  }))
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((c) => {
          const value = row[c.field]
          return [c.field, typeof value === 'number' && !c.labels?.size ? value : textOf(c, value)]
        }),
      ),
    )
  }
  sheet.getRow(1).font = { bold: true }
  return (await book.xlsx.writeBuffer()) as ArrayBuffer
}
