import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

const adminPassword = 'Smoke-test-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: adminPassword })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

beforeEach(async () => {
  // A fresh context per test: empty local storage, so every test starts as a guest in English.
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
})

afterEach(async () => {
  await context.close()
})

/**
 * Answers the calls a signed-in shell makes with a made-up administrator session, for tests that fake a
 * login instead of using the real server's (the server would reject the made-up ticket with 401).
 */
async function fakeSignedInSession() {
  await page.route('**/api/auth/users/userSessionInfo', (route) =>
    route.fulfill({ json: { userId: 1, username: 'admin', realName: 'Administrator', notifyCount: 0 } }),
  )
  await page.route('**/api/auth/userResourceTree', (route) => route.fulfill({ json: [] }))
  await page.route('**/api/config/homePage/default', (route) => route.fulfill({ json: { path: '' } }))
  // The header bell's calls, which the real server would refuse for the faked ticket.
  await page.route('**/api/notification/messages/unread', (route) =>
    route.fulfill({ json: { count: 0, latest: [] } }),
  )
  await page.route('**/api/notification/settings/language', (route) => route.fulfill({ json: {} }))
  // The welcome page's dashboard (nothing saved yet) and the page-view reports.
  await page.route('**/api/auth/user/config/dashboard?*', (route) =>
    route.fulfill({ json: { mkey: 'welcome', configInfo: '', fields: '', version: 0 } }),
  )
  await page.route('**/api/analytics/pageviews', (route) => route.fulfill({ status: 204 }))
  // The session's live socket: the real server would close it with 4401 (session ended) for the faked
  // ticket, which sends the shell back to the login page. This one stays open and says nothing.
  await page.routeWebSocket(/\/api\/runtime\/ws/, () => {})
}

async function openAsGuest(path = '/') {
  await page.goto(`${product.url}${path}`)
  await page.waitForURL(/#\/user\/login$/)
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
}

describe('smoke', () => {
  test('a guest opening the app is sent to the login form', async () => {
    await openAsGuest('/')
    expect(new URL(page.url()).hash).toBe('#/user/login')
    await page.getByLabel('Username', { exact: true }).waitFor()
    await page.getByLabel('Password', { exact: true }).waitFor()
    await page.getByLabel('Remember username').waitFor()
    expect(await page.title()).toBe('Gantry')
    await screenshot(page, 'login-en-us')
  })

  test('any other path sends a guest to the login page', async () => {
    await openAsGuest('/#/design/app-menu-setting')
    expect(new URL(page.url()).hash).toBe('#/user/login')
  })

  test('empty fields show validation messages and nothing is sent', async () => {
    await openAsGuest()
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url())
    })
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByText('Please enter your username.').waitFor()
    await page.getByText('Please enter your password.').waitFor()
    expect(await page.getByLabel('Username', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect(calls).toEqual([])
    await screenshot(page, 'login-validation-en-us')
  })

  test('a failed login shows the message the server gave', async () => {
    await openAsGuest()
    await page.getByLabel('Username', { exact: true }).fill('operator')
    await page.getByLabel('Password', { exact: true }).fill('wrong password')
    const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/users/login'))
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    const body = (await (await response).json()) as { message?: string }
    const notice = page.getByTestId('login-failure')
    await notice.waitFor()
    expect(body.message).toBeTruthy()
    expect(await notice.textContent()).toBe(body.message)
    expect(await page.evaluate(() => localStorage.getItem('ticket'))).toBeNull()
    await screenshot(page, 'login-failure-en-us')
  })

  test('switching to zh-cn shows Chinese and survives a reload', async () => {
    await openAsGuest()
    await page.getByTestId('language-switch').click()
    await page.getByRole('option', { name: '简体中文' }).click()
    await page.getByRole('button', { name: '登录', exact: true }).waitFor()
    await page.getByLabel('用户名', { exact: true }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-cn')
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN')

    await page.reload()
    await page.getByRole('button', { name: '登录', exact: true }).waitFor()
    await page.getByText('记住用户名').waitFor()
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await page.getByText('请输入用户名。').waitFor()
    await screenshot(page, 'login-zh-cn')
  })

  test('the administrator signs in against the real server', async () => {
    await openAsGuest()
    await page.getByLabel('Username', { exact: true }).fill('admin')
    await page.getByLabel('Password', { exact: true }).fill(adminPassword)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/#\/hellow$/)
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored.ticket).toBeTruthy()
    expect(stored.authority).toBe('admin')
  })

  test('a successful login keeps the ticket and remembers the username', async () => {
    // The server's answer is simulated: this checks the client's side of a login on its own.
    await page.route('**/api/auth/users/login', (route) =>
      route.fulfill({ json: { status: 'ok', ticket: 'ticket-123', userId: 1 } }),
    )
    await fakeSignedInSession()
    await openAsGuest()
    await page.getByLabel('Username', { exact: true }).fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('secret')
    await page.getByLabel('Remember username').check()
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/#\/hellow$/)
    await page.getByTestId('welcome').waitFor()
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored).toMatchObject({ ticket: 'ticket-123', authority: 'admin', rememberedUsername: 'admin' })

    await page.evaluate(() => localStorage.removeItem('ticket'))
    await page.goto('about:blank')
    await page.goto(`${product.url}/#/user/login`)
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('admin')
    expect(await page.getByLabel('Remember username').isChecked()).toBe(true)
  })

  test('the 404 page is for signed-in users and leads back to the main page', async () => {
    // Error pages sit in the '/' area, which needs a role (spec S0 §2): a guest goes to the login page.
    await openAsGuest('/#/exception/404')
    await fakeSignedInSession()
    await page.evaluate(() => {
      localStorage.setItem('ticket', 'a-ticket')
      localStorage.setItem('authority', 'user')
    })
    // A full load, so the app starts with the ticket (a hash change alone would keep the guest session).
    await page.goto('about:blank')
    await page.goto(`${product.url}/#/exception/404`)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await page.getByText('Sorry, the page you visited does not exist').waitFor()
    await screenshot(page, 'not-found-en-us')
    await page.getByRole('button', { name: 'Back to the main page' }).click()
    // The main page leads to the landing page: no default page is set, so the welcome page.
    await page.waitForURL(/#\/hellow$/)
  })
})
