import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin, setStoredLanguage } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

// Issue 27: a report over the machine's PostgreSQL, designed, previewed and exported from the screen.
const PG_URL = 'postgres://postgres@127.0.0.1:5432/test'
const schema = `e2e_rep_${randomBytes(4).toString('hex')}`
let product: RunningProduct
let browser: Browser
let ticket = ''

async function pgAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await pgAdmin(`create schema ${schema};
    create table ${schema}.batches (id integer primary key, line text not null, day date not null,
      qty integer not null, price numeric(10,2) not null);
    insert into ${schema}.batches
      select n, case when n % 2 = 0 then 'L1' else 'L2' end, date '2026-03-01' + (n / 10), n, 2.50
      from generate_series(1, 40) as n;`)
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
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  await pgAdmin(`drop schema if exists ${schema} cascade`)
  expect(cspViolations).toEqual([])
})

const SCREEN = '/design/global-setting/report'

async function download(page: Page, testId: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
  const path = await file.path()
  return readFile(path)
}

test('design a report with a parameter, preview it, export xlsx and PDF', async () => {
  const { context, page } = await adminPage(browser, product)
  await open(page, product, SCREEN, 'reports-screen')
  await page.getByText('No reports yet.').waitFor()
  await page.getByTestId('report-new').click()
  await page.getByTestId('report-editor').waitFor()
  await page.locator('#report-name').fill('Daily output')
  await page.locator('#report-source').click()
  await page.getByRole('option', { name: 'Plant PostgreSQL' }).click()
  await page
    .locator('#report-sql')
    .fill(
      `select line, day, qty, price from ${schema}.batches where day >= cast(:from as date) and qty >= :minQty order by line, day, id`,
    )
  // The parameters follow the SQL: :from is a date by its name; :minQty is made a number.
  const params = page.getByTestId('report-params')
  await params.getByText(':from').waitFor()
  await params.getByLabel('Type of :minQty').selectOption('number')
  await params.getByLabel('Default of :minQty').fill('0')

  // The first preview takes the query's columns; then a formula, sums, groups and a total.
  await page.locator('#report-param-from').fill('2026-03-03')
  await page.getByTestId('report-run').click()
  await page.getByTestId('report-columns').waitFor()
  const columns = page.getByTestId('report-columns')
  expect(await columns.getByLabel('Format of column 4').inputValue()).toBe('number')
  await columns.getByLabel('Title of column 1').fill('Line')
  await columns.getByLabel('Title of column 3').fill('Quantity')
  await columns.getByLabel('Sum column 3').check()
  await page.getByTestId('report-add-formula').click()
  await columns.getByLabel('Field of column 5').fill('amount')
  await columns.getByLabel('Title of column 5').fill('Amount')
  await columns.getByLabel('Formula of column 5').fill('qty * price')
  await columns.getByLabel('Sum column 5').check()
  await page.locator('#report-group').click()
  await page.getByRole('option', { name: 'line', exact: true }).click()
  await page.locator('#report-totals').check()
  await page.getByTestId('report-run').click()
  const lines = page.getByTestId('report-lines')
  // From 03-03: ids 20..40; L1 has the 11 even ones (20..40), L2 the 10 odd ones (21..39).
  await lines.getByRole('row').filter({ hasText: 'Subtotal L1' }).waitFor()
  expect(await lines.getByRole('row').filter({ hasText: 'Subtotal L1' }).textContent()).toContain('330')
  expect(await lines.getByRole('row').filter({ hasText: 'Subtotal L1' }).textContent()).toContain('825.00')
  expect(await lines.getByRole('row').filter({ hasText: 'Total' }).last().textContent()).toContain('630')
  await page.getByTestId('report-result').getByText('21 rows, 24 lines. Pages: 1').waitFor()
  await page.getByTestId('report-editor').locator('h1').scrollIntoViewIfNeeded()
  await screenshot(page, 'reports-designer-top-en-us')
  await lines.getByRole('row').filter({ hasText: 'Total' }).last().scrollIntoViewIfNeeded()
  await screenshot(page, 'reports-designer-en-us')

  // A bad parameter: the server's message, nothing run.
  await page.locator('#report-param-minQty').fill('1; drop table batches')
  await page.getByTestId('report-run').click()
  await page.getByText('The parameter minQty must be a number').waitFor()
  await screenshot(page, 'reports-bad-param-en-us')
  await page.locator('#report-param-minQty').fill('')

  // Saved, it exports: the xlsx read back with the library, the PDF's pages counted.
  expect(await page.getByTestId('report-export-xlsx').isDisabled()).toBe(true)
  await page.getByTestId('report-save').click()
  await page.getByTestId('report-export-xlsx').and(page.locator(':enabled')).waitFor()
  const workbook = new ExcelJS.Workbook()
  const bytes = await download(page, 'report-export-xlsx')
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  expect(sheet.getRow(1).values).toEqual([undefined, 'Line', 'day', 'Quantity', 'price', 'Amount'])
  expect(sheet.getCell('A2').value).toBe('L1')
  expect(sheet.getCell('C2').value).toBe(20)
  expect(sheet.getCell('E2').value).toBe(50)
  expect(sheet.getCell('B2').value).toBeInstanceOf(Date)
  expect(sheet.getCell('A13').value).toBe('Subtotal L1')
  expect(sheet.getCell('C13').value).toBe(330)
  expect(sheet.getCell('E13').value).toBe(825)
  expect(sheet.getCell('A25').value).toBe('Total')
  expect(sheet.getCell('E25').value).toBe(1575)

  await page.locator('#report-lines-per-page').fill('10')
  await page.getByTestId('report-save').click()
  await page.getByTestId('report-export-pdf').and(page.locator(':enabled')).waitFor()
  await page.locator('#report-page-range').fill('2-3')
  const pdf = await download(page, 'report-export-pdf')
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2)

  // A slow query is cancelled from the screen: the preview stops at once and says so.
  await page
    .locator('#report-sql')
    .fill(
      'select line, day, qty, price from (select pg_sleep(30)) as slow, ' +
        `${schema}.batches where day >= cast(:from as date) and qty >= :minQty`,
    )
  await page.getByTestId('report-run').click()
  await page.getByTestId('report-cancel').click()
  await page.getByText('The preview was cancelled.').waitFor({ timeout: 5000 })
  await screenshot(page, 'reports-cancelled-en-us')
  await page.getByTestId('report-back').click()

  // In Chinese: the designer and its sum lines.
  await setStoredLanguage(page, 'zh-cn')
  await page.getByTestId('reports-screen').waitFor()
  await page.getByRole('row').filter({ hasText: 'Daily output' }).waitFor()
  await screenshot(page, 'reports-list-zh-cn')
  await page.getByRole('row').filter({ hasText: 'Daily output' }).getByTestId('report-edit').click()
  await page.locator('#report-param-from').fill('2026-03-03')
  await page.getByTestId('report-run').click()
  await page.getByTestId('report-lines').getByText('小计 L2').waitFor()
  await screenshot(page, 'reports-designer-zh-cn')
  await context.close()
}, 180_000)

