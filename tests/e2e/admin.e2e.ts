import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin } from './adminSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { createUser, resourceIds } from './shellSupport'

// The administration journeys of system security (issue 5): users, roles and their resources, password
// rules and lockout, data authorisation, logs and device review, against the real server.
let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket = ''

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

beforeAll(async () => {
  product = await startProduct(ADMIN_ENV)
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
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

const row = (text: string) => page.locator('tbody tr', { hasText: text })

async function openRowMenu(label: string, item: string) {
  await page.getByRole('button', { name: label }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

describe('users', () => {
  test('create, validate, edit, disable, reset and delete a user', async () => {
    await open(page, product, '/design/user-manage/user-itemlist', 'users-screen')
    await row('admin').waitFor()

    await page.getByRole('button', { name: 'New user' }).click()
    await page.getByTestId('user-form-save').click()
    await page.getByText('The name cannot be empty').waitFor()
    expect(await page.getByLabel('Username', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Username', { exact: true }).fill('9lives')
    await page.getByLabel('Initial password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password', { exact: true }).fill('other')
    await page.getByLabel('Mobile phone').fill('12345')
    await page.getByTestId('user-form-save').click()
    await page.getByText('The name must start with a letter').waitFor()
    await page.getByText('The password needs at least 8 characters').waitFor()
    await page.getByText('The two passwords differ').waitFor()
    await page.getByText('Enter a valid mobile phone number').waitFor()
    await screenshot(page, 'admin-user-form-errors-en-us')

    await page.getByLabel('Username', { exact: true }).fill('operator_1')
    await page.getByLabel('Real name').fill('Chen Jie')
    await page.getByLabel('Initial password', { exact: true }).fill('Operator-2024')
    await page.getByLabel('Confirm password', { exact: true }).fill('Operator-2024')
    await page.getByLabel('Mobile phone').fill('13912345678')
    await page.getByLabel('Email').fill('chen.jie@example.com')
    await page.getByTestId('user-form-save').click()
    await page.getByText('Created successfully').waitFor()
    await row('operator_1').getByText('Must change password').waitFor()

    // Search, then edit the real name.
    await page.getByPlaceholder('Search by username or real name').fill('chen')
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1)
    await row('operator_1').getByRole('button', { name: 'Edit' }).click()
    await page.getByLabel('Real name').fill('Chen Jie (shift B)')
    await page.getByTestId('user-form-save').click()
    await page.getByText('Edited successfully').waitFor()
    await row('Chen Jie (shift B)').waitFor()

    // Disable (confirmed), then enable again.
    await openRowMenu('More actions for operator_1', 'Disable')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click()
    await row('operator_1').getByText('Disabled').waitFor()
    expect((await call<{ enabled: boolean }>('GET', '/api/auth/users/operator_1')).body.enabled).toBe(false)
    await openRowMenu('More actions for operator_1', 'Enable')
    await row('operator_1').getByText('Enabled').waitFor()

    // Reset the password: the rules apply here too.
    await openRowMenu('More actions for operator_1', 'Reset password')
    await page.getByLabel('New password', { exact: true }).fill('abc')
    await page.getByLabel('Confirm password', { exact: true }).fill('abc')
    await page.getByTestId('reset-password-save').click()
    await page.getByText('The password needs at least 8 characters').waitFor()
    await page.getByLabel('New password', { exact: true }).fill('Reset-pass-2024')
    await page.getByLabel('Confirm password', { exact: true }).fill('Reset-pass-2024')
    await page.getByTestId('reset-password-save').click()
    await page.getByText('The password of operator_1 was reset').waitFor()

    // Delete, confirmed.
    await openRowMenu('More actions for operator_1', 'Delete')
    await page.getByRole('alertdialog').getByText('Delete the user operator_1?').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Deleted successfully').waitFor()
    expect((await call('GET', '/api/auth/users/operator_1')).status).toBe(404)
  })

  test('assign roles and delete several users at once', async () => {
    const role = await call<{ roleId: number }>('POST', '/api/auth/roles', { roleName: 'Shift leads' })
    for (const username of ['batch_a', 'batch_b']) {
      await createUser(product.url, ticket, { username, password: 'Batch-pass-2024' })
    }
    await open(page, product, '/design/user-manage/user-itemlist', 'users-screen')
    await row('batch_a').getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('checkbox', { name: 'Shift leads' }).check()
    await page.getByTestId('user-form-save').click()
    await row('batch_a').getByText('Shift leads').waitFor()
    expect((await call<{ roleIds: number[] }>('GET', '/api/auth/users/batch_a')).body.roleIds).toEqual([
      role.body.roleId,
    ])

    await row('batch_a').getByRole('checkbox').check()
    await row('batch_b').getByRole('checkbox').check()
    await row('admin').getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Delete selected (3)' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('The administrator and your own account are kept.').waitFor()
    await screenshot(page, 'admin-users-batch-delete-en-us')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Deleted successfully').waitFor()
    await expect.poll(() => row('batch_').count()).toBe(0)
    await row('admin').waitFor()
  })
})

describe('roles', () => {
  test('create a role with resources, edit it, load a permission file, cancel permissions, delete it', async () => {
    const [usersId, rolesId, logId] = await resourceIds(product.url, ticket, [
      'user-itemlist',
      'role-itemlist',
      'operation-log',
    ])
    await open(page, product, '/design/user-manage/role-itemlist', 'roles-screen')
    await page.getByRole('button', { name: 'New role' }).click()
    await page.getByTestId('role-form-save').click()
    await page.getByText('The name cannot be empty').waitFor()
    await page.getByLabel('Role name').fill('Auditors')
    await page.getByLabel('Description').fill('Read the logs')
    // Folders below the top level start closed; filtering opens the branches that match.
    await page.getByPlaceholder('Filter resources by name or code').fill('operation-log')
    await page.locator(`#resource-${logId}`).check()
    await page.getByText('1 of').waitFor()
    await screenshot(page, 'admin-role-form-en-us')
    await page.getByTestId('role-form-save').click()
    await page.getByText('Created successfully: Auditors').waitFor()
    const created = (
      await call<{ list: { roleId: number; resourceIds: number[] }[] }>(
        'GET',
        '/api/auth/roles?keyword=Auditors',
      )
    ).body.list[0]
    expect(created?.resourceIds).toEqual([logId])

    // Edit: grant the users list too.
    await row('Auditors').getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Expand System security' }).click()
    await page.locator(`#resource-${usersId}`).check()
    await page.getByTestId('role-form-save').click()
    await page.getByText('Edited successfully: Auditors').waitFor()
    await expect
      .poll(
        async () =>
          (await call<{ resourceIds: number[] }>('GET', `/api/auth/roles/${created?.roleId}`)).body
            .resourceIds,
      )
      .toEqual([usersId, logId].sort((a, b) => (a ?? 0) - (b ?? 0)))

    // A permission file: one good code, one unknown, one repeated; results per entry, then granted.
    await openRowMenu('More actions for Auditors', 'Upload permission file…')
    await page.getByTestId('permission-file-input').setInputFiles({
      name: 'auditors.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(['role-itemlist', 'no-such-screen', 'role-itemlist'])),
    })
    await page
      .getByTestId('permission-file-summary')
      .getByText('1 resource can be granted. 1 entry is refused.')
      .waitFor()
    await page.getByText('Unknown resource code').waitFor()
    await page.getByText('Repeated; ignored').waitFor()
    await screenshot(page, 'admin-permission-file-en-us')
    await page.getByTestId('permission-file-apply').click()
    await page.getByText('Import succeeded: Auditors').waitFor()
    await expect
      .poll(
        async () =>
          (await call<{ resourceIds: number[] }>('GET', `/api/auth/roles/${created?.roleId}`)).body
            .resourceIds.length,
      )
      .toBe(3)
    expect(
      (await call<{ resourceIds: number[] }>('GET', `/api/auth/roles/${created?.roleId}`)).body.resourceIds,
    ).toContain(rolesId)

    // A file that is not JSON is refused as a whole.
    await openRowMenu('More actions for Auditors', 'Upload permission file…')
    await page
      .getByTestId('permission-file-input')
      .setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{') })
    await page.getByTestId('permission-file-problem').getByText('The file is not valid JSON').waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()

    // Cancel permissions, confirmed.
    await openRowMenu('More actions for Auditors', 'Cancel permissions')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel permissions' }).click()
    await page.getByText('Operation succeeded').waitFor()
    await expect
      .poll(
        async () =>
          (await call<{ resourceIds: number[] }>('GET', `/api/auth/roles/${created?.roleId}`)).body
            .resourceIds,
      )
      .toEqual([])

    // Data groups of a role without users: the spec's message.
    await row('Auditors').getByRole('button', { name: 'Data groups' }).click()
    await page.getByTestId('role-without-users').getByText('The role is small without child user').waitFor()
    await page.getByRole('button', { name: 'Close', exact: true }).last().click()

    await openRowMenu('More actions for Auditors', 'Delete')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Deleted successfully').waitFor()
    expect((await call('GET', `/api/auth/roles/${created?.roleId}`)).status).toBe(404)
  })
})

describe('password rules', () => {
  test('rules are validated, saved, and then enforced on a password change', async () => {
    await createUser(product.url, ticket, { username: 'rule_user', password: 'Rule-user-2024' })
    await open(page, product, '/design/user-manage/password-rules', 'password-rules-screen')
    const minLength = page.locator('#password-rules-minLength')
    const maxLength = page.locator('#password-rules-maxLength')
    await minLength.fill('12')
    await maxLength.fill('12')
    await page.getByTestId('password-rules-save').click()
    await page.getByText('The maximum length must exceed the minimum length').waitFor()
    await screenshot(page, 'admin-password-rules-errors-en-us')
    expect((await call<{ version: number }>('GET', '/api/auth/passwd/settings')).body.version).toBe(0)

    await maxLength.fill('64')
    await page.getByRole('checkbox', { name: 'A special character' }).check()
    await page.locator('#password-rules-sample').fill('Abcdefgh12')
    await page
      .getByText('The password needs at least 12 characters; The password needs a special character')
      .waitFor()
    await page.getByTestId('password-rules-save').click()
    await page.getByText('Saved successfully').waitFor()
    const saved = await call<{ minLength: number; requireSpecial: boolean; version: number }>(
      'GET',
      '/api/auth/passwd/settings',
    )
    expect(saved.body).toMatchObject({ minLength: 12, requireSpecial: true, version: 1 })

    // The user's own change that breaks the new rules is refused by the server...
    const userTicket = (
      await api<{ ticket: string }>(product.url, 'POST', '/api/auth/users/login', {
        body: { username: 'rule_user', password: 'Rule-user-2024' },
      })
    ).body.ticket
    const refused = await api<{ message: string }>(
      product.url,
      'PUT',
      '/api/auth/users/updatePwd/rule_user',
      {
        ticket: userTicket,
        body: { oldPassword: 'Rule-user-2024', newPassword: 'Abcdefgh1234', confirmPassword: 'Abcdefgh1234' },
      },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('special character')
    // ...and the administrator's reset form says so before sending anything.
    await open(page, product, '/design/user-manage/user-itemlist', 'users-screen')
    await openRowMenu('More actions for rule_user', 'Reset password')
    await page.getByTestId('password-rules-hint').getByText('12 to 64 characters').waitFor()
    await page.getByLabel('New password', { exact: true }).fill('Abcdefgh1234')
    await page.getByLabel('Confirm password', { exact: true }).fill('Abcdefgh1234')
    await page.getByTestId('reset-password-save').click()
    await page.getByText('The password needs a special character').waitFor()
    await screenshot(page, 'admin-reset-password-rules-en-us')
  })

  test('a stale save says someone else saved, and reload shows their version', async () => {
    await open(page, product, '/design/user-manage/password-rules', 'password-rules-screen')
    await page.locator('#password-rules-lockMinutes').waitFor()
    const current = (
      await call<Record<string, unknown> & { version: number }>('GET', '/api/auth/passwd/settings')
    ).body
    const changed = await call('POST', '/api/auth/passwd/settings', { ...current, lockMinutes: 45 })
    expect(changed.status).toBe(201)
    await page.locator('#password-rules-lockMinutes').fill('20')
    await page.getByTestId('password-rules-save').click()
    await page.getByTestId('stale-notice').getByText('Someone else saved this').waitFor()
    await screenshot(page, 'admin-stale-save-en-us')
    await page.getByTestId('stale-notice').getByRole('button', { name: 'Reload' }).click()
    await expect.poll(() => page.locator('#password-rules-lockMinutes').inputValue()).toBe('45')
    await expect.poll(() => page.getByTestId('stale-notice').count()).toBe(0)
  })

  test('after too many failed attempts the login says the account is locked', async () => {
    await createUser(product.url, ticket, { username: 'locky', password: 'Locky-pass-2024!' })
    await open(page, product, '/design/user-manage/password-rules', 'password-rules-screen')
    await page.locator('#password-rules-retryCount').fill('2')
    await page.getByTestId('password-rules-save').click()
    await page.getByText('Saved successfully').waitFor()

    const guest = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const login = await guest.newPage()
    await login.goto(`${product.url}/#/user/login`)
    for (let attempt = 0; attempt < 3; attempt++) {
      await login.getByLabel('Username', { exact: true }).fill('locky')
      await login.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`)
      await login.getByRole('button', { name: 'Sign in', exact: true }).click()
      await login.getByTestId('login-failure').waitFor()
    }
    // Until the right password is given the answer is the same as for a wrong one (issue 17: it must not
    // tell an anonymous caller that the account exists); the right one learns of the lock.
    await login.getByLabel('Password', { exact: true }).fill('Locky-pass-2024!')
    await login.getByRole('button', { name: 'Sign in', exact: true }).click()
    await login
      .getByTestId('login-failure')
      .getByText(/locked/)
      .waitFor()
    await screenshot(login, 'admin-lockout-en-us')
    await guest.close()

    await open(page, product, '/design/user-manage/user-itemlist', 'users-screen')
    await row('locky').getByText('Locked').waitFor()
    await open(page, product, '/design/user-manage/user-access-log', 'access-log-screen')
    await page.getByLabel('Username').fill('locky')
    await row('locky').first().waitFor()
    await page.getByLabel('Event', { exact: true }).selectOption('locked')
    await row('Account locked').first().waitFor()
  })
})

describe('data authorisation, logs and devices', () => {
  test('a group gets a member and a data item whose mask is edited as checkboxes', async () => {
    await createUser(product.url, ticket, {
      username: 'zhang_data',
      password: 'Data-user-2024',
      realName: 'Zhang Data',
    })
    await open(page, product, '/design/user-manage/data-auth', 'data-auth-screen')
    await page.getByRole('button', { name: 'New group' }).click()
    await page.getByLabel('Group name').fill('Tank farm')
    await page.getByTestId('group-form-save').click()
    await page.getByTestId('data-auth-detail-screen').waitFor()
    expect(new URL(page.url()).hash).toMatch(/^#\/design\/user-manage\/data-auth-detail\/Tank%20farm\/\d+$/)

    await page.getByLabel('Add a member').fill('zhang_d')
    await page
      .locator('.user-picker__result', { hasText: 'zhang_data' })
      .getByRole('button', { name: 'Add' })
      .click()
    await page.getByLabel('Data type').fill('object')
    await page.getByLabel('Data name').fill('Tank_3')
    await page.getByRole('button', { name: 'Add item' }).click()
    await page.getByLabel('Position 3 of object/Tank_3').uncheck()
    await page.getByTestId('unsaved-changes').waitFor()
    await screenshot(page, 'admin-data-auth-edit-en-us')
    await page.getByTestId('group-detail-save').click()
    await page.getByText('Saved successfully').waitFor()

    const groupId = Number(new URL(page.url()).hash.split('/').pop())
    const group = (
      await call<{ userIds: number[]; items: { dataName: string; mask: string }[] }>(
        'GET',
        `/api/auth/dataGroups/${groupId}`,
      )
    ).body
    expect(group.items).toEqual([{ dataType: 'object', dataName: 'Tank_3', mask: '00000008' }])
    expect(group.userIds).toHaveLength(1)
    const zhang = (await call<{ userId: number }>('GET', '/api/auth/users/zhang_data')).body
    const check = await call<{ authorized: boolean }>(
      'GET',
      `/api/auth/users/checkUserDataAuthority?userId=${zhang.userId}&dataType=object&dataName=Tank_3&position=3`,
    )
    expect(check.body.authorized).toBe(false)

    // A duplicate item is refused with the uniqueness message.
    await page.getByLabel('Data type').fill('object')
    await page.getByLabel('Data name').fill('Tank_3')
    await page.getByRole('button', { name: 'Add item' }).click()
    await page.getByText('The name object/Tank_3 is already in use').waitFor()
  })

  test('the operation log is filtered by user and keyword, newest first', async () => {
    await call('POST', '/api/auth/roles', { roleName: 'Log check A' })
    await call('POST', '/api/auth/roles', { roleName: 'Log check B' })
    await open(page, product, '/design/user-manage/operation-log', 'operation-log-screen')
    await page.getByLabel('Username').fill('admin')
    await page.getByPlaceholder('Operation, target or path').fill('Log check')
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2)
    const targets = await page.locator('tbody tr td:nth-child(4)').allTextContents()
    expect(targets).toEqual(['Log check B', 'Log check A'])
    const today = new Date()
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    await page.getByLabel('From date').fill(day)
    await page.getByLabel('To date').fill(day)
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2)
  })

  test('a pending device is agreed to, another refused', async () => {
    await call('POST', '/api/auth/devices', { deviceUuid: 'PANEL-A1', name: 'Panel A1' })
    await call('POST', '/api/auth/devices', {
      deviceUuid: 'PANEL-B2',
      name: 'Panel B2',
      registrationStatus: 'pendingAccess',
    })
    await open(page, product, '/design/mobile-auth/auth-itemlist', 'devices-screen')
    await row('PANEL-A1').getByRole('button', { name: 'Agree' }).click()
    await row('PANEL-A1').getByText('Reviewed').waitFor()
    await row('PANEL-B2').getByRole('button', { name: 'Refuse' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refuse' }).click()
    await row('PANEL-B2').getByText('Rejected').waitFor()
    expect(
      (await call<{ registrationStatus: string }>('GET', '/api/auth/devices/PANEL-B2')).body
        .registrationStatus,
    ).toBe('rejected')
    await page.getByLabel('Registration').selectOption('reviewed')
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1)
  })
})
