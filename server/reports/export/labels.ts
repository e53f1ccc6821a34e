import { formatMessage, withValues } from '../../../engine/messages.ts'
import type { ReportColumn } from '../../../engine/reports/definition.ts'
import type { CellValue, ReportLine } from '../../../engine/reports/layout.ts'
import { REPORT_MESSAGES } from '../../../engine/reports/messages.ts'

/** The words of sum lines in the caller's language (the app sends them translated; English otherwise). */
export interface SumLabels {
  /** With `{group}` where the group's value goes. */
  subtotal: string
  total: string
}

export const ENGLISH_LABELS: SumLabels = {
  subtotal: REPORT_MESSAGES.groupTotal.message,
  total: REPORT_MESSAGES.grandTotal.message,
}

/**
 * A line's cells with a sum line's label in its first empty cell (a report whose every column is summed
 * shows no label: the line's place says what it is).
 */
export function labelledCells(line: ReportLine, labels: SumLabels): CellValue[] {
  if (line.kind === 'detail') return line.cells
  const label =
    line.kind === 'total'
      ? labels.total
      : formatMessage(withValues({ id: '', message: labels.subtotal }, { group: line.group ?? '' }))
  const cells = [...line.cells]
  const free = cells.indexOf(null)
  if (free >= 0) cells[free] = label
  return cells
}

/** A label placed in a number or date column is text: renderers must not format it as the column. */
export const isLabel = (line: ReportLine, cell: CellValue, index: number) =>
  line.kind !== 'detail' && line.cells[index] === null && typeof cell === 'string'

export type ExportInput = {
  name: string
  columns: ReportColumn[]
  pages: ReportLine[][]
  labels: SumLabels
}
