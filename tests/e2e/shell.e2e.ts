import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import {
  api,
  apiChangeOwnPassword,
  createUser,
  route,
  switchLanguage,
  TINY_PNG,
  uiLogin,
} from './shellSupport'

// The shell of issue 5 (spec S0 §2, S1 §2–§7): routes and access, menus by permission, the request
// layer's 401 handling, languages, the welcome, personal and menu settings screens.
const adminPassword = 'Initial-admin-2024!'
const admin = { username: 'admin', password: 'Shell-admin-2024!' }
const designer = { username: 'designer', password: 'Designer-pass-2024', realName: 'Zhang Min' }
let adminTicket = ''

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: adminPassword, GANTRY_LOGIN_RATE_MAX: '200' })
  browser = await launchBrowser()
  adminTicket = await apiChangeOwnPassword(product.url, admin.username, adminPassword, admin.password)
  // A designer who holds only the users list and the menu settings of the whole design menu.
  await createUser(product.url, adminTicket, { ...designer, codes: ['user-itemlist', 'app-menu-setting'] })
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1366, height: 820 } })
  page = await context.newPage()
})

afterEach(async () => {
  await context.close()
})

/** Codes of the side menu's entries, top level and (opened) nested. */
async function menuCodes(): Promise<string[]> {
  return page
    .getByTestId('side-menu')
    .locator('[data-menu-code]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-menu-code') ?? ''))
}

