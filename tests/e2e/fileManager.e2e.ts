/**
 * The static resource manager in headless Chromium against the real server: three pictures uploaded at
 * once into a new folder, one of them put on a page through the inspector's picker, the file's "used by"
 * naming that page; a bad name and a too-large picture refused with the spec's messages.
 */
import { deflateSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { blockFrame } from './designerSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Files-initial-2024!'
const password = 'Files-pass-2024!'

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string
let appId = 0

/** A solid-colour PNG of 96 × 64 (CRCs computed), so thumbnails tell the pictures apart. */
function solidPng(rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const [width, height] = [96, 64]
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
  const created = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Tank farm' },
  })
  appId = created.body.appId
  const pageCreated = await api(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: { appId, name: 'Overview' },
  })
  expect(pageCreated.status).toBe(201)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('static resource manager', () => {
  test("the application manager opens an application's files", async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-mgr`)
    await page.getByTestId('app-manager').waitFor()
    await page.getByRole('button', { name: 'More actions for Tank farm' }).click()
    await page.getByRole('menuitem', { name: 'Files', exact: true }).click()
    await page.getByTestId('file-manager').waitFor()
    await page.getByRole('heading', { name: 'Static resources of Tank farm' }).waitFor()
  })

  test('a folder is created; a bad name is refused with the message', async () => {
    await page.getByRole('button', { name: 'New folder' }).click()
    await page.getByLabel('Folder name (cannot be changed afterwards)').fill('tank:photos')
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByText('File names may not contain \\ / : * ? " < > |').waitFor()
    await page.getByLabel('Folder name (cannot be changed afterwards)').fill('tank photos')
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByTestId('files-tree').getByText('tank photos').click()
    await page.getByText('This folder is empty').waitFor()
  })

  test('three pictures upload at once into the folder; a too-large one is refused', async () => {
    const big = Buffer.concat([solidPng([200, 0, 0]), Buffer.alloc(5 * 1024 * 1024)])
    await page.getByTestId('files-input').setInputFiles([
      { name: 'tank-a.png', mimeType: 'image/png', buffer: solidPng([30, 110, 200]) },
      { name: 'tank-b.png', mimeType: 'image/png', buffer: solidPng([40, 170, 90]) },
      { name: 'tank-c.png', mimeType: 'image/png', buffer: solidPng([230, 150, 30]) },
      { name: 'huge.png', mimeType: 'image/png', buffer: big },
    ])
    for (const name of ['tank-a.png', 'tank-b.png', 'tank-c.png'])
      await page.getByTestId(`file-${name}`).waitFor()
    await page.getByTestId('files-uploads').getByText('Images must be smaller than 5 MB').waitFor()
    await expect.poll(() => page.locator('.files__card').count()).toBe(3)
    const listed = await api<{ list: { path: string }[] }>(
      product.url,
      'GET',
      `/api/app/resource/fileAndfolder?appId=${appId}&path=tank%20photos`,
      { ticket },
    )
    expect(listed.body.list.map((item) => item.path)).toEqual([
      'tank photos/tank-a.png',
      'tank photos/tank-b.png',
      'tank photos/tank-c.png',
    ])
    // The thumbnails are the pictures themselves.
    await expect
      .poll(() =>
        page
          .locator('.files__thumb img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth === 96)),
      )
      .toBe(true)
    await screenshot(page, 'file-manager-folder-en-us')
  })

  test('a picture goes on a page through the inspector picker', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    const stage = page.getByTestId('designer-stage')
    await stage.waitFor()
    const frame = await blockFrame(page)
    await page.locator('.palette__item[data-plugin="shape.image"]').dragTo(stage, {
      targetPosition: { x: frame.x + 100 * frame.scale + 1, y: frame.y + 100 * frame.scale + 1 },
    })
    await page.getByTestId('image-pick').first().click()
    const picker = page.getByTestId('resource-picker')
    await picker.getByLabel('Folder').click()
    await page.getByRole('option', { name: 'tank photos' }).click()
    await picker.getByTitle('tank-b.png').click()
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/compose/manage/') && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    await page.getByTestId('saved-indicator').waitFor()
    await screenshot(page, 'file-manager-picked-on-page-en-us')
  })

  test('a video control takes its address from the same picker, which lists videos only', async () => {
    // An MP4 (its header box is enough for the list) beside the pictures: the picker must leave those out.
    const form = new FormData()
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)])
    form.append('file', new Blob([mp4], { type: 'video/mp4' }), 'line-2.mp4')
    const uploaded = await fetch(
      `${product.url}/api/app/resource/file?appId=${appId}&path=${encodeURIComponent('tank photos')}`,
      { method: 'POST', headers: { authorization: `Bearer ${ticket}` }, body: form },
    )
    expect(uploaded.status).toBeLessThan(300)
    const stage = page.getByTestId('designer-stage')
    const frame = await blockFrame(page)
    await page.locator('.palette__item[data-plugin="control.video"]').dragTo(stage, {
      targetPosition: { x: frame.x + 400 * frame.scale + 1, y: frame.y + 300 * frame.scale + 1 },
    })
    await page.getByTestId('video-pick').click()
    const picker = page.getByTestId('resource-picker')
    await picker.getByLabel('Folder').click()
    await page.getByRole('option', { name: 'tank photos' }).click()
    await picker.getByTitle('line-2.mp4').waitFor()
    await expect.poll(() => picker.locator('.resource-picker__item').count()).toBe(1)
    await page.getByText('Choose a video', { exact: true }).waitFor()
    await screenshot(page, 'file-manager-video-picker-en-us')
    await picker.getByTitle('line-2.mp4').click()
    const address = `/api/app/resource/media/${appId}/tank%20photos/line-2.mp4`
    await expect.poll(() => page.locator('.insp-image input').first().inputValue()).toBe(address)
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/compose/manage/') && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    await page.getByTestId('saved-indicator').waitFor()
    await screenshot(page, 'file-manager-video-picked-en-us')
  })

  test('the picture shows its "used by": the page', async () => {
    await page.goto(`${product.url}/#/layout/industry-application-mgr/file-mgr/${appId}`)
    await page.getByTestId('files-tree').getByText('tank photos').click()
    await page.getByTestId('file-tank-b.png').locator('.files__thumb').click()
    const preview = page.getByTestId('files-preview')
    await preview.waitFor()
    await preview.getByTestId('files-usage').getByText('Overview').waitFor()
    await screenshot(page, 'file-manager-used-by-en-us')
    await page.keyboard.press('Escape')
    await page.getByTestId('file-tank-a.png').locator('.files__thumb').click()
    await page.getByTestId('files-preview').getByText('Not used by any page or symbol.').waitFor()
    await page.keyboard.press('Escape')
  })

  test('a file is renamed, moved and deleted after confirmation', async () => {
    const actions = (name: string) => page.getByRole('button', { name: `Actions for ${name}` })
    await actions('tank-a.png').click()
    await page.getByRole('menuitem', { name: 'Rename…' }).click()
    await page.getByLabel('File name').fill('tank|main.png')
    await page.getByRole('button', { name: 'Rename', exact: true }).click()
    await page.getByText('File names may not contain \\ / : * ? " < > |').waitFor()
    await page.getByLabel('File name').fill('tank-main.png')
    await page.getByRole('button', { name: 'Rename', exact: true }).click()
    await page.getByTestId('file-tank-main.png').waitFor()

    await actions('tank-main.png').click()
    await page.getByRole('menuitem', { name: 'Move…' }).click()
    await page.getByLabel('Destination folder').click()
    await page.getByRole('option', { name: 'All files' }).click()
    await page.getByRole('button', { name: 'Move', exact: true }).click()
    await expect.poll(() => page.getByTestId('file-tank-main.png').count()).toBe(0)

    // The picture the page shows is renamed only with the page following it (one transaction on the server).
    await actions('tank-b.png').click()
    await page.getByRole('menuitem', { name: 'Rename…' }).click()
    await page.getByLabel('File name').fill('tank-used.png')
    await page.getByRole('button', { name: 'Rename', exact: true }).click()
    const ask = page.getByRole('alertdialog')
    await ask.getByText('Overview').waitFor()
    await screenshot(page, 'file-manager-rename-used-en-us')
    await ask.getByRole('button', { name: 'Move and update them' }).click()
    await page.getByTestId('file-tank-used.png').waitFor()
    const usage = await api<{ list: { name: string }[] }>(
      product.url,
      'GET',
      `/api/app/resource/usedBy?appId=${appId}&path=${encodeURIComponent('tank photos/tank-used.png')}`,
      { ticket },
    )
    expect(usage.body.list.map((item) => item.name)).toEqual(['Overview'])

    await actions('tank-used.png').click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    // The confirmation names the page that shows the picture; cancelling keeps it.
    await page.getByRole('alertdialog').getByText('Overview').waitFor()
    await screenshot(page, 'file-manager-delete-confirm-en-us')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await actions('tank-c.png').click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByText('Not used by any page or symbol.').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    // Left in the folder: the picture the page shows and the video the video control plays.
    await expect.poll(() => page.locator('.files__card').count()).toBe(2)
    const root = await api<{ list: { path: string }[] }>(
      product.url,
      'GET',
      `/api/app/resource/fileAndfolder?appId=${appId}`,
      { ticket },
    )
    expect(root.body.list.map((item) => item.path)).toEqual(['tank photos', 'tank-main.png'])
  })
})
