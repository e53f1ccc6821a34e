/**
 * The operator runtime in headless Chromium against the real server: a running application's page opens
 * from the runtime menu, follows exactly its bound properties over one WebSocket, shows simulated values
 * changing, runs a button's set-value action, shows the alarm that raises within a second and
 * acknowledges it in the operator's name; the full-screen variant; screenshots in both languages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import type { WidgetWire } from '../../engine/document/persisted'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Runtime-initial-2024!'
const password = 'Runtime-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let pageId = ''
const sockets: { url: string; sent: string[] }[] = []

function widget(
  id: string,
  type: string,
  box: Pick<WidgetWire, 'x' | 'y' | 'w' | 'h'>,
  extra: Partial<WidgetWire>,
) {
  return {
    id,
    type,
    version: 1,
    rotation: 0,
    groupId: null,
    props: {},
    bindings: {},
    events: {},
    ...box,
    ...extra,
  }
}

/** A template with an alarm limit and one object of it, written only by this test (no simulator). */
async function seedBoiler(): Promise<void> {
  const template = await api(product.url, 'POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Boiler',
      properties: [{ name: 'level', type: 'float', defaultValue: 50 }],
      alertLimits: {
        level: [{ name: 'High', showName: 'Level high', alertType: 'gt', limitValue: 80, priority: 1 }],
      },
    },
  })
  expect(template.status).toBe(201)
  const object = await api(product.url, 'POST', '/api/metadata/objects', {
    ticket,
    body: { name: 'Boiler_1', templateName: 'Boiler' },
  })
  expect(object.status).toBe(201)
}

async function seedApplication(): Promise<void> {
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Boiler room', description: 'Runtime test' },
  })
  expect(app.status).toBe(201)
  const appId = app.body.appId
  const blockId = newLayoutId()
  const context = {
    ...defaultLayoutContext('free'),
    widgets: [
      widget(
        'level',
        'form.label',
        { x: 20, y: 20, w: 300, h: 40 },
        {
          props: { text: '–', fontSize: 24 },
          bindings: {
            text: {
              objName: 'Boiler_1',
              propName: 'level',
              transform: { kind: 'format', decimals: 1, unit: '%' },
            },
          },
        },
      ),
      widget(
        'temperature',
        'form.label',
        { x: 20, y: 80, w: 300, h: 40 },
        {
          props: { text: '–', fontSize: 24 },
          bindings: {
            text: {
              objName: 'Pump_A1',
              propName: 'temperature',
              transform: { kind: 'format', decimals: 1, unit: '°C' },
            },
          },
        },
      ),
      widget(
        'overfill',
        'form.button',
        { x: 20, y: 140, w: 200, h: 40 },
        {
          props: { text: 'Overfill boiler' },
          events: {
            noticeOnclick: [{ kind: 'setPropertyValue', objName: 'Boiler_1', propName: 'level', value: 92 }],
          },
        },
      ),
      widget(
        'pump',
        'symbol.pump',
        { x: 360, y: 20, w: 120, h: 120 },
        {
          props: { state: '0' },
          bindings: { state: { objName: 'Pump_A1', propName: 'running' } },
        },
      ),
      widget(
        'alarms',
        'control.realAlarm',
        { x: 20, y: 220, w: 900, h: 300 },
        {
          props: { title: 'Boiler alarms', objects: [{ objName: 'Boiler_1' }], maxRows: 50 },
        },
      ),
    ],
  }
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name: 'Boiler overview',
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 14 })]),
      ),
      layouts: [{ id: blockId, name: 'Boiler', context: JSON.stringify(context) }],
    },
  })
  expect(created.status).toBe(201)
  pageId = created.body.id
  const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId, action: 'start' },
  })
  expect(started.status).toBe(201)
}

