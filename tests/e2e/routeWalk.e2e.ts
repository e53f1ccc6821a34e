import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { KNOWN_NOT_AVAILABLE, SPEC_PATHS } from '../support/specRoutes'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

// Issue 28's bar: every route of S0 §2 and S1 §2 renders a real screen. The administrator (who holds
// every resource) opens each spec route and each entry of the seeded design menu in a browser; the walk
// fails on the shell's "not available in this version yet" page and on the render-error page.
const adminPassword = 'Initial-admin-2024!'
const admin = { username: 'admin', password: 'Walk-admin-2024!' }

let product: RunningProduct
let browser: Browser
let page: Page
let adminTicket = ''

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: adminPassword })
  browser = await launchBrowser()
  adminTicket = await apiChangeOwnPassword(product.url, admin.username, adminPassword, admin.password)
  page = await (await browser.newContext({ viewport: { width: 1366, height: 820 } })).newPage()
  await uiLogin(page, product.url, admin.username, admin.password)
}, 420_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

interface MenuNode {
  resource: string
  childResources: MenuNode[]
}

/** The design paths of the seeded design menu, as the server hands them to the shell. */
async function designMenuPaths(): Promise<string[]> {
  const { body } = await api<MenuNode[]>(
    product.url,
    'GET',
    '/api/auth/getAllResourceTree?resourceType=system',
    {
      ticket: adminTicket,
    },
  )
  const paths: string[] = []
  const visit = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      try {
        const url = (JSON.parse(node.resource || '{}') as { url?: string }).url
        if (url?.startsWith('design/')) paths.push(`/${url}`)
      } catch {
        // A resource without a JSON body has no page of its own.
      }
      visit(node.childResources ?? [])
    }
  }
  visit(body)
  return paths
}

/** Opens `path` and waits until its screen's code has loaded and it has rendered. */
async function open(path: string): Promise<{ notAvailable: number; renderError: number }> {
  await page.goto(`${product.url}/#${path}`)
  await expect
    .poll(() => page.locator('.shell__pending').count(), { timeout: 60_000, message: `${path} kept loading` })
    .toBe(0)
  // A screen settles its first data within a moment; its own content replaces nothing of the frame.
  await page.waitForTimeout(300)
  return {
    notAvailable:
      (await page.getByTestId('not-available').count()) +
      (await page.getByText('This screen is not available in this version yet.').count()),
    renderError: await page.getByTestId('render-error').count(),
  }
}

const ERROR_TRIGGER = '/exception/trigger'

describe('route walk', () => {
  test('every route of the spec opens a real screen', async () => {
    const missing: string[] = []
    const broken: string[] = []
    for (const path of SPEC_PATHS) {
      if (path === '/user/login') continue // a signed-in user; the login screen has its own e2e
      const seen = await open(path)
      if (seen.notAvailable > 0 && !KNOWN_NOT_AVAILABLE.includes(path)) missing.push(path)
      // The error page's trigger fails while rendering on purpose: it must show the render-error fallback.
      if (path === ERROR_TRIGGER ? seen.renderError === 0 : seen.renderError > 0) broken.push(path)
    }
    expect(missing).toEqual([])
    expect(broken).toEqual([])
    // A known exception (none today) still is one: remove it from KNOWN_NOT_AVAILABLE when its screen lands.
    for (const path of KNOWN_NOT_AVAILABLE) expect((await open(path)).notAvailable).toBeGreaterThan(0)
    await open('/design/industry-application-mgr/business-designer/app_default')
    await screenshot(page, 'route-walk-business-designer')
  }, 600_000)

  test('every entry of the design menu opens a real screen', async () => {
    const paths = await designMenuPaths()
    expect(paths.length).toBeGreaterThan(30)
    const missing: string[] = []
    for (const path of paths) {
      const seen = await open(path)
      if ((seen.notAvailable > 0 && !KNOWN_NOT_AVAILABLE.includes(path)) || seen.renderError > 0)
        missing.push(path)
    }
    expect(missing).toEqual([])
  }, 600_000)
})
