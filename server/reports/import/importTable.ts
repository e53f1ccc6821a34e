import { type MessageDescriptor, withValues } from '../../../engine/messages.ts'
import {
  type ImportedLine,
  type ImportOutcome,
  TABLE_IMPORT_MESSAGES,
  type TableSource,
} from '../../../engine/reports/tableSource.ts'

export type { ImportedLine, ImportOutcome } from '../../../engine/reports/tableSource.ts'

import type { ConnectionSettings } from '../../datasources/probe.ts'
import type { Sheet } from './readSheet.ts'
import { openWriter, type TableWriter } from './tableWriter.ts'

export type ImportResult = { ok: true; outcome: ImportOutcome } | { ok: false; problems: MessageDescriptor[] }

/** The header's names in the table's spelling, or what is wrong with the header. */
function mapHeader(
  header: string[],
  tableColumns: string[],
  source: TableSource,
): { ok: true; columns: string[] } | { ok: false; problems: MessageDescriptor[] } {
  const byLower = new Map(tableColumns.map((column) => [column.toLowerCase(), column]))
  const problems: MessageDescriptor[] = []
  const columns: string[] = []
  const seen = new Set<string>()
  header.forEach((name, index) => {
    if (name === '') problems.push(withValues(TABLE_IMPORT_MESSAGES.headerEmpty, { index: index + 1 }))
    const column = byLower.get(name.toLowerCase())
    if (name !== '' && !column)
      problems.push(withValues(TABLE_IMPORT_MESSAGES.columnUnknown, { table: source.tableName, name }))
    if (column && seen.has(column))
      problems.push(withValues(TABLE_IMPORT_MESSAGES.headerDuplicate, { name: column }))
    if (column) seen.add(column)
    columns.push(column ?? name)
  })
  for (const key of source.primaryKey) {
    const column = byLower.get(key.toLowerCase())
    if (!column || !seen.has(column))
      problems.push(withValues(TABLE_IMPORT_MESSAGES.keyColumnMissing, { name: key }))
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, columns }
}

/**
 * Imports a sheet into the table source, all or nothing: in one transaction each line updates the row
 * with its primary key or, when there is none, inserts it; each line runs under a savepoint, so every
 * line's refusal by the database is reported, not only the first. The transaction is committed only in
 * 'write' mode with no line wrong; a check ('check') always rolls back, so it changes nothing either.
 */
export async function importIntoTable(
  settings: ConnectionSettings,
  source: TableSource,
  sheet: Sheet,
  mode: 'check' | 'write',
): Promise<ImportResult> {
  const opened = await openWriter(settings)
  if (!opened.ok) return { ok: false, problems: [opened.problem] }
  const writer = opened.writer
  try {
    const table = source.tableName.split('.')
    let tableColumns: string[]
    try {
      tableColumns = await writer.columns(table)
    } catch (error) {
      const reason = (error as Error).message
      return {
        ok: false,
        problems: [withValues(TABLE_IMPORT_MESSAGES.tableMissing, { table: source.tableName, reason })],
      }
    }
    const mapped = mapHeader(sheet.header, tableColumns, source)
    if (!mapped.ok) return mapped
    const outcome = await writeLines(writer, table, source, mapped.columns, sheet, mode)
    return { ok: true, outcome }
  } finally {
    await writer.close()
  }
}

async function writeLines(
  writer: TableWriter,
  table: string[],
  source: TableSource,
  columns: string[],
  sheet: Sheet,
  mode: 'check' | 'write',
): Promise<ImportOutcome> {
  const lower = columns.map((column) => column.toLowerCase())
  const keyIndexes = source.primaryKey.map((key) => lower.indexOf(key.toLowerCase()))
  const valueIndexes = columns.map((_, index) => index).filter((index) => !keyIndexes.includes(index))
  const statements = sqlFor(writer, table, columns, keyIndexes, valueIndexes)
  const keysSeen = new Map<string, number>()
  const lines: ImportedLine[] = []
  let inserted = 0
  let updated = 0
  await writer.run('begin', [])
  let committed = false
  try {
    for (const { line, cells } of sheet.lines) {
      const errors: MessageDescriptor[] = []
      if (cells.length > columns.length)
        errors.push(
          withValues(TABLE_IMPORT_MESSAGES.extraCells, { count: cells.length, max: columns.length }),
        )
      const values = columns.map((_, index) => cells[index] ?? null)
      const key = keyIndexes.map((index) => values[index] ?? null)
      keyIndexes.forEach((index, position) => {
        if (key[position] === null)
          errors.push(withValues(TABLE_IMPORT_MESSAGES.keyEmpty, { name: columns[index] ?? '' }))
      })
      const keyText = key.map(String).join(', ')
      const earlier = keysSeen.get(keyText)
      if (earlier !== undefined && key.every((part) => part !== null))
        errors.push(withValues(TABLE_IMPORT_MESSAGES.keyDuplicate, { key: keyText, line: earlier }))
      else keysSeen.set(keyText, line)
      let action: ImportedLine['action'] = null
      if (errors.length === 0) {
        try {
          await writer.run('savepoint gantry_import_line', [])
          const changed = await writer.run(statements.update, [
            ...statements.setIndexes.map((index) => values[index] ?? null),
            ...key,
          ])
          if (changed > 0) action = 'update'
          else {
            await writer.run(statements.insert, values)
            action = 'insert'
          }
          await writer.run('release savepoint gantry_import_line', [])
        } catch (error) {
          await writer.run('rollback to savepoint gantry_import_line', [])
          await writer.run('release savepoint gantry_import_line', [])
          errors.push(withValues(TABLE_IMPORT_MESSAGES.rowRefused, { reason: (error as Error).message }))
        }
      }
      if (action === 'insert') inserted += 1
      if (action === 'update') updated += 1
      lines.push({ line, cells, action, errors })
    }
    const invalid = lines.filter((line) => line.errors.length > 0).length
    if (mode === 'write' && invalid === 0) {
      await writer.run('commit', [])
      committed = true
    }
    return { columns, lines, inserted, updated, invalid, written: committed }
  } finally {
    if (!committed) await writer.run('rollback', []).catch(() => 0)
  }
}

/** The update by key and the insert, with placeholders only: the values are bound at each line. */
function sqlFor(
  writer: TableWriter,
  table: string[],
  columns: string[],
  keyIndexes: number[],
  valueIndexes: number[],
): { update: string; insert: string; setIndexes: number[] } {
  const target = table.map(writer.quote).join('.')
  const name = (index: number) => writer.quote(columns[index] ?? '')
  // A file of key columns only sets the key to itself: the update still tells whether the row exists.
  const setIndexes = valueIndexes.length > 0 ? valueIndexes : keyIndexes
  let position = 0
  const next = () => writer.placeholder(++position)
  const sets = setIndexes.map((index) => `${name(index)} = ${next()}`).join(', ')
  const where = keyIndexes.map((index) => `${name(index)} = ${next()}`).join(' and ')
  position = 0
  const names = columns.map((_, index) => name(index)).join(', ')
  const insert = `insert into ${target} (${names}) values (${columns.map(() => next()).join(', ')})`
  return { update: `update ${target} set ${sets} where ${where}`, insert, setIndexes }
}
