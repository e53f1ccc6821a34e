/**
 * Forms that submit (issue 21): an operator fills a runtime form of six different controls, sends it with
 * a bad value (the message shows under the control and nothing is stored), corrects it, sends it again
 * and finds the record in a table on another page. Headless Chromium against the real server.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Forms-initial-2024!'
const password = 'Forms-pass-2024!'
const shots = '/work/shots/i21f'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0
let formPageId = ''
let recordsPageId = ''

const form = { formName: 'shiftReport' }

function widget(id: string, type: string, y: number, h: number, props: Record<string, unknown>, w = 420) {
  return { id, type, version: 1, x: 30, y, w, h, rotation: 0, groupId: null, props, bindings: {}, events: {} }
}

async function createPage(name: string, widgets: unknown[]): Promise<string> {
  const blockId = newLayoutId()
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name,
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 12 })]),
      ),
      layouts: [
        { id: blockId, name: 'Main', context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }) },
      ],
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.id
}

async function seed(): Promise<void> {
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Shift book', description: 'Forms that submit' },
  })
  expect(app.status).toBe(201)
  appId = app.body.appId
  formPageId = await createPage('Shift report', [
    widget('title', 'form.divider', 10, 24, { text: 'Shift report', textPosition: 'left' }),
    widget('who', 'form.input', 44, 36, {
      ...form,
      label: 'Operator',
      fieldName: 'who',
      required: true,
      value: '',
    }),
    widget('phone', 'form.input', 104, 36, {
      ...form,
      label: 'Phone',
      fieldName: 'phone',
      checker: 'mobilePhone',
      value: '',
    }),
    widget('shift', 'form.radio', 164, 32, { ...form, label: 'Shift', fieldName: 'shift', required: true }),
    widget('checks', 'form.checkbox', 220, 32, { ...form, label: 'Checks', fieldName: 'checks' }),
    widget('day', 'form.datePicker', 276, 36, { ...form, label: 'Day', fieldName: 'day', required: true }),
    widget('mode', 'form.select', 336, 36, { ...form, label: 'Mode', fieldName: 'mode', required: true }),
    widget('line', 'form.hiddenField', 390, 24, { ...form, fieldName: 'line', value: 'Line 2' }, 160),
    widget('send', 'form.button', 420, 36, { text: 'Send report', submitForm: 'shiftReport' }, 140),
  ])
  const column = (title: string, field: string) => ({
    title,
    field,
    width: 0,
    align: 'left',
    editable: false,
    required: false,
    checker: 'none',
    pattern: '',
    textLimit: 200,
  })
  recordsPageId = await createPage('Reports', [
    widget(
      'reports',
      'form.table',
      20,
      300,
      {
        title: 'Shift reports',
        source: 'formRecords',
        recordsForm: 'shiftReport',
        columns: [
          column('Operator', 'who'),
          column('Phone', 'phone'),
          column('Shift', 'shift'),
          column('Checks', 'checks'),
          column('Day', 'day'),
          column('Mode', 'mode'),
          column('Line', 'line'),
          column('Sent by', '_user'),
        ],
      },
      900,
    ),
  ])
  const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId, action: 'start' },
  })
  expect(started.status).toBe(201)
}

const runtimeUrl = (id: string) =>
  `${product.url}/#/runtime-fullscreen/runtime-fullscreen/${encodeURIComponent(id)}`
const inside = (id: string) => page.locator(`[data-widget="${id}"]`)

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seed()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1100, height: 760 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('a runtime form', () => {
  test('refuses a bad value under its control, sends a good one, and the record shows on another page', async () => {
    await page.goto(runtimeUrl(formPageId))
    await inside('who').locator('input').fill('Li Wei')
    await inside('phone').locator('input').fill('12345')
    await inside('shift').getByRole('radio', { name: 'Night' }).click()
    await inside('checks').getByRole('checkbox', { name: 'Bearings' }).click()
    await inside('day').locator('input').fill('2026-11-26')
    await inside('mode').getByRole('button').click()
    await page.getByRole('option', { name: 'Manual' }).click()
    await inside('send').getByRole('button', { name: 'Send report' }).click()

    await expect
      .poll(() => inside('phone').getByRole('alert').textContent())
      .toBe('Enter a valid mobile phone number')
    await expect.poll(() => page.locator('.notice-host').textContent()).toContain('Save failed')
    await screenshot(page, 'forms-invalid')
    await page.screenshot({ path: `${shots}/form-invalid-en.png` })
    const none = await api<{ list: unknown[] }>(product.url, 'GET', '/api/forms?formName=shiftReport', {
      ticket,
    })
    expect(none.body.list).toEqual([])

    await inside('phone').locator('input').fill('13812345678')
    await expect.poll(() => inside('phone').getByRole('alert').count()).toBe(0)
    await inside('send').getByRole('button', { name: 'Send report' }).click()
    await expect.poll(() => page.locator('.notice-host').textContent()).toContain('Operation succeeded')
    // A sent form empties for the next report.
    await expect.poll(() => inside('who').locator('input').inputValue()).toBe('')
    await page.screenshot({ path: `${shots}/form-sent-en.png` })

    await page.goto(runtimeUrl(recordsPageId))
    const row = inside('reports').locator('tbody tr').first()
    await expect
      .poll(() => row.locator('td').allTextContents())
      .toEqual(['Li Wei', '13812345678', 'night', '["bearings"]', '2026-11-26', '1', 'Line 2', 'admin'])
    await page.screenshot({ path: `${shots}/records-en.png` })
  }, 60_000)

  test('speaks the page’s language: the same messages in Chinese', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'zh-cn'))
    await page.goto(runtimeUrl(formPageId))
    await page.reload()
    await inside('phone').locator('input').fill('12345')
    await inside('send').getByRole('button').click()
    await expect.poll(() => inside('phone').getByRole('alert').textContent()).toBe('请输入有效的手机号码')
    await page.screenshot({ path: `${shots}/form-invalid-zh.png` })
    await page.goto(runtimeUrl(recordsPageId))
    await expect.poll(() => inside('reports').locator('tbody tr').count()).toBe(1)
    await page.screenshot({ path: `${shots}/records-zh.png` })
    await page.evaluate(() => localStorage.setItem('language', 'en-us'))
  }, 60_000)
})
