/**
 * Moving an application between systems in headless Chromium against the real server: an exported
 * application file imported through the application manager's Import button. The copy of an application
 * whose name is taken is created under another name, and the closing notice names it so.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Transfer-initial-2024!'
const password = 'Transfer-pass-2024!'
const BASE = '/api/app/manager'

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string

interface Job {
  status: string
  fileName: string
  downloadUrl?: string
}

async function waitForJob(path: string): Promise<Job> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const { status, body } = await api<Job>(product.url, 'GET', path, { ticket })
    expect(status).toBe(200)
    if (body.status !== 'running') return body
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`${path} still running`)
}

/** An application with one page, exported as the application manager's Export would download it. */
async function exportedApplication(name: string): Promise<{ name: string; buffer: Buffer }> {
  const created = await api<{ appId: number }>(product.url, 'POST', BASE, { ticket, body: { name } })
  expect(created.status).toBe(201)
  const { appId } = created.body
  const pageCreated = await api(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: { appId, name: 'Overview' },
  })
  expect(pageCreated.status).toBe(201)
  const started = await api(product.url, 'POST', `${BASE}/export?appId=${appId}`, { ticket })
  expect(started.status).toBe(202)
  const job = await waitForJob(`${BASE}/export/status?appId=${appId}`)
  expect(job.status).toBe('succeeded')
  const issued = await api<{ token: string }>(product.url, 'POST', '/api/auth/users/downloadToken', {
    ticket,
    body: { path: String(job.downloadUrl).split('?')[0] },
  })
  const file = await fetch(`${product.url}${job.downloadUrl}&download=${issued.body.token}`)
  expect(file.status).toBe(200)
  return { name: job.fileName, buffer: Buffer.from(await file.arrayBuffer()) }
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('application transfer', () => {
  test('an imported copy of an existing application is named as it was created', async () => {
    const file = await exportedApplication('Boiler house')
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-mgr`)
    await page.getByTestId('app-manager').waitFor()
    await page
      .getByLabel('Application file to import')
      .setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.buffer })
    const notice = page.getByTestId('notice').filter({ hasText: 'import succeeded' })
    await expect.poll(() => notice.first().textContent()).toContain('Boiler house (2) import succeeded')
    await expect.poll(() => page.getByTestId('app-manager').textContent()).toContain('Boiler house (2)')
    await screenshot(page, 'app-import-en-us')

    await switchLanguage(page, '简体中文')
    await page
      .getByLabel('要导入的应用文件')
      .setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.buffer })
    const chinese = page.getByTestId('notice').filter({ hasText: '导入成功' })
    await expect.poll(() => chinese.first().textContent()).toContain('Boiler house (3) 导入成功')
    await screenshot(page, 'app-import-zh-cn')
    await switchLanguage(page, 'English')
  })
})
