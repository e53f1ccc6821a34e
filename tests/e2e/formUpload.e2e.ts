/**
 * Issue 21, in headless Chromium against the real server:
 * - the upload control: an operator's file of a type the control does not accept is refused under the
 *   control with the spec's message; an accepted one is stored, and the sent form keeps its address,
 *   which gives the file back;
 * - one object query: a select's options (object query) and a calendar's events both come from
 *   `POST /api/compose/manage/objectdata/query`, and nothing asks the object selector's copy.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { cspViolations, launchBrowser, type RunningProduct, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Upload-initial-2024!'
const password = 'Upload-pass-2024!'
const shots = '/work/shots/i21'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let pageId = ''
const files = mkdtempSync(join(tmpdir(), 'gantry-upload-'))
const readings = 'pump,flow\nP102,98.3\n'
const queries: string[] = []

function widget(id: string, type: string, y: number, h: number, props: Record<string, unknown>, w = 420) {
  return { id, type, version: 1, x: 30, y, w, h, rotation: 0, groupId: null, props, bindings: {}, events: {} }
}

async function call(method: string, path: string, body?: unknown) {
  const result = await api<Record<string, unknown>>(product.url, method, path, { ticket, body })
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBeLessThan(300)
  return result.body
}

async function seed(): Promise<void> {
  await call('POST', '/api/metadata/object_templates', {
    name: 'Pump',
    properties: [{ name: 'flow', type: 'float', defaultValue: 0 }],
  })
  for (const name of ['P101', 'P102'])
    await call('POST', '/api/compose/manage/objectdata', {
      type: 'add',
      dataSource: 'Pump',
      data: { name, showName: `Pump ${name}` },
    })
  await call('POST', '/api/metadata/object_templates', {
    name: 'Inspection',
    properties: [
      { name: 'due', type: 'string', defaultValue: '' },
      { name: 'title', type: 'string', defaultValue: '' },
    ],
  })
  const today = new Date()
  today.setHours(10, 0, 0, 0)
  await call('POST', '/api/compose/manage/objectdata', {
    type: 'add',
    dataSource: 'Inspection',
    data: { name: 'IN_1', properties: { due: today.toISOString(), title: 'Pump bearing inspection' } },
  })
  const app = (await call('POST', '/api/app/manager', { name: 'Inspections' })) as { appId: number }
  const blockId = newLayoutId()
  const form = { formName: 'inspection' }
  const widgets = [
    widget('pump', 'form.select', 20, 36, {
      ...form,
      label: 'Pump',
      fieldName: 'pump',
      required: true,
      optionSource: 'query',
      sourceTemplate: 'Pump',
    }),
    widget('report', 'form.upload', 70, 100, {
      ...form,
      label: 'Inspection report',
      fieldName: 'report',
      required: true,
      accept: 'pdf, csv',
    }),
    widget('send', 'form.button', 190, 36, { text: 'Send', submitForm: 'inspection' }, 140),
    widget(
      'days',
      'control.calendar',
      240,
      420,
      { eventTemplate: 'Inspection', dateProp: 'due', titleProp: 'title' },
      640,
    ),
  ]
  const created = (await call('POST', '/api/compose/manage/pages', {
    appId: app.appId,
    name: 'Inspection',
    type: 1,
    layout: JSON.stringify(defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 18 })])),
    layouts: [
      { id: blockId, name: 'Main', context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }) },
    ],
  })) as { id: string }
  pageId = created.id
  await call('PUT', '/api/app/manager/containerActivity', { appId: app.appId, action: 'start' })
}

const inside = (id: string) => page.locator(`[data-widget="${id}"]`)

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seed()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1000, height: 760 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  page.on('request', (request) => {
    if (request.url().includes('objectdata/query')) queries.push(new URL(request.url()).pathname)
  })
  await uiLogin(page, product.url, 'admin', password)
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('a runtime form with an upload', () => {
  test('refuses a file type, stores an accepted file, sends its address; options and events by one query', async () => {
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${encodeURIComponent(pageId)}`)
    // The calendar's events and the select's options: the same object query.
    await expect
      .poll(() => inside('days').textContent(), { timeout: 15_000 })
      .toContain('Pump bearing inspection')
    await inside('pump').getByRole('button').click()
    await page.getByRole('option', { name: 'Pump P102' }).click()

    const bad = join(files, 'notes.txt')
    const good = join(files, 'readings.csv')
    writeFileSync(bad, 'not accepted here')
    writeFileSync(good, readings)
    const input = inside('report').locator('input[type="file"]')
    await input.setInputFiles(bad)
    await expect
      .poll(() => inside('report').getByRole('alert').textContent())
      .toBe('File type does not match')
    await page.screenshot({ path: `${shots}/upload-refused-en.png` })
    await input.setInputFiles(good)
    await expect
      .poll(() => inside('report').getByTestId('upload-file').textContent())
      .toBe(`Uploaded: readings.csv (${Buffer.byteLength(readings)} B)`)
    await expect.poll(() => page.locator('.notice-host').textContent()).toContain('Upload succeeded')
    await expect.poll(() => inside('report').getByRole('alert').count()).toBe(0)
    await page.screenshot({ path: `${shots}/upload-stored-en.png` })

    await inside('send').getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => page.locator('.notice-host').textContent()).toContain('Operation succeeded')
    const records = await api<{ list: { values: Record<string, string> }[] }>(
      product.url,
      'GET',
      '/api/forms?formName=inspection',
      { ticket },
    )
    expect(records.body.list).toHaveLength(1)
    const values = records.body.list[0]?.values ?? {}
    expect(values.pump).toBe('P102')
    expect(values.report).toMatch(/^\/api\/forms\/files\/\d+$/)
    const file = await fetch(`${product.url}${values.report}`, {
      headers: { authorization: `Bearer ${ticket}` },
    })
    expect(await file.text()).toBe(readings)

    expect(queries.length).toBeGreaterThanOrEqual(2)
    expect(new Set(queries)).toEqual(new Set(['/api/compose/manage/objectdata/query']))
  }, 90_000)

  test('the same refusal in Chinese', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'zh-cn'))
    await page.reload()
    const input = inside('report').locator('input[type="file"]')
    await expect.poll(() => input.count(), { timeout: 15_000 }).toBe(1)
    const exe = join(files, 'tool.exe')
    writeFileSync(exe, 'MZ')
    await input.setInputFiles(exe)
    await expect.poll(() => inside('report').getByRole('alert').textContent()).toBe('文件类型不匹配')
    await page.screenshot({ path: `${shots}/upload-refused-zh.png` })
    await page.evaluate(() => localStorage.setItem('language', 'en-us'))
  }, 60_000)
})
