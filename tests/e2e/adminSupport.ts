import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type RunningProduct, screenshot } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

/**
 * Helpers of the administration journeys: an administrator whose first-login change is done, signed in
 * through the login form, and a tour that photographs a screen in both languages.
 */

export const ADMIN_INITIAL_PASSWORD = 'Initial-admin-2024!'
export const admin = { username: 'admin', password: 'Admin-screens-2024!' }

/** The environment the administration suites start the product with. */
export const ADMIN_ENV = { GANTRY_ADMIN_PASSWORD: ADMIN_INITIAL_PASSWORD, GANTRY_LOGIN_RATE_MAX: '500' }

/** Clears the administrator's forced first-login change; returns an API ticket. */
export function prepareAdmin(product: RunningProduct): Promise<string> {
  return apiChangeOwnPassword(product.url, admin.username, ADMIN_INITIAL_PASSWORD, admin.password)
}

/** A fresh browser context (English, empty storage) with the administrator signed in. */
export async function adminPage(
  browser: Browser,
  product: RunningProduct,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await uiLogin(page, product.url, admin.username, admin.password)
  return { context, page }
}

/** Opens a hash route of the app and waits for the element with `testId`. */
export async function open(page: Page, product: RunningProduct, path: string, testId: string): Promise<void> {
  await page.goto(`${product.url}/#${path}`)
  try {
    await page.getByTestId(testId).waitFor()
  } catch (error) {
    await screenshot(page, `admin-failed-open-${testId}`)
    throw error
  }
}

/** Switches the stored language and reloads, so the whole app restarts in it. */
export async function setStoredLanguage(page: Page, language: 'en-us' | 'zh-cn'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('language', value), language)
  await page.reload()
}

/**
 * Photographs one screen in English and Chinese as admin-<name>-<language>.png. `ready` waits for what
 * must be on screen in either language (data loaded, not just the frame). Answers the tables that do not
 * fit the window's width (they would scroll sideways and hide their actions).
 */
export async function photographBothLanguages(
  page: Page,
  product: RunningProduct,
  name: string,
  path: string,
  testId: string,
  ready: (page: Page) => Promise<void> = async () => {},
): Promise<string[]> {
  const overflowing: string[] = []
  await open(page, product, path, testId)
  for (const language of ['en-us', 'zh-cn'] as const) {
    await setStoredLanguage(page, language)
    try {
      await page.getByTestId(testId).waitFor()
      await ready(page)
    } catch (error) {
      // What the page showed instead, for the report.
      await screenshot(page, `admin-failed-${name}-${language}`)
      throw error
    }
    await page.waitForLoadState('networkidle')
    await screenshot(page, `admin-${name}-${language}`)
    const wider = await page
      .locator('.data-table__scroll')
      .evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).length)
    if (wider > 0) overflowing.push(`${name} (${language}): ${wider} table(s) scroll sideways`)
  }
  await setStoredLanguage(page, 'en-us')
  return overflowing
}

export { api }
