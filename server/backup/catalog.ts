import { type Kysely, sql } from 'kysely'
import type { Engine } from '../db/database.ts'

/**
 * A backup and a restore see the database as plain tables of rows, whatever the engine, so a backup made
 * on SQLite restores into PostgreSQL and back. This reads the catalogue of either engine: the app's
 * tables, their columns, primary keys, foreign keys and auto-numbered columns. Names come from the
 * database itself and reach SQL only as quoted identifiers.
 */

/** Rows as the database hands them over: snake_case columns (the backup works without CamelCasePlugin). */
export type Row = Record<string, unknown>
/** A Kysely over any table; the backup works with names read from the catalogue. */
export type AnyDb = Kysely<Record<string, Row>>

export interface ForeignKey {
  columns: string[]
  refTable: string
  refColumns: string[]
}

export interface TableInfo {
  name: string
  /** In the table's declared order. */
  columns: string[]
  /** Empty when the table has none; then rows are read in the order of all columns. */
  primaryKey: string[]
  foreignKeys: ForeignKey[]
  /** PostgreSQL identity or serial columns whose sequence must move past restored ids. */
  autoNumbered: string[]
}

// Kysely's own bookkeeping: the backup names the migrations in its manifest instead.
const INTERNAL_TABLE = /^(?:kysely_|sqlite_)/

/** Every table of the app with its columns and keys. */
export async function readCatalog(db: AnyDb, engine: Engine): Promise<TableInfo[]> {
  const names = await tableNames(db, engine)
  const tables: TableInfo[] = []
  for (const name of names) {
    tables.push(engine === 'postgres' ? await postgresTable(db, name) : await sqliteTable(db, name))
  }
  return tables
}

async function tableNames(db: AnyDb, engine: Engine): Promise<string[]> {
  const query =
    engine === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`
  const { rows } = await query.execute(db)
  return rows.map((row) => row.name).filter((name) => !INTERNAL_TABLE.test(name))
}

async function sqliteTable(db: AnyDb, name: string): Promise<TableInfo> {
  const { rows: columns } = await sql<{ name: string; pk: number }>`
    select name, pk from pragma_table_info(${name}) order by cid`.execute(db)
  const { rows: keys } = await sql<{ id: number; seq: number; table: string; from: string; to: string }>`
    select id, seq, "table", "from", "to" from pragma_foreign_key_list(${name}) order by id, seq`.execute(db)
  const byId = new Map<number, ForeignKey>()
  for (const key of keys) {
    const fk = byId.get(key.id) ?? { columns: [], refTable: key.table, refColumns: [] }
    fk.columns.push(key.from)
    fk.refColumns.push(key.to)
    byId.set(key.id, fk)
  }
  return {
    name,
    columns: columns.map((column) => column.name),
    primaryKey: columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name),
    foreignKeys: [...byId.values()],
    // SQLite moves its own counters past explicitly inserted ids.
    autoNumbered: [],
  }
}

async function postgresTable(db: AnyDb, name: string): Promise<TableInfo> {
  const { rows: columns } = await sql<{ name: string; auto: boolean }>`
    select column_name as name,
      (is_identity = 'YES' or coalesce(column_default, '') like 'nextval(%') as auto
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${name}
    order by ordinal_position`.execute(db)
  const { rows: primary } = await sql<{ name: string }>`
    select a.attname as name
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    cross join lateral unnest(c.conkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    where c.contype = 'p' and n.nspname = current_schema() and t.relname = ${name}
    order by k.position`.execute(db)
  const { rows: keys } = await sql<{ id: string; column: string; refTable: string; refColumn: string }>`
    select c.conname as id, a.attname as column, r.relname as "refTable", ra.attname as "refColumn"
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_class r on r.oid = c.confrelid
    cross join lateral unnest(c.conkey, c.confkey) with ordinality as k(attnum, refattnum, position)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.refattnum
    where c.contype = 'f' and n.nspname = current_schema() and t.relname = ${name}
    order by c.conname, k.position`.execute(db)
  const byId = new Map<string, ForeignKey>()
  for (const key of keys) {
    const fk = byId.get(key.id) ?? { columns: [], refTable: key.refTable, refColumns: [] }
    fk.columns.push(key.column)
    fk.refColumns.push(key.refColumn)
    byId.set(key.id, fk)
  }
  return {
    name,
    columns: columns.map((column) => column.name),
    primaryKey: primary.map((column) => column.name),
    foreignKeys: [...byId.values()],
    autoNumbered: columns.filter((column) => column.auto).map((column) => column.name),
  }
}
