import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import type { Engine } from '../db/database.ts'
import { type AnyDb, type Row, readCatalog, type TableInfo } from './catalog.ts'

const CHUNK_ROWS = 1000

export interface SnapshotVisitor {
  /** Called once with the catalogue and the applied migrations, before any rows. */
  begin(tables: TableInfo[], migrations: string[]): Promise<void>
  /** Called with consecutive chunks of each table's rows, tables in catalogue order. */
  rows(table: TableInfo, rows: Row[]): Promise<void>
}

/**
 * Reads every table of the app from one consistent point in time and hands the rows to `visitor`.
 * PostgreSQL: one REPEATABLE READ, READ ONLY transaction on the app's pool. SQLite: a separate read-only
 * connection to the same file in one read transaction (WAL keeps its snapshot while the app goes on
 * writing), so the app's single connection is not held for the length of the backup.
 */
export async function readSnapshot(
  db: AnyDb,
  engine: Engine,
  tables: (all: TableInfo[]) => TableInfo[],
  visitor: SnapshotVisitor,
): Promise<void> {
  if (engine === 'postgres') {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => readAll(trx, engine, tables, visitor))
    return
  }
  const { rows } = await sql<{
    file: string
  }>`select file from pragma_database_list where name = 'main'`.execute(db)
  const file = rows[0]?.file
  if (!file) throw new Error('The SQLite database has no file to back up')
  const reader = new Kysely<Record<string, Row>>({
    dialect: new SqliteDialect({
      database: new SqliteDatabase(file, { readonly: true, fileMustExist: true }),
    }),
  })
  try {
    await reader.transaction().execute((trx) => readAll(trx, engine, tables, visitor))
  } finally {
    await reader.destroy()
  }
}

async function readAll(
  db: AnyDb,
  engine: Engine,
  pick: (all: TableInfo[]) => TableInfo[],
  visitor: SnapshotVisitor,
): Promise<void> {
  const tables = pick(await readCatalog(db, engine))
  await visitor.begin(tables, await appliedMigrations(db))
  for (const table of tables) {
    // A stable order across chunks: the primary key, else every column.
    const order = table.primaryKey.length > 0 ? table.primaryKey : table.columns
    for (let offset = 0; ; offset += CHUNK_ROWS) {
      const { rows } = await sql<Row>`select * from ${sql.table(table.name)}
        order by ${sql.join(order.map((column) => sql.ref(column)))}
        limit ${CHUNK_ROWS} offset ${offset}`.execute(db)
      if (rows.length > 0) await visitor.rows(table, rows)
      if (rows.length < CHUNK_ROWS) break
    }
  }
}

/** The names of the migrations applied to this database, in the order they ran. */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  return rows.map((row) => row.name)
}
