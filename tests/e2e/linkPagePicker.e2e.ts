/**
 * Link pages (issue 19 "Link pages ask for a raw resource code typed by hand") in headless Chromium
 * against the real server: the new-page form and the link page's panel offer the applications, folders
 * and pages of the user's resource tree, fill in the code from the choice, still take a typed code, and
 * refuse one that names nothing of the chosen type; screenshots in both languages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Links-initial-2024!'
const password = 'Links-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let boilerApp = 0
let waterApp = 0

async function runningApp(name: string, pageName: string): Promise<number> {
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name, description: '' },
  })
  expect(app.status).toBe(201)
  const blockId = newLayoutId()
  const created = await api(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId: app.body.appId,
      name: pageName,
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 6 })]),
      ),
      layouts: [{ id: blockId, name: 'Main', context: JSON.stringify(defaultLayoutContext('free')) }],
    },
  })
  expect(created.status).toBe(201)
  const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId: app.body.appId, action: 'start' },
  })
  expect(started.status).toBe(201)
  return app.body.appId
}

const choose = async (field: string, option: string | RegExp) => {
  await page.locator(`#${field}`).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
}

const storedLink = async (name: string) => {
  const pages = await api<{ list?: { name: string; url?: string }[] } | { name: string; url?: string }[]>(
    product.url,
    'GET',
    `/api/compose/manage/pages?appId=${boilerApp}`,
    { ticket },
  )
  const list = Array.isArray(pages.body) ? pages.body : (pages.body.list ?? [])
  const found = list.find((entry) => entry.name === name)
  return found?.url ? JSON.parse(found.url) : null
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  boilerApp = await runningApp('Boiler house', 'Overview')
  waterApp = await runningApp('Water plant', 'Pumps')
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('link page targets', () => {
  test('the new-page form offers the applications and their pages, and fills in the code', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${boilerApp}`)
    await page.getByTestId('designer-stage').waitFor()
    await page.getByRole('tab', { name: 'Pages', exact: true }).click()
    await page.getByTestId('tree-new-page').click()
    await page.locator('#page-name').fill('To the water plant')
    await choose('page-type', 'Link page')
    await choose('page-target', `Water plant (App_${waterApp})`)
    expect(await page.locator('#page-resource-code').inputValue()).toBe(`App_${waterApp}`)
    await page.locator('#page-target').click()
    // Pages sit under their application, so a designer tells two "Overview" pages apart.
    await page.getByRole('option', { name: /^Water plant \/ Pumps \(Page_/ }).waitFor()
    await screenshot(page, 'link-picker-en-us')
    await page.keyboard.press('Escape')
  })

  test('a typed code that names nothing of the type is refused; a valid one is created', async () => {
    const code = page.locator('#page-resource-code')
    await code.fill('App_999')
    await page.getByText('No resource of this type has this code').first().waitFor()
    await page.getByTestId('page-form-submit').click()
    await expect
      .poll(() => page.locator('.inline-notice, [role="alert"]').first().textContent())
      .toContain('No resource of this type')
    expect(await storedLink('To the water plant')).toBeNull()
    // A power user types the code; the picker shows what it names.
    await code.fill(`App_${waterApp}`)
    await expect.poll(() => page.locator('#page-target').textContent()).toContain('Water plant')
    await page.getByTestId('page-form-submit').click()
    await page.getByTestId('link-page').waitFor()
    expect(await storedLink('To the water plant')).toEqual({
      resourceType: 'app',
      resourceCode: `App_${waterApp}`,
    })
  })

  test("the link page's panel shows its target and saves a new one, in Chinese too", async () => {
    const panel = page.getByTestId('link-page')
    await expect.poll(() => panel.locator('#link-target').textContent()).toContain('Water plant')
    await choose('link-target', /^Boiler house \/ Overview \(Page_/)
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/pages/'))
    await panel.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(201)
    const link = await storedLink('To the water plant')
    expect(link.resourceCode).toMatch(/^Page_/)
    await switchLanguage(page, '简体中文')
    await expect.poll(() => panel.textContent()).toContain('资源编码')
    await panel.locator('#link-resource-code').fill('nothing-here')
    await expect.poll(() => panel.getByRole('button', { name: '保存' }).isDisabled()).toBe(true)
    await screenshot(page, 'link-panel-zh-cn')
  })
})
