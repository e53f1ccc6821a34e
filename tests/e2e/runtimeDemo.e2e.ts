/**
 * The demo plant a fresh start seeds, as a first-time user meets it: its overview page opens from the
 * runtime menu with every widget drawn and live values in their units, and its phone page runs on a
 * phone-sized touch screen with a tab per area. No widget fails and the page raises no error.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Demo-initial-2024!'
const password = 'Demo-pass-2024!'

let product: RunningProduct
let browser: Browser
let ticket: string
const errors: string[] = []

/** A signed-in page of a new context; its page errors and console errors are collected in `errors`. */
async function signedIn(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
  errors.length = 0
  const context = await browser.newContext(options)
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await uiLogin(page, product.url, 'admin', password)
  return page
}

/** The demo application's page called `name`. */
async function demoPage(name: string): Promise<{ id: string; name: string } | undefined> {
  const pages = await api<{ list: { id: string; name: string }[] }>(
    product.url,
    'GET',
    '/api/compose/manage/pages?appId=1',
    { ticket },
  )
  return pages.body.list.find((p) => p.name === name)
}

/** Text of widgets that could not load or draw (WidgetErrorBoundary and the view loader). */
const FAILED = /This widget (could not be loaded|failed to draw)/

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '1' })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('demo plant', () => {
  test('the overview opens from the runtime menu with live readings, states, charts and alarms', async () => {
    const page = await signedIn({ viewport: { width: 1600, height: 900 } })
    await page.goto(`${product.url}/#/hellow`)
    await page.getByRole('button', { name: 'Demo plant' }).click()
    await page.locator('.side-menu').getByRole('link', { name: 'Overview', exact: true }).click()
    const stage = page.getByTestId('runtime-stage')
    await stage.waitFor()
    await expect.poll(() => stage.textContent(), { timeout: 10_000 }).toMatch(/\d+\.\d{2} bar/)
    const text = (await stage.textContent()) ?? ''
    expect(text).toMatch(/\d+\.\d m³\/h/)
    expect(text).toMatch(/Running|Stopped/)
    expect(text).toContain('Area B – process')
    expect(text).not.toMatch(FAILED)
    // Each area's DOM widgets (the pump and pipe are drawn on the shape canvas): a gauge, a flow chart,
    // a trend and an alarm list.
    for (const type of ['chart.gauge', 'chart.line', 'control.trendChart', 'control.realAlarm'])
      expect(await page.locator(`[data-type="${type}"]`).count(), type).toBe(2)
    // Every plot drawn (gauges, flow charts, trends) before the picture.
    const plots = await page.locator('.gx-chart__plot').count()
    expect(plots).toBeGreaterThanOrEqual(6)
    await expect
      .poll(() => page.locator('.gx-chart__plot[data-rendered]').count(), { timeout: 15_000 })
      .toBe(plots)
    await screenshot(page, 'demo-overview')
    await page.context().close()
    expect(errors).toEqual([])
  })

  test('readings, states and gauge values show before the charts library has loaded', async () => {
    const overview = await demoPage('Overview')
    const page = await signedIn({ viewport: { width: 1600, height: 900 } })
    // Each frame from the start: the first one where a reading shows a number and both gauges show their
    // reading, and how many charts G2 had drawn by then.
    await page.addInitScript(`(() => {
      const check = () => {
        const readings = [...document.querySelectorAll('.stage-widget[data-type="form.label"]')]
        const gauges = [...document.querySelectorAll('.stage-widget[data-type="chart.gauge"]')]
        if (readings.some((label) => /[0-9]/.test(label.textContent)) && gauges.length === 2 &&
            gauges.every((gauge) => /[0-9]/.test(gauge.textContent))) {
          window.__firstValues = { drawnCharts: document.querySelectorAll('.gx-chart__plot[data-rendered]').length }
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })()`)
    // A new document (a hash change alone would keep the signed-in one, without the script).
    await page.goto('about:blank')
    await page.goto(`${product.url}/#/application-runtime/${overview?.id}`)
    // A function, not a string: the page's CSP refuses a string predicate (it is evaluated with eval).
    const first = await page.waitForFunction(
      () => (window as { __firstValues?: unknown }).__firstValues,
      undefined,
      { timeout: 15_000 },
    )
    expect(await first.jsonValue()).toEqual({ drawnCharts: 0 })
    // Then the dials and charts fill in: all six are drawn.
    await expect
      .poll(() => page.locator('.gx-chart__plot[data-rendered="true"]').count(), { timeout: 15_000 })
      .toBe(6)
    await page.context().close()
    expect(errors).toEqual([])
  })

  test('the phone page runs on a phone: navigation bar, a tab per area, live values', async () => {
    const phone = await demoPage('Overview (phone)')
    expect(phone).toBeDefined()
    const page = await signedIn({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${phone?.id}`)
    await expect.poll(() => page.getByTestId('mobile-navbar').textContent()).toBe('Demo plant')
    const stage = page.getByTestId('runtime-stage')
    await expect.poll(() => stage.textContent(), { timeout: 10_000 }).toMatch(/\d+\.\d{2} bar/)
    expect(await stage.textContent()).toContain('Area A – intake')
    const tabs = page.getByRole('navigation', { name: 'Page tabs' })
    await tabs.getByRole('button', { name: 'Area B' }).tap()
    await expect.poll(() => stage.textContent()).toContain('Area B – process')
    expect(await stage.textContent()).not.toContain('Area A – intake')
    await expect.poll(() => stage.textContent(), { timeout: 10_000 }).toMatch(/\d+\.\d A/)
    expect(await stage.textContent()).not.toMatch(FAILED)
    // The area's alarms, on a phone-width widget, as a list (its view may arrive after the readings).
    await expect.poll(() => page.locator('.gx-alarms__list').count()).toBe(1)
    await screenshot(page, 'demo-phone')
    await page.context().close()
    expect(errors).toEqual([])
  })
})
