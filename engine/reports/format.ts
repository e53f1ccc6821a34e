import type { ColumnFormat } from './definition.ts'
import type { CellValue } from './layout.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A cell as the report shows it in text outputs (csv, PDF, the preview): numbers with the column's
 * decimals, dates as yyyy-mm-dd (hh:mm:ss, the spec's time format), in the server's local time like the rest of the plant's times.
 */
export function formatCell(cell: CellValue, format: ColumnFormat): string {
  if (cell === null) return ''
  if (format.kind === 'number' && typeof cell === 'number') return cell.toFixed(format.decimals)
  if (cell instanceof Date) {
    const day = `${cell.getFullYear()}-${pad(cell.getMonth() + 1)}-${pad(cell.getDate())}`
    return format.kind === 'date' && format.withTime
      ? `${day} ${pad(cell.getHours())}:${pad(cell.getMinutes())}:${pad(cell.getSeconds())}`
      : day
  }
  return String(cell)
}

/** The same format as an Excel number format, so xlsx cells stay numbers and dates. */
export function excelFormat(format: ColumnFormat): string | undefined {
  if (format.kind === 'number') return format.decimals > 0 ? `0.${'0'.repeat(format.decimals)}` : '0'
  if (format.kind === 'date') return format.withTime ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd'
  return undefined
}
