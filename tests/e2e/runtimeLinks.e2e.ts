/**
 * Runtime addresses that are not a page id (spec S0 §2): a resource code or id of the runtime menu, and
 * link pages (type 2 inner link, type 3 link with resourceType/resourceCode), in headless Chromium
 * against the real server. An application's code runs its first page; a link page runs what it links
 * to (from the framed runtime, an application link opens full screen at its code); a system function's
 * code leaves for its own screen; an unknown code says so.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Links-initial-2024!'
const password = 'Links-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0
let targetId = ''
let innerLinkId = ''
let appLinkId = ''
let systemLinkId = ''

async function createPage(body: Record<string, unknown>): Promise<string> {
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: { appId, ...body },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.id
}

async function seed(): Promise<void> {
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Linked plant', description: 'Runtime links' },
  })
  expect(app.status).toBe(201)
  appId = app.body.appId
  const blockId = newLayoutId()
  const widgets = [
    {
      id: 'title',
      type: 'form.label',
      version: 1,
      x: 20,
      y: 20,
      w: 300,
      h: 40,
      rotation: 0,
      groupId: null,
      props: { text: 'Linked target page', fontSize: 20 },
      bindings: {},
      events: {},
    },
  ]
  targetId = await createPage({
    name: 'Target',
    type: 1,
    layout: JSON.stringify(defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 6 })])),
    layouts: [
      { id: blockId, name: 'Main', context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }) },
    ],
  })
  innerLinkId = await createPage({
    name: 'Inner link',
    type: 2,
    url: JSON.stringify({ resourceType: 'app', resourceCode: targetId }),
  })
  appLinkId = await createPage({
    name: 'Application link',
    type: 3,
    url: JSON.stringify({ resourceType: 'app', resourceCode: `App_${appId}` }),
  })
  systemLinkId = await createPage({
    name: 'Users link',
    type: 3,
    url: JSON.stringify({ resourceType: 'system', resourceCode: 'user-itemlist' }),
  })
  // Running applications are published to the runtime menu, where codes are resolved.
  const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId, action: 'start' },
  })
  expect(started.status).toBe(201)
}

async function openRuntime(idOrCode: string): Promise<void> {
  await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${encodeURIComponent(idOrCode)}`)
}

const targetShown = () => page.locator('[data-widget="title"]').textContent()

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seed()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  // Pages opened directly run index.html's inline start-up script: the CSP allows it by its hash.
  expect(cspViolations).toEqual([])
})

describe('runtime links and resource codes', () => {
  test('an application’s resource code runs its first page', async () => {
    await openRuntime(`App_${appId}`)
    await expect.poll(targetShown).toContain('Linked target page')
  })

  test('an inner link page and an application link page run what they link to', async () => {
    await openRuntime(innerLinkId)
    await expect.poll(targetShown).toContain('Linked target page')
    await page.goto(`${product.url}/#/hellow`)
    await openRuntime(appLinkId)
    await expect.poll(targetShown).toContain('Linked target page')
    await screenshot(page, 'runtime-link-page')
  })

  test('in the framed runtime a link page to an application opens full screen at its code; an inner link stays', async () => {
    const fullScreen = `#/runtime-fullscreen/runtime-fullscreen/App_${appId}`
    await page.goto(`${product.url}/#/application-runtime/${appLinkId}`)
    await page.waitForURL((url) => url.hash === fullScreen)
    await expect.poll(targetShown).toContain('Linked target page')
    expect(await page.getByRole('navigation').count()).toBe(0)
    // Opened directly (a new document: index.html's early requests and the prefetch), it does the same.
    await page.goto('about:blank')
    await page.goto(`${product.url}/#/application-runtime/${appLinkId}`)
    await page.waitForURL((url) => url.hash === fullScreen)
    await expect.poll(targetShown).toContain('Linked target page')
    await page.goto(`${product.url}/#/application-runtime/${innerLinkId}`)
    await expect.poll(targetShown).toContain('Linked target page')
    expect(new URL(page.url()).hash).toBe(`#/application-runtime/${innerLinkId}`)
  })

  test('signing out closes the live socket at once', async () => {
    const closed = new Promise<number>((resolve) => {
      page.on('websocket', (socket) => {
        if (socket.url().includes('/api/runtime/ws')) socket.on('close', () => resolve(Date.now()))
      })
    })
    // A fresh document, so its socket is one this test watches.
    await page.goto(`${product.url}/#/application-runtime/${targetId}`)
    await page.reload()
    await expect.poll(targetShown).toContain('Linked target page')
    await expect.poll(() => page.getByTestId('runtime-connection').getAttribute('data-state')).toBe('open')
    await page.getByTestId('user-menu').click()
    const signedOut = Date.now()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.hash.startsWith('#/user/login'))
    // Well before the server's own session check (within a minute) would end it.
    expect((await closed) - signedOut).toBeLessThan(5_000)
    await uiLogin(page, product.url, 'admin', password)
  })

  test('a link to a system function leaves for its screen; an unknown code says so', async () => {
    await openRuntime(systemLinkId)
    await page.waitForURL((url) => url.hash === '#/design/user-manage/user-itemlist')
    await openRuntime('no-such-code')
    await expect
      .poll(() => page.getByTestId('runtime').textContent())
      .toContain('This page does not exist, or you have no permission to open it.')
  })
})
