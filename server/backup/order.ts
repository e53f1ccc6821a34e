import type { Row, TableInfo } from './catalog.ts'

/**
 * Foreign keys are checked row by row on PostgreSQL (they are not deferrable), so a restore deletes
 * children before parents and inserts parents before children. Pure functions over the catalogue.
 */

/** Tables ordered so that every table comes after the tables it references (self-references aside). */
export function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]))
  const ordered: TableInfo[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  function visit(table: TableInfo, path: string[]) {
    const seen = state.get(table.name)
    if (seen === 'done') return
    if (seen === 'visiting') {
      throw new Error(`Foreign keys form a cycle: ${[...path, table.name].join(' -> ')}`)
    }
    state.set(table.name, 'visiting')
    for (const fk of table.foreignKeys) {
      const parent = byName.get(fk.refTable)
      if (parent && parent.name !== table.name) visit(parent, [...path, table.name])
    }
    state.set(table.name, 'done')
    ordered.push(table)
  }
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, [])
  return ordered
}

/**
 * The rows of a table that references itself (a resource's parent), ordered so a referenced row is
 * inserted before the rows that point at it. Rows whose parent is absent keep their place.
 */
export function selfReferencesFirst(table: TableInfo, rows: Row[]): Row[] {
  const selfKeys = table.foreignKeys.filter((fk) => fk.refTable === table.name)
  if (selfKeys.length === 0 || rows.length < 2) return rows
  const keyOf = (row: Row, columns: string[]) => JSON.stringify(columns.map((column) => row[column] ?? null))
  const ordered: Row[] = []
  const placed = new Set<Row>()
  const visiting = new Set<Row>()
  const indexes = selfKeys.map((fk) => {
    const index = new Map<string, Row>()
    for (const row of rows) index.set(keyOf(row, fk.refColumns), row)
    return index
  })
  function place(row: Row) {
    if (placed.has(row) || visiting.has(row)) return
    visiting.add(row)
    selfKeys.forEach((fk, i) => {
      if (fk.columns.some((column) => row[column] === null || row[column] === undefined)) return
      const parent = indexes[i]?.get(keyOf(row, fk.columns))
      if (parent && parent !== row) place(parent)
    })
    visiting.delete(row)
    placed.add(row)
    ordered.push(row)
  }
  for (const row of rows) place(row)
  return ordered
}
