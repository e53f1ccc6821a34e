import { type MessageDescriptor, withValues } from '../messages.ts'
import { MESSAGES } from '../rules/responses.ts'

/**
 * A report's table source (S1 §3 "table name, primary key"): where an xlsx/csv import writes. Both are
 * identifiers, never values: they are checked here and quoted by the server, so no text of the user's
 * reaches the SQL unchecked.
 */
export interface TableSource {
  /** `table` or `schema.table`. */
  tableName: string
  /** The key's columns, in order. */
  primaryKey: string[]
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The import messages of a table source; the spec's own come from engine/rules. */
export const TABLE_IMPORT_MESSAGES = {
  tableNameBad: /*i18n*/ {
    id: 'report.import.tableNameBad',
    message: 'The table name {name} must be a name or schema.name of letters, digits and _',
  },
  keyColumnBad: /*i18n*/ {
    id: 'report.import.keyColumnBad',
    message: 'The primary key column {name} must be letters, digits and _ (not starting with a digit)',
  },
  productDatabase: /*i18n*/ {
    id: 'report.import.productDatabase',
    message: "This product's own database is read-only: choose an SQL data source to import into",
  },
  unreadable: /*i18n*/ { id: 'report.import.unreadable', message: 'The file could not be read as {format}' },
  empty: /*i18n*/ { id: 'report.import.empty', message: 'The file has no data lines under its header' },
  headerEmpty: /*i18n*/ {
    id: 'report.import.headerEmpty',
    message: 'Column {index} of the header has no name',
  },
  headerDuplicate: /*i18n*/ {
    id: 'report.import.headerDuplicate',
    message: 'The column {name} appears twice in the header',
  },
  columnUnknown: /*i18n*/ {
    id: 'report.import.columnUnknown',
    message: 'The table {table} has no column {name}',
  },
  keyColumnMissing: /*i18n*/ {
    id: 'report.import.keyColumnMissing',
    message: 'The file has no column for the primary key {name}',
  },
  tableMissing: /*i18n*/ {
    id: 'report.import.tableMissing',
    message: 'The table {table} could not be read: {reason}',
  },
  keyEmpty: /*i18n*/ { id: 'report.import.keyEmpty', message: 'The primary key {name} is empty' },
  keyDuplicate: /*i18n*/ {
    id: 'report.import.keyDuplicate',
    message: 'The primary key {key} is also on line {line}',
  },
  extraCells: /*i18n*/ {
    id: 'report.import.extraCells',
    message: 'The line has {count} cells, more than the header’s {max}',
  },
  rowRefused: /*i18n*/ { id: 'report.import.rowRefused', message: 'The database refused the line: {reason}' },
  rowsInvalid: /*i18n*/ {
    id: 'report.import.rowsInvalid',
    message: '{count} lines have errors; nothing was imported',
  },
} satisfies Record<string, MessageDescriptor>

/** The key's columns from the stored comma-separated text. */
export const keyColumns = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')

/**
 * Checks a table source as the designer entered it: both blank (no table source) or both set and made of
 * identifiers. Answers the problems, none when it is fine.
 */
export function tableSourceProblems(tableName: string, primaryKey: string): MessageDescriptor[] {
  const table = tableName.trim()
  const key = keyColumns(primaryKey)
  if (table === '' && key.length === 0) return []
  if (table === '' || key.length === 0) return [MESSAGES.keyOrFilterMissing]
  const problems: MessageDescriptor[] = []
  const parts = table.split('.')
  if (parts.length > 2 || !parts.every((part) => IDENTIFIER.test(part)))
    problems.push(withValues(TABLE_IMPORT_MESSAGES.tableNameBad, { name: table }))
  for (const column of key)
    if (!IDENTIFIER.test(column))
      problems.push(withValues(TABLE_IMPORT_MESSAGES.keyColumnBad, { name: column }))
  return problems
}

/** A cell of an import file as read: text, number, true/false, or empty. */
export type ImportCell = string | number | boolean | null

/** One line of an import file after the server's check: what it would do, or why it cannot. */
export interface ImportedLine {
  line: number
  cells: ImportCell[]
  action: 'insert' | 'update' | null
  errors: MessageDescriptor[]
}

/** The answer of a table import (a preview or a write). */
export interface ImportOutcome {
  /** The header mapped to the table's own column names. */
  columns: string[]
  lines: ImportedLine[]
  inserted: number
  updated: number
  invalid: number
  /** True only when every line was good and the mode was 'write': then all lines are in the table. */
  written: boolean
}
