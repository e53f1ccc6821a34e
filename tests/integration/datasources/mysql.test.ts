import { randomBytes } from 'node:crypto'
import { createServer, type Server, type Socket } from 'node:net'
import mysql from 'mysql2/promise'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

// The machine's MariaDB (root, no password, database `test`): the real server, never a stand-in.
const PATH = '/api/global-setting/sql-datasources'
const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' }
const ROWS = 12_000
const table = `ds_mysql_${randomBytes(4).toString('hex')}`

async function admin<T = unknown>(sql: string, values: unknown[] = []): Promise<T> {
  const connection = await mysql.createConnection(MARIADB)
  try {
    const [rows] = await connection.query(sql, values)
    return rows as T
  } finally {
    await connection.end()
  }
}

const batchCount = async () =>
  Number((await admin<{ c: number }[]>(`select count(*) as c from ${table}`))[0]?.c)

/** Statements of other connections still running that contain `marker` (the server's process list). */
const running = (marker: string) =>
  admin<{ id: number }[]>(
    "select id from information_schema.processlist where info like ? and id <> connection_id() and command = 'Execute'",
    [`%${marker}%`],
  )

async function settle(marker: string): Promise<number> {
  for (let i = 0; i < 40; i += 1) {
    if ((await running(marker)).length === 0) return 0
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return (await running(marker)).length
}

beforeAll(async () => {
  await admin(`create table ${table} (id int primary key, line varchar(10) not null, qty int not null,
    made datetime not null)`)
  await admin(`insert into ${table} select seq, case seq % 3 when 0 then 'L1' when 1 then 'L2' else 'L3' end,
    seq % 100, '2026-01-01 00:00:00' + interval seq minute from seq_1_to_${ROWS}`)
})

afterAll(async () => {
  await admin(`drop table if exists ${table}`)
})

forEachEngine('MySQL/MariaDB data sources', (server) => {
  let ticket = ''
  let id = 0
  let silent: Server
  let silentPort = 0
  const sockets: Socket[] = []

  beforeAll(async () => {
    ticket = await server.adminTicket()
    const made = await server.call('POST', PATH, {
      ticket,
      body: {
        name: 'Plant MariaDB',
        kind: 'mysql',
        host: '127.0.0.1',
        port: 3306,
        databaseName: 'test',
        username: 'root',
      },
    })
    expect(made.status).toBe(201)
    id = made.body.datasourceId
    silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    silentPort = (silent.address() as { port: number }).port
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  const query = (body: object) => server.call('POST', `${PATH}/${id}/query`, { ticket, body })
  const probe = (body: object) =>
    server.call('POST', `${PATH}/test`, {
      ticket,
      body: { kind: 'mysql', host: '127.0.0.1', port: 3306, databaseName: 'test', username: 'root', ...body },
    })

  it('tests the connection: the server version, a wrong password, a missing database, a silent server', async () => {
    const ok = await probe({})
    expect(ok.body).toMatchObject({ ok: true, serverVersion: expect.stringMatching(/^MariaDB 10\./) })
    const wrong = await probe({ password: 'not-the-password' })
    expect(wrong.body.ok).toBe(false)
    expect(wrong.body.message).toMatch(
      /^External data source connection failed: Access denied for user 'root'/,
    )
    const noDb = await probe({ databaseName: `missing_${table}` })
    expect(noDb.body.message).toMatch(/^External data source connection failed: Unknown database/)
    const started = Date.now()
    const hanging = await probe({ port: silentPort })
    expect(hanging.body).toMatchObject({ ok: false, message: 'Connection timeout' })
    expect(Date.now() - started).toBeLessThan(8000)
  }, 15_000)

  it('binds named parameters and answers columns and rows in the query order', async () => {
    const answer = await query({
      sql: `select id, line, qty from ${table} where line = :line and id between :from and :to order by id desc`,
      params: { line: 'L1', from: 1, to: 12 },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toEqual({
      columns: ['id', 'line', 'qty'],
      rows: [
        [12, 'L1', 12],
        [9, 'L1', 9],
        [6, 'L1', 6],
        [3, 'L1', 3],
      ],
      truncated: false,
    })
  })

  it('limits rows to 1,000 by default and to the asked limit', async () => {
    const all = await query({ sql: `select id from ${table} order by id desc;` })
    expect(all.status).toBe(200)
    expect(all.body.rows).toHaveLength(1000)
    expect(all.body.rows[0]).toEqual([ROWS])
    expect(all.body.truncated).toBe(true)
    const few = await query({
      sql: `with t as (select id from ${table}) select id from t order by id`,
      limit: 5,
    })
    expect(few.body).toEqual({ columns: ['id'], rows: [[1], [2], [3], [4], [5]], truncated: true })
  })

  it('a ten-million-row query answers its first 10,000 rows and leaves nothing running', async () => {
    const started = Date.now()
    const big = await query({
      sql: 'select seq as n, seq * 2 as twice from seq_1_to_10000000',
      limit: 10_000,
    })
    expect(big.status).toBe(200)
    expect(big.body.rows).toHaveLength(10_000)
    expect(big.body.rows[9_999]).toEqual([10_000, 20_000])
    expect(big.body.truncated).toBe(true)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(await settle('seq_1_to_10000000')).toBe(0)
  }, 20_000)

  it('a query past its timeout is killed with a clear message', async () => {
    const started = Date.now()
    const slow = await query({ sql: 'select sleep(20) as slept_past_timeout', timeoutSeconds: 1 })
    expect(slow.status).toBe(400)
    expect(slow.body.message).toBe('The query took too long and was cancelled')
    expect(Date.now() - started).toBeLessThan(4000)
    expect(await settle('slept_past_timeout')).toBe(0)
  }, 15_000)

  it('a caller that goes away cancels the running statement on the server', async () => {
    const controller = new AbortController()
    const pending = fetch(`${server.url}${PATH}/${id}/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ticket}` },
      body: JSON.stringify({ sql: 'select sleep(20) as slept_until_cancelled', timeoutSeconds: 60 }),
      signal: controller.signal,
    }).catch((error: Error) => error)
    for (let i = 0; i < 50 && (await running('slept_until_cancelled')).length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await running('slept_until_cancelled')).toHaveLength(1)
    controller.abort()
    expect(await pending).toBeInstanceOf(Error)
    expect(await settle('slept_until_cancelled')).toBe(0)
  }, 15_000)

  it('refuses statements that write and changes nothing', async () => {
    for (const sql of [
      `delete from ${table}`,
      `drop table ${table}`,
      `  -- tidy\n update ${table} set qty = 0`,
    ]) {
      const refused = await query({ sql })
      expect(refused.status, sql).toBe(400)
      expect(refused.body.message).toBe('Only a query that reads (SELECT or WITH) may run here')
    }
    for (const sql of [
      `select 1; delete from ${table}`,
      `select * from ${table} for update; delete from ${table}`,
    ]) {
      const failed = await query({ sql })
      expect(failed.status, sql).toBe(400)
      expect(failed.body.message).toMatch(/^The query failed: /)
    }
    expect(await batchCount()).toBe(ROWS)
  })

  it('an injected parameter is only a value', async () => {
    const injected = await query({
      sql: `select count(*) as n from ${table} where line = :line`,
      params: { line: `L1'; drop table ${table}; --` },
    })
    expect(injected.status).toBe(200)
    expect(injected.body.rows).toEqual([[0]])
    const alwaysTrue = await query({
      sql: `select count(*) as n from ${table} where line = :line`,
      params: { line: "x' or '1'='1" },
    })
    expect(alwaysTrue.body.rows).toEqual([[0]])
    const backslash = await query({ sql: 'select :v as v', params: { v: "\\'; select 1; --" } })
    expect(backslash.body.rows).toEqual([["\\'; select 1; --"]])
    expect(await batchCount()).toBe(ROWS)
  })

  it('names a missing parameter, reports bad SQL, and a wrong saved password', async () => {
    const missing = await query({ sql: `select id from ${table} where line = :area`, params: { line: 'L1' } })
    expect(missing.body.message).toBe('The parameter :area has no value')
    const bad = await query({ sql: `select idd from ${table}` })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^The query failed: Unknown column 'idd'/)
    const wrong = await server.call('POST', PATH, {
      ticket,
      body: {
        name: 'Wrong pw',
        kind: 'mysql',
        host: '127.0.0.1',
        databaseName: 'test',
        username: 'root',
        password: 'nope',
      },
    })
    const denied = await server.call('POST', `${PATH}/${wrong.body.datasourceId}/query`, {
      ticket,
      body: { sql: 'select 1' },
    })
    expect(denied.status).toBe(400)
    expect(denied.body.message).toMatch(/^External data source connection failed: Access denied/)
  })
})
