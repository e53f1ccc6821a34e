/**
 * The runtime's dark control-room look (issue 19 "An HMI look") in headless Chromium against the real
 * server: the designer sets it in Page settings (undoable, saved in pageConfig), the runtime page draws
 * it with grey surfaces and the configured alarm colours as tokens, the operator's switch is remembered
 * per user and disappears when operators may not choose, an application's own look applies to its pages
 * without one, and the global settings list each application; screenshots in both languages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { storedPageDoc } from './designerSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Theme-initial-2024!'
const password = 'Theme-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0
let darkPageId = ''
let plainPageId = ''

const widget = (
  id: string,
  type: string,
  box: { x: number; y: number; w: number; h: number },
  props = {},
) => ({
  id,
  type,
  version: 1,
  rotation: 0,
  groupId: null,
  props,
  bindings: {},
  events: {},
  ...box,
})

async function createPage(name: string): Promise<string> {
  const blockId = newLayoutId()
  const block = {
    ...defaultLayoutContext('free'),
    widgets: [
      widget('level', 'form.label', { x: 20, y: 20, w: 300, h: 40 }, { text: 'Level 42 %', fontSize: 22 }),
      widget('start', 'form.button', { x: 20, y: 80, w: 160, h: 40 }, { text: 'Start pump' }),
      widget(
        'alarms',
        'control.realAlarm',
        { x: 20, y: 140, w: 900, h: 260 },
        { title: 'Alarms', maxRows: 20 },
      ),
    ],
  }
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name,
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 12 })]),
      ),
      layouts: [{ id: blockId, name: 'Main', context: JSON.stringify(block) }],
    },
  })
  expect(created.status).toBe(201)
  return created.body.id
}

/** Writes a configuration record over whatever version it has now. */
async function saveRecord(key: string, value: unknown): Promise<void> {
  const current = await api<{ version: number }>(product.url, 'GET', `/api/config/configInfo/${key}`, {
    ticket,
  })
  const saved = await api(product.url, 'POST', '/api/config/configInfo', {
    ticket,
    body: { key, configValue: JSON.stringify(value), version: current.body.version },
  })
  expect(saved.status).toBe(201)
}

const runtimeRoot = () => page.getByTestId('runtime-page')
const shownTheme = () => runtimeRoot().getAttribute('data-theme')
const background = (selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor)

/** Opens a runtime page; the same address again is a reload (a hash route does not load twice). */
async function openRuntime(pageId: string): Promise<void> {
  const address = `${product.url}/#/application-runtime/${pageId}`
  if (page.url() === address) await page.reload()
  else await page.goto(address)
  await page.getByTestId('runtime-stage').waitFor()
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Boiler house', description: 'Control room' },
  })
  expect(app.status).toBe(201)
  appId = app.body.appId
  darkPageId = await createPage('Boiler overview')
  plainPageId = await createPage('Feed water')
  await saveRecord('user_widget_alarm_color', { 1: '#e02020', 2: '#f08c00', 3: '#e0c000' })
  const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId, action: 'start' },
  })
  expect(started.status).toBe(201)
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

describe('the runtime look', () => {
  test('the designer sets a page dark in Page settings, undoably, and saves it', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    await page.getByTestId('designer-stage').waitFor()
    await expect.poll(() => page.getByTestId('open-page-name').textContent()).toBe('Boiler overview')
    await page.getByRole('tab', { name: 'Page', exact: true }).click()
    const look = page.getByTestId('page-theme')
    expect(await look.inputValue()).toBe('app')
    await look.selectOption('dark')
    await page.keyboard.press('Control+z')
    await expect.poll(() => look.inputValue()).toBe('app')
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(() => look.inputValue()).toBe('dark')
    await screenshot(page, 'theme-designer-en-us')
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pages/${darkPageId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    expect((await storedPageDoc(product.url, ticket, darkPageId)).pageConfig.theme).toBe('dark')
  })

  test('the runtime draws the dark page in greys, with the configured alarm colours as tokens', async () => {
    await openRuntime(darkPageId)
    await expect.poll(shownTheme).toBe('dark')
    expect(await background('.runtime__viewport')).toBe('rgb(28, 31, 34)')
    expect(await background('[data-widget="alarms"] .gx-widget')).toBe('rgb(43, 47, 51)')
    const token = await runtimeRoot().evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--gx-alarm-p1').trim(),
    )
    expect(token).toBe('#e02020')
    await screenshot(page, 'theme-runtime-dark-en-us')
  })

  test('a page without its own look follows the installation, then its application', async () => {
    await openRuntime(plainPageId)
    await expect.poll(shownTheme).toBe('light')
    expect(await background('.runtime__viewport')).toBe('rgb(238, 241, 245)')
    await saveRecord('appOption', { showDatalinkTooltip: '1', runtimeThemes: { [appId]: 'dark' } })
    await openRuntime(plainPageId)
    await expect.poll(shownTheme).toBe('dark')
  })

  test("the operator's switch is remembered for them, and gone where operators may not choose", async () => {
    await openRuntime(darkPageId)
    const toggle = page.getByTestId('runtime-theme-toggle')
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    await toggle.click()
    await expect.poll(shownTheme).toBe('light')
    await page.reload()
    await page.getByTestId('runtime-stage').waitFor()
    await expect.poll(shownTheme).toBe('light')
    await screenshot(page, 'theme-runtime-operator-light-en-us')

    await saveRecord('appOption', { showDatalinkTooltip: '1', operatorTheme: '0' })
    await page.reload()
    await page.getByTestId('runtime-stage').waitFor()
    await expect.poll(shownTheme).toBe('dark')
    expect(await page.getByTestId('runtime-theme-toggle').count()).toBe(0)
    await saveRecord('appOption', { showDatalinkTooltip: '1' })
  })

  test('in Chinese: the runtime switch and the global settings with each application', async () => {
    await openRuntime(darkPageId)
    await switchLanguage(page, '简体中文')
    await expect.poll(() => page.getByTestId('runtime-theme-toggle').textContent()).toBe('深色')
    // The operator chose light above; back to dark for the picture.
    await page.getByTestId('runtime-theme-toggle').click()
    await expect.poll(shownTheme).toBe('dark')
    await screenshot(page, 'theme-runtime-dark-zh-cn')
    await page.goto(`${product.url}/#/design/system-info-mgr/global-settings`)
    await page.getByTestId('app-themes').waitFor()
    await expect
      .poll(() => page.getByTestId('global-settings-screen').textContent())
      .toContain('各应用的运行外观')
    await page.locator(`#app-theme-${appId}`).waitFor()
    await screenshot(page, 'theme-global-settings-zh-cn')
    await switchLanguage(page, 'English')
    await page.getByTestId('app-themes').waitFor()
    await screenshot(page, 'theme-global-settings-en-us')
  })
})
