import { formatCell } from '../../../engine/reports/format.ts'
import { type ExportInput, isLabel, labelledCells } from './labels.ts'

/** A cell that a spreadsheet would run as a formula is prefixed with ' (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The report's chosen pages as CSV, UTF-8 with a BOM so Excel reads Chinese text right. */
export function reportCsv(input: ExportInput): Buffer {
  const out: string[] = [input.columns.map((column) => quoted(column.title)).join(',')]
  for (const line of input.pages.flat()) {
    const cells = labelledCells(line, input.labels).map((cell, index) => {
      const column = input.columns[index]
      if (!column) return ''
      const text = isLabel(line, cell, index) ? String(cell) : formatCell(cell, column.format)
      const safe = typeof cell === 'string' && FORMULA_START.test(text) ? `'${text}` : text
      return quoted(safe)
    })
    out.push(cells.join(','))
  }
  return Buffer.from(`\uFEFF${out.join('\r\n')}\r\n`, 'utf8')
}
