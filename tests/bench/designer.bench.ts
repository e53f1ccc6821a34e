// Designer benchmark in headless Chromium against the built product (run `npm run build` first):
//   node --import tsx tests/bench/designer.bench.ts
// For pages of 2,000 and 4,000 items (half fabric rectangles, half DOM labels) it prints the editor's load
// time to idle, and the frames per second while 200 selected items are dragged: at "fit page" zoom, where
// every item is on screen (small ones drawn as plain boxes), and at 100 %, where the items near the screen
// are mounted with their full views. Prints figures; asserts nothing.
import type { Page } from 'playwright-core'
import { GRID_CELL as CELL, createGridPage, type GridMix } from '../e2e/gridPage.ts'
import { launchBrowser, startProduct } from '../e2e/harness.ts'
import { api, apiChangeOwnPassword } from '../e2e/shellSupport.ts'

const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [2_000, 4_000]
const SELECTED = 200
const MIX = (process.env.BENCH_MIX ?? 'alternate') as GridMix
const initialPassword = 'Bench-initial-2024!'
const password = 'Bench-pass-2024!'

// Passed as source text: tsx wraps named functions in a helper the page does not have.
const START_COUNTER = `(() => {
  window.__frames = []
  window.__counting = true
  const tick = (t) => {
    window.__frames.push(t)
    if (window.__counting) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

const STOP_COUNTER = `(() => {
  window.__counting = false
  const frames = window.__frames
  const intervals = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b)
  const elapsed = frames[frames.length - 1] - frames[0]
  return {
    fps: elapsed > 0 ? ((frames.length - 1) * 1000) / elapsed : 0,
    p95: intervals[Math.floor(intervals.length * 0.95)] || 0,
    worst: intervals[intervals.length - 1] || 0,
  }
})()`

/** Counts animation frames in the page until stopped. */
async function startFrameCounter(page: Page) {
  await page.evaluate(START_COUNTER)
}

/** Stops counting; answers fps and the slowest frame intervals. */
async function stopFrameCounter(page: Page): Promise<{ fps: number; p95: number; worst: number }> {
  return page.evaluate(STOP_COUNTER)
}

async function frameOf(page: Page) {
  const stage = await page.getByTestId('designer-stage').boundingBox()
  const frame = page.locator('svg.stage-overlay rect.overlay-block--current')
  const [x, y, width] = await Promise.all(['x', 'y', 'width'].map((n) => frame.getAttribute(n)))
  if (!stage) throw new Error('no stage')
  return { stage, x: stage.x + Number(x), y: stage.y + Number(y), scale: Number(width) / 1920 }
}

async function blockToScreen(page: Page, px: number, py: number) {
  const frame = await frameOf(page)
  return { x: frame.x + px * frame.scale, y: frame.y + py * frame.scale }
}

/** The grid cell under the middle of the stage, so a drag at any zoom starts on screen. */
async function centreCell(page: Page) {
  const frame = await frameOf(page)
  const px = (frame.stage.x + frame.stage.width / 2 - frame.x) / frame.scale
  const py = (frame.stage.y + frame.stage.height / 2 - frame.y) / frame.scale
  return { col: Math.max(0, Math.floor(px / CELL.w) - 5), row: Math.max(0, Math.floor(py / CELL.h) - 10) }
}

async function dragFps(page: Page, label: string) {
  // Select 200 items (10 columns × 20 rows) with the marquee, started in the gap between two cells.
  const { col, row } = await centreCell(page)
  const from = await blockToScreen(page, col * CELL.w - 4, row * CELL.h - 4)
  const to = await blockToScreen(page, (col + 10) * CELL.w - 4, (row + 20) * CELL.h - 4)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 8 })
  await page.mouse.up()
  const selected = await page.getByTestId('status-bar').textContent()
  const grab = await blockToScreen(page, (col + 5) * CELL.w + 10, (row + 10) * CELL.h + 10)
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.down()
  await startFrameCounter(page)
  for (let i = 1; i <= 120; i++) {
    await page.mouse.move(grab.x + i * 3, grab.y + Math.sin(i / 10) * 40)
    await page.waitForTimeout(8)
  }
  const result = await stopFrameCounter(page)
  await page.mouse.up()
  console.log(
    `  drag ${label}: ${result.fps.toFixed(1)} fps, p95 frame ${result.p95.toFixed(1)} ms, worst ${result.worst.toFixed(1)} ms (${selected?.match(/\d+ selected/)?.[0] ?? 'nothing selected'})`,
  )
  await page.keyboard.press('Control+z')
  await page.keyboard.press('Escape')
}

const product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '0' })
try {
  const ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Bench', appVersion: '1.0.0' },
  })
  const browser = await launchBrowser()
  for (const count of SIZES) {
    const pageId = await createGridPage(product.url, ticket, {
      appId: app.body.appId,
      name: `Bench ${count}`,
      count,
      mix: MIX,
    })
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
    await context.addInitScript(`
      localStorage.setItem('ticket', ${JSON.stringify(ticket)})
      localStorage.setItem('authority', 'admin')
      localStorage.setItem('isFirstLogin', 'no')
      localStorage.setItem('gantry.designer.lastPage.${app.body.appId}', ${JSON.stringify(pageId)})
    `)
    const page = await context.newPage()
    await page.goto(`${product.url}/#/design/hellow`)
    await page.waitForLoadState('networkidle')
    // Load: from the navigation to the editor until the page is drawn and the main thread is idle.
    const started = Date.now()
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${app.body.appId}`)
    // The count is a lingui plural, digits grouped ('2,000 items').
    const shown = `${count.toLocaleString('en-US')} items`
    await page.getByTestId('status-bar').getByText(shown).waitFor({ timeout: 60_000 })
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10000 }))')
    const loadMs = Date.now() - started
    const mounted = await page.locator('.stage-widget').count()
    console.log(`${count} items: editor load to idle ${loadMs} ms (${mounted} DOM widgets mounted)`)
    await page.getByTestId('zoom-fit').click()
    await page.waitForTimeout(1500)
    await dragFps(page, `${SELECTED} of ${count} at fit zoom`)
    await page.getByTestId('zoom-level').click()
    await page.waitForTimeout(1500)
    await dragFps(page, `${SELECTED} of ${count} at 100 %`)
    await context.close()
  }
  await browser.close()
} finally {
  await product.stop()
}
