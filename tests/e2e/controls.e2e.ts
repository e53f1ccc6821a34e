/**
 * The operator controls in headless Chromium against the real server: the alarm journal filtered and
 * exported, a real HLS stream (served by the test from another origin, as a camera server would) playing,
 * and programmable components: one working, one whose script throws, one that tries to reach the app's
 * storage and navigate the top window — each failing in its own box while the page lives on.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import {
  cspViolations,
  freePort,
  launchBrowser,
  type RunningProduct,
  screenshot,
  startProduct,
} from './harness'
import { api, apiChangeOwnPassword, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Controls-initial-2024!'
const password = 'Controls-pass-2024!'
const HLS_DIR = join(import.meta.dirname, 'fixtures/hls')
const SHOTS = '/work/shots/i22c'

let product: RunningProduct
let media: Server
let mediaUrl = ''
let browser: Browser
let page: Page
let ticket: string
let pageId = ''

/** A static server of the HLS fixture with CORS, on its own origin. */
async function startMediaServer(): Promise<void> {
  const port = await freePort()
  media = createServer((request, response) => {
    const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''
    if (!/^[\w.]+$/.test(name)) {
      response.writeHead(404).end()
      return
    }
    try {
      const body = readFileSync(join(HLS_DIR, name))
      response.writeHead(200, {
        'Access-Control-Allow-Origin': '*',
        'Content-Type': name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((done) => media.listen(port, '127.0.0.1', done))
  mediaUrl = `http://127.0.0.1:${port}`
}

function widget(id: string, type: string, box: { x: number; y: number; w: number; h: number }, extra = {}) {
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

const GOOD_SCRIPT = `const box = document.createElement('div')
box.id = 'reading'
gantry.root.append(box)
gantry.onValues((v) => { box.textContent = 'Kettle ' + v.value1 })`

const THROWING_SCRIPT = `gantry.root.textContent = 'about to fail'
undefinedFunctionOfTheDesigner()`

const MALICIOUS_SCRIPT = `const out = []
try { out.push('storage ' + parent.localStorage.getItem('ticket')) } catch (e) { out.push('storage blocked ' + e.name) }
try { out.push('dom ' + parent.document.title) } catch (e) { out.push('dom blocked ' + e.name) }
try { top.location.href = 'https://example.invalid/'; out.push('top tried') } catch (e) { out.push('top blocked ' + e.name) }
gantry.root.textContent = out.join(' | ')
throw new Error(out.join(' | '))`

async function seed(): Promise<void> {
  const template = await api(product.url, 'POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Kettle',
      properties: [{ name: 'temp', type: 'float', defaultValue: 20 }],
      alertLimits: {
        temp: [
          { name: 'Hot', showName: 'Kettle hot', alertType: 'gt', limitValue: 80, priority: 2 },
          { name: 'Boil', showName: 'Kettle boiling', alertType: 'ge', limitValue: 100, priority: 1 },
        ],
      },
    },
  })
  expect(template.status).toBe(201)
  for (const name of ['Kettle_1', 'Kettle_2']) {
    expect(
      (
        await api(product.url, 'POST', '/api/metadata/objects', {
          ticket,
          body: { name, templateName: 'Kettle' },
        })
      ).status,
    ).toBe(201)
  }
  const set = (objName: string, propValue: number) =>
    api(product.url, 'POST', `/api/runtime/objects/${objName}/services/setPropertyValue`, {
      ticket,
      body: { propName: 'temp', propValue },
    })
  await set('Kettle_1', 85)
  const current = await api<{ list: { id: number }[] }>(
    product.url,
    'GET',
    '/api/runtime/objects/alert/current?objName=Kettle_1',
    { ticket },
  )
  await api(product.url, 'POST', '/api/runtime/objects/alert/ack', {
    ticket,
    body: { ids: [current.body.list[0]?.id] },
  })
  await set('Kettle_1', 20)
  await set('Kettle_1', 85)
  await set('Kettle_2', 101)

  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Kettle room', description: 'Controls test' },
  })
  const blockId = newLayoutId()
  const script = (id: string, x: number, text: string) =>
    widget(
      id,
      'control.scriptView',
      { x, y: 500, w: 300, h: 120 },
      {
        props: { script: text },
        bindings: { value1: { objName: 'Kettle_1', propName: 'temp' } },
      },
    )
  const context = {
    ...defaultLayoutContext('free'),
    widgets: [
      widget(
        'journal',
        'control.historyAlarm',
        { x: 10, y: 10, w: 1000, h: 470 },
        {
          props: { title: 'Kettle journal', rangeHours: 24 },
        },
      ),
      widget(
        'camera',
        'control.video',
        { x: 1020, y: 10, w: 400, h: 240 },
        {
          props: { src: `${mediaUrl}/stream.m3u8`, loop: true },
        },
      ),
      widget('nocamera', 'control.video', { x: 1020, y: 260, w: 400, h: 220 }, { props: { src: '' } }),
      script('good', 10, GOOD_SCRIPT),
      script('throws', 330, THROWING_SCRIPT),
      script('evil', 650, MALICIOUS_SCRIPT),
    ],
  }
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId: app.body.appId,
      name: 'Kettle controls',
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 16 })]),
      ),
      layouts: [{ id: blockId, name: 'Kettles', context: JSON.stringify(context) }],
    },
  })
  expect(created.status).toBe(201)
  pageId = created.body.id
  expect(
    (
      await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
        ticket,
        body: { appId: app.body.appId, action: 'start' },
      })
    ).status,
  ).toBe(201)
}