/** An application with one page holding the report control named `reportName`; answers the page id. */
async function pageWithReport(reportName: string): Promise<string> {
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Shift reports', description: 'Reports e2e' },
  })
  const blockId = newLayoutId()
  const context = {
    ...defaultLayoutContext('free'),
    widgets: [
      {
        id: 'daily',
        type: 'control.report',
        version: 1,
        rotation: 0,
        groupId: null,
        props: { title: 'Daily output', reportName },
        bindings: {},
        events: {},
        x: 10,
        y: 10,
        w: 1000,
        h: 520,
      },
    ],
  }
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId: app.body.appId,
      name: 'Daily output',
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 16 })]),
      ),
      layouts: [{ id: blockId, name: 'Report', context: JSON.stringify(context) }],
    },
  })
  expect(created.status).toBe(201)
  const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId: app.body.appId, action: 'start' },
  })
  expect(started.status).toBe(201)
  return created.body.id
}

test('the report control on a runtime page: parameters, run, pages, export', async () => {
  const pageId = await pageWithReport('Daily output')
  const { context, page } = await adminPage(browser, product)
  await page.goto(`${product.url}/#/application-runtime/${pageId}`)
  await page.getByTestId('runtime-stage').waitFor()
  const control = page.locator('[data-widget="daily"]')
  // Run on open with the defaults: no :from yet, so no lines; then a date and Run.
  await control
    .getByText('The report has no lines for these values.')
    .waitFor()
    .catch(async (error) => {
      await screenshot(page, 'reports-control-failed')
      throw error
    })
  await control.getByLabel('from').fill('2026-03-03')
  await control.getByRole('button', { name: 'Run', exact: true }).click()
  await control.getByText('Page 1 of 3').waitFor()
  expect(await control.locator('tbody tr').count()).toBe(10)
  await screenshot(page, 'reports-control-page1-en-us')
  await control.getByRole('button', { name: 'Next' }).click()
  await control.getByText('Page 2 of 3').waitFor()
  expect(await control.locator('tbody tr').filter({ hasText: 'Subtotal L1' }).textContent()).toContain(
    '825.00',
  )
  await screenshot(page, 'reports-control-page2-en-us')
  // Export the second page as CSV: the header and that page's ten lines.
  await control.getByLabel('Pages').fill('2')
  await control.getByLabel('Format').selectOption('csv')
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    control.getByRole('button', { name: 'Export' }).click(),
  ])
  const csv = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(csv).toHaveLength(11)
  expect(csv[0]).toBe('Line,day,Quantity,price,Amount')
  expect(csv.some((line) => line.startsWith('Subtotal L1,'))).toBe(true)
  // In Chinese: the control's words and the sum lines.
  await setStoredLanguage(page, 'zh-cn')
  await page.getByTestId('runtime-stage').waitFor()
  await control.getByLabel('from').fill('2026-03-03')
  await control.getByRole('button', { name: '运行', exact: true }).click()
  await control.getByText('第 1 页，共 3 页').waitFor()
  await control.getByRole('button', { name: '下一页' }).click()
  await control.getByText('小计 L1').waitFor()
  await screenshot(page, 'reports-control-zh-cn')
  await context.close()
}, 120_000)
