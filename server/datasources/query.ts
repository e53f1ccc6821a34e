import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import { leadingKeyword, toPositional, withoutTrailingSemicolon } from '../../engine/datasources/sqlParams.ts'
import { type MessageDescriptor, withValues } from '../../engine/messages.ts'
import { DATASOURCE_MESSAGES } from './messages.ts'
import { queryMysql } from './mysql.ts'
import type { ConnectionSettings } from './probe.ts'

export type ParamValue = string | number | boolean | null

export interface QueryRequest {
  sql: string
  params: Record<string, ParamValue>
  /** Rows answered at most; one more is read to know whether the result was cut. */
  limit: number
  timeoutMs: number
  /** Aborted when the caller goes away or cancels: PostgreSQL cancels the running statement. */
  signal?: AbortSignal
}

export interface QueryAnswer {
  columns: string[]
  rows: unknown[][]
  /** True when the query had more rows than the limit. */
  truncated: boolean
}

export type QueryResult = { ok: true; answer: QueryAnswer } | { ok: false; message: MessageDescriptor }

/** Only a statement that reads may run: the first keyword decides, the engine's read-only mode enforces. */
export function readOnlyProblem(sql: string): MessageDescriptor | null {
  const keyword = leadingKeyword(sql)
  return keyword === 'select' || keyword === 'with' ? null : DATASOURCE_MESSAGES.queryNotReadOnly
}

/** Runs a read-only query on a data source; never throws. */
export async function runQuery(settings: ConnectionSettings, request: QueryRequest): Promise<QueryResult> {
  if (settings.kind === 'postgres') return queryPostgres(settings, request)
  if (settings.kind === 'sqlite') return querySqlite(settings.databaseName, request)
  if (settings.kind === 'mysql') return queryMysql(settings, request)
  return { ok: false, message: withValues(DATASOURCE_MESSAGES.driverMissing, { kind: settings.kind }) }
}

function values(names: string[], params: Record<string, ParamValue>): ParamValue[] | MessageDescriptor {
  const missing = names.find((name) => !Object.hasOwn(params, name))
  if (missing !== undefined) return withValues(DATASOURCE_MESSAGES.paramMissing, { name: missing })
  return names.map((name) => params[name] as ParamValue)
}

/** The statement inside a subquery that stops after limit + 1 rows (the newline ends a trailing comment). */
const limited = (text: string, limitPlaceholder: string) =>
  `select * from (${withoutTrailingSemicolon(text)}\n) as gantry_query limit ${limitPlaceholder}`

const queryFailed = (reason: string): QueryResult => ({
  ok: false,
  message: withValues(DATASOURCE_MESSAGES.queryFailed, { reason }),
})

async function queryPostgres(settings: ConnectionSettings, request: QueryRequest): Promise<QueryResult> {
  const positional = toPositional(request.sql, (index) => `$${index}`)
  const bound = values(positional.names, request.params)
  if (!Array.isArray(bound)) return { ok: false, message: bound }
  const client = new pg.Client(clientConfig(settings, request.timeoutMs))
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    const message = (error as Error).message
    if (/timeout/i.test(message)) return { ok: false, message: DATASOURCE_MESSAGES.connectionTimeout }
    return { ok: false, message: withValues(DATASOURCE_MESSAGES.connectionFailed, { reason: message }) }
  }
  try {
    // A read-only transaction: even a function with side effects cannot write; the server cancels it at the timeout.
    await client.query('begin transaction read only')
    await client.query(`set local statement_timeout = ${Math.trunc(request.timeoutMs)}`)
    const text = limited(positional.text, `$${positional.names.length + 1}`)
    const cancel = () => void cancelBackend(settings, request.timeoutMs, processId(client))
    request.signal?.addEventListener('abort', cancel, { once: true })
    const result = await client
      .query({ text, values: [...bound, request.limit + 1], rowMode: 'array' })
      .finally(() => request.signal?.removeEventListener('abort', cancel))
    const rows = result.rows as unknown[][]
    return {
      ok: true,
      answer: {
        columns: result.fields.map((field) => field.name),
        rows: rows.slice(0, request.limit),
        truncated: rows.length > request.limit,
      },
    }
  } catch (error) {
    const pgError = error as Error & { code?: string }
    if (pgError.code === '57014' && request.signal?.aborted)
      return { ok: false, message: DATASOURCE_MESSAGES.queryCancelled }
    if (pgError.code === '57014') return { ok: false, message: DATASOURCE_MESSAGES.queryTimeout }
    return queryFailed(pgError.message)
  } finally {
    await client.query('rollback').catch(() => {})
    await client.end().catch(() => {})
  }
}

function clientConfig(settings: ConnectionSettings, timeoutMs: number): pg.ClientConfig {
  if (settings.connectionString)
    return {
      connectionString: settings.connectionString,
      connectionTimeoutMillis: timeoutMs,
      ...(settings.searchPath ? { options: `-c search_path=${settings.searchPath}` } : {}),
    }
  return {
    host: settings.host,
    port: settings.port || 5432,
    database: settings.databaseName,
    user: settings.username,
    password: settings.password,
    connectionTimeoutMillis: timeoutMs,
  }
}

/** The backend's process id, which pg keeps once connected (not in its typings). */
const processId = (client: pg.Client) => (client as unknown as { processID: number }).processID

/** Cancels a running statement from a second connection, as psql's Ctrl-C does. */
async function cancelBackend(settings: ConnectionSettings, timeoutMs: number, pid: number): Promise<void> {
  const canceller = new pg.Client(clientConfig(settings, timeoutMs))
  canceller.on('error', () => {})
  try {
    await canceller.connect()
    await canceller.query('select pg_cancel_backend($1)', [pid])
  } catch {
    // The statement ends at its timeout anyway.
  } finally {
    await canceller.end().catch(() => {})
  }
}

function querySqlite(path: string, request: QueryRequest): QueryResult {
  const positional = toPositional(request.sql, () => '?')
  const bound = values(positional.names, request.params)
  if (!Array.isArray(bound)) return { ok: false, message: bound }
  let db: SqliteDatabase.Database | undefined
  try {
    // Opened read-only: the file cannot change whatever the text says.
    db = new SqliteDatabase(path, { readonly: true, fileMustExist: true })
    const statement = db.prepare(limited(positional.text, '?')).raw(true)
    if (!statement.reader || !statement.readonly)
      return { ok: false, message: DATASOURCE_MESSAGES.queryNotReadOnly }
    const sqliteValues = bound.map((value) => (typeof value === 'boolean' ? Number(value) : value))
    const rows = statement.all(...sqliteValues, request.limit + 1) as unknown[][]
    return {
      ok: true,
      answer: {
        columns: statement.columns().map((column) => column.name),
        rows: rows.slice(0, request.limit),
        truncated: rows.length > request.limit,
      },
    }
  } catch (error) {
    return queryFailed((error as Error).message)
  } finally {
    db?.close()
  }
}
