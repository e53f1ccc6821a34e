import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

const PATH = '/api/global-setting/reports'
const PG_URL = 'postgres://postgres@127.0.0.1:5432/test'

// The plant's external PostgreSQL: a schema with 60 batches over two lines and three days.
const schema = `rep_${randomBytes(4).toString('hex')}`

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
    create table ${schema}.batches (id integer primary key, day date not null, line text not null,
      qty integer not null, price numeric(10,2) not null);
    insert into ${schema}.batches
      select n, date '2026-03-01' + (n % 3), case when n <= 30 then 'L1' else 'L2' end, n, 1.25
      from generate_series(1, 60) as n;`)
})

afterAll(async () => {
  await pgAdmin(`drop schema ${schema} cascade`)
})

const definition = {
  params: [
    { name: 'line', label: 'Line', type: 'text', required: true },
    { name: 'from', label: 'From', type: 'date', defaultValue: '2026-03-01' },
    { name: 'minQty', label: 'Minimum quantity', type: 'number', defaultValue: 0 },
  ],
  columns: [
    { field: 'line', title: 'Line', format: { kind: 'text' }, width: 8 },
    { field: 'day', title: 'Day', format: { kind: 'date' }, width: 12 },
    { field: 'qty', title: 'Quantity', format: { kind: 'number', decimals: 0 }, width: 10, sum: true },
    { field: 'price', title: 'Price', format: { kind: 'number', decimals: 2 }, width: 10 },
    {
      field: 'amount',
      title: 'Amount',
      format: { kind: 'number', decimals: 2 },
      width: 12,
      formula: 'qty * price',
      sum: true,
    },
  ],
  groupBy: 'day',
  totals: true,
  linesPerPage: 5,
}

const reportSql = (table: string) =>
  `select line, day, qty, price from ${table}
   where (line = :line or :line = 'all') and day >= cast(:from as date) and qty >= :minQty order by day, id`

async function exported(
  server: TestServer,
  ticket: string,
  id: number,
  query: { format: string; params?: object; pageRange?: string; subtotal?: string; total?: string },
) {
  const search = new URLSearchParams({
    ...query,
    ...(query.params ? { params: JSON.stringify(query.params) } : {}),
  } as Record<string, string>)
  // As the browser downloads it: a one-use token in the address, no header.
  const response = await fetch(await server.downloadUrl(ticket, `${PATH}/${id}/export?${search}`))
  const arrayBuffer = await response.arrayBuffer()
  return { status: response.status, headers: response.headers, arrayBuffer, bytes: Buffer.from(arrayBuffer) }
}

forEachEngine('Reports', (server) => {
  let admin = ''
  let datasourceId = 0
  let reportId = 0

  beforeAll(async () => {
    admin = await server.adminTicket()
    const source = await server.call('POST', '/api/global-setting/sql-datasources', {
      ticket: admin,
      body: {
        name: 'Plant PostgreSQL',
        kind: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        databaseName: 'test',
        username: 'postgres',
      },
    })
    expect(source.status).toBe(201)
    datasourceId = source.body.datasourceId
    const made = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'Batches by day', datasourceId, sqlText: reportSql(`${schema}.batches`), definition },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    reportId = made.body.reportId
  })

  it('keeps a definition and refuses a bad one with its reasons, changing nothing', async () => {
    const read = await server.call('GET', `${PATH}/${reportId}`, { ticket: admin })
    expect(read.body.definition).toEqual(definition)
    const bad = await server.call('POST', PATH, {
      ticket: admin,
      body: {
        name: 'Broken',
        datasourceId,
        sqlText: 'select line from t where area = :area',
        definition: {
          ...definition,
          columns: [
            ...definition.columns,
            { field: 'x', title: 'X', format: { kind: 'text' }, width: 5, formula: 'qty *' },
          ],
          groupBy: 'nowhere',
        },
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toContain('The SQL uses :area, which is not a declared parameter')
    expect(bad.body.message).toContain('The formula of x is refused')
    expect(bad.body.message).toContain('The grouping field nowhere is not a column of the report')
    const taken = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'Batches by day', datasourceId, sqlText: reportSql('t'), definition },
    })
    expect(taken.status).toBe(422)
    const list = await server.call('GET', PATH, { ticket: admin })
    expect(list.body.list.map((report: { name: string }) => report.name)).toEqual(['Batches by day'])
  })

  it('runs with typed parameters: groups with subtotals, a formula, a total, pages', async () => {
    const run = await server.call('POST', `${PATH}/${reportId}/run`, {
      ticket: admin,
      body: { params: { line: 'L1', from: '2026-03-02', minQty: '25' } },
    })
    expect(run.status, JSON.stringify(run.body)).toBe(200)
    // L1 is ids 1..30; qty >= 25 leaves 25..30; day = 03-01 + id % 3, from 03-02 drops ids 27 and 30.
    const details = run.body.lines.filter((line: { kind: string }) => line.kind === 'detail')
    expect(details.map((line: { cells: unknown[] }) => line.cells[2])).toEqual([25, 28, 26, 29])
    expect(details[0].cells[4]).toBe(31.25)
    const sums = run.body.lines.filter((line: { kind: string }) => line.kind !== 'detail')
    expect(
      sums.map((line: { kind: string; cells: unknown[] }) => [line.kind, line.cells[2], line.cells[4]]),
    ).toEqual([
      ['subtotal', 53, 66.25],
      ['subtotal', 55, 68.75],
      ['total', 108, 135],
    ])
    // 7 lines at 5 a page: 2 pages; page 2 holds the last two.
    expect(run.body.pageCount).toBe(2)
    const second = await server.call('POST', `${PATH}/${reportId}/run`, {
      ticket: admin,
      body: { params: { line: 'L1', from: '2026-03-02', minQty: 25 }, pageRange: '2' },
    })
    expect(second.body.pages).toEqual([2])
    expect(second.body.lines).toEqual(run.body.lines.slice(5))
  })

  it('refuses bad parameters, page ranges and SQL with clear messages', async () => {
    const run = (body: object) => server.call('POST', `${PATH}/${reportId}/run`, { ticket: admin, body })
    const noLine = await run({ params: {} })
    expect(noLine.status).toBe(400)
    expect(noLine.body.message).toBe('The parameter Line needs a value')
    const notNumber = await run({ params: { line: 'L1', minQty: '1; drop table batches' } })
    expect(notNumber.body.message).toBe('The parameter Minimum quantity must be a number')
    const notDate = await run({ params: { line: 'L1', from: "2026-03-01' or 1=1 --" } })
    expect(notDate.body.message).toBe('The parameter From must be a date (yyyy-mm-dd or yyyy-mm-dd hh:mm:ss)')
    expect((await run({ params: { line: 'L1' }, pageRange: '3-1' })).body.message).toBe(
      'The page range 3-1 is not valid: write pages like 1-3 or 2,4-5',
    )
    expect((await run({ params: { line: 'L1' }, pageRange: '40-' })).body.message).toContain(
      'the range 40- asks for none of them',
    )
    const preview = (sqlText: string, params: object = {}) =>
      server.call('POST', `${PATH}/preview`, {
        ticket: admin,
        body: { datasourceId, sqlText, definition: { ...definition, groupBy: null }, params },
      })
    const badSql = await preview(`select line, day, qty, price from ${schema}.nowhere where :line = :line`, {
      line: 'L1',
    })
    expect(badSql.status).toBe(400)
    expect(badSql.body.message).toMatch(/^The query failed: relation ".*nowhere" does not exist/)
    const writes = await preview(`delete from ${schema}.batches where :line = :line`, { line: 'L1' })
    expect(writes.body.message).toBe('Only a query that reads (SELECT or WITH) may run here')
    const missingColumn = await preview(`select line, qty from ${schema}.batches where :line = :line`, {
      line: 'L1',
    })
    expect(missingColumn.body.message).toContain('The column day is not in the query’s result')
  })

  it('binds an injected text parameter as a value: no rows, nothing dropped', async () => {
    const injected = await server.call('POST', `${PATH}/${reportId}/run`, {
      ticket: admin,
      body: { params: { line: `'; drop table ${schema}.batches; --` } },
    })
    expect(injected.status).toBe(200)
    expect(injected.body.lines.filter((line: { kind: string }) => line.kind === 'detail')).toEqual([])
    expect(Number((await pgAdmin(`select count(*) as c from ${schema}.batches`)).rows[0].c)).toBe(60)
  })

  it('cancels a long query on PostgreSQL when the caller goes away', async () => {
    const marker = `gantry_cancel_${randomBytes(3).toString('hex')}`
    const controller = new AbortController()
    const call = fetch(`${server.url}${PATH}/preview`, {
      method: 'POST',
      signal: controller.signal,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        datasourceId,
        sqlText: `select '${marker}' as line from pg_sleep(30) where :line = :line`,
        definition: { ...definition, groupBy: null },
        params: { line: 'L1' },
      }),
    }).catch(() => 'aborted')
    const running = async () =>
      Number(
        (
          await pgAdmin(
            `select count(*) as c from pg_stat_activity where state = 'active' and query like '%${marker}%' and pid <> pg_backend_pid()`,
          )
        ).rows[0].c,
      )
    await expect.poll(running, { timeout: 5000 }).toBe(1)
    controller.abort()
    expect(await call).toBe('aborted')
    await expect.poll(running, { timeout: 5000 }).toBe(0)
  })

  it('exports xlsx with typed, formatted cells, sum lines and the chosen pages', async () => {
    const file = await exported(server, admin, reportId, {
      format: 'xlsx',
      params: { line: 'L1', from: '2026-03-02', minQty: 25 },
      subtotal: '小计 {group}',
      total: '合计',
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''Batches%20by%20day.xlsx")
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.arrayBuffer)
    const sheet = workbook.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    expect(sheet.name).toBe('Batches by day')
    expect(sheet.getRow(1).values).toEqual([undefined, 'Line', 'Day', 'Quantity', 'Price', 'Amount'])
    expect(sheet.getCell('A2').value).toBe('L1')
    const day = sheet.getCell('B2')
    expect(day.value).toBeInstanceOf(Date)
    expect(day.numFmt).toBe('yyyy-mm-dd')
    expect(sheet.getCell('C2').value).toBe(25)
    expect(sheet.getCell('D2').value).toBe(1.25)
    expect(sheet.getCell('D2').numFmt).toBe('0.00')
    expect(sheet.getCell('E2').value).toBe(31.25)
    // Row 4 is the first subtotal: its label in the first empty cell, the sums in theirs.
    expect(sheet.getCell('A4').value).toBe('小计 2026-03-02')
    expect(sheet.getCell('A4').font?.bold).toBe(true)
    expect(sheet.getCell('C4').value).toBe(53)
    expect(sheet.getCell('E4').value).toBe(66.25)
    expect(sheet.getCell('A8').value).toBe('合计')
    expect(sheet.getCell('C8').value).toBe(108)
    expect(sheet.getCell('E8').value).toBe(135)
    expect(sheet.rowCount).toBe(8)
    expect(sheet.getColumn(5).width).toBe(12)

    const page2 = await exported(server, admin, reportId, {
      format: 'xlsx',
      params: { line: 'L1', from: '2026-03-02', minQty: 25 },
      pageRange: '2',
    })
    const second = new ExcelJS.Workbook()
    await second.xlsx.load(page2.arrayBuffer)
    const sheet2 = second.worksheets[0]
    expect(sheet2?.rowCount).toBe(3)
    expect(sheet2?.getCell('A3').value).toBe('Total')
  })

  it('exports csv and a PDF of the chosen pages', async () => {
    const params = { line: 'all' }
    const csv = await exported(server, admin, reportId, { format: 'csv', params, pageRange: '1' })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = csv.bytes.toString('utf8')
    expect(text.startsWith('\uFEFFLine,Day,Quantity,Price,Amount\r\n')).toBe(true)
    const rows = text.trim().split('\r\n')
    expect(rows).toHaveLength(6)
    expect(rows[1]).toMatch(/^L1,2026-03-01,3,1\.25,3\.75$/)

    const pdf = await exported(server, admin, reportId, { format: 'pdf', params, pageRange: '1-3' })
    expect(pdf.status).toBe(200)
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(3)
    const badParams = await server.call('GET', `${PATH}/${reportId}/export?format=csv&params=%5B1%5D`, {
      ticket: admin,
    })
    expect(badParams.status).toBe(400)
    expect(badParams.body.message).toBe('The report parameters must be an object of names and values')
    const all = await exported(server, admin, reportId, { format: 'pdf', params })
    // 60 batches, 3 days (each a subtotal), a total: 64 lines at 5 a page.
    expect((await PDFDocument.load(all.bytes)).getPageCount()).toBe(13)
  })

  it('reads the product database read-only when a report has no data source', async () => {
    const preview = (sqlText: string) =>
      server.call('POST', `${PATH}/preview`, {
        ticket: admin,
        body: {
          datasourceId: null,
          sqlText,
          params: { code: 'report-design' },
          definition: {
            params: [{ name: 'code', label: 'Code', type: 'text' }],
            columns: [{ field: 'name', title: 'Name', format: { kind: 'text' }, width: 20 }],
            linesPerPage: 30,
          },
        },
      })
    const read = await preview('select name from resources where resource_code = :code')
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect(read.body.rows).toEqual([['Reports']])
    const write = await preview(
      'with gone as (delete from resources where resource_code = :code returning name) select name from gone',
    )
    expect(write.status).toBe(400)
    expect((await preview('select name from resources where resource_code = :code')).body.rows).toEqual([
      ['Reports'],
    ])
  })

  it('runs on a runtime page by its name: parameters to draw, lines of the pages, an export', async () => {
    const described = await server.call('GET', '/api/runtime/reports/describe?name=Batches%20by%20day', {
      ticket: admin,
    })
    expect(described.status).toBe(200)
    expect(described.body.params.map((param: { name: string }) => param.name)).toEqual([
      'line',
      'from',
      'minQty',
    ])
    const run = await server.call('POST', '/api/runtime/reports/run', {
      ticket: admin,
      body: {
        name: 'Batches by day',
        params: { line: 'L1', from: '2026-03-02', minQty: 25 },
        pageRange: '2',
      },
    })
    expect(run.status).toBe(200)
    expect(run.body.pages).toEqual([2])
    expect(run.body.lines.at(-1).cells[2]).toBe(108)
    const missing = await server.call('GET', '/api/runtime/reports/describe?name=Nothing', { ticket: admin })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('There is no report named Nothing')
    const search = new URLSearchParams({ name: 'Batches by day', format: 'csv', params: '{"line":"L2"}' })
    const file = await fetch(await server.downloadUrl(admin, `/api/runtime/reports/export?${search}`))
    expect(file.status).toBe(200)
    expect((await file.text()).split('\r\n')[1]).toMatch(/^L2,/)
  })

  it('edits with the version and deletes', async () => {
    const read = await server.call('GET', `${PATH}/${reportId}`, { ticket: admin })
    const body = { ...read.body, name: 'Batches per day' }
    delete body.reportId
    delete body.updatedAt
    const edited = await server.call('PUT', `${PATH}/${reportId}`, { ticket: admin, body })
    expect(edited.status, JSON.stringify(edited.body)).toBe(201)
    const stale = await server.call('PUT', `${PATH}/${reportId}`, { ticket: admin, body })
    expect(stale.status).toBe(409)
    expect((await server.call('DELETE', `${PATH}/${reportId}`, { ticket: admin })).status).toBe(204)
    expect((await server.call('GET', `${PATH}/${reportId}`, { ticket: admin })).status).toBe(404)
  })
})
