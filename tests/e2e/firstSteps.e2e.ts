/**
 * Issue 19's defects as a first-time designer met them, in headless Chromium against the real server:
 * the runtime menu and welcome page follow what the application manager published without a reload;
 * /layout and /runtime-fullscreen lead to the landing page; an application's resource code runs in the
 * framed runtime; a runtime address opened cold raises no lingui error; a widget dropped near a block's
 * bottom stays inside it; a page switched to Mobile takes a drop; the designer's "Saved" notice does not
 * follow into the runtime.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import type { WidgetWire } from '../../engine/document/persisted'
import { listWidgets } from '../../engine/document/widgetStore'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { blockFrame, storedPageDoc } from './designerSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, route, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Steps-initial-2024!'
const password = 'Steps-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0
let firstPageId = ''
const errors: string[] = []

const menu = () => page.getByTestId('side-menu')
const editorPath = () => `/#/design/industry-application-mgr/application-editor/${appId}`

function widgetWire(id: string, type: string): WidgetWire {
  return {
    id,
    type,
    version: 1,
    x: 0,
    y: 0,
    w: 100,
    h: 40,
    rotation: 0,
    groupId: null,
    props: {},
    bindings: {},
    events: {},
  }
}

async function storedPages(inApp: number): Promise<string[]> {
  const list = await api<{ list: { id: string }[] }>(
    product.url,
    'GET',
    `/api/compose/manage/pages?appId=${inApp}`,
    {
      ticket,
    },
  )
  return list.body.list.map((item) => item.id)
}

async function createPage(name: string): Promise<string> {
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: { appId, name },
  })
  expect(created.status).toBe(201)
  return created.body.id
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('first steps of a designer (issue 19)', () => {
  test('/layout and /runtime-fullscreen lead to the landing page, not a blank one (defect 3)', async () => {
    for (const path of ['/#/layout', '/#/runtime-fullscreen']) {
      await page.goto(`${product.url}${path}`)
      await expect.poll(() => route(page)).toBe('/hellow')
      await page.getByTestId('welcome').waitFor()
    }
  })

  test('an application started in the manager is in the runtime menu at once (defect 1)', async () => {
    await page.goto(`${product.url}/#/design/hellow`)
    await page.getByTestId('welcome').waitFor()
    const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
      ticket,
      body: { name: 'Boiler house', description: 'First steps' },
    })
    appId = app.body.appId
    firstPageId = await createPage('Boilers')
    const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
      ticket,
      body: { appId, action: 'start' },
    })
    expect(started.status).toBe(201)
    await page.getByRole('link', { name: 'Runtime', exact: true }).click()
    await menu().locator(`[data-menu-code="App_${appId}"]`).waitFor()
    await page.getByTestId('welcome').getByText('Boiler house').first().waitFor()

    // A page added to the running application reaches the runtime menu when the user comes back.
    const added = await createPage('Feed pumps')
    await page.getByTestId('switch-to-design').click()
    await page.getByRole('link', { name: 'Runtime', exact: true }).click()
    await expect.poll(() => menu().locator(`[data-menu-code="${added}"]`).count()).toBe(1)
    await screenshot(page, 'first-steps-runtime-menu-en-us')
  })

  test('an application’s resource code runs in the framed runtime, as full screen (defect 4)', async () => {
    await page.goto(`${product.url}/#/application-runtime/App_${appId}`)
    await page.getByTestId('runtime-stage').waitFor()
    expect(await page.getByTestId('exception-403').count()).toBe(0)
    expect(route(page)).toBe(`/application-runtime/App_${appId}`)
  })

  test('a runtime address opened cold raises no lingui error (defect 9)', async () => {
    for (let load = 0; load < 3; load++) {
      errors.length = 0
      const cold = await context.newPage()
      cold.on('pageerror', (error) => errors.push(error.message))
      await cold.goto(`${product.url}/?load=${load}#/application-runtime/App_${appId}`)
      await cold.getByTestId('runtime-stage').waitFor()
      await cold.waitForTimeout(500)
      await cold.close()
      expect(errors.filter((message) => message.includes('Lingui'))).toEqual([])
    }
  })

  test('a widget dropped near a block’s bottom stays inside it (defect 2)', async () => {
    await page.goto(`${product.url}${editorPath()}`)
    const stage = page.getByTestId('designer-stage')
    await stage.waitFor()
    await page.getByTestId('zoom-fit').click()
    const frame = await blockFrame(page)
    const alarms = page.locator('.palette__item', { hasText: 'Real-time alarms' })
    // The block is 24×12 cells (1920×480 px); the 960×320 alarm list is dropped 40 px above its bottom.
    await alarms.dragTo(stage, {
      targetPosition: { x: frame.x + 300 * frame.scale, y: frame.y + 440 * frame.scale },
    })
    await page.getByText(/Placed inside/).waitFor()
    await screenshot(page, 'first-steps-drop-kept-inside-en-us')
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pages/${firstPageId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    const doc = await storedPageDoc(product.url, ticket, firstPageId)
    const [widget] = Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))
    expect(widget).toMatchObject({ type: 'control.realAlarm', y: 160, h: 320 })
    expect((widget?.y ?? 0) + (widget?.h ?? 0)).toBeLessThanOrEqual(480)
  })

  test('the designer’s "Saved" notice does not follow into the runtime (defect 8)', async () => {
    await page.getByText('Saved successfully').first().waitFor()
    await page.goto(`${product.url}/#/application-runtime/${firstPageId}`)
    await page.getByTestId('runtime-stage').waitFor()
    await expect.poll(() => page.getByText('Saved successfully').count()).toBe(0)
  })

  test('at runtime a block never draws over the next one, even on a page saved before (defect 2)', async () => {
    const [top, below] = [newLayoutId(), newLayoutId()]
    const alarms = { ...widgetWire('alarms', 'control.realAlarm'), x: 0, y: 440, w: 960, h: 320 }
    const button = { ...widgetWire('below', 'form.button'), x: 0, y: 10, w: 200, h: 40 }
    const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
      ticket,
      body: {
        appId,
        name: 'Spilling',
        type: 1,
        layout: JSON.stringify(
          defaultPageLayout('', [
            defaultLayoutNode(top, { y: 0, h: 12 }),
            defaultLayoutNode(below, { y: 12, h: 4 }),
          ]),
        ),
        layouts: [
          {
            id: top,
            name: 'Alarms',
            context: JSON.stringify({ ...defaultLayoutContext('free'), widgets: [alarms] }),
          },
          {
            id: below,
            name: 'Controls',
            context: JSON.stringify({ ...defaultLayoutContext('free'), widgets: [button] }),
          },
        ],
      },
    })
    expect(created.status).toBe(201)
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${created.body.id}`)
    const alarmBox = await page.locator('[data-widget="alarms"]').boundingBox()
    const buttonBox = await page.locator('[data-widget="below"]').boundingBox()
    if (!alarmBox || !buttonBox) throw new Error('widgets not drawn')
    expect(buttonBox.y).toBeGreaterThanOrEqual(alarmBox.y + alarmBox.height)
    await screenshot(page, 'first-steps-runtime-blocks-apart-en-us')
  })

  test('a page switched to Mobile takes a dropped widget into its first block (defect 5)', async () => {
    await page.goto(`${product.url}${editorPath()}`)
    const stage = page.getByTestId('designer-stage')
    await stage.waitFor()
    await page.getByRole('tab', { name: 'Page', exact: true }).click()
    await page.getByTestId('page-settings').getByRole('button', { name: 'Mobile' }).click()
    await page.locator('svg.stage-overlay rect.overlay-block--current').waitFor()
    const frame = await blockFrame(page)
    const label = page.locator('.palette__item', { hasText: /^Label$/ })
    await label.dragTo(stage, { targetPosition: { x: frame.x + 30, y: frame.y + 30 } })
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toMatch(/(^|\D)1 item(?!s)/)
    await screenshot(page, 'first-steps-mobile-drop-en-us')
  })

  test('the canvas opens at the stage’s width, palette names whole, the zoom as the user left it', async () => {
    const canvas = await context.newPage()
    const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
      ticket,
      body: { name: 'Pump station', description: 'Canvas' },
    })
    const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
      ticket,
      body: { appId: app.body.appId, name: 'Station' },
    })
    expect(created.status).toBe(201)
    const open = async () => {
      await canvas.goto(
        `${product.url}/?open=${Date.now()}#/design/industry-application-mgr/application-editor/${app.body.appId}`,
      )
      await canvas.locator('svg.stage-overlay rect.overlay-block--current').waitFor()
    }
    await open()
    const stageWidth = (await canvas.getByTestId('designer-stage').boundingBox())?.width ?? 0
    const blockWidth = Number(
      await canvas.locator('svg.stage-overlay rect.overlay-block--current').getAttribute('width'),
    )
    // The 1,920 px page spans the stage but for its margins (the rulers take 20 px).
    expect(blockWidth).toBeGreaterThan(stageWidth - 80)
    const clipped = await canvas
      .locator('.palette__item-title')
      .evaluateAll((titles) =>
        titles.filter((t) => t.scrollHeight > t.clientHeight + 1).map((t) => t.textContent),
      )
    expect(clipped).toEqual([])
    await screenshot(canvas, 'first-steps-canvas-opened-en-us')
    await canvas.getByRole('button', { name: 'Zoom in (Ctrl++)' }).click()
    await canvas.getByRole('button', { name: 'Zoom in (Ctrl++)' }).click()
    const zoom = await canvas.getByTestId('zoom-level').textContent()
    await canvas.waitForTimeout(600)
    await open()
    expect(await canvas.getByTestId('zoom-level').textContent()).toBe(zoom)
    await canvas.close()
  })

  test('in Chinese: a new page’s block, placed widgets, counts and a gauge without a value (defects 7, 10)', async () => {
    const zh = await context.newPage()
    zh.on('pageerror', (error) => errors.push(error.message))
    await zh.goto(`${product.url}/#/design/hellow`)
    await switchLanguage(zh, '简体中文')
    const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
      ticket,
      body: { name: '锅炉房', description: '中文' },
    })
    await zh.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${app.body.appId}`)
    await zh.getByTestId('tree-new-page').click()
    await zh.locator('#page-form input').first().fill('仪表')
    await zh.getByTestId('page-form-submit').click()
    const stage = zh.getByTestId('designer-stage')
    await stage.waitFor()
    await expect.poll(() => zh.getByTestId('status-bar').textContent()).toContain('区块 1')
    const frame = await blockFrame(zh)
    // By plugin id: the dashboard chart's title (仪表盘) is the gauge's too.
    for (const [plugin, x] of [
      ['form.label', 40],
      ['chart.gauge', 400],
    ] as const) {
      await zh.locator(`.palette__item[data-plugin="${plugin}"]`).dragTo(stage, {
        targetPosition: { x: frame.x + x * frame.scale, y: frame.y + 40 * frame.scale },
      })
    }
    await expect.poll(() => zh.getByTestId('status-bar').textContent()).toContain('2 个组件')
    expect(await zh.getByTestId('designer-stage').textContent()).toContain('标签')
    await screenshot(zh, 'first-steps-designer-zh-cn')
    const pageId = (await storedPages(app.body.appId))[0] as string
    const saved = zh.waitForResponse(
      (r) => r.url().includes(`/pages/${pageId}`) && r.request().method() === 'PUT',
    )
    await zh.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    // The gauge is not bound: at runtime it says so, with no pointer.
    await zh.goto(`${product.url}/#/layout/application-preview/${app.body.appId}`)
    await zh.getByTestId('runtime-stage').waitFor()
    await expect.poll(() => zh.locator('.gx-chart canvas').count()).toBeGreaterThan(0)
    await zh.waitForTimeout(1000)
    await screenshot(zh, 'first-steps-gauge-no-value-zh-cn')
    await zh.close()
    expect(errors).toEqual([])
  })
})
