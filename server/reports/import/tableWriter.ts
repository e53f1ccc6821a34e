import SqliteDatabase from 'better-sqlite3'
import type mysql from 'mysql2'
import pg from 'pg'
import { type MessageDescriptor, withValues } from '../../../engine/messages.ts'
import { DATASOURCE_MESSAGES } from '../../datasources/messages.ts'
import { connect as connectMysql, connectProblem as mysqlConnectProblem } from '../../datasources/mysql.ts'
import type { ConnectionSettings } from '../../datasources/probe.ts'
import type { CellValue } from './readSheet.ts'

/**
 * One writing connection to an SQL data source, the same few calls on every engine. Identifiers are
 * quoted here (they were checked as plain names before); values always travel as bound parameters.
 */
export interface TableWriter {
  quote(name: string): string
  placeholder(index: number): string
  /** The table's columns, as it spells them; throws when the table cannot be read. */
  columns(table: string[]): Promise<string[]>
  /** Runs one statement with its values; answers the rows it changed. */
  run(text: string, values: CellValue[]): Promise<number>
  close(): Promise<void>
}

const STATEMENT_TIMEOUT_MS = 30_000
const CONNECT_TIMEOUT_MS = 5000

export type WriterResult = { ok: true; writer: TableWriter } | { ok: false; problem: MessageDescriptor }

/** Opens a writer on the source; the product's own database is never one (it is read-only). */
export async function openWriter(settings: ConnectionSettings): Promise<WriterResult> {
  if (settings.kind === 'postgres') return openPostgres(settings)
  if (settings.kind === 'sqlite') return openSqlite(settings.databaseName)
  if (settings.kind === 'mysql') return openMysql(settings)
  return { ok: false, problem: withValues(DATASOURCE_MESSAGES.driverMissing, { kind: settings.kind }) }
}

const doubleQuoted = (name: string) => `"${name.replaceAll('"', '""')}"`

async function openPostgres(settings: ConnectionSettings): Promise<WriterResult> {
  const client = new pg.Client({
    host: settings.host,
    port: settings.port || 5432,
    database: settings.databaseName,
    user: settings.username,
    password: settings.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    await client.end().catch(() => {})
    const message = (error as Error).message
    if (/timeout/i.test(message)) return { ok: false, problem: DATASOURCE_MESSAGES.connectionTimeout }
    return { ok: false, problem: withValues(DATASOURCE_MESSAGES.connectionFailed, { reason: message }) }
  }
  return {
    ok: true,
    writer: {
      quote: doubleQuoted,
      placeholder: (index) => `$${index}`,
      async columns(table) {
        const result = await client.query(`select * from ${table.map(doubleQuoted).join('.')} where false`)
        return result.fields.map((field) => field.name)
      },
      async run(text, values) {
        return (await client.query(text, values)).rowCount ?? 0
      },
      async close() {
        await client.end().catch(() => {})
      },
    },
  }
}

function openSqlite(path: string): WriterResult {
  let db: SqliteDatabase.Database
  try {
    db = new SqliteDatabase(path, { fileMustExist: true, timeout: STATEMENT_TIMEOUT_MS })
  } catch (error) {
    return {
      ok: false,
      problem: withValues(DATASOURCE_MESSAGES.connectionFailed, { reason: (error as Error).message }),
    }
  }
  const sqliteValue = (value: CellValue) => (typeof value === 'boolean' ? Number(value) : value)
  return {
    ok: true,
    writer: {
      quote: doubleQuoted,
      placeholder: () => '?',
      async columns(table) {
        return db
          .prepare(`select * from ${table.map(doubleQuoted).join('.')}`)
          .columns()
          .map((column) => column.name)
      },
      async run(text, values) {
        return db.prepare(text).run(...values.map(sqliteValue)).changes
      },
      async close() {
        db.close()
      },
    },
  }
}

async function openMysql(settings: ConnectionSettings): Promise<WriterResult> {
  let connection: mysql.Connection
  try {
    connection = await connectMysql(settings, CONNECT_TIMEOUT_MS)
  } catch (error) {
    return { ok: false, problem: mysqlConnectProblem(error as Error) }
  }
  const query = (text: string, values: CellValue[]) =>
    new Promise<{ result: unknown; fields: { name: string }[] | undefined }>((resolve, reject) =>
      connection.query({ sql: text, values, timeout: STATEMENT_TIMEOUT_MS }, (error, result, fields) =>
        error ? reject(error) : resolve({ result, fields: fields as { name: string }[] | undefined }),
      ),
    )
  const backQuoted = (name: string) => `\`${name.replaceAll('`', '``')}\``
  return {
    ok: true,
    writer: {
      quote: backQuoted,
      placeholder: () => '?',
      async columns(table) {
        const { fields } = await query(`select * from ${table.map(backQuoted).join('.')} where false`, [])
        return (fields ?? []).map((field) => field.name)
      },
      async run(text, values) {
        const { result } = await query(text, values)
        return (result as { affectedRows?: number }).affectedRows ?? 0
      },
      async close() {
        connection.destroy()
      },
    },
  }
}
