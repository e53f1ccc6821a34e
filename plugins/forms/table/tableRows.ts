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

/**
 * A column's value → label map from its option list (the same shapes a choice control's options take:
 * records with value and label, or plain texts). Empty when the column has no options.
 */
export function columnLabels(options: unknown): ReadonlyMap<string, string> {
  const labels = new Map<string, string>()
  let list = options
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list)
    } catch {
      return labels
    }
  }
  if (!Array.isArray(list)) return labels
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') labels.set(String(item), String(item))
    else if (typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>
      const value = record.value ?? record.name
      if (value === undefined || value === null) continue
      labels.set(String(value), cellText(record.label ?? record.showName ?? value))
    }
  }
  return labels
}

/**
 * What a cell shows: the option's label when the column has options (a checkbox's list of values shows
 * each value's label, joined), else the value's text. Values without an option show as stored.
 */
export function shownText(value: unknown, labels: ReadonlyMap<string, string>): string {
  if (labels.size === 0) return cellText(value)
  if (Array.isArray(value)) return value.map((v) => labels.get(cellText(v)) ?? cellText(v)).join(', ')
  return labels.get(cellText(value)) ?? cellText(value)
}
