/**
 * Dragging a large selection in the designer, in headless Chromium against the real server. Above 24
 * items the selection moves as a still copy (a sprite for its shapes, a ghost for its DOM widgets) and
 * the widgets mounted off screen are hidden meanwhile (app/stage/domGhost.ts). The drop writes
 * the document once, shows every widget again, and one undo takes the move back.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { screenPoint } from './designerSupport'
import { GRID_CELL as CELL, createGridPage, GRID_COLUMNS } from './gridPage'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Drag-initial-2024!'
const password = 'Drag-pass-2024!'
// 40 × 40 cells: wider and taller than the screen at 100 %.
const COUNT = GRID_COLUMNS * 40

let product: RunningProduct
let browser: Browser
let page: Page
let appId = 0

/** The selection's bounds as the status bar shows them ("30 selected · 480, 240 · 280 × 142"). */
async function selectionBounds(): Promise<{ count: number; x: number; y: number }> {
  const text = (await page.getByTestId('status-bar').textContent()) ?? ''
  const match = /(\d+) selected · (-?\d+), (-?\d+)/.exec(text)
  if (!match) throw new Error(`no selection in the status bar: ${text}`)
  return { count: Number(match[1]), x: Number(match[2]), y: Number(match[3]) }
}

/** Hidden widgets, and whether each is off the stage (read in the page: one round trip). */
const HIDDEN_WIDGETS = `(() => {
  const stage = document.querySelector('.stage__viewport').getBoundingClientRect()
  return [...document.querySelectorAll('.stage-layer--dom > .stage-widget--away')].map((widget) => {
    const box = widget.getBoundingClientRect()
    return box.right < stage.left || box.left > stage.right || box.bottom < stage.top || box.top > stage.bottom
  })
})()`

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '0' })
  const ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Tank farm', appVersion: '1.0.0' },
  })
  appId = app.body.appId
  await createGridPage(product.url, ticket, { appId, name: 'Tank grid', count: COUNT })
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('dragging a large selection', () => {
  test('moves as one copy, hides only widgets off screen meanwhile, lands once and undoes in one step', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    const stage = page.getByTestId('designer-stage')
    // Counts go through lingui's plural forms, which group digits ('1,600 items').
    await page
      .getByTestId('status-bar')
      .getByText(`${COUNT.toLocaleString('en-US')} items`)
      .waitFor()
    await page.getByTestId('zoom-level').click()
    await expect.poll(() => page.getByTestId('zoom-level').textContent()).toBe('100%')

    // A marquee over 6 × 6 cells, drawn from the gaps between them, near the top left of the screen.
    const box = await stage.boundingBox()
    if (!box) throw new Error('no stage')
    const topLeft = await screenPoint(page, stage, 0, 0)
    const col = Math.max(0, Math.ceil((box.x - topLeft.x) / CELL.w) + 1)
    const row = Math.max(0, Math.ceil((box.y - topLeft.y) / CELL.h) + 1)
    const from = await screenPoint(page, stage, col * CELL.w - 4, row * CELL.h - 4)
    const to = await screenPoint(page, stage, (col + 6) * CELL.w - 4, (row + 6) * CELL.h - 4)
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(to.x, to.y, { steps: 8 })
    await page.mouse.up()
    const before = await selectionBounds()
    expect(before).toEqual({ count: 36, x: col * CELL.w, y: row * CELL.h })

    // Grab one of the selected rectangles and move it two cells right and down.
    const grab = await screenPoint(page, stage, col * CELL.w + 20, row * CELL.h + 11)
    await page.mouse.move(grab.x, grab.y)
    await page.mouse.down()
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(grab.x + (step * 2 * CELL.w) / 12, grab.y + (step * 2 * CELL.h) / 12)
    }
    await expect.poll(() => page.locator('.stage-drag-ghost > .stage-widget').count()).toBe(18)
    const hidden: boolean[] = await page.evaluate(HIDDEN_WIDGETS)
    // Widgets are mounted half a screen beyond each edge: those are hidden, none on screen is.
    expect(hidden.length).toBeGreaterThan(100)
    expect(hidden.every((offStage) => offStage)).toBe(true)
    expect(await page.locator('.stage-layer--dom > .stage-widget--lifted').count()).toBe(18)
    await screenshot(page, 'designer-large-drag')
    await page.waitForTimeout(100)
    await page.mouse.up()

    await expect.poll(selectionBounds).toEqual({
      count: 36,
      x: before.x + 2 * CELL.w,
      y: before.y + 2 * CELL.h,
    })
    expect(await page.locator('.stage-drag-ghost').count()).toBe(0)
    expect(await page.locator('.stage-widget--away, .stage-widget--lifted').count()).toBe(0)

    await page.keyboard.press('Control+z')
    await expect.poll(selectionBounds).toEqual(before)
  })
})
