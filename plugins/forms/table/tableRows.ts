/** Rows of the table widget, read from designed or bound data. */

/** "Data list over 200" (spec S1 §8): the most rows a table draws; the rest are counted, not shown. */
export const TABLE_MAX_ROWS = 200

/** The records of `value` (non-records dropped), at most TABLE_MAX_ROWS, and how many were left out. */
export function readTableRows(value: unknown): { rows: Record<string, unknown>[]; hidden: number } {
  if (!Array.isArray(value)) return { rows: [], hidden: 0 }
  const records = value.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row),
  )
  return { rows: records.slice(0, TABLE_MAX_ROWS), hidden: Math.max(0, records.length - TABLE_MAX_ROWS) }
}

/** The text of one cell: numbers and booleans as written, objects as JSON, missing as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Columns with a React key each: the data field, suffixed when two columns show the same field. */
export function keyedColumns<C extends { field: string }>(
  columns: readonly C[],
): { key: string; column: C }[] {
  const seen = new Map<string, number>()
  return columns.map((column) => {
    const count = (seen.get(column.field) ?? 0) + 1
    seen.set(column.field, count)
    return { key: count === 1 ? column.field : `${column.field}#${count}`, column }
  })
}
