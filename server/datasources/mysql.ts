import mysql from 'mysql2'
import { toPositional } from '../../engine/datasources/sqlParams.ts'
import { withValues } from '../../engine/messages.ts'
import { DATASOURCE_MESSAGES } from './messages.ts'
import type { ConnectionSettings, ProbeResult } from './probe.ts'
import type { ParamValue, QueryRequest, QueryResult } from './query.ts'

/** MySQL and MariaDB data sources (mysql2): "test connection" and read-only queries. */

type Connection = mysql.Connection

function connectionOptions(settings: ConnectionSettings, timeoutMs: number): mysql.ConnectionOptions {
  return {
    host: settings.host,
    port: settings.port || 3306,
    database: settings.databaseName,
    user: settings.username,
    password: settings.password,
    connectTimeout: timeoutMs,
    // One statement per call: "select 1; delete …" fails instead of running the delete.
    multipleStatements: false,
    // Big integers exact (as text) only where a number would lose digits, as counts stay numbers.
    supportBigNumbers: true,
    bigNumberStrings: false,
  }
}

/** One connection to a MySQL/MariaDB source; it never crashes the server when dropped. */
export function connect(settings: ConnectionSettings, timeoutMs: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const connection = mysql.createConnection(connectionOptions(settings, timeoutMs))
    // A dropped connection after the answer must not crash the server.
    connection.on('error', () => {})
    connection.connect((error) => (error ? reject(error) : resolve(connection)))
  })
}

/** The spec's "connection failed" or "connection timeout" for a connect error. */
export function connectProblem(error: Error & { code?: string }) {
  if (error.code === 'ETIMEDOUT' || /timeout/i.test(error.message))
    return DATASOURCE_MESSAGES.connectionTimeout
  return withValues(DATASOURCE_MESSAGES.connectionFailed, { reason: error.message })
}

function run(connection: Connection, sql: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    connection.query(sql, (error, result) => (error ? reject(error) : resolve(result))),
  )
}

/** Connects, asks the server's version and disconnects; never throws. */
export async function probeMysql(settings: ConnectionSettings, timeoutMs: number): Promise<ProbeResult> {
  let connection: Connection | undefined
  try {
    connection = await connect(settings, timeoutMs)
    const rows = (await run(connection, 'select version() as v')) as { v: string }[]
    const version = rows[0]?.v ?? ''
    return { ok: true, serverVersion: /mariadb/i.test(version) ? `MariaDB ${version}` : `MySQL ${version}` }
  } catch (error) {
    return { ok: false, message: connectProblem(error as Error) }
  } finally {
    connection?.destroy()
  }
}

/** Stops a running statement from a second connection (the server's KILL QUERY), as the mysql client's Ctrl-C. */
async function killQuery(settings: ConnectionSettings, threadId: number | null): Promise<void> {
  if (threadId === null) return
  let killer: Connection | undefined
  try {
    killer = await connect(settings, 5000)
    await run(killer, `kill query ${Math.trunc(threadId)}`)
  } catch {
    // The connection is destroyed anyway, and the server ends the statement when it notices.
  } finally {
    killer?.destroy()
  }
}

/**
 * Runs a read-only query: named parameters become server-side prepared-statement values, rows are
 * streamed and reading stops after limit + 1 (the query is killed, so a ten-million-row table is not
 * read to its end), and a timeout or the caller's signal kills it. Never throws.
 *
 * The statement is not wrapped in a limiting subquery as on PostgreSQL: MariaDB drops the ORDER BY of a
 * derived table, which would change what the preview shows.
 */
export async function queryMysql(settings: ConnectionSettings, request: QueryRequest): Promise<QueryResult> {
  const positional = toPositional(request.sql, () => '?')
  const missing = positional.names.find((name) => !Object.hasOwn(request.params, name))
  if (missing !== undefined)
    return { ok: false, message: withValues(DATASOURCE_MESSAGES.paramMissing, { name: missing }) }
  const bound = positional.names.map((name) => request.params[name] as ParamValue)
  let connection: Connection
  try {
    connection = await connect(settings, request.timeoutMs)
  } catch (error) {
    return { ok: false, message: connectProblem(error as Error) }
  }
  try {
    // A read-only transaction: a statement that writes fails even if it slips past the first keyword.
    await run(connection, 'start transaction read only')
    return await streamRows(connection, settings, positional.text, bound, request)
  } catch (error) {
    return {
      ok: false,
      message: withValues(DATASOURCE_MESSAGES.queryFailed, { reason: (error as Error).message }),
    }
  } finally {
    connection.destroy()
  }
}

type StopReason = 'enough' | 'timeout' | 'cancelled'

function streamRows(
  connection: Connection,
  settings: ConnectionSettings,
  text: string,
  bound: ParamValue[],
  request: QueryRequest,
): Promise<QueryResult> {
  return new Promise((resolve) => {
    const rows: unknown[][] = []
    let columns: string[] = []
    let stopped: StopReason | null = null
    let settled = false
    const finish = (result: QueryResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onAbort)
      resolve(result)
    }
    const answer = (): QueryResult => ({
      ok: true,
      answer: { columns, rows: rows.slice(0, request.limit), truncated: rows.length > request.limit },
    })
    const stop = (reason: StopReason) => {
      if (stopped) return
      stopped = reason
      void killQuery(settings, connection.threadId)
      if (reason === 'enough') finish(answer())
      else
        finish({
          ok: false,
          message:
            reason === 'timeout' ? DATASOURCE_MESSAGES.queryTimeout : DATASOURCE_MESSAGES.queryCancelled,
        })
    }
    const timer = setTimeout(() => stop('timeout'), request.timeoutMs)
    const onAbort = () => stop('cancelled')
    if (request.signal?.aborted) return stop('cancelled')
    request.signal?.addEventListener('abort', onAbort, { once: true })

    const values = bound.map((value) => (typeof value === 'boolean' ? Number(value) : value))
    const command = connection.execute({ sql: text, values, rowsAsArray: true })
    command.on('fields', (fields: { name: string }[]) => {
      columns = fields.map((field) => field.name)
    })
    command.on('result', (row: unknown[]) => {
      if (stopped) return
      rows.push(row)
      if (rows.length > request.limit) stop('enough')
    })
    command.on('error', (error: Error & { code?: string }) => {
      if (stopped) return
      finish({ ok: false, message: withValues(DATASOURCE_MESSAGES.queryFailed, { reason: error.message }) })
    })
    command.on('end', () => finish(answer()))
  })
}
