import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import ExcelJS from 'exceljs'
import mysql from 'mysql2/promise'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

// The plant's own databases, where a report's table source lives: the machine's PostgreSQL and MariaDB,
// and an SQLite file. Each test gets a table `readings` (id primary key, line, qty, day) with row 1.
const PATH = '/api/global-setting/reports'
const PG_URL = 'postgres://postgres@127.0.0.1:5432/test'
const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' }
const suffix = randomBytes(4).toString('hex')
const pgSchema = `imp_${suffix}`
const dir = mkdtempSync(join(tmpdir(), 'gantry-import-'))

type Row = { id: number; line: string; qty: number }

interface Target {
  kind: 'postgres' | 'mysql' | 'sqlite'
  datasource: object
  tableName: (table: string) => string
  create(table: string): Promise<void>
  rows(table: string): Promise<Row[]>
  drop(table: string): Promise<void>
}

async function pgRun(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

async function myRun<T>(text: string): Promise<T> {
  const connection = await mysql.createConnection(MARIADB)
  try {
    return (await connection.query(text))[0] as T
  } finally {
    await connection.end()
  }
}

const sqlitePath = join(dir, 'plant.db')
const sqliteRun = <T>(fn: (db: SqliteDatabase.Database) => T): T => {
  const db = new SqliteDatabase(sqlitePath)
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

const TABLE_DDL = '(id integer primary key, line varchar(60) not null, qty integer not null, day date)'
const normal = (rows: { id: unknown; line: unknown; qty: unknown }[]): Row[] =>
  rows.map((row) => ({ id: Number(row.id), line: String(row.line), qty: Number(row.qty) }))

const TARGETS: Target[] = [
  {
    kind: 'postgres',
    datasource: {
      kind: 'postgres',
      host: '127.0.0.1',
      port: 5432,
      databaseName: 'test',
      username: 'postgres',
    },
    tableName: (table) => `${pgSchema}.${table}`,
    create: async (table) => {
      await pgRun(`create table ${pgSchema}.${table} ${TABLE_DDL};
        insert into ${pgSchema}.${table} values (1, 'L1', 10, '2026-03-01')`)
    },
    rows: async (table) => normal((await pgRun(`select * from ${pgSchema}.${table} order by id`)).rows),
    drop: async (table) => {
      await pgRun(`drop table ${pgSchema}.${table}`)
    },
  },
  {
    kind: 'mysql',
    datasource: { kind: 'mysql', host: '127.0.0.1', port: 3306, databaseName: 'test', username: 'root' },
    tableName: (table) => `${table}_${suffix}`,
    create: async (table) => {
      await myRun(`create table ${table}_${suffix} ${TABLE_DDL}`)
      await myRun(`insert into ${table}_${suffix} values (1, 'L1', 10, '2026-03-01')`)
    },
    rows: async (table) => normal(await myRun(`select * from ${table}_${suffix} order by id`)),
    drop: async (table) => {
      await myRun(`drop table ${table}_${suffix}`)
    },
  },
  {
    kind: 'sqlite',
    datasource: { kind: 'sqlite', databaseName: sqlitePath },
    tableName: (table) => table,
    create: async (table) =>
      sqliteRun((db) => {
        // STRICT: the column types hold, as on the server engines.
        db.exec(`create table ${table} (id integer primary key, line text not null, qty integer not null,
          day text) strict; insert into ${table} values (1, 'L1', 10, '2026-03-01')`)
      }),
    rows: async (table) =>
      normal(sqliteRun((db) => db.prepare(`select * from ${table} order by id`).all() as Row[])),
    drop: async (table) => sqliteRun((db) => void db.exec(`drop table ${table}`)),
  },
]

beforeAll(async () => {
  await pgRun(`create schema ${pgSchema}`)
  sqliteRun(() => {})
})

afterAll(async () => {
  await pgRun(`drop schema ${pgSchema} cascade`)
  rmSync(dir, { recursive: true, force: true })
})

async function xlsx(rows: unknown[][], merges: string[] = []): Promise<string> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('data')
  for (const row of rows) sheet.addRow(row)
  for (const range of merges) sheet.mergeCells(range)
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64')
}

let tableCount = 0

forEachEngine('Report table import', (server: TestServer) => {
  let admin = ''

  beforeAll(async () => {
    admin = await server.adminTicket()
  })

  for (const target of TARGETS) {
    describe(`into ${target.kind}`, () => {
      let reportId = 0
      let table = ''

      beforeAll(async () => {
        table = `readings_${server.engine}_${tableCount++}`
        await target.create(table)
        const source = await server.call('POST', '/api/global-setting/sql-datasources', {
          ticket: admin,
          body: { name: `Plant ${target.kind} ${table}`, ...target.datasource },
        })
        expect(source.status, JSON.stringify(source.body)).toBe(201)
        const made = await server.call('POST', PATH, {
          ticket: admin,
          body: {
            name: `Readings ${target.kind} ${table}`,
            datasourceId: source.body.datasourceId,
            sqlText: `select id, line, qty from ${target.tableName(table)} order by id`,
            definition: {
              params: [],
              columns: [{ field: 'id', title: 'Id', format: { kind: 'text' }, width: 8 }],
              linesPerPage: 30,
            },
            tableName: target.tableName(table),
            primaryKey: 'id',
          },
        })
        expect(made.status, JSON.stringify(made.body)).toBe(201)
        expect(made.body.tableName).toBe(target.tableName(table))
        expect(made.body.primaryKey).toBe('id')
        reportId = made.body.reportId
      })

      afterAll(async () => {
        await target.drop(table)
      })

      const send = (fileName: string, content: string, dryRun = false) =>
        server.call('POST', `${PATH}/${reportId}/import`, {
          ticket: admin,
          body: { fileName, content, dryRun },
        })

      it('checks a csv line by line and, with any line wrong, writes nothing', async () => {
        const csv = [
          'ID,line,qty',
          '1,L9,11',
          '2,L2,abc',
          '3,L3,30',
          ',L4,40',
          '3,L5,50',
          "4,'; drop table readings; --,5",
        ].join('\n')
        const check = await send('readings.csv', csv, true)
        expect(check.status, JSON.stringify(check.body)).toBe(200)
        expect(check.body.columns).toEqual(['id', 'line', 'qty'])
        const byLine = new Map(
          check.body.lines.map((line: { line: number; errors: { id: string }[]; action: string }) => [
            line.line,
            line,
          ]),
        )
        const ids = (line: number) =>
          (byLine.get(line) as { errors: { id: string }[] }).errors.map((error) => error.id)
        expect((byLine.get(2) as { action: string }).action).toBe('update')
        expect(ids(3)).toEqual(['report.import.rowRefused'])
        expect((byLine.get(4) as { action: string }).action).toBe('insert')
        expect(ids(5)).toEqual(['report.import.keyEmpty'])
        expect(ids(6)).toEqual(['report.import.keyDuplicate'])
        expect((byLine.get(7) as { action: string }).action).toBe('insert')
        expect(check.body.invalid).toBe(3)
        expect(check.body.written).toBe(false)

        const write = await send('readings.csv', csv)
        expect(write.status).toBe(422)
        expect(write.body.message).toMatch(/3 lines have errors; nothing was imported/)
        expect(await target.rows(table)).toEqual([{ id: 1, line: 'L1', qty: 10 }])
      })

      it('writes a good xlsx all at once: the key updates its row, new keys insert; values bound verbatim', async () => {
        const content = await xlsx([
          ['id', 'line', 'qty'],
          [1, 'L9', 11],
          [2, 'L2', 20],
          [3, "x'; drop table readings; --", 30],
        ])
        const check = await send('readings.xlsx', content, true)
        expect(check.body.invalid).toBe(0)
        expect(await target.rows(table)).toEqual([{ id: 1, line: 'L1', qty: 10 }])
        const write = await send('readings.xlsx', content)
        expect(write.status, JSON.stringify(write.body)).toBe(200)
        expect({
          inserted: write.body.inserted,
          updated: write.body.updated,
          written: write.body.written,
        }).toEqual({
          inserted: 2,
          updated: 1,
          written: true,
        })
        expect(await target.rows(table)).toEqual([
          { id: 1, line: 'L9', qty: 11 },
          { id: 2, line: 'L2', qty: 20 },
          { id: 3, line: "x'; drop table readings; --", qty: 30 },
        ])
      })

      it('reads merged cells of one size into each cell, and refuses merged cells of different sizes', async () => {
        const rows = [
          ['id', 'line', 'qty'],
          [4, 'L4', 1],
          [5, null, 2],
          [6, 'L6', 3],
          [7, null, 4],
        ]
        const same = await send('merged.xlsx', await xlsx(rows, ['B2:B3', 'B4:B5']), true)
        expect(same.status, JSON.stringify(same.body)).toBe(200)
        expect(same.body.lines.map((line: { cells: unknown[] }) => line.cells[1])).toEqual([
          'L4',
          'L4',
          'L6',
          'L6',
        ])
        const different = await send('merged.xlsx', await xlsx([...rows, [8, 'L8', 5]], ['B2:B3', 'B4:B6']))
        expect(different.status).toBe(422)
        expect(different.body.message).toBe('Merged cells must be the same size')
      })

      it('refuses other file types, files over 2,000 lines and unknown columns, changing nothing', async () => {
        const before = await target.rows(table)
        const xls = await send('readings.xls', 'id,line,qty\n9,L9,9')
        expect(xls.status).toBe(422)
        expect(xls.body.message).toBe('File type does not match')
        const lines = ['id,line,qty', ...Array.from({ length: 2000 }, (_, i) => `${100 + i},L,${i}`)]
        const long = await send('long.csv', lines.join('\n'))
        expect(long.status).toBe(422)
        expect(long.body.message).toBe('A single file can import at most 2000 lines')
        const fits = await send('fits.csv', lines.slice(0, 2000).join('\n'), true)
        expect(fits.status).toBe(200)
        expect(fits.body.lines).toHaveLength(1999)
        const unknown = await send('unknown.csv', 'id,colour\n9,red')
        expect(unknown.status).toBe(422)
        expect(unknown.body.message).toMatch(/has no column colour/)
        const noKey = await send('nokey.csv', 'line,qty\nL9,9')
        expect(noKey.status).toBe(422)
        expect(noKey.body.message).toMatch(/no column for the primary key id/)
        expect(await target.rows(table)).toEqual(before)
      }, 90_000)
    })
  }

  it('says "primary key or filter not configured" without a table source, and keeps the own database read-only', async () => {
    const base = {
      sqlText: 'select 1 as one',
      definition: {
        params: [],
        columns: [{ field: 'one', title: 'One', format: { kind: 'text' }, width: 8 }],
        linesPerPage: 30,
      },
    }
    const plain = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'No table source', datasourceId: null, ...base },
    })
    const noTable = await server.call('POST', `${PATH}/${plain.body.reportId}/import`, {
      ticket: admin,
      body: { fileName: 'a.csv', content: 'id\n1' },
    })
    expect(noTable.status).toBe(422)
    expect(noTable.body.message).toBe('The primary key or filter is not configured')
    const half = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'Half a table source', datasourceId: null, ...base, tableName: 'users', primaryKey: '' },
    })
    expect(half.status).toBe(422)
    const bad = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'Bad table', datasourceId: null, ...base, tableName: 'users; drop', primaryKey: 'id' },
    })
    expect(bad.status).toBe(422)
    const own = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'Own users', datasourceId: null, ...base, tableName: 'users', primaryKey: 'user_id' },
    })
    expect(own.status).toBe(201)
    const refused = await server.call('POST', `${PATH}/${own.body.reportId}/import`, {
      ticket: admin,
      body: { fileName: 'a.csv', content: 'user_id,username\n1,intruder' },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/own database is read-only/)
  })

  it('is the report designer’s: a user without it is refused', async () => {
    const user = await server.createUser(`importer${server.engine}`)
    const refused = await server.call('POST', `${PATH}/1/import`, {
      ticket: user.ticket,
      body: { fileName: 'a.csv', content: 'id\n1' },
    })
    expect(refused.status).toBe(403)
  })
})