async function shot(name: string): Promise<void> {
  const path = await screenshot(page, name)
  mkdirSync(SHOTS, { recursive: true })
  copyFileSync(path, join(SHOTS, `${name}.png`))
}

const journal = () => page.locator('[data-widget="journal"]')

beforeAll(async () => {
  await startMediaServer()
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_MEDIA_SOURCES: mediaUrl })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seed()
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
  await page.goto(`${product.url}/#/application-runtime/${pageId}`)
  await page.getByTestId('runtime-stage').waitFor()
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  await new Promise((done) => media?.close(done))
  expect(cspViolations).toEqual([])
})

describe('operator controls', () => {
  test('the alarm journal filters by state and text, shows who acknowledged, and exports', async () => {
    await expect.poll(() => journal().textContent()).toContain('4 alarms')
    await journal().getByLabel('State').selectOption('cleared')
    await journal().getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => journal().locator('tbody tr').count()).toBe(1)
    const row = await journal().locator('tbody tr').textContent()
    expect(row).toContain('Kettle hot')
    expect(row).toContain('admin')
    expect(row).toContain('Cleared')

    await journal().getByLabel('State').selectOption('')
    await journal().getByLabel('Text').fill('boiling')
    await journal().getByRole('button', { name: 'Search' }).click()
    // The state filter's result had one row too: wait for the row of this search, not only the count.
    await expect.poll(() => journal().locator('tbody tr').textContent()).toContain('Kettle_2')
    await expect.poll(() => journal().textContent()).toContain('1 alarms')

    const download = page.waitForEvent('download')
    await journal().getByRole('button', { name: 'Export CSV' }).click()
    const file = await (await download).path()
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toContain('Acknowledged by')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('Kettle boiling')
    await journal().getByLabel('Text').fill('')
    await journal().getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => journal().textContent()).toContain('4 alarms')
  })

  test('a real HLS stream plays; a camera without an address says so in place', async () => {
    const video = page.locator('[data-widget="camera"] video')
    await page.waitForFunction(
      () => {
        const element = document.querySelector<HTMLVideoElement>('[data-widget="camera"] video')
        return !!element && element.readyState >= 2 && element.currentTime > 0.5
      },
      undefined,
      { timeout: 20_000 },
    )
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
    expect(await page.locator('[data-widget="camera"] [role="alert"]').count()).toBe(0)
    expect(await page.locator('[data-widget="nocamera"]').textContent()).toContain(
      'Video source not configured or acquisition failed',
    )
  })

  test('programmable components: one runs, one throws, one is refused the app; the page lives', async () => {
    const good = page.frameLocator('[data-widget="good"] iframe')
    await expect.poll(() => good.locator('#reading').textContent()).toBe('Kettle 85')

    const throws = page.locator('[data-widget="throws"]')
    await expect.poll(() => throws.textContent()).toContain('Widget script run error')
    expect(await throws.textContent()).toContain('undefinedFunctionOfTheDesigner')

    const evil = page.locator('[data-widget="evil"]')
    await expect.poll(() => evil.textContent()).toContain('Widget script run error')
    const said = (await evil.locator('[role="alert"]').getAttribute('title')) ?? ''
    expect(said).toContain('storage blocked SecurityError')
    expect(said).toContain('dom blocked SecurityError')
    expect(said).not.toMatch(/storage [0-9a-f]{16}/i)
    // The top window stayed where it was, and the rest of the page still works.
    await page.waitForTimeout(500)
    expect(page.url()).toContain(`#/application-runtime/${pageId}`)
    const before = await journal().locator('tbody tr').count()
    await journal().getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => journal().locator('tbody tr').count()).toBe(before)
    await shot('controls-en-us')
  })

  test('the controls in Chinese', async () => {
    await switchLanguage(page, '简体中文')
    await expect.poll(() => journal().textContent()).toContain('确认人')
    await expect
      .poll(() => page.locator('[data-widget="nocamera"]').textContent())
      .toContain('视频源未配置或获取失败')
    await expect
      .poll(() => page.locator('[data-widget="throws"]').textContent())
      .toContain('组件脚本运行错误')
    await shot('controls-zh-cn')
    await switchLanguage(page, 'English')
  })
})
