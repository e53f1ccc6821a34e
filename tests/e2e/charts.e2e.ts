/**
 * Every chart type on one runtime page, bound to live properties, in headless Chromium against the real
 * server: the page opens, property values change through the runtime service, and every chart draws
 * them (its plot rendered, no "waiting" or "no data" notice, the values in its data). One screenshot.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import type { WidgetWire } from '../../engine/document/persisted'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Charts-initial-2024!'
const password = 'Charts-pass-2024!'
const PROPS = ['a', 'b', 'c', 'd'] as const

/** Each chart type with the props it binds to M_1.a…d, in order. */
const CHARTS: [type: string, keys: string[], props?: Record<string, unknown>][] = [
  ['chart.line', ['value', 's2', 's3', 's4']],
  ['chart.spline', ['s1', 's2', 's3', 's4']],
  ['chart.area', ['s1', 's2', 's3', 's4']],
  ['chart.column', ['s1', 's2', 's3', 's4']],
  ['chart.bar', ['s1', 's2', 's3', 's4']],
  ['chart.pie', ['s1', 's2', 's3', 's4']],
  ['chart.annular', ['s1', 's2', 's3', 's4']],
  ['chart.funnel', ['s1', 's2', 's3', 's4']],
  ['chart.spider', ['s1', 's2', 's3', 's4']],
  ['chart.gauge', ['value']],
  ['chart.dashboard', ['value']],
  ['chart.scatter', ['s1', 's2']],
  ['chart.bubble', ['s1', 's2', 's3']],
  ['chart.spc', ['s1']],
]

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string

function charts(): WidgetWire[] {
  return CHARTS.map(([type, keys, props], i) => ({
    id: `c${i}`,
    type,
    version: 1,
    x: 10 + (i % 4) * 310,
    y: 10 + Math.floor(i / 4) * 210,
    w: 300,
    h: 200,
    rotation: 0,
    groupId: null,
    props: { title: type, source: 'live', ...props },
    bindings: Object.fromEntries(keys.map((key, k) => [key, { objName: 'M_1', propName: PROPS[k] ?? 'a' }])),
    events: {},
  }))
}

async function setValues(round: number): Promise<void> {
  for (const [k, prop] of PROPS.entries()) {
    const set = await api(product.url, 'POST', '/api/runtime/objects/M_1/services/setPropertyValue', {
      ticket,
      body: { propName: prop, propValue: 20 + 10 * k + round * 3 },
    })
    expect(set.status).toBe(201)
  }
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const properties = PROPS.map((name, i) => ({ name, type: 'float', defaultValue: 10 + i }))
  expect(
    (
      await api(product.url, 'POST', '/api/metadata/object_templates', {
        ticket,
        body: { name: 'Machine', properties },
      })
    ).status,
  ).toBe(201)
  expect(
    (
      await api(product.url, 'POST', '/api/metadata/objects', {
        ticket,
        body: { name: 'M_1', templateName: 'Machine' },
      })
    ).status,
  ).toBe(201)
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1300, height: 1100 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

test('every chart type shows live data on one runtime page', async () => {
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Charts', description: 'Every chart' },
  })
  const blockId = newLayoutId()
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId: app.body.appId,
      name: 'All charts',
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 28 })]),
      ),
      layouts: [
        {
          id: blockId,
          name: 'Main',
          context: JSON.stringify({ ...defaultLayoutContext('free'), widgets: charts() }),
        },
      ],
    },
  })
  expect(created.status).toBe(201)
  await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${created.body.id}`)
  await expect
    .poll(() => page.getByTestId('runtime-connection').getAttribute('data-state'), { timeout: 20_000 })
    .toBe('open')
  // Three rounds of changes: enough measurements for the control chart and pairs for the scatter.
  for (let round = 1; round <= 3; round++) {
    await setValues(round)
    await page.waitForTimeout(1100)
  }
  const state = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.gx-chart')].map((chart) => ({
        title: chart.querySelector('.gx-widget__title')?.textContent ?? '',
        rendered: chart.querySelector('.gx-chart__plot')?.getAttribute('data-rendered') === 'true',
        notice: chart.querySelector('.gx-widget__notice')?.textContent ?? '',
        quality: chart.getAttribute('data-quality') ?? '',
      })),
    )
  await expect
    .poll(
      async () =>
        (await state()).filter((c) => c.rendered && c.notice === '' && c.quality !== 'waiting').length,
      {
        timeout: 30_000,
      },
    )
    .toBe(CHARTS.length)
  expect((await state()).map((c) => c.title).sort()).toEqual(CHARTS.map(([type]) => type).sort())
  // The gauge and the dashboard read the last value of M_1.a (20 + 3 × 3).
  const readings = await page.locator('.gx-gauge__reading').allTextContents()
  expect(readings.some((text) => text.startsWith('29'))).toBe(true)
  await screenshot(page, 'charts-every-type-live')
  expect(cspViolations).toEqual([])
}, 120_000)
