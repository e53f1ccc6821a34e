import { sql } from 'kysely'
import type { Engine } from '../db/database.ts'
import type { AnyDb, Row, TableInfo } from './catalog.ts'
import { type BackupManifest, decodeRow, TRANSIENT_TABLES } from './format.ts'
import { parentsFirst, selfReferencesFirst } from './order.ts'

export interface ReplaceInput {
  /** The app's database without the CamelCasePlugin. */
  db: AnyDb
  engine: Engine
  /** The catalogue of this database. */
  tables: TableInfo[]
  manifest: BackupManifest
  /** The backup's rows by table, as read from the file. */
  rows: Map<string, Row[]>
  /** Runs inside the transaction after the last write; throwing rolls everything back. */
  beforeCommit?: () => Promise<void>
  /** Fraction (0–1) of the rows written so far. */
  onProgress?: (fraction: number) => void
}

// Stays under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement.
const MAX_PARAMETERS = 30_000

/**
 * Replaces the data of every table the backup holds, in ONE transaction: either the whole backup is in
 * place when it commits or nothing changed. Sessions are not in backups: the ones of users who still
 * exist with the same id and name survive, every other ticket stops working.
 */
export async function replaceData(input: ReplaceInput): Promise<void> {
  const { tables, manifest, engine } = input
  const ordered = parentsFirst(tables)
  const restored = ordered.filter((table) => manifest.tables[table.name] !== undefined)
  const cleared = ordered.filter(
    (table) => manifest.tables[table.name] !== undefined || TRANSIENT_TABLES.includes(table.name),
  )
  const totalRows = Math.max(
    1,
    restored.reduce((sum, table) => sum + (input.rows.get(table.name)?.length ?? 0), 0),
  )
  let written = 0

  await input.db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      // Writers that slipped past the maintenance gate wait for the commit instead of interleaving.
      await sql`lock table ${sql.join(ordered.map((table) => sql.table(table.name)))} in access exclusive mode`.execute(
        trx,
      )
    }
    const sessions = await liveSessions(trx, tables)

    for (const table of [...cleared].reverse()) {
      await sql`delete from ${sql.table(table.name)}`.execute(trx)
    }

    for (const table of restored) {
      const rows = selfReferencesFirst(table, (input.rows.get(table.name) ?? []).map(decodeRow))
      const perStatement = Math.max(1, Math.min(500, Math.floor(MAX_PARAMETERS / table.columns.length)))
      for (let from = 0; from < rows.length; from += perStatement) {
        const batch = rows.slice(from, from + perStatement)
        await trx.insertInto(table.name).values(batch).execute()
        written += batch.length
        input.onProgress?.(written / totalRows)
      }
    }

    await keepSessions(trx, sessions, input.rows.get('users') ?? [])
    if (engine === 'postgres') await moveSequences(trx, restored)
    await input.beforeCommit?.()
  })
}

type SessionRow = Row & { __username: string }

async function liveSessions(db: AnyDb, tables: TableInfo[]): Promise<SessionRow[]> {
  if (!tables.some((table) => table.name === 'sessions')) return []
  const { rows } = await sql<SessionRow>`select s.*, u.username as "__username"
    from sessions s join users u on u.user_id = s.user_id`.execute(db)
  return rows
}

async function keepSessions(db: AnyDb, sessions: SessionRow[], users: Row[]): Promise<void> {
  const names = new Map(users.map((user) => [Number(user.user_id), user.username]))
  const kept = sessions
    .filter((session) => names.get(Number(session.user_id)) === session.__username)
    .map(({ __username, ...session }) => session)
  for (let from = 0; from < kept.length; from += 500) {
    await db
      .insertInto('sessions')
      .values(kept.slice(from, from + 500))
      .execute()
  }
}

/**
 * PostgreSQL: explicit ids do not advance identity sequences; move each past the restored maximum.
 * Never backwards: setval is not undone by a rollback, so a sequence moved down by a failed restore
 * would hand out ids that are taken; and like SQLite's AUTOINCREMENT, ids are never reused.
 */
async function moveSequences(db: AnyDb, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.autoNumbered) {
      const sequence = sql`pg_get_serial_sequence(${table.name}, ${column})`
      await sql`select setval(${sequence}, greatest(
          coalesce((select max(${sql.ref(column)}) from ${sql.table(table.name)}), 0),
          coalesce(pg_sequence_last_value(${sequence}::regclass), 0)
        ) + 1, false)
        where ${sequence} is not null`.execute(db)
    }
  }
}
