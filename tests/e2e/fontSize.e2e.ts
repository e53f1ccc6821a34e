/**
 * Font size in the inspector (spec S1 §5) in headless Chromium against the real server: a label placed
 * from the palette offers the font-size list 8 to 72, takes a typed 120, and refuses 410 with the spec's
 * message; screenshot.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { blockFrame } from './designerSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Fonts-initial-2024!'
const password = 'Fonts-pass-2024!'

let product: RunningProduct
let browser: Browser
let page: Page
let appId = 0

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  const ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Boiler house', description: '' },
  })
  appId = app.body.appId
  const blockId = newLayoutId()
  const created = await api(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name: 'Overview',
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 6 })]),
      ),
      layouts: [{ id: blockId, name: 'Main', context: JSON.stringify(defaultLayoutContext('free')) }],
    },
  })
  expect(created.status).toBe(201)
  browser = await launchBrowser()
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('font size in the inspector', () => {
  test('offers 8 to 72, takes 120, refuses 410 with the spec message', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    const stage = page.getByTestId('designer-stage')
    await stage.waitFor()
    await page.getByText('Overview', { exact: true }).first().click()
    const frame = await blockFrame(page)
    await page.locator('.palette__item[data-plugin="form.label"]').dragTo(stage, {
      targetPosition: { x: frame.x + 40 * frame.scale, y: frame.y + 40 * frame.scale },
    })
    const size = page.getByLabel('Font size', { exact: true })
    await size.waitFor()
    const offered = await size.evaluate((input) =>
      [...((input as HTMLInputElement).list?.options ?? [])].map((o) => Number(o.value)),
    )
    expect(offered).toEqual([8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 24, 26, 28, 36, 48, 72])
    await size.fill('120')
    await expect.poll(() => size.inputValue()).toBe('120')
    await size.fill('410')
    await page.getByText('Enter a font size from 1 to 409').waitFor()
    await screenshot(page, 'inspector-font-size-en-us')
  })
})
