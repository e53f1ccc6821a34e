/**
 * better-sqlite3 behind Kysely with its prepared statements kept: Kysely asks the driver to prepare
 * every query afresh, which cost a list endpoint more than running its queries. Statements are keyed
 * by their SQL text (values are always bound parameters), the least recently used dropped past the
 * limit. SQLite recompiles a kept statement by itself after a schema change.
 */
import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'

/** The database as Kysely's SqliteDialect takes it, preparing each distinct SQL text once. */
export function withStatementCache(file: BetterSqlite3.Database, limit = 500): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>()
  return {
    close: () => {
      statements.clear()
      file.close()
    },
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql)
      // A statement still iterating rows (a stream) cannot run again until it is done.
      if (kept && !kept.busy) {
        statements.delete(sql)
        statements.set(sql, kept)
        return kept
      }
      const statement = file.prepare(sql)
      if (!kept) {
        statements.set(sql, statement)
        if (statements.size > limit) {
          const oldest = statements.keys().next().value
          if (oldest !== undefined) statements.delete(oldest)
        }
      }
      return statement
    },
  }
}
