/**
 * The personal dashboard on the welcome page, on the demo plant: a user adds a gauge, a trend, the
 * current alarms of an area's objects and a runtime page; drags one card and resizes another on the grid;
 * after a reload every card is where it was left, drawn live over the tab's one socket, and the page card
 * opens its page. Another user's dashboard stays empty.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Dash-initial-2024!'
const password = 'Dash-pass-2024!'

let product: RunningProduct
let browser: Browser
let page: Page
const errors: string[] = []
const sockets: string[] = []

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '1' })
  await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
  page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('websocket', (socket) => {
    if (socket.url().includes('/api/runtime/ws')) sockets.push(socket.url())
  })
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

const cards = () => page.getByTestId('dashboard-card')
const boxes = () => cards().evaluateAll((list) => list.map((card) => card.getAttribute('data-box')))

async function choose(id: string, option: string): Promise<void> {
  await page.locator(`#${id}`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function addCard(fill: () => Promise<void>): Promise<void> {
  const before = await cards().count()
  await page.getByTestId('dashboard-add').click()
  await fill()
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/auth/user/config/dashboard') && r.request().method() === 'PUT',
  )
  await page.getByTestId('dashboard-add-confirm').click()
  expect((await saved).status()).toBe(201)
  await expect.poll(() => cards().count()).toBe(before + 1)
}

/** A locator's box once two reads 100 ms apart agree (no transition or scroll under way). */
async function stableBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await locator.boundingBox()
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(100)
    const now = await locator.boundingBox()
    if (now && last && now.x === last.x && now.y === last.y) return now
    last = now
  }
  if (!last) throw new Error('not on the page')
  return last
}

describe('personal dashboard', () => {
  test('a new user sees an empty dashboard; the form refuses a card without its property', async () => {
    await page.goto(`${product.url}/#/hellow`)
    await page.getByTestId('dashboard').waitFor()
    expect(await cards().count()).toBe(0)
    await page.getByTestId('dashboard-add').click()
    await page.getByLabel('Object', { exact: true }).fill('Tank_A1')
    await page.getByTestId('dashboard-add-confirm').click()
    await page.getByText('Name the object and its property.').waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect(await cards().count()).toBe(0)
  })

  test('adds a gauge, a trend, an area’s alarms and a page', async () => {
    await addCard(async () => {
      await page.getByLabel('Title', { exact: true }).fill('Raw water level')
      await page.getByLabel('Object', { exact: true }).fill('Tank_A1')
      await page.getByLabel('Property', { exact: true }).fill('level')
      await page.getByLabel('Unit', { exact: true }).fill('%')
    })
    await addCard(async () => {
      await choose('card-kind', 'A trend')
      await page.getByLabel('Object', { exact: true }).fill('Motor_A1')
      await page.getByLabel('Property', { exact: true }).fill('temperature')
    })
    await addCard(async () => {
      await choose('card-kind', 'Current alarms')
      // An area of the demo plant's network: its objects and all below it fill in.
      await page.locator('#card-area').click()
      await page.getByRole('option', { name: /Area A – intake/ }).click()
      const objects = await page.getByLabel('Objects (separated by commas)').inputValue()
      expect(objects.split(', ').sort()).toEqual([
        'AreaA',
        'Motor_A1',
        'Motor_A2',
        'Pump_A1',
        'Pump_A2',
        'Tank_A1',
        'Tank_A2',
      ])
      expect(objects).not.toContain('Pump_B1')
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Area A – intake alarms')
    })
    await addCard(async () => {
      await choose('card-kind', 'A runtime page')
      await page.locator('#card-page').click()
      await page.getByRole('option').first().click()
    })
    await addCard(async () => {
      await choose('card-kind', 'My to-dos')
    })
    // Each new card goes below the others.
    expect(await boxes()).toEqual(['0,0,3,3', '0,3,6,3', '0,6,6,3', '0,9,3,2', '0,11,6,3'])
    // The workflow's list of the user's open tasks (none yet on a fresh plant).
    await cards().nth(4).getByText('Nothing to do.').waitFor()
    // Drawn by their plugins, live: the gauge and trend draw, the alarm list answers.
    const gauge = cards().nth(0)
    await gauge.locator('canvas').first().waitFor()
    await expect.poll(() => cards().nth(2).textContent(), { timeout: 15_000 }).toMatch(/active/)
    // The page card shows the page itself, live and fitted whole, as its thumbnail.
    await cards().nth(3).getByTestId('runtime-stage').waitFor()
    await screenshot(page, 'dashboard-added')
    await cards().nth(3).scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    await screenshot(page, 'dashboard-page-card')
    // Back to the top, where the next test's drags start.
    await cards().nth(0).scrollIntoViewIfNeeded()
  })

  test('drags a card by its title and resizes another by its corner; a reload keeps both', async () => {
    const trend = cards().nth(1)
    const head = trend.locator('.dashboard-card__head')
    const from = await head.boundingBox()
    if (!from) throw new Error('no trend card')
    const saved = () =>
      page.waitForResponse(
        (r) => r.url().includes('/api/auth/user/config/dashboard') && r.request().method() === 'PUT',
      )
    // Up beside the gauge: three columns right, three rows up.
    let save = saved()
    await page.mouse.move(from.x + 60, from.y + 10)
    await page.mouse.down()
    const column = (await page.getByTestId('dashboard').boundingBox())?.width ?? 1100
    await page.mouse.move(from.x + 60 + (column / 12) * 3, from.y + 10 - 3 * 102, { steps: 8 })
    await page.mouse.up()
    expect((await save).status()).toBe(201)
    await expect.poll(() => trend.getAttribute('data-box')).toBe('3,0,6,3')

    // The gauge two rows taller by its corner.
    save = saved()
    // Measured once the grid has settled (cards move with a transition, the page may scroll).
    const handle = cards().nth(0).getByTestId('dashboard-card-resize')
    await handle.scrollIntoViewIfNeeded()
    const corner = await stableBox(handle)
    await page.mouse.move(corner.x + 8, corner.y + 8)
    await page.mouse.down()
    await page.mouse.move(corner.x + 8, corner.y + 8 + 2 * 102, { steps: 8 })
    await page.mouse.up()
    expect((await save).status()).toBe(201)
    await expect.poll(() => cards().nth(0).getAttribute('data-box')).toBe('0,0,3,5')
    const arranged = await boxes()

    await page.reload()
    await page.getByTestId('dashboard').waitFor()
    await expect.poll(() => cards().count()).toBe(5)
    expect(await boxes()).toEqual(arranged)
    await cards().nth(0).locator('canvas').first().waitFor()
    await screenshot(page, 'dashboard-arranged')
    // The bell and every card share the tab's one live socket.
    expect(sockets.length).toBeGreaterThan(0)
    const socketsNow = sockets.length
    await page.waitForTimeout(1000)
    expect(sockets.length).toBe(socketsNow)
  })

  test('the page card opens its page', async () => {
    await cards().nth(3).getByRole('link').click()
    await page.waitForURL((url) => url.hash.startsWith('#/application-runtime/'))
    await page.getByTestId('runtime-stage').waitFor()
    expect(errors).toEqual([])
  })
})
