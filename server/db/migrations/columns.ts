import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely'
import type { Engine } from '../database.ts'

/**
 * Adds an auto-numbered primary key the way each engine spells it: SQLite's
 * `integer primary key autoincrement` (ids never reused) and PostgreSQL's identity column.
 */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
  column: string,
): CreateTableBuilder<T, never> {
  if (engine === 'postgres') {
    return table.addColumn(column, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
  }
  return table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement())
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull()
export const textDefault = (value: string) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value)
export const intDefault = (value: number) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value)
