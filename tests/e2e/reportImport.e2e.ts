import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import pg from 'pg'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

// Issue 27: xlsx/csv data imported into a report's table source on the machine's PostgreSQL, from the
// report designer: the preview shows each line's errors, then a good file goes in all at once.
const PG_URL = 'postgres://postgres@127.0.0.1:5432/test'
const schema = `e2e_imp_${randomBytes(4).toString('hex')}`
let product: RunningProduct
let browser: Browser
let ticket = ''

async function pgQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await pgQuery(`create schema ${schema};
    create table ${schema}.targets (id integer primary key, line text not null, target integer not null);
    insert into ${schema}.targets values (1, 'L1', 100);`)
  product = await startProduct({ ...ADMIN_ENV })
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  const source = await api<{ datasourceId: number }>(
    product.url,
    'POST',
    '/api/global-setting/sql-datasources',
    {
      ticket,
      body: {
        name: 'Plant PostgreSQL',
        kind: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        databaseName: 'test',
        username: 'postgres',
      },
    },
  )
  expect(source.status).toBe(201)
  const report = await api(product.url, 'POST', '/api/global-setting/reports', {
    ticket,
    body: {
      name: 'Line targets',
      datasourceId: source.body.datasourceId,
      sqlText: `select id, line, target from ${schema}.targets order by id`,
      definition: {
        params: [],
        columns: [{ field: 'line', title: 'Line', format: { kind: 'text' }, width: 10 }],
        linesPerPage: 30,
      },
    },
  })
  expect(report.status).toBe(201)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  await pgQuery(`drop schema if exists ${schema} cascade`)
  expect(cspViolations).toEqual([])
})

async function xlsxFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('targets')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

test('import a csv and an xlsx into a report table source, line errors first, then all at once', async () => {
  const { context, page } = await adminPage(browser, product)
  await open(page, product, '/design/global-setting/report', 'reports-screen')
  await page.getByTestId('report-edit').first().click()
  await page.getByTestId('report-editor').waitFor()
  // Not importable until the table source is saved.
  expect(await page.getByTestId('report-import').isDisabled()).toBe(true)
  await page.locator('#report-table-name').fill(`${schema}.targets`)
  await page.locator('#report-primary-key').fill('id')
  await page.getByTestId('report-save').click()
  await expect.poll(() => page.getByTestId('report-import').isDisabled(), { timeout: 15_000 }).toBe(false)

  await page.getByTestId('report-import').click()
  const dialog = page.getByTestId('table-import-dialog')
  await dialog.waitFor()
  // A file of another type is refused with the spec's message.
  await page.getByTestId('table-import-file').setInputFiles({
    name: 'targets.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('id,line,target\n2,L2,200'),
  })
  await page
    .getByTestId('table-import-failure')
    .getByText('File type does not match')
    .waitFor({ timeout: 15_000 })

  // A csv with a wrong number and a repeated key: both lines shown with their reasons; import disabled.
  await page.getByTestId('table-import-file').setInputFiles({
    name: 'targets.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('id,line,target\n1,L1,110\n2,L2,lots\n3,L3,300\n3,L4,400\n'),
  })
  await page
    .getByTestId('table-import-invalid')
    .getByText('2 of 4 lines have errors')
    .waitFor({ timeout: 15_000 })
  const preview = page.getByTestId('table-import-preview')
  expect(await preview.getByRole('row').filter({ hasText: 'lots' }).textContent()).toContain(
    'The database refused the line',
  )
  expect(await preview.getByRole('row').filter({ hasText: 'L4' }).textContent()).toContain(
    'The primary key 3 is also on line 4',
  )
  expect(await page.getByTestId('table-import-run').isDisabled()).toBe(true)
  await screenshot(page, 'report-import-errors-en-us')
  expect((await pgQuery(`select count(*)::int as n from ${schema}.targets`)).rows[0].n).toBe(1)

  // A good xlsx: one line updates row 1, two add rows.
  await page.getByTestId('table-import-file').setInputFiles({
    name: 'targets.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsxFile([
      ['id', 'line', 'target'],
      [1, 'L1', 120],
      [2, 'L2', 200],
      [3, 'L3', 300],
    ]),
  })
  await page.getByTestId('table-import-ready').getByText('3 lines are ready: 2 to add, 1 to update').waitFor({
    timeout: 15_000,
  })
  await screenshot(page, 'report-import-ready-en-us')
  await page.getByTestId('table-import-run').click()
  await page.getByText('targets.xlsx import succeeded').waitFor({ timeout: 15_000 })
  await dialog.waitFor({ state: 'detached' })
  const rows = (await pgQuery(`select id, line, target from ${schema}.targets order by id`)).rows
  expect(rows).toEqual([
    { id: 1, line: 'L1', target: 120 },
    { id: 2, line: 'L2', target: 200 },
    { id: 3, line: 'L3', target: 300 },
  ])
  await context.close()
}, 180_000)
