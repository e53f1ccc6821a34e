import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin, setStoredLanguage } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

// Issue 27: the machine's PostgreSQL as an external data source, tested from the screen in both languages.
let product: RunningProduct
let browser: Browser
let ticket = ''

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

beforeAll(async () => {
  product = await startProduct({ ...ADMIN_ENV })
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

const SCREEN = '/design/global-setting/sql-datasource'
const form = (page: Page) => page.getByTestId('datasource-form')
const probe = (page: Page) => page.getByTestId('datasource-probe')

async function editRow(page: Page, name: string) {
  await page.getByRole('row').filter({ hasText: name }).getByTestId('datasource-edit').click()
  await form(page).waitFor()
}

test('add the PostgreSQL of the machine, test it, break it, see the failure in en-us and zh-cn', async () => {
  const { context, page } = await adminPage(browser, product)
  await open(page, product, SCREEN, 'sql-datasources-screen')
  await page.getByText('No data sources yet.').waitFor()

  // Create: PostgreSQL is the default type with its port.
  await page.getByRole('button', { name: 'New data source' }).click()
  await page.locator('#datasource-name').fill('Plant history')
  expect(await page.locator('#datasource-port').inputValue()).toBe('5432')
  await page.locator('#datasource-host').fill('127.0.0.1')
  await page.locator('#datasource-database').fill('test')
  await page.locator('#datasource-user').fill('postgres')
  await page.locator('#datasource-password').fill('not-needed-under-trust')
  await page.getByTestId('datasource-test').click()
  await probe(page).getByText('Connection succeeded', { exact: true }).waitFor()
  expect(await probe(page).textContent()).toMatch(/Connected: PostgreSQL \d+/)
  await screenshot(page, 'datasource-test-success-en-us')
  await page.getByTestId('datasource-save').click()
  await form(page).waitFor({ state: 'detached' })
  await page.getByRole('row').filter({ hasText: '127.0.0.1:5432/test' }).waitFor()
  await screenshot(page, 'datasource-list-en-us')

  // The password never comes back: the API and the form both show the mask.
  const listed = await call<{ list: { datasourceId: number; password: string; version: number }[] }>(
    'GET',
    '/api/global-setting/sql-datasources',
  )
  expect(listed.body.list).toHaveLength(1)
  expect(listed.body.list[0]?.password).toBe('******')
  const id = listed.body.list[0]?.datasourceId ?? 0

  // Edit to a missing database: the spec's connection failure, and the saved password is used.
  await editRow(page, 'Plant history')
  expect(await page.locator('#datasource-password').inputValue()).toBe('******')
  await page.locator('#datasource-database').fill('gantry_no_such_db')
  await page.getByTestId('datasource-test').click()
  await probe(page).getByText('Connection failed', { exact: true }).waitFor()
  expect(await probe(page).textContent()).toContain('External data source connection failed')
  expect(await probe(page).textContent()).toContain('gantry_no_such_db')
  await screenshot(page, 'datasource-test-failure-en-us')
  await page.getByTestId('datasource-save').click()
  await form(page).waitFor({ state: 'detached' })
  await page.getByRole('row').filter({ hasText: '127.0.0.1:5432/gantry_no_such_db' }).waitFor()

  // In Chinese: the failure message is the translated spec message.
  await setStoredLanguage(page, 'zh-cn')
  await page.getByTestId('sql-datasources-screen').waitFor()
  await editRow(page, 'Plant history')
  await page.getByTestId('datasource-test').click()
  await probe(page).getByText('连接失败', { exact: true }).waitFor()
  expect(await probe(page).textContent()).toContain('外部数据源连接失败')
  await screenshot(page, 'datasource-test-failure-zh-cn')
  // Back to the right database; success in Chinese too.
  await page.locator('#datasource-database').fill('test')
  await page.getByTestId('datasource-test').click()
  await probe(page).getByText('连接成功', { exact: true }).waitFor()
  await screenshot(page, 'datasource-test-success-zh-cn')

  // Someone else saves meanwhile: the save offers the shared conflict choice; reloading shows theirs.
  const current = await call<{ version: number }>('GET', `/api/global-setting/sql-datasources/${id}`)
  const theirs = await call('PUT', `/api/global-setting/sql-datasources/${id}`, {
    name: 'Plant history',
    kind: 'postgres',
    host: '127.0.0.1',
    port: 5432,
    databaseName: 'postgres',
    username: 'postgres',
    password: '******',
    version: current.body.version,
  })
  expect(theirs.status).toBe(201)
  await page.getByTestId('datasource-save').click()
  await page.getByTestId('conflict-dialog').waitFor()
  await screenshot(page, 'datasource-conflict-zh-cn')
  await page.getByTestId('conflict-reload').click()
  await page.getByTestId('conflict-dialog').waitFor({ state: 'detached' })
  expect(await page.locator('#datasource-database').inputValue()).toBe('postgres')
  await page.getByTestId('datasource-save').click()
  await form(page).waitFor({ state: 'detached' })
  await page.getByRole('row').filter({ hasText: '127.0.0.1:5432/postgres' }).waitFor()
  await screenshot(page, 'datasource-list-zh-cn')

  // The saved password survived every edit through the mask: the saved source still connects.
  const probeSaved = await call<{ ok: boolean }>('POST', '/api/global-setting/sql-datasources/test', {
    datasourceId: id,
    kind: 'postgres',
    host: '127.0.0.1',
    port: 5432,
    databaseName: 'test',
    username: 'postgres',
    password: '******',
  })
  expect(probeSaved.body.ok).toBe(true)

  // The query preview (in Chinese): a parameter gets its field, its value is bound; a write is refused.
  await page.getByRole('row').filter({ hasText: 'Plant history' }).getByTestId('datasource-query').click()
  await page.getByTestId('query-preview').waitFor()
  await page
    .locator('#query-sql')
    .fill("select n as line_no, 'L' || n as line from generate_series(1, 5) as n where 'L' || n = :area")
  await page.locator('#query-param-area').fill('L2')
  await page.getByTestId('query-run').click()
  await page.getByTestId('query-result').getByRole('cell', { name: 'L2', exact: true }).waitFor()
  expect(await page.getByTestId('query-result').getByRole('row').count()).toBe(2)
  await screenshot(page, 'datasource-query-zh-cn')
  await page.locator('#query-sql').fill('delete from pg_class')
  await page.getByTestId('query-run').click()
  await page.getByTestId('query-preview').getByText('此处只能运行读取数据的查询（SELECT 或 WITH）').waitFor()
  await screenshot(page, 'datasource-query-refused-zh-cn')
  await page.keyboard.press('Escape')
  await page.getByTestId('query-preview').waitFor({ state: 'detached' })

  // Delete, after confirming.
  await page.getByRole('row').filter({ hasText: 'Plant history' }).getByTestId('datasource-delete').click()
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click()
  await page.getByRole('row').filter({ hasText: 'Plant history' }).waitFor({ state: 'detached' })
  const after = await call<{ list: unknown[] }>('GET', '/api/global-setting/sql-datasources')
  expect(after.body.list).toHaveLength(0)
  await context.close()
}, 180_000)