const levelText = () => page.locator('[data-widget="level"]').textContent()
// The bearing temperature: a triangle that never rests (the pressure idles while the pump is stopped).
const temperatureText = () => page.locator('[data-widget="temperature"]').textContent()

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '1' })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seedBoiler()
  await seedApplication()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  page.on('websocket', (socket) => {
    const entry = { url: socket.url(), sent: [] as string[] }
    sockets.push(entry)
    socket.on('framesent', (frame) => {
      if (typeof frame.payload === 'string') entry.sent.push(frame.payload)
    })
  })
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('runtime', () => {
  test('the running application’s page opens from the runtime menu', async () => {
    await page.goto(`${product.url}/#/hellow`)
    await page.getByRole('button', { name: 'Boiler room' }).click()
    // The side menu's entry (the welcome screen lists the application's pages too).
    await page.locator('.side-menu').getByRole('link', { name: 'Boiler overview' }).click()
    await page.waitForURL((url) => url.hash === `#/application-runtime/${pageId}`)
    await page.getByTestId('runtime-stage').waitFor()
    await expect.poll(() => page.getByTestId('runtime-connection').getAttribute('data-state')).toBe('open')
  })

  test('one WebSocket follows exactly the bound properties of the page', async () => {
    await expect.poll(levelText).toContain('50.0 %')
    // Exactly one, though the header bell listens too: it shares the page's socket.
    const live = sockets.filter((socket) => socket.url.includes('/api/runtime/ws'))
    expect(live).toHaveLength(1)
    const subscribed = new Set<string>()
    for (const frame of live[0]?.sent ?? []) {
      const message = JSON.parse(frame) as { type: string; keys?: string[] }
      if (message.type === 'subscribe') for (const key of message.keys ?? []) subscribed.add(key)
      if (message.type === 'unsubscribe') for (const key of message.keys ?? []) subscribed.delete(key)
    }
    expect([...subscribed].sort()).toEqual(['Boiler_1.level', 'Pump_A1.running', 'Pump_A1.temperature'])
  })

  test('simulated values change on screen', async () => {
    await expect.poll(temperatureText).toMatch(/\d+\.\d °C/)
    const first = await temperatureText()
    await expect.poll(temperatureText, { timeout: 20_000 }).not.toBe(first)
    await screenshot(page, 'runtime-en-us')
  })

  test('a button writes a value; the alarm it raises arrives within a second and is acknowledged', async () => {
    const alarms = page.locator('[data-widget="alarms"]')
    await expect.poll(() => alarms.textContent()).toContain('0 active')
    const written = page.waitForResponse((r) => r.url().includes('/services/setPropertyValue'))
    await page.getByRole('button', { name: 'Overfill boiler' }).click()
    expect((await written).status()).toBe(201)
    // The server raises the alarm as it stores the value; the widget shows it within a second.
    await alarms.getByText('Level high').waitFor({ timeout: 1000 })
    await expect.poll(levelText).toContain('92.0 %')
    await expect.poll(() => alarms.textContent()).toContain('1 unacknowledged')
    await screenshot(page, 'runtime-alarm-en-us')

    await alarms.getByRole('button', { name: 'Acknowledge all' }).click()
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click()
    await expect.poll(() => alarms.textContent()).toContain('0 unacknowledged')
    const current = await api<{
      list: { isConfirm: boolean; confirmPerson: string; confirmTime: string | null }[]
    }>(product.url, 'GET', '/api/runtime/objects/alert/current?objName=Boiler_1', { ticket })
    expect(current.body.list).toHaveLength(1)
    expect(current.body.list[0]).toMatchObject({ isConfirm: true, confirmPerson: 'admin' })
    expect(current.body.list[0]?.confirmTime).toBeTruthy()
  })

  test('the full-screen variant shows the same page without the frame', async () => {
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${pageId}`)
    await page.getByTestId('runtime-stage').waitFor()
    await expect.poll(levelText).toContain('92.0 %')
    expect(await page.getByRole('navigation').count()).toBe(0)
    await screenshot(page, 'runtime-fullscreen-en-us')
  })

  test('the runtime in Chinese', async () => {
    await page.goto(`${product.url}/#/application-runtime/${pageId}`)
    await page.getByTestId('runtime-stage').waitFor()
    await switchLanguage(page, '简体中文')
    await expect.poll(() => page.getByTestId('runtime-connection').textContent()).toContain('实时')
    await expect.poll(levelText).toContain('92.0 %')
    await screenshot(page, 'runtime-zh-cn')
    // The values list of a page whose widgets are elements and shapes: the level and its source value.
    await page.getByTestId('values-list-toggle').click()
    const list = page.getByTestId('values-list')
    await expect.poll(() => list.getByRole('heading').textContent()).toBe('此页面的数值')
    await expect
      .poll(() => list.locator('tr[data-widget-id="level"]').textContent())
      .toMatch(/92\.0 %.*Boiler_1\.level: 92/)
    await screenshot(page, 'runtime-values-list-zh-cn')
    await list.getByRole('button', { name: '关闭数值列表' }).click()
    await switchLanguage(page, 'English')
  })
})
