import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ADMIN_ENV, adminPage, api, photographBothLanguages, prepareAdmin } from './adminSupport'
import { launchBrowser, type RunningProduct, startProduct } from './harness'
import { createUser, resourceIds } from './shellSupport'

// Every administration screen, photographed in English and Chinese with realistic data in it.
let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket = ''
let groupId = 0

async function seed() {
  const call = (method: string, path: string, body?: unknown) =>
    api(product.url, method, path, { ticket, body })
  const [users, roles] = await resourceIds(product.url, ticket, ['user-itemlist', 'role-itemlist'])
  await call('POST', '/api/auth/roles', {
    roleName: 'Operators',
    description: 'Shift operators of the plant',
    resourceIds: [users],
  })
  await call('POST', '/api/auth/roles', {
    roleName: 'Security officers',
    description: 'Manage accounts and roles',
    resourceIds: [users, roles],
  })
  await createUser(product.url, ticket, {
    username: 'zhangwei',
    password: 'Operator-pass-2024',
    realName: 'Zhang Wei',
    phone: '13800138000',
  })
  await createUser(
    product.url,
    ticket,
    { username: 'li_na', password: 'Operator-pass-2024', realName: 'Li Na' },
    { firstLogin: 'keep' },
  )
  await createUser(product.url, ticket, {
    username: 'wang_fang',
    password: 'Operator-pass-2024',
    realName: 'Wang Fang',
  })
  const group = await call('POST', '/api/auth/dataGroups', {
    name: 'Boiler house',
    description: 'Boilers 1 to 3 and their pumps',
    userIds: [2, 3],
    items: [
      { dataType: 'object', dataName: 'Boiler_1', mask: '' },
      { dataType: 'object', dataName: 'Boiler_2', mask: '00000005' },
      { dataType: 'page', dataName: 'Page_overview', mask: '-1' },
    ],
  })
  groupId = (group.body as { groupId: number }).groupId
  await call('POST', '/api/auth/devices', { deviceUuid: 'HMI-PANEL-0001', name: 'Line 1 panel' })
  await call('POST', '/api/auth/devices', {
    deviceUuid: 'COLLECTOR-7F3A',
    name: 'Boiler collector',
    registrationStatus: 'reviewed',
    status: 'online',
  })
  await call('POST', '/api/auth/devices', {
    deviceUuid: 'TABLET-22',
    name: 'Maintenance tablet',
    registrationStatus: 'rejected',
    status: 'offline',
  })
  await call('POST', '/api/auth/devices', {
    deviceUuid: 'COLLECTOR-9B10',
    name: 'Packing collector',
    registrationStatus: 'reviewed',
    status: 'abnormal',
  })
  await call('POST', '/api/config/system/backup')
  // A failed sign-in for the access log.
  await api(product.url, 'POST', '/api/auth/users/login', {
    body: { username: 'zhangwei', password: 'wrong' },
  })
}

beforeAll(async () => {
  product = await startProduct(ADMIN_ENV)
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  await seed()
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

beforeEach(async () => {
  ;({ context, page } = await adminPage(browser, product))
})

afterEach(async () => {
  await context.close()
})

const rows = (count: number) => async (p: Page) => {
  await p
    .locator('tbody tr')
    .nth(count - 1)
    .waitFor()
}

/** One screen: its address, the element that marks it, and what must be loaded before the picture. */
interface Stop {
  name: string
  path: () => string
  testId: string
  ready?: (page: Page) => Promise<void>
}

const STOPS: Stop[] = [
  { name: 'users', path: () => '/design/user-manage/user-itemlist', testId: 'users-screen', ready: rows(4) },
  { name: 'roles', path: () => '/design/user-manage/role-itemlist', testId: 'roles-screen', ready: rows(2) },
  {
    name: 'data-auth',
    path: () => '/design/user-manage/data-auth',
    testId: 'data-auth-screen',
    ready: rows(1),
  },
  {
    name: 'data-auth-detail',
    path: () => `/design/user-manage/data-auth-detail/Boiler%20house/${groupId}`,
    testId: 'data-auth-detail-screen',
    ready: async (p) => p.getByText('Boiler_2').first().waitFor(),
  },
  {
    name: 'operation-log',
    path: () => '/design/user-manage/operation-log',
    testId: 'operation-log-screen',
    ready: rows(3),
  },
  {
    name: 'access-log',
    path: () => '/design/user-manage/user-access-log',
    testId: 'access-log-screen',
    ready: rows(2),
  },
  {
    name: 'password-rules',
    path: () => '/design/user-manage/password-rules',
    testId: 'password-rules-screen',
    ready: async (p) => p.locator('#password-rules-minLength').waitFor(),
  },
  {
    name: 'devices',
    path: () => '/design/mobile-auth/auth-itemlist',
    testId: 'devices-screen',
    ready: rows(4),
  },
  {
    name: 'system-info',
    path: () => '/design/system-info-mgr/system-info',
    testId: 'system-info-screen',
    ready: async (p) => p.getByTestId('version-facts').waitFor(),
  },
  { name: 'backup', path: () => '/design/system-info-mgr/backup', testId: 'backup-screen', ready: rows(1) },
  {
    name: 'login-page',
    path: () => '/design/system-info-mgr/login-page',
    testId: 'login-page-screen',
    ready: async (p) => p.getByTestId('login-bg').waitFor(),
  },
  {
    name: 'mail-server',
    path: () => '/design/system-info-mgr/mail-server',
    testId: 'mail-server-screen',
    ready: async (p) => p.locator('#mail-smtp-server').waitFor(),
  },
  {
    name: 'alarm-colors',
    path: () => '/design/system-info-mgr/alarm-colors',
    testId: 'alarm-colors-screen',
    ready: async (p) => p.locator('tbody tr').nth(4).waitFor(),
  },
  {
    name: 'home-page',
    path: () => '/design/system-info-mgr/home-page',
    testId: 'home-page-screen',
    ready: async (p) => p.locator('#home-page-path').waitFor(),
  },
  {
    name: 'global-settings',
    path: () => '/design/system-info-mgr/global-settings',
    testId: 'global-settings-screen',
    ready: async (p) => p.locator('#global-page-title').waitFor(),
  },
  {
    name: 'about',
    path: () => '/design/about',
    testId: 'about-screen',
    ready: async (p) => p.getByTestId('about-version').filter({ hasText: /\d/ }).waitFor(),
  },
]

describe('administration screens in both languages', () => {
  for (const stop of STOPS) {
    test(`${stop.name}`, async () => {
      const overflowing = await photographBothLanguages(
        page,
        product,
        stop.name,
        stop.path(),
        stop.testId,
        stop.ready,
      )
      expect(overflowing).toEqual([])
    }, 90_000)
  }
})
