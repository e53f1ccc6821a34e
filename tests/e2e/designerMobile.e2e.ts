/**
 * The designer's mobile layout (spec S1 §9 "Page settings"; issue: mobile tabs and navbar settings,
 * 1–5 navigation tabs, the last cannot be deleted) in headless Chromium against the real server: a
 * page switches to mobile, its navigation bar is set, tabs are added up to the limit and deleted down
 * to the last one, every step undoable; the save stores it and a reload shows it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { storedPageDoc } from './designerSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Mobile-initial-2024!'
const password = 'Mobile-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0
let pageId = ''

const storedDoc = () => storedPageDoc(product.url, ticket, pageId)

const settings = () => page.getByTestId('page-settings')
const tabRows = () => settings().locator('.insp-tabs li')

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Field rounds', description: 'Handheld pages' },
  })
  expect(app.status).toBe(201)
  appId = app.body.appId
  const blockId = newLayoutId()
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name: 'Handheld',
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 6 })]),
      ),
      layouts: [{ id: blockId, name: 'Main', context: JSON.stringify(defaultLayoutContext('free')) }],
    },
  })
  expect(created.status).toBe(201)
  pageId = created.body.id
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

describe('mobile layout in the designer', () => {
  test('a page switches to mobile and shows the navigation settings', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    // The editor opens the application's first page by itself.
    await page.getByTestId('designer-stage').waitFor()
    await expect.poll(() => page.getByTestId('open-page-name').textContent()).toBe('Handheld')
    await page.getByRole('tab', { name: 'Page', exact: true }).click()
    await settings().getByRole('button', { name: 'Mobile' }).click()
    await settings().getByText('Mobile navigation bar').waitFor()
    await settings().getByLabel('Navigation bar title').fill('Rounds')
    await settings().getByLabel('Navigation bar title').press('Enter')
    await expect.poll(() => tabRows().count()).toBe(1)
    // The only tab cannot be deleted.
    expect(await tabRows().first().getByRole('button', { name: 'Delete tab' }).isDisabled()).toBe(true)
  })

  test('tabs are added up to five, then the add button is disabled', async () => {
    const add = settings().getByRole('button', { name: 'Add', exact: true })
    for (let count = 2; count <= 5; count++) {
      await add.click()
      await expect.poll(() => tabRows().count()).toBe(count)
    }
    expect(await add.isDisabled()).toBe(true)
    await expect.poll(() => settings().textContent()).toContain('Navigation tabs (5/5)')
    await screenshot(page, 'designer-mobile-tabs')
  })

  test('undo takes back the last tab; tabs are deleted down to the last one', async () => {
    await page.keyboard.press('Control+z')
    await expect.poll(() => tabRows().count()).toBe(4)
    while ((await tabRows().count()) > 1) {
      const before = await tabRows().count()
      await tabRows().last().getByRole('button', { name: 'Delete tab' }).click()
      await expect.poll(() => tabRows().count()).toBe(before - 1)
    }
    expect(await tabRows().first().getByRole('button', { name: 'Delete tab' }).isDisabled()).toBe(true)
    await settings().getByRole('button', { name: 'Add', exact: true }).click()
    await expect.poll(() => tabRows().count()).toBe(2)
  })

  test('the save stores the mobile layout; a reload shows it', async () => {
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pages/${pageId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    const doc = await storedDoc()
    expect(doc.pageInfo.platformType).toBe('mobile')
    expect(doc.pageInfo.navbar.name).toBe('Rounds')
    expect(Object.keys(doc.mobileTabs)).toHaveLength(2)

    await page.reload()
    await page.getByTestId('designer-stage').waitFor()
    await page.getByRole('tab', { name: 'Page', exact: true }).click()
    await expect.poll(() => tabRows().count()).toBe(2)
    expect(await settings().getByLabel('Navigation bar title').inputValue()).toBe('Rounds')
  })

  test('the mobile settings in Chinese', async () => {
    await switchLanguage(page, '简体中文')
    await page.getByTestId('inspector').getByRole('tab', { name: '页面', exact: true }).click()
    await expect.poll(() => settings().textContent()).toContain('2/5')
    await screenshot(page, 'designer-mobile-tabs-zh-cn')
    await switchLanguage(page, 'English')
  })
})