describe('shell', () => {
  test('a guest is sent to the login page from every protected area', async () => {
    for (const path of [
      '/',
      '/#/hellow',
      '/#/design/hellow',
      '/#/runtime-fullscreen/runtime-fullscreen/Page_1',
      '/#/user',
    ]) {
      await page.goto(`${product.url}${path}`)
      // Polled rather than awaited as a navigation: most of these are same-document hash changes that
      // the app replaces at once, which waitForURL's load wait can miss.
      await expect.poll(() => page.url()).toMatch(/#\/user\/login$/)
    }
  })

  test('the administrator sees the whole design menu and switches between runtime and design', async () => {
    await uiLogin(page, product.url, admin.username, admin.password)
    await page.getByTestId('welcome').waitFor()
    await page.getByTestId('runtime-menu-empty').waitFor()
    await screenshot(page, 'welcome-runtime-en-us')

    await page.getByTestId('switch-to-design').click()
    await page.waitForURL(/#\/design\/hellow$/)
    const codes = await menuCodes()
    for (const code of [
      'collector',
      'object-template-mgr',
      'user-manage',
      'app-menu-setting',
      'system-info-manage',
    ]) {
      expect(codes).toContain(code)
    }
    expect(await page.getByTestId('welcome-card').count()).toBeGreaterThan(8)
    await screenshot(page, 'welcome-design-en-us')

    // Opening a folder shows its pages; the system-information entry is there (system-info is first).
    await page.getByTestId('side-menu').getByRole('button', { name: 'System information' }).click()
    await page.getByTestId('side-menu').getByRole('link', { name: 'System information' }).waitFor()
    await page.getByTestId('side-menu').getByRole('button', { name: 'System security' }).click()
    await page.getByTestId('side-menu').getByRole('link', { name: 'Users' }).waitFor()
    await screenshot(page, 'design-menu-open-en-us')

    // A menu entry opens its screen inside the frame.
    await page.getByTestId('side-menu').getByRole('button', { name: 'Object models' }).click()
    await page.getByTestId('side-menu').getByRole('link', { name: 'Object templates' }).click()
    await page.waitForURL(/#\/design\/object-template-mgr\/object-template$/)
    await page.getByTestId('templates-screen').waitFor()

    // The side menu collapses to icons, and stays collapsed after a reload.
    await page.getByRole('button', { name: 'Collapse the menu' }).click()
    await page.reload()
    await page.getByRole('button', { name: 'Expand the menu' }).waitFor()
    await screenshot(page, 'design-menu-collapsed-en-us')
    await page.getByRole('button', { name: 'Expand the menu' }).click()

    // Drawing mode: /design/about and the workflow editor hide the side menu.
    for (const path of ['/design/about', '/design/workflow/3']) {
      await page.goto(`${product.url}/#${path}`)
      await page.locator('.shell__content--drawing').waitFor()
      expect(await page.getByTestId('side-menu').count()).toBe(0)
    }
    await page.getByTestId('workflow-editor').waitFor()
    await screenshot(page, 'drawing-mode-en-us')
  })

  test('a user with few resources sees only those, and other paths answer 403', async () => {
    await uiLogin(page, product.url, designer.username, designer.password)
    await page.getByText('Welcome, Zhang Min').waitFor()
    await page.getByTestId('switch-to-design').click()
    await page.waitForURL(/#\/design\/hellow$/)
    await page.getByTestId('side-menu').getByRole('button', { name: 'System security' }).click()
    const codes = await menuCodes()
    expect(codes.sort()).toEqual(['app-menu-setting', 'user-itemlist', 'user-manage'])
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('designMenus'))) ?? '[]',
    ) as string[]
    expect(stored).toContain('design/user-manage/user-itemlist')
    expect(stored).not.toContain('design/user-manage/role-itemlist')
    await screenshot(page, 'design-menu-filtered-en-us')

    await page.goto(`${product.url}/#/design/user-manage/role-itemlist`)
    await page.getByTestId('exception-403').waitFor()
    await page.getByText("Sorry, you don't have access to this page").waitFor()
    await screenshot(page, 'forbidden-en-us')
    await page.getByRole('button', { name: 'Back to the main page' }).click()
    await page.waitForURL(/#\/hellow$/)

    // Paths that match no route are 404; the render-error trigger shows the fallback page.
    await page.goto(`${product.url}/#/no/such/screen`)
    await page.getByTestId('exception-404').waitFor()
    await screenshot(page, 'not-found-en-us')
    await page.goto(`${product.url}/#/exception/500`)
    await page.getByTestId('exception-500').waitFor()
    await page.goto(`${product.url}/#/exception/trigger`)
    await page.getByTestId('render-error').waitFor()
    await screenshot(page, 'render-error-en-us')
    await page.getByRole('link', { name: 'Go to the login page' }).click()
    await page.waitForURL(/#\/user\/login$/)
  })

  test('holding a page opens it through its folder, but not the screens the folder itself gates', async () => {
    const reader = { username: 'about_reader', password: 'About-reader-2024' }
    await createUser(product.url, adminTicket, { ...reader, codes: ['about'] })
    await uiLogin(page, product.url, reader.username, reader.password)
    await page.getByTestId('switch-to-design').click()
    await page.getByTestId('side-menu').getByRole('button', { name: 'System information' }).click()
    await page.getByTestId('side-menu').getByRole('link', { name: 'About' }).click()
    await page.waitForURL(/#\/design\/about$/)
    expect(await page.getByTestId('exception-403').count()).toBe(0)
    // Backup and the settings need system-info-manage itself (the server refuses them too).
    await page.goto(`${product.url}/#/design/system-info-mgr/backup`)
    await page.getByTestId('exception-403').waitFor()
    await screenshot(page, 'folder-not-held-403-en-us')
  })

  test('every navigation of a signed-in user is reported as a page view, and admins see them', async () => {
    const analyst = { username: 'analyst', password: 'Analyst-pass-2024', realName: 'Li Na' }
    await createUser(product.url, adminTicket, { ...analyst, codes: ['user-itemlist'] })
    await uiLogin(page, product.url, analyst.username, analyst.password)
    await page.getByTestId('switch-to-design').click()
    await page.waitForURL(/#\/design\/hellow$/)
    await page.getByTestId('side-menu').getByRole('button', { name: 'System security' }).click()
    await page.getByTestId('side-menu').getByRole('link', { name: 'Users' }).click()
    await page.waitForURL(/#\/design\/user-manage\/user-itemlist$/)
    await page.goto(`${product.url}/#/design/user-manage/role-itemlist`)
    await page.getByTestId('exception-403').waitFor()
    await page.goto(`${product.url}/#/no/such/screen`)
    await page.getByTestId('exception-404').waitFor()

    type View = { path: string; pattern: string; referrer: string; title: string; language: string }
    const reported = async () => {
      const { body } = await api<{ list: View[] }>(
        product.url,
        'GET',
        '/api/analytics/pageviews?username=analyst&pageSize=50',
        { ticket: adminTicket },
      )
      return body.list.reverse()
    }
    await expect
      .poll(async () => (await reported()).map((view) => view.path), { timeout: 15_000 })
      .toEqual([
        '/hellow',
        '/design/hellow',
        '/design/user-manage/user-itemlist',
        '/design/user-manage/role-itemlist',
        '/no/such/screen',
      ])
    const views = await reported()
    expect(views.map((view) => view.referrer)).toEqual([
      '',
      '/hellow',
      '/design/hellow',
      '/design/user-manage/user-itemlist',
      '/design/user-manage/role-itemlist',
    ])
    expect(views.map((view) => view.pattern)).toEqual([
      '/hellow',
      '/design/hellow',
      '/design/user-manage/user-itemlist',
      '/design/user-manage/role-itemlist',
      '*',
    ])
    expect(views.every((view) => view.language === 'en-us')).toBe(true)

    expect(views.map((view) => view.title)).toEqual([
      'Welcome',
      'Welcome',
      'Users',
      'Access denied',
      'Page not found',
    ])

    // The administrator reads them beside the access log.
    await context.close()
    context = await browser.newContext({ viewport: { width: 1366, height: 820 } })
    page = await context.newPage()
    await uiLogin(page, product.url, admin.username, admin.password)
    await page.goto(`${product.url}/#/design/user-manage/user-access-log`)
    await page.getByRole('tab', { name: 'Page views' }).click()
    const panel = page.getByTestId('page-views')
    await panel.getByText('/design/user-manage/role-itemlist').first().waitFor()
    await panel.getByRole('cell', { name: 'analyst' }).first().waitFor()
    await screenshot(page, 'page-views-en-us')
    await switchLanguage(page, '简体中文')
    await page.getByRole('heading', { name: '访问最多的页面' }).waitFor()
    await screenshot(page, 'page-views-zh-cn')
  })

  test('a ticket the server no longer accepts sends the user back to the login page', async () => {
    await uiLogin(page, product.url, designer.username, designer.password)
    await page.getByTestId('welcome').waitFor()
    const ticket = (await page.evaluate(() => localStorage.getItem('ticket'))) ?? ''
    // The session ends elsewhere (logout in another client); the app does not know yet.
    expect((await api(product.url, 'POST', '/api/auth/users/logout', { ticket })).status).toBe(204)
    // The session's live socket (the header bell listens on it) hears of it at once; else the next call does.
    await page.waitForURL(/#\/user\/login$/, { timeout: 10_000 }).catch(async () => {
      await page.getByTestId('user-menu').click()
      await page.getByRole('menuitem', { name: 'Personal information' }).click()
      await page.waitForURL(/#\/user\/login$/)
    })
    await page.getByText('Session timed out, please log in again').waitFor()
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored.ticket).toBeUndefined()
    expect(stored.authority).toBe('guest')
    await screenshot(page, 'session-timeout-en-us')
  })

  test('switching the language translates the shell, persists, and is sent with every call', async () => {
    await uiLogin(page, product.url, admin.username, admin.password)
    await page.getByTestId('switch-to-design').click()
    await page.waitForURL(/#\/design\/hellow$/)
    await switchLanguage(page, '简体中文')
    await page.getByTestId('side-menu').getByRole('button', { name: '系统安全' }).waitFor()
    await page.getByRole('link', { name: '设计', exact: true }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-cn')
    await screenshot(page, 'welcome-design-zh-cn')

    const languages: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) languages.push(request.headers()['accept-language'] ?? '')
    })
    await page.reload()
    await page.getByTestId('side-menu').getByRole('button', { name: '系统安全' }).waitFor()
    expect(languages.length).toBeGreaterThan(0)
    expect(new Set(languages)).toEqual(new Set(['zh-cn']))

    await page.getByTestId('side-menu').getByRole('button', { name: '对象模型' }).click()
    await page.getByTestId('side-menu').getByRole('link', { name: '对象模板' }).click()
    await page.getByTestId('templates-screen').waitFor()
    await page.goto(`${product.url}/#/hellow`)
    await page.getByTestId('runtime-menu-empty').waitFor()
    await screenshot(page, 'welcome-runtime-zh-cn')
    await page.goto(`${product.url}/#/exception/403`)
    await page.getByRole('button', { name: '返回首页' }).waitFor()
    await screenshot(page, 'forbidden-zh-cn')
    await page.goto(`${product.url}/#/no/such/screen`)
    await page.getByTestId('exception-404').waitFor()
    await screenshot(page, 'not-found-zh-cn')
    await page.goto(`${product.url}/#/exception/trigger`)
    await page.getByTestId('render-error').waitFor()
    await screenshot(page, 'render-error-zh-cn')
  })

  test('personal information: avatar, email, phone and time zone are saved', async () => {
    await uiLogin(page, product.url, designer.username, designer.password)
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Personal information' }).click()
    await page.waitForURL(/#\/personal\/personal-msg$/)
    await page.getByLabel('Email').waitFor()
    const headerAvatar = page.getByTestId('user-menu').getByTestId('user-avatar')
    await headerAvatar.getByText('ZM').waitFor()

    // A file that is not an image is refused before it is sent.
    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
    await page
      .getByTestId('avatar-problem')
      .getByText('Only JPG, GIF or PNG images can be uploaded')
      .waitFor()
    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG })
    await page.locator('.avatar-picker__image img').waitFor()

    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Enter a valid email address').waitFor()
    await page.getByLabel('Email').fill('zhang.min@example.com')
    await page.getByLabel('Mobile phone').fill('13912345678')
    await page.getByLabel('Time zone').click()
    await page.getByRole('option', { name: /^Asia\/Shanghai/ }).click()
    await screenshot(page, 'personal-info-en-us')
    // Uploaded but not yet saved: the header still shows the initials.
    expect(await headerAvatar.locator('img').count()).toBe(0)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved successfully').waitFor()
    // Saved: the header shows the picture at once, and again after a reload.
    await expect
      .poll(() => headerAvatar.locator('img').getAttribute('src'))
      .toMatch(/\/api\/image\/avatars\/user-\d+-\d+\.png/)
    await screenshot(page, 'header-avatar-en-us')
    await page.reload()
    await headerAvatar.locator('img').waitFor()
    expect(await headerAvatar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    // A picture that cannot be loaded falls back to the initials.
    await page.route('**/api/image/avatars/**', (request) => request.fulfill({ status: 404 }))
    await page.reload()
    await headerAvatar.getByTestId('user-initials').getByText('ZM').waitFor()
    await page.unroute('**/api/image/avatars/**')

    const ticket = (await page.evaluate(() => localStorage.getItem('ticket'))) ?? ''
    const { body } = await api<{ email: string; phone: string; timezone: string; avatar: string }>(
      product.url,
      'GET',
      `/api/auth/users/${designer.username}`,
      { ticket },
    )
    expect(body).toMatchObject({
      email: 'zhang.min@example.com',
      phone: '13912345678',
      timezone: 'Asia/Shanghai',
    })
    expect(body.avatar).toMatch(/^\/api\/image\/avatars\/user-\d+-\d+\.png$/)

    await page.reload()
    await headerAvatar.locator('img').waitFor()
    await switchLanguage(page, '简体中文')
    await page.getByRole('heading', { name: '个人信息' }).waitFor()
    await screenshot(page, 'personal-info-zh-cn')
  })

  test('changing the password shows the rules, enforces them, and keeps the session', async () => {
    const user = { username: 'pwd_user', password: 'Pwd-user-2024-a', realName: 'Wang Fang' }
    await createUser(product.url, adminTicket, user)
    await uiLogin(page, product.url, user.username, user.password)
    await page.goto(`${product.url}/#/personal/password`)
    await page.getByTestId('password-rules').waitFor()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/updatePwd/')) sent.push(request.url())
    })
    await page.getByLabel('Current password', { exact: true }).fill(user.password)
    await page.getByLabel('New password', { exact: true }).fill('alllowercase1')
    await page.getByLabel('Confirm the new password', { exact: true }).fill('different')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('The password needs an uppercase letter').waitFor()
    await page.getByText('The two passwords differ').waitFor()
    expect(sent).toEqual([])
    await screenshot(page, 'password-change-en-us')

    await page.getByLabel('Current password', { exact: true }).fill('Wrong-current-1')
    await page.getByLabel('New password', { exact: true }).fill('Pwd-user-2024-b')
    await page.getByLabel('Confirm the new password', { exact: true }).fill('Pwd-user-2024-b')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByTestId('password-failure').getByText('The current password is wrong').waitFor()

    await page.getByLabel('Current password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Your password has been changed').waitFor()
    expect(route(page)).toBe('/personal/password')
    await switchLanguage(page, '简体中文')
    await page.getByRole('heading', { name: '修改密码' }).waitFor()
    await screenshot(page, 'password-change-zh-cn')
  })

  test('menu settings rename and reorder entries for every user', async () => {
    await uiLogin(page, product.url, designer.username, designer.password)
    await page.goto(`${product.url}/#/design/app-menu-setting`)
    await page.getByTestId('menu-tree').waitFor()
    await screenshot(page, 'menu-settings-en-us')
    const rows = page.getByTestId('menu-tree-row')
    const topCodes = () =>
      page
        .locator('[data-testid="menu-tree"] > li > [data-testid="menu-tree-row"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-resource-code')))
    const before = await topCodes()
    expect(before.indexOf('app-menu-setting')).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Move Application menu settings up' }).click()
    const usersRow = rows.filter({ has: page.locator('[data-resource-code="user-itemlist"]') })
    await page.locator('[data-resource-code="user-itemlist"] input').fill('Plant users')
    await page.getByText('Unsaved changes').waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved successfully').waitFor()
    const after = await topCodes()
    expect(after.indexOf('app-menu-setting')).toBe(before.indexOf('app-menu-setting') - 1)
    expect(await usersRow.count()).toBeGreaterThanOrEqual(0)

    // The side menu shows the new name at once.
    await page.getByTestId('side-menu').getByRole('button', { name: 'System security' }).click()
    await page.getByTestId('side-menu').getByRole('link', { name: 'Plant users' }).waitFor()
    await screenshot(page, 'menu-settings-saved-en-us')
    await switchLanguage(page, '简体中文')
    await page.getByRole('heading', { name: '应用菜单设置' }).waitFor()
    await screenshot(page, 'menu-settings-zh-cn')

    // An entry moves into another folder with "Move to"; the side menu follows after saving.
    await switchLanguage(page, 'English')
    await page.getByRole('button', { name: 'Move Plant users to another folder' }).click()
    await page.getByRole('menuitem', { name: 'System information' }).waitFor()
    // Its own folder is not offered; the top level is.
    expect(await page.getByRole('menuitem', { name: 'System security' }).count()).toBe(0)
    await page.getByRole('menuitem', { name: 'Top level of this menu' }).waitFor()
    await screenshot(page, 'menu-settings-move-to-en-us')
    await page.getByRole('menuitem', { name: 'System information' }).click()
    const infoRow = page.locator('li', { has: page.locator('> [data-resource-code="system-info-manage"]') })
    await infoRow.locator('[data-resource-code="user-itemlist"]').waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved successfully').waitFor()
    await page.getByTestId('side-menu').getByRole('button', { name: 'System information' }).click()
    await page.getByTestId('side-menu').getByRole('link', { name: 'Plant users' }).click()
    await page.waitForURL(/#\/design\/user-manage\/user-itemlist$/)
    await page.goto(`${product.url}/#/design/app-menu-setting`)
    await switchLanguage(page, '简体中文')
    await page.getByRole('button', { name: '将 Plant users 移到其他文件夹' }).click()
    await page.getByRole('menuitem', { name: '系统安全' }).waitFor()
    await screenshot(page, 'menu-settings-move-to-zh-cn')
    await page.keyboard.press('Escape')

    // Put things back for the other journeys.
    const ticket = (await page.evaluate(() => localStorage.getItem('ticket'))) ?? ''
    const [id, home] = await (await import('./shellSupport')).resourceIds(product.url, adminTicket, [
      'user-itemlist',
      'user-manage',
    ])
    await api(product.url, 'PUT', '/api/auth/menuTreeModify/name', {
      ticket,
      body: { resourceId: id, name: 'Users' },
    })
    const back = await api(product.url, 'PUT', '/api/auth/menuTreeModify', {
      ticket,
      body: { order: [{ resourceId: id, parentId: home, sortOrder: 0 }] },
    })
    expect(back.status).toBe(201)
  })
})
