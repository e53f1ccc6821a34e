import { compileScopedExpression } from '../expression/index.ts'
import type { ColumnFormat, ReportColumn, ReportDefinition } from './definition.ts'
import { formatCell } from './format.ts'

/** A cell after formats are applied to its type: numbers as numbers, dates as Date, the rest as text. */
export type CellValue = number | string | Date | null

export interface ReportLine {
  kind: 'detail' | 'subtotal' | 'total'
  /** One per report column. */
  cells: CellValue[]
  /** The group's value as the column shows it, on a subtotal line. */
  group?: string
}

/** Drivers answer numerics and bigints as text and dates as Date or text: bring them to the column's type. */
export function typedCell(value: unknown, format: ColumnFormat): CellValue {
  // A formula over a value that is not a number (NaN, Infinity) leaves the cell empty.
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value)))
    return null
  if (format.kind === 'number') {
    const number = typeof value === 'number' ? value : Number(value)
    return typeof value === 'boolean' || !Number.isFinite(number) ? String(value) : number
  }
  if (format.kind === 'date') {
    const date = value instanceof Date ? value : new Date(String(value).replace(' ', 'T'))
    return Number.isNaN(date.getTime()) ? String(value) : date
  }
  return value instanceof Date ? value.toISOString() : String(value)
}

function formulaOf(column: ReportColumn) {
  const source = column.formula?.trim()
  if (!source) return null
  const compiled = compileScopedExpression(source)
  return (scope: Record<string, unknown>) => {
    try {
      return compiled(scope)
    } catch {
      // A row whose values the formula cannot use (a text where a number was expected) gets an empty cell.
      return null
    }
  }
}

/**
 * The report's lines from a query result: detail rows with formula columns computed (a formula sees the
 * query's fields and the formula columns left of it), a subtotal line after each group of equal
 * `groupBy` values, a total line at the end. Sums skip empty and non-numeric cells.
 */
export function layoutReport(
  definition: ReportDefinition,
  result: { columns: string[]; rows: unknown[][] },
): ReportLine[] {
  const columns = definition.columns
  const formulas = columns.map(formulaOf)
  const groupIndex = definition.groupBy ? columns.findIndex((c) => c.field === definition.groupBy) : -1
  const summed = columns.map((column) => column.sum === true)
  const lines: ReportLine[] = []
  const zero = () => columns.map(() => 0)
  let groupSums = zero()
  const totals = zero()
  let currentGroup: string | undefined

  const sumLine = (kind: 'subtotal' | 'total', sums: number[], group?: string): ReportLine => ({
    kind,
    cells: sums.map((sum, index) => (summed[index] ? sum : null)),
    ...(group === undefined ? {} : { group }),
  })

  for (const row of result.rows) {
    const scope: Record<string, unknown> = {}
    result.columns.forEach((name, index) => {
      scope[name] = row[index]
    })
    const cells = columns.map((column, index) => {
      const formula = formulas[index]
      const raw = formula ? formula(scope) : scope[column.field]
      if (formula) scope[column.field] = raw
      return typedCell(raw, column.format)
    })
    if (groupIndex >= 0) {
      const group = formatCell(cells[groupIndex] ?? null, columns[groupIndex]?.format ?? { kind: 'text' })
      if (currentGroup !== undefined && group !== currentGroup) {
        lines.push(sumLine('subtotal', groupSums, currentGroup))
        groupSums = zero()
      }
      currentGroup = group
    }
    cells.forEach((cell, index) => {
      if (summed[index] && typeof cell === 'number') {
        groupSums[index] = (groupSums[index] ?? 0) + cell
        totals[index] = (totals[index] ?? 0) + cell
      }
    })
    lines.push({ kind: 'detail', cells })
  }
  if (groupIndex >= 0 && currentGroup !== undefined) lines.push(sumLine('subtotal', groupSums, currentGroup))
  if (definition.totals) lines.push(sumLine('total', totals))
  return lines
}
