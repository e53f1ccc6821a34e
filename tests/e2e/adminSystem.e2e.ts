import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin, setStoredLanguage } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { createUser, TINY_PNG } from './shellSupport'

// System information and settings (issue 5): backup and restore with the maintenance overlay, the mail
// server's validation, the settings records, the version pages.
let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket = ''

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

/** An image just under the 5 MB limit (PNG signature, random body): backups carry images, so restores take a while. */
async function uploadLargeImage(name: string) {
  const bytes = Buffer.concat([TINY_PNG.subarray(0, 8), randomBytes(4_800_000)])
  const form = new FormData()
  form.append('file', new Blob([bytes], { type: 'image/png' }), name)
  const response = await fetch(`${product.url}/api/image/upload/uploadImage`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ticket}` },
    body: form,
  })
  expect(response.status).toBe(201)
}

beforeAll(async () => {
  product = await startProduct(ADMIN_ENV)
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

beforeEach(async () => {
  ;({ context, page } = await adminPage(browser, product))
})

afterEach(async () => {
  await context.close()
})

describe('backup and restore', () => {
  test('a backup is created, then restored while the maintenance overlay shows', async () => {
    for (let index = 0; index < 6; index++) await uploadLargeImage(`plant-photo-${index}.png`)
    await createUser(product.url, ticket, { username: 'kept_user', password: 'Kept-user-2024' })

    await open(page, product, '/design/system-info-mgr/backup', 'backup-screen')
    await page.getByRole('button', { name: 'Create backup' }).click()
    await page.getByText('Backup succeeded').waitFor()
    const backupRow = page.locator('tbody tr').first()
    await backupRow.getByText('.jsonl').waitFor()
    expect(await backupRow.getByText('6', { exact: true }).count()).toBe(1)

    // Changed after the backup: the restore takes it away again.
    await createUser(product.url, ticket, { username: 'late_user', password: 'Late-user-2024' })

    await backupRow.getByRole('button', { name: 'Restore' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Restore the system from this backup?').waitFor()
    await dialog.getByRole('button', { name: 'Restore' }).click()
    const overlay = page.getByTestId('maintenance-overlay')
    await overlay.waitFor()
    await overlay.getByText('The system is being restored, please wait').waitFor()
    await page.getByTestId('restore-progress').waitFor()
    await screenshot(page, 'admin-restore-overlay-en-us')

    // The shell polls every 5 s, then reloads with the outcome.
    await overlay.waitFor({ state: 'detached', timeout: 60_000 })
    await page.getByTestId('backup-screen').waitFor()
    await page.getByText('Restore succeeded').first().waitFor()
    await page.getByTestId('last-restore').waitFor()
    await screenshot(page, 'admin-restore-done-en-us')
    expect((await call('GET', '/api/auth/users/late_user')).status).toBe(404)
    expect((await call('GET', '/api/auth/users/kept_user')).status).toBe(200)
  })

  test('a download carries a one-use token, and a backup not signed here asks before it is restored', async () => {
    const made = await call<{ filename: string }>('POST', '/api/config/system/backup')
    expect(made.status).toBe(201)
    const { filename } = made.body
    await open(page, product, '/design/system-info-mgr/backup', 'backup-screen')
    const row = page.locator('tbody tr', { hasText: filename })
    const downloading = page.waitForEvent('download')
    await row.getByRole('button', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(filename)
    // The address names a token, never the ticket (logs and the browser's history keep addresses).
    expect(download.url()).toMatch(/\?download=[\w-]{40,}$/)
    expect(download.url()).not.toContain(ticket)
    const saved = await readFile((await download.path()) as string)
    const original = await readFile(join(product.dataDir, 'backups', filename))
    expect(saved.equals(original)).toBe(true)
    expect(
      (await fetch(`${product.url}${new URL(download.url()).pathname}${new URL(download.url()).search}`))
        .status,
    ).toBe(401)

    // The same backup without its signature, as an older version or another installation would give it.
    const text = original.toString('utf8')
    const newline = text.indexOf('\n')
    const { signature: _signature, ...manifest } = JSON.parse(text.slice(0, newline))
    const unsigned = Buffer.from(`${JSON.stringify(manifest)}\n${text.slice(newline + 1)}`)
    for (const language of ['en-us', 'zh-cn'] as const) {
      await setStoredLanguage(page, language)
      await page.getByTestId('backup-screen').waitFor()
      await page
        .getByTestId('restore-upload-input')
        .setInputFiles({ name: 'from-elsewhere.jsonl', mimeType: 'application/x-ndjson', buffer: unsigned })
      const dialog = page.getByRole('alertdialog')
      await dialog
        .getByRole('button', { name: language === 'en-us' ? 'Restore' : '恢复', exact: true })
        .click()
      await dialog
        .getByText(
          language === 'en-us'
            ? 'Restore a backup this installation did not make?'
            : '恢复一个并非由本安装创建的备份？',
        )
        .waitFor()
      await screenshot(page, `admin-restore-unsigned-${language}`)
      await dialog.getByRole('button', { name: language === 'en-us' ? 'Cancel' : '取消' }).click()
      await page.getByTestId('restore-problem').waitFor()
    }
    await page
      .getByTestId('restore-problem')
      .getByText(/并非由本安装创建/)
      .waitFor()
    await setStoredLanguage(page, 'en-us')
    // Nothing was restored: the last attempt is the refused one (status 6, nothing changed).
    expect((await call<{ status: number }>('GET', '/api/config/system/restore/status')).body.status).toBe(6)
  })

  test('a file under 10 KB is refused before anything is sent', async () => {
    await open(page, product, '/design/system-info-mgr/backup', 'backup-screen')
    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/restore')) uploads.push(request.url())
    })
    await page.getByTestId('restore-upload-input').setInputFiles({
      name: 'tiny.jsonl',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.alloc(2048, 32),
    })
    await page
      .getByTestId('restore-problem')
      .getByText('Backup files smaller than 10 KB are rejected')
      .waitFor()
    await page
      .getByTestId('restore-upload-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(20_000, 32) })
    await page.getByTestId('restore-problem').getByText('File type does not match').waitFor()
    await screenshot(page, 'admin-backup-refused-en-us')
    expect(uploads).toEqual([])
  })
})

describe('settings', () => {
  test('the mail server form requires every field and keeps the saved password hidden', async () => {
    await open(page, product, '/design/system-info-mgr/mail-server', 'mail-server-screen')
    await page.locator('#mail-port').fill('70000')
    await page.locator('#mail-sender').fill('not-an-address')
    await page.getByTestId('mail-server-save').click()
    await page.getByText('Enter a port from 1 to 65535').waitFor()
    await page.getByText('Enter a valid email address').waitFor()
    expect(await page.getByText('This field is required').count()).toBe(3)
    await screenshot(page, 'admin-mail-server-errors-en-us')
    expect((await call<{ version: number }>('GET', '/api/config/configInfo/emailServer')).body.version).toBe(
      0,
    )

    await page.locator('#mail-smtp-server').fill('smtp.plant.example.com')
    await page.locator('#mail-port').fill('465')
    await page.getByRole('switch', { name: 'SSL login' }).click()
    await page.locator('#mail-sender').fill('alarms@plant.example.com')
    await page.locator('#mail-password').fill('mail-secret-1')
    await page.locator('#mail-display-name').fill('Plant alarms')
    await page.getByTestId('mail-server-save').click()
    await page.getByText('Saved successfully').waitFor()
    const stored = JSON.parse(
      (await call<{ configValue: string }>('GET', '/api/config/configInfo/emailServer')).body.configValue,
    )
    expect(stored).toMatchObject({
      smtp_server: 'smtp.plant.example.com',
      smtp_server_port: 465,
      ssl: '1',
      smtp_account_password: '******',
    })

    await page.reload()
    await page.getByText('A password is saved.').waitFor()
    expect(await page.locator('#mail-password').inputValue()).toBe('******')
  })

  test('alarm colours, home page, global settings and login images are saved as records', async () => {
    await open(page, product, '/design/system-info-mgr/alarm-colors', 'alarm-colors-screen')
    await page.getByLabel('Colour of priority 1', { exact: true }).fill('not a colour')
    await page.getByTestId('alarm-colors-save').click()
    await page.getByText('Enter a colour such as #f5222d, rgb(245, 34, 45) or red').waitFor()
    await page.getByLabel('Colour of priority 1', { exact: true }).fill('#d4380d')
    await page.getByRole('button', { name: 'Add priority' }).click()
    await page.getByLabel('Colour of priority 6', { exact: true }).fill('rgb(0, 128, 0)')
    await page.getByTestId('alarm-colors-save').click()
    await page.getByText('Saved successfully').waitFor()
    const colors = JSON.parse(
      (await call<{ configValue: string }>('GET', '/api/config/configInfo/user_widget_alarm_color')).body
        .configValue,
    )
    expect(colors).toMatchObject({ '1': '#d4380d', '6': 'rgb(0, 128, 0)' })

    await open(page, product, '/design/system-info-mgr/home-page', 'home-page-screen')
    await page.locator('#home-page-path').fill('design/hellow')
    await page.getByTestId('home-page-save').click()
    await page
      .getByText('Enter a path inside the app that starts with /, such as /hellow (no spaces)')
      .waitFor()
    await page.locator('#home-page-path').fill('/design/hellow')
    await page.getByTestId('home-page-save').click()
    await page.getByText('Saved successfully').waitFor()
    expect((await call<{ path: string }>('GET', '/api/config/homePage/default')).body.path).toBe(
      '/design/hellow',
    )

    await open(page, product, '/design/system-info-mgr/global-settings', 'global-settings-screen')
    await page.locator('#global-page-title').fill('Plant 3 operations')
    await page.getByTestId('page-title-save').click()
    await page.getByText('Saved successfully').waitFor()
    await page.getByRole('switch', { name: 'Show data link tooltips' }).click()
    await page.getByTestId('app-option-save').click()
    await expect
      .poll(async () =>
        JSON.parse(
          (await call<{ configValue: string }>('GET', '/api/config/configInfo/appOption')).body.configValue,
        ),
      )
      .toEqual({ showDatalinkTooltip: '0' })
    expect(
      JSON.parse(
        (await call<{ configValue: string }>('GET', '/api/config/configInfo/pageTitle')).body.configValue,
      ),
    ).toBe('Plant 3 operations')

    await open(page, product, '/design/system-info-mgr/login-page', 'login-page-screen')
    await page
      .getByTestId('login-logo-input')
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.alloc(100) })
    await page.getByTestId('login-logo').getByText('File type does not match').waitFor()
    await page
      .getByTestId('login-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG })
    await page.getByTestId('login-logo').locator('img').waitFor()
    await page.locator('#login-title').fill('Plant 3')
    await page.getByTestId('login-page-save').click()
    await page.getByText('Saved successfully').waitFor()
    const images = JSON.parse(
      (await call<{ configValue: string }>('GET', '/api/config/configInfo/loginImgs')).body.configValue,
    )
    expect(images.loginTitle).toBe('Plant 3')
    expect(images.logo).toMatch(/^\/api\/image\/default\/logo.*\.png$/)
    await screenshot(page, 'admin-login-page-saved-en-us')
  })

  test('system information and about show the running version', async () => {
    const version = (await call<{ version: string }>('GET', '/api/config/version')).body.version
    await open(page, product, '/design/system-info-mgr/system-info', 'system-info-screen')
    await page.getByTestId('version-facts').getByText(version).waitFor()
    await page
      .getByTestId('service-facts')
      .getByText('Running normally')
      .or(page.getByText('Running normally'))
      .first()
      .waitFor()
    await page
      .getByTestId('service-facts')
      .getByText(/Reachable/)
      .waitFor()
    await open(page, product, '/design/about', 'about-screen')
    await page.getByTestId('about-version').getByText(version).waitFor()
    expect(await page.getByTestId('side-menu').count()).toBe(0)
  })

  test('a user without system management sees no settings tabs, and a settings address says no', async () => {
    await createUser(product.url, ticket, {
      username: 'viewer',
      password: 'Viewer-pass-2024',
      codes: ['system-info'],
    })
    await context.close()
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    page = await context.newPage()
    await page.goto(`${product.url}/#/user/login`)
    await page.getByLabel('Username', { exact: true }).fill('viewer')
    await page.getByLabel('Password', { exact: true }).fill('Viewer-pass-2024')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => !url.hash.startsWith('#/user/login'))
    await open(page, product, '/design/system-info-mgr/system-info', 'system-info-screen')
    await page.getByTestId('version-facts').waitFor()
    await expect.poll(() => page.locator('.page-tabs__tab').count()).toBe(1)
    await page.goto(`${product.url}/#/design/system-info-mgr/backup`)
    await page.getByText("Sorry, you don't have access to this page").waitFor()
    expect(await page.getByRole('button', { name: 'Create backup' }).count()).toBe(0)
    await screenshot(page, 'admin-system-forbidden-en-us')
  })
})
