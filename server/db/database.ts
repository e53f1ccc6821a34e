import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'
import { withStatementCache } from './statementCache.ts'

export type Engine = 'sqlite' | 'postgres'

/** The query layer and the engine under it; `close` ends the pool or closes the file. */
export interface Db {
  kysely: Kysely<Database>
  engine: Engine
  close(): Promise<void>
  /**
   * PostgreSQL only: a new connection outside the pool, with the pool's settings (schema included), for
   * work that must keep one connection for its lifetime (LISTEN). The caller connects and ends it.
   */
  dedicatedClient?: () => pg.Client
}

export interface OpenOptions {
  dataDir: string
  databaseUrl?: string | undefined
  /** PostgreSQL schema to work in (tests use a fresh one per run); default: the server's search_path. */
  pgSchema?: string | undefined
}

/**
 * Opens SQLite at `${dataDir}/gantry.db`, or PostgreSQL when a URL is given. Columns are snake_case in
 * SQL and camelCase in TypeScript (CamelCasePlugin), so `psql` and the code both read naturally.
 */
export function openDatabase(options: OpenOptions): Db {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema)
  return openSqlite(options.dataDir)
}

function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const file = new SqliteDatabase(join(dataDir, 'gantry.db'))
  // WAL lets readers run beside the writer; foreign keys are off by default in SQLite.
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
    plugins: [new CamelCasePlugin()],
  })
  return { kysely, engine: 'sqlite', close: () => kysely.destroy() }
}

function openPostgres(databaseUrl: string, schema: string | undefined): Db {
  // The schema name goes into a connection option, not a bound parameter: allow plain identifiers only.
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`)
  const settings: pg.ClientConfig = {
    connectionString: databaseUrl,
    // Every connection starts in the requested schema, so queries never name it.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  }
  const pool = new pg.Pool({ ...settings, max: 10 })
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  })
  return {
    kysely,
    engine: 'postgres',
    close: () => kysely.destroy(),
    // keepAlive: a connection that only listens sends nothing, so a dead peer is found by TCP.
    dedicatedClient: () => new pg.Client({ ...settings, keepAlive: true }),
  }
}
