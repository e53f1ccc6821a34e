import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

const PATH = '/api/global-setting/sql-datasources'
const PG_URL = 'postgres://postgres@127.0.0.1:5432/test'
const ROWS = 12_000

// The external databases: a schema of the machine's PostgreSQL and an SQLite file, the same 12,000 batches.
const schema = `ds_query_${randomBytes(4).toString('hex')}`
let dir = ''
let sqlitePath = ''

async function pgAdmin(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await pgAdmin(`create schema ${schema};
    create table ${schema}.batches (id integer primary key, line text not null, qty integer not null);
    insert into ${schema}.batches
      select n, case when n % 3 = 0 then 'L1' when n % 3 = 1 then 'L2' else 'L3' end, n % 100
      from generate_series(1, ${ROWS}) as n;`)
  dir = mkdtempSync(join(tmpdir(), 'gantry-dsq-'))
  sqlitePath = join(dir, 'plant.db')
  const db = new SqliteDatabase(sqlitePath)
  db.exec(`create table batches (id integer primary key, line text not null, qty integer not null);
    with recursive n(v) as (select 1 union all select v + 1 from n where v < ${ROWS})
    insert into batches select v, case v % 3 when 0 then 'L1' when 1 then 'L2' else 'L3' end, v % 100 from n;`)
  db.close()
})

afterAll(async () => {
  await pgAdmin(`drop schema ${schema} cascade`)
  rmSync(dir, { recursive: true, force: true })
})

async function batchCount(kind: 'postgres' | 'sqlite'): Promise<number> {
  if (kind === 'postgres')
    return Number((await pgAdmin(`select count(*) as c from ${schema}.batches`)).rows[0].c)
  const db = new SqliteDatabase(sqlitePath, { readonly: true })
  try {
    return (db.prepare('select count(*) as c from batches').get() as { c: number }).c
  } finally {
    db.close()
  }
}

forEachEngine('SQL data source queries', (server) => {
  let admin = ''
  const ids = { postgres: 0, sqlite: 0 }
  const table = (kind: 'postgres' | 'sqlite') => (kind === 'postgres' ? `${schema}.batches` : 'batches')

  beforeAll(async () => {
    admin = await server.adminTicket()
    const made = await server.call('POST', PATH, {
      ticket: admin,
      body: {
        name: 'Plant PostgreSQL',
        kind: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        databaseName: 'test',
        username: 'postgres',
        password: 'unused-under-trust',
      },
    })
    expect(made.status).toBe(201)
    ids.postgres = made.body.datasourceId
    const file = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'Line file', kind: 'sqlite', databaseName: sqlitePath },
    })
    expect(file.status).toBe(201)
    ids.sqlite = file.body.datasourceId
  })

  const query = (kind: 'postgres' | 'sqlite', body: object) =>
    server.call('POST', `${PATH}/${ids[kind]}/query`, { ticket: admin, body })

  for (const kind of ['postgres', 'sqlite'] as const) {
    it(`${kind}: binds named parameters and answers columns and rows`, async () => {
      const answer = await query(kind, {
        sql: `select id, line, qty from ${table(kind)} where line = :line and id between :from and :to order by id`,
        params: { line: 'L1', from: 1, to: 12 },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body).toEqual({
        columns: ['id', 'line', 'qty'],
        rows: [
          [3, 'L1', 3],
          [6, 'L1', 6],
          [9, 'L1', 9],
          [12, 'L1', 12],
        ],
        truncated: false,
      })
    })

    it(`${kind}: limits rows to 1,000 by default, to the asked limit, never above 10,000`, async () => {
      const all = await query(kind, { sql: `select id from ${table(kind)} order by id;` })
      expect(all.status).toBe(200)
      expect(all.body.rows).toHaveLength(1000)
      expect(all.body.truncated).toBe(true)
      const few = await query(kind, {
        sql: `with t as (select id from ${table(kind)}) select id from t order by id`,
        limit: 5,
      })
      expect(few.body.rows).toEqual([[1], [2], [3], [4], [5]])
      const max = await query(kind, { sql: `select id from ${table(kind)}`, limit: 10_000 })
      expect(max.body.rows).toHaveLength(10_000)
      expect((await query(kind, { sql: `select id from ${table(kind)}`, limit: 10_001 })).status).toBe(400)
    })

    it(`${kind}: refuses statements that write, with a clear message, and changes nothing`, async () => {
      for (const sql of [
        `delete from ${table(kind)}`,
        `  -- tidy up\n  update ${table(kind)} set qty = 0`,
        `drop table ${table(kind)}`,
      ]) {
        const refused = await query(kind, { sql })
        expect(refused.status, sql).toBe(400)
        expect(refused.body.message).toBe('Only a query that reads (SELECT or WITH) may run here')
      }
      // Past the first keyword: the engine's read-only mode or single statement rule stops them.
      for (const sql of [
        `with gone as (delete from ${table(kind)} returning id) select count(*) from gone`,
        `select 1; delete from ${table(kind)}`,
      ]) {
        const failed = await query(kind, { sql })
        expect(failed.status, sql).toBe(400)
        expect(failed.body.message).toMatch(/^The query failed: /)
      }
      expect(await batchCount(kind)).toBe(ROWS)
    })

    it(`${kind}: an injected parameter is only a value`, async () => {
      const injected = await query(kind, {
        sql: `select count(*) as n from ${table(kind)} where line = :line`,
        params: { line: `L1'; drop table ${table(kind)}; --` },
      })
      expect(injected.status).toBe(200)
      expect(injected.body.rows).toEqual([[kind === 'postgres' ? '0' : 0]])
      const alwaysTrue = await query(kind, {
        sql: `select count(*) as n from ${table(kind)} where line = :line`,
        params: { line: "x' or '1'='1" },
      })
      expect(alwaysTrue.body.rows).toEqual([[kind === 'postgres' ? '0' : 0]])
      expect(await batchCount(kind)).toBe(ROWS)
    })

    it(`${kind}: names a missing parameter and reports bad SQL`, async () => {
      const missing = await query(kind, {
        sql: `select id from ${table(kind)} where line = :area`,
        params: { line: 'L1' },
      })
      expect(missing.status).toBe(400)
      expect(missing.body.message).toBe('The parameter :area has no value')
      const bad = await query(kind, { sql: `select idd from ${table(kind)}` })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toMatch(/^The query failed: .*idd/)
    })
  }

  it('postgres: a colon inside a literal and a ::cast are not parameters', async () => {
    const answer = await query('postgres', {
      sql: "select 'at :from' as label, '7'::int as seven, :x as x",
      params: { x: 'ok' },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.rows).toEqual([['at :from', 7, 'ok']])
  })

  it('postgres: a query past its timeout is cancelled with a clear message', async () => {
    const started = Date.now()
    const slow = await query('postgres', { sql: 'select pg_sleep(5)', timeoutSeconds: 1 })
    expect(slow.status).toBe(400)
    expect(slow.body.message).toBe('The query took too long and was cancelled')
    expect(Date.now() - started).toBeLessThan(4000)
  })

  it('carries the message descriptor for the screen to translate, and 404s a missing source', async () => {
    const refused = await server.call('POST', `${PATH}/${ids.sqlite}/query`, {
      ticket: admin,
      body: { sql: 'delete from batches' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.details).toEqual([
      expect.objectContaining({ id: 'server.datasource.queryNotReadOnly' }),
    ])
    const gone = await server.call('POST', `${PATH}/999999/query`, {
      ticket: admin,
      body: { sql: 'select 1' },
    })
    expect(gone.status).toBe(404)
  })
})
