/**
 * Tabs that switch panels (issue 21): widgets on a tab's panel show only while that tab is active. In the
 * designer the inspector's "Tab shown" switches the tab edited, and a widget dropped from the palette on
 * the panel joins that tab (stored with the page); at runtime the operator's click switches. Headless
 * Chromium against the real server.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { listWidgets } from '../../engine/document/widgetStore'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { blockFrame, storedPageDoc } from './designerSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Tabs-initial-2024!'
const password = 'Tabs-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0
let pageId = ''

function widget(id: string, type: string, at: { x: number; y: number; w: number; h: number }, extra = {}) {
  return { ...at, id, type, version: 1, rotation: 0, groupId: null, bindings: {}, events: {}, ...extra }
}

/** A tabs control (Overview, Trends, Alarms) with a label on its Overview tab and one on its Trends tab. */
async function seed(): Promise<void> {
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Boiler tabs', description: 'Tabs that switch panels' },
  })
  expect(app.status).toBe(201)
  appId = app.body.appId
  const blockId = newLayoutId()
  const label = (id: string, text: string, tab: string) =>
    widget(
      id,
      'form.label',
      { x: 60, y: 100, w: 240, h: 32 },
      { props: { text }, tab: { host: 'tabs', value: tab } },
    )
  const widgets = [
    widget('tabs', 'form.tabs', { x: 30, y: 30, w: 600, h: 320 }, { props: { value: 'overview' } }),
    label('onOverview', 'Boiler overview', 'overview'),
    label('onTrends', 'Steam trends', 'trends'),
  ]
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name: 'Boiler',
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 12 })]),
      ),
      layouts: [
        { id: blockId, name: 'Main', context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }) },
      ],
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  pageId = created.body.id
}

const widgetOf = (id: string) => page.locator(`[data-widget="${id}"]`)
const texts = () => page.locator('.stage-widget').allTextContents()

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seed()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('tabs that switch panels', () => {
  test('in the designer: the tab shown is the one edited, and a widget dropped on it joins it', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    // The editor opens the application's only page by itself.
    await expect.poll(() => page.getByTestId('open-page-name').textContent()).toBe('Boiler')
    const stage = page.getByTestId('designer-stage')
    await stage.waitFor()
    await page.locator('svg.stage-overlay rect.overlay-block--current').waitFor()
    await expect.poll(() => widgetOf('onOverview').count()).toBe(1)
    expect(await widgetOf('onTrends').count()).toBe(0)

    // Select the tabs control on its strip and show the Trends tab.
    const frame = await blockFrame(page)
    const box = await stage.boundingBox()
    if (!box) throw new Error('no stage')
    const at = (x: number, y: number) => ({
      x: box.x + frame.x + x * frame.scale,
      y: box.y + frame.y + y * frame.scale,
    })
    const strip = at(500, 45)
    await page.mouse.click(strip.x, strip.y)
    const shown = page.getByLabel('Tab shown (the one edited in the designer)', { exact: true })
    await shown.fill('trends')
    await shown.press('Enter')
    await expect.poll(() => widgetOf('onTrends').count()).toBe(1)
    expect(await widgetOf('onOverview').count()).toBe(0)
    // The strip follows: Trends is the tab selected on the control.
    await expect
      .poll(() => widgetOf('tabs').getByRole('tab', { selected: true }).textContent())
      .toBe('Trends')

    // A label from the palette, dropped on the panel, belongs to Trends.
    await page.locator('.palette__item[data-plugin="form.label"]').dragTo(stage, {
      targetPosition: { x: frame.x + 360 * frame.scale, y: frame.y + 220 * frame.scale },
    })
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toMatch(/(^|\D)4 items/)
    await expect.poll(async () => (await texts()).length).toBe(3)
    await screenshot(page, 'tabs-designer-trends')

    // Back on Overview: both Trends widgets are gone from the stage, the Overview label is back.
    await page.mouse.click(strip.x, strip.y)
    await shown.fill('overview')
    await shown.press('Enter')
    await expect.poll(() => widgetOf('onOverview').count()).toBe(1)
    await expect.poll(async () => (await texts()).length).toBe(2)
    // A click where the hidden labels lie hits the panel's control, not them.
    const hiddenSpot = at(380, 235)
    await page.mouse.click(hiddenSpot.x, hiddenSpot.y)
    await expect.poll(() => shown.inputValue()).toBe('overview')

    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pages/${pageId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    const doc = await storedPageDoc(product.url, ticket, pageId)
    const widgets = Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))
    const dropped = widgets.find((w) => w.type === 'form.label' && !w.id.startsWith('on'))
    expect(dropped?.extra.tab).toEqual({ host: 'tabs', value: 'trends' })
    expect(widgets.find((w) => w.id === 'onOverview')?.extra.tab).toEqual({ host: 'tabs', value: 'overview' })
  }, 90_000)

  test('at runtime: the operator’s click on a tab shows its widgets and hides the others', async () => {
    const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
      ticket,
      body: { appId, action: 'start' },
    })
    expect(started.status).toBe(201)
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${encodeURIComponent(pageId)}`)
    await expect.poll(() => widgetOf('onOverview').textContent()).toBe('Boiler overview')
    expect(await widgetOf('onTrends').count()).toBe(0)
    await screenshot(page, 'tabs-runtime-overview')

    await widgetOf('tabs').getByRole('tab', { name: 'Trends' }).click()
    await expect.poll(() => widgetOf('onTrends').textContent()).toBe('Steam trends')
    expect(await widgetOf('onOverview').count()).toBe(0)
    // The label dropped in the designer is on Trends too.
    await expect.poll(async () => (await texts()).length).toBe(3)
    await screenshot(page, 'tabs-runtime-trends')

    // The keyboard switches as well (headless UI: arrow keys move between tabs).
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => widgetOf('onOverview').count()).toBe(1)
    expect(await widgetOf('onTrends').count()).toBe(0)
  }, 60_000)
})
