import { existsSync } from 'node:fs'
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import { type MessageDescriptor, withValues } from '../../engine/messages.ts'
import { DATASOURCE_MESSAGES } from './messages.ts'
import { probeMysql } from './mysql.ts'
import type { DatasourceKind } from './tables.ts'

export interface ConnectionSettings {
  kind: DatasourceKind
  host: string
  port: number
  databaseName: string
  username: string
  password: string
  /** The product's own PostgreSQL (reports on it): its URL and schema, instead of the fields above. */
  connectionString?: string
  searchPath?: string
}

/** What "test connection" answers: ok, or the spec's failure message with the driver's reason. */
export type ProbeResult = { ok: true; serverVersion: string } | { ok: false; message: MessageDescriptor }

const DEFAULT_TIMEOUT_MS = 5000

/** Connects, runs a trivial query and disconnects; never throws. */
export async function probeConnection(
  settings: ConnectionSettings,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<ProbeResult> {
  if (settings.kind === 'sqlite') return probeSqlite(settings.databaseName)
  if (settings.kind === 'postgres') return probePostgres(settings, timeoutMs)
  if (settings.kind === 'mysql') return probeMysql(settings, timeoutMs)
  // No SQL Server driver yet (no SQL Server to test one against): say so instead of pretending.
  return { ok: false, message: withValues(DATASOURCE_MESSAGES.driverMissing, { kind: settings.kind }) }
}

function failed(reason: string): ProbeResult {
  return { ok: false, message: withValues(DATASOURCE_MESSAGES.connectionFailed, { reason }) }
}

function probeSqlite(path: string): ProbeResult {
  if (!existsSync(path)) return { ok: false, message: withValues(DATASOURCE_MESSAGES.fileMissing, { path }) }
  let db: SqliteDatabase.Database | undefined
  try {
    // Read-only: a test must never create or change the file.
    db = new SqliteDatabase(path, { readonly: true, fileMustExist: true })
    const row = db.prepare('select sqlite_version() as v').get() as { v: string }
    // An arbitrary file opens fine; reading the schema proves it is a database.
    db.prepare('select count(*) from sqlite_master').get()
    return { ok: true, serverVersion: `SQLite ${row.v}` }
  } catch (error) {
    return failed((error as Error).message)
  } finally {
    db?.close()
  }
}

async function probePostgres(settings: ConnectionSettings, timeoutMs: number): Promise<ProbeResult> {
  const client = new pg.Client({
    host: settings.host,
    port: settings.port || 5432,
    database: settings.databaseName,
    user: settings.username,
    password: settings.password,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  })
  // A server that accepts the socket but never answers is caught by connectionTimeoutMillis too.
  client.on('error', () => {})
  try {
    await client.connect()
    const result = await client.query<{ v: string }>('select version() as v')
    return { ok: true, serverVersion: result.rows[0]?.v.split(' on ')[0] ?? 'PostgreSQL' }
  } catch (error) {
    const message = (error as Error).message
    if (/timeout/i.test(message)) return { ok: false, message: DATASOURCE_MESSAGES.connectionTimeout }
    return failed(message)
  } finally {
    await client.end().catch(() => {})
  }
}
