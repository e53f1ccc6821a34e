import SqliteDatabase from 'better-sqlite3'
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely'
import type { Engine } from './database.ts'
import type { Database } from './schema.ts'

/**
 * Runs `read` against one consistent point in time of the database, so several queries cannot see a
 * write that commits between them. PostgreSQL: a REPEATABLE READ, READ ONLY transaction of the pool.
 * SQLite: a read transaction on a separate read-only connection to the same file (WAL keeps its snapshot
 * while the app writes), because the app's one connection would otherwise be held for the whole read and
 * every other request, the read's own progress updates included, would wait for it.
 */
export async function withReadSnapshot<T>(
  db: Kysely<Database>,
  engine: Engine,
  read: (snapshot: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (engine === 'postgres') {
    return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read)
  }
  const { rows } = await sql<{
    file: string
  }>`select file from pragma_database_list where name = 'main'`.execute(db)
  const file = rows[0]?.file
  if (!file) throw new Error('The SQLite database has no file to read a snapshot from')
  const reader = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: new SqliteDatabase(file, { readonly: true, fileMustExist: true }),
    }),
    plugins: [new CamelCasePlugin()],
  })
  try {
    return await reader.transaction().execute(read)
  } finally {
    await reader.destroy()
  }
}
