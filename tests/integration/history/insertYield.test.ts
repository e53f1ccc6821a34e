import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../../../server/db/database.ts'
import { migrateToLatest } from '../../../server/db/migrate.ts'
import { insertValues, SQLITE_ROWS_PER_STATEMENT } from '../../../server/history/insert.ts'

// SQLite runs each statement on the server's one thread: a second's history in one statement held every
// live send, request and timer back for its whole length (issue 16: value → screen p99).
describe('history insert on SQLite', () => {
  let dataDir = ''
  let db: Db

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gantry-history-insert-'))
    db = openDatabase({ dataDir })
    await migrateToLatest(db)
  })

  afterAll(async () => {
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('lets the event loop run between its parts, and stores every row', async () => {
    const parts = 4
    const rows = Array.from({ length: parts * SQLITE_ROWS_PER_STATEMENT }, (_, i) => ({
      keyId: 1 + (i % 10),
      t: 1_700_000_000_000 + i,
      num: i,
      txt: null,
      quality: 0,
    }))
    let turns = 0
    let done = false
    const turn = () => {
      turns += 1
      if (!done) setImmediate(turn)
    }
    setImmediate(turn)
    await db.kysely.transaction().execute((trx) => insertValues(trx, 'sqlite', rows))
    const turnsDuring = turns
    done = true
    // One turn of the event loop between each two parts at least.
    expect(turnsDuring).toBeGreaterThanOrEqual(parts - 1)
    const stored = await sql<{ n: number }>`select count(*) as n from history_values`.execute(db.kysely)
    expect(Number(stored.rows[0]?.n)).toBe(rows.length)
  })
})
