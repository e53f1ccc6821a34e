/**
 * Faceplates (issue 23) in headless Chromium against the real server: a library symbol with two
 * parameters bound to the Pump template is placed twelve times on a page from the designer's palette, each
 * bound to its pump by choosing the instance; at runtime each follows its own pump (pixels read from the
 * shape canvas); a click opens the pump's faceplate pop-up, which shows its values and alarm and writes a
 * setpoint. A designer's own detail page, bound to `$instance`, then replaces the generated faceplate:
 * two pumps open the same page and each shows its own live values.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decompressText } from '../../engine/codec/compression'
import { encodeSymbol } from '../../engine/codec/symbolCodec'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import type { LayoutContextWire, SymbolWire, WidgetWire } from '../../engine/document/persisted'
import { listWidgets } from '../../engine/document/widgetStore'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { openEditorPage, storedPageDoc } from './designerSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Faceplates-initial-2024!'
const password = 'Faceplates-pass-2024!'
const PUMPS = Array.from({ length: 12 }, (_, i) => `Pump_${String(i + 1).padStart(2, '0')}`)
const RUNNING = [46, 157, 74]
const STOPPED = [154, 165, 177]

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string
let appId = 0
let pageId = ''

/** The symbol: a body whose fill follows `running`, a label showing `speed`. */
function pumpSymbol(): SymbolWire {
  return {
    version: 'v1.1',
    id: '',
    name: 'Pump faceplate',
    templateName: 'Pump',
    appId: String(appId),
    parentId: '',
    width: 120,
    height: 80,
    parameters: [
      { name: 'running', type: 'bool', default: false },
      { name: 'speed', type: 'number', default: 0, min: 0, max: 3000 },
    ],
    children: [
      {
        id: 'body',
        kind: 'shape',
        partName: 'body',
        type: 'shape.rect',
        version: 1,
        x: 0,
        y: 0,
        w: 120,
        h: 80,
        rotation: 0,
        props: { fill: '#9aa5b1', stroke: '#323f4b', strokeWidth: 2 },
        slots: {
          fill: {
            param: 'running',
            transform: {
              kind: 'ranges',
              ranges: [{ min: 1, max: null, value: '#2e9d4a' }],
              otherwise: '#9aa5b1',
            },
          },
        },
      },
      {
        id: 'label',
        kind: 'text',
        partName: 'speed',
        type: 'shape.text',
        version: 1,
        x: 10,
        y: 45,
        w: 100,
        h: 26,
        rotation: 0,
        props: { text: '–', fontSize: 16, color: '#ffffff' },
        slots: { text: { param: 'speed', transform: { kind: 'format', decimals: 0, unit: 'rpm' } } },
      },
    ],
  }
}

const setValue = (objName: string, propName: string, propValue: unknown) =>
  api(product.url, 'POST', `/api/runtime/objects/${objName}/services/setPropertyValue`, {
    ticket,
    body: { propName, propValue },
  })

async function seed(): Promise<void> {
  const template = await api(product.url, 'POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Pump',
      properties: [
        { name: 'running', type: 'bool', defaultValue: false, writable: true },
        { name: 'speed', type: 'float', defaultValue: 0, writable: true },
      ],
      alertLimits: {
        speed: [{ name: 'Over', showName: 'Overspeed', alertType: 'gt', limitValue: 2800, priority: 1 }],
      },
    },
  })
  expect(template.status).toBe(201)
  for (const name of PUMPS) {
    const object = await api(product.url, 'POST', '/api/metadata/objects', {
      ticket,
      body: { name, templateName: 'Pump' },
    })
    expect(object.status).toBe(201)
  }
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Pump house' },
  })
  appId = app.body.appId
  const symbol = await api(product.url, 'POST', '/api/compose/manage/symbol', {
    ticket,
    body: {
      appId,
      parentId: null,
      name: 'Pump faceplate',
      templateName: 'Pump',
      content: encodeSymbol(pumpSymbol()),
    },
  })
  expect(symbol.status).toBe(201)
  const blockId = newLayoutId()
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name: 'Pumps',
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 10 })]),
      ),
      layouts: [{ id: blockId, name: 'Pumps', context: JSON.stringify(defaultLayoutContext('free')) }],
    },
  })
  expect(created.status).toBe(201)
  pageId = created.body.id
}

/** The colour the runtime's shape canvas shows at a page point. */
async function runtimeColour(px: number, py: number): Promise<number[]> {
  const stageBox = await page.getByTestId('runtime-stage').boundingBox()
  return page.evaluate(
    ({ px, py, sx, sy }) => {
      const layer = document.querySelector<HTMLElement>('.stage-layer--dom')
      const match = /translate\(([-+\d.e]+)px, ([-+\d.e]+)px\) scale\(([-+\d.e]+)\)/.exec(
        layer?.style.transform ?? '',
      )
      const [cx, cy, z] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 1]
      const canvas = document.querySelector<HTMLCanvasElement>('.stage-layer--shapes canvas')
      if (!canvas) return []
      const rect = canvas.getBoundingClientRect()
      const ratio = canvas.width / rect.width
      const x = (sx + cx + px * z - rect.left) * ratio
      const y = (sy + cy + py * z - rect.top) * ratio
      return [
        ...(canvas.getContext('2d')?.getImageData(Math.round(x), Math.round(y), 1, 1).data ?? []),
      ].slice(0, 3)
    },
    { px, py, sx: stageBox?.x ?? 0, sy: stageBox?.y ?? 0 },
  )
}

const near = (a: number[], b: number[]) =>
  a.length === 3 && a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 12)
/** Where pump i sits on the page (placed by the test through the inspector): four to a row. */
const spot = (i: number) => ({ x: 40 + (i % 4) * 180, y: 40 + Math.floor(i / 4) * 130 })

/** Clicks placed symbol i on the runtime stage. */
async function clickSymbol(i: number): Promise<void> {
  const stageBox = await page.getByTestId('runtime-stage').boundingBox()
  const camera = await page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('.stage-layer--dom')
    const match = /translate\(([-+\d.e]+)px, ([-+\d.e]+)px\) scale\(([-+\d.e]+)\)/.exec(
      layer?.style.transform ?? '',
    )
    return match ? { x: Number(match[1]), y: Number(match[2]), z: Number(match[3]) } : { x: 0, y: 0, z: 1 }
  })
  await page.mouse.click(
    (stageBox?.x ?? 0) + camera.x + (spot(i).x + 30) * camera.z,
    (stageBox?.y ?? 0) + camera.y + (spot(i).y + 20) * camera.z,
  )
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seed()
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('faceplates', () => {
  test('the designer places the library symbol twelve times and binds each to its pump by choosing it', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    await page.getByTestId('designer-stage').waitFor()
    await openEditorPage(page, 'Pumps')
    const item = page.getByTestId('palette-library').locator('[data-symbol="Pump faceplate"]')
    await item.waitFor()
    for (const [i, pump] of PUMPS.entries()) {
      await item.click()
      const panel = page.getByTestId('placed-symbol')
      await panel.waitFor()
      await expect
        .poll(() => page.getByTestId('status-bar').textContent())
        .toMatch(new RegExp(`(^|\\D)${i + 1} item`))
      const fields = page.getByTestId('geometry-fields')
      await fields.getByLabel('X', { exact: true }).fill(String(spot(i).x))
      await fields.getByLabel('X', { exact: true }).press('Enter')
      await fields.getByLabel('Y', { exact: true }).fill(String(spot(i).y))
      await fields.getByLabel('Y', { exact: true }).press('Enter')
      await panel.locator(`[data-instance="${pump}"]`).click()
      await expect.poll(() => panel.locator('[data-param="speed"]').textContent()).toContain(`${pump}.speed`)
      expect(await panel.locator('[data-param="running"]').textContent()).toContain(`${pump}.running`)
    }
    // Another instance re-binds every parameter at once; undo brings the first back in one step.
    const panel = page.getByTestId('placed-symbol')
    await panel.locator('[data-instance="Pump_01"]').click()
    await expect.poll(() => panel.locator('[data-param="speed"]').textContent()).toContain('Pump_01.speed')
    await page.keyboard.press('Control+z')
    await expect
      .poll(() => panel.locator('[data-param="running"]').textContent())
      .toContain('Pump_12.running')
    await page.getByTestId('zoom-fit').click()
    await page.waitForTimeout(300)
    await screenshot(page, 'faceplates-designer')

    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pages/${pageId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    const doc = await storedPageDoc(product.url, ticket, pageId)
    const placed = Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))
    expect(placed.map((w) => w.type)).toEqual(PUMPS.map(() => 'symbol.library'))
    expect(placed.map((w) => w.props.instance).sort()).toEqual(PUMPS)
    for (const widget of placed) {
      expect(widget.bindings).toEqual({
        running: { objName: widget.props.instance, propName: 'running' },
        speed: { objName: widget.props.instance, propName: 'speed' },
      })
    }
  }, 120_000)

  test('at runtime each symbol follows its own pump', async () => {
    // Every third pump runs, from the first.
    const runs = (i: number) => i % 3 === 0
    for (const [i, pump] of PUMPS.entries()) if (runs(i)) await setValue(pump, 'running', true)
    await setValue('Pump_01', 'speed', 1450)
    const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
      ticket,
      body: { appId, action: 'start' },
    })
    expect(started.status).toBe(201)
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${pageId}`)
    await page.getByTestId('runtime-stage').waitFor()
    await expect.poll(() => page.getByTestId('runtime-connection').getAttribute('data-state')).toBe('open')
    const body = (i: number) => runtimeColour(spot(i).x + 12, spot(i).y + 12)
    const shown = async () => {
      const states: string[] = []
      for (const i of PUMPS.keys()) {
        const colour = await body(i)
        states.push(near(colour, RUNNING) ? 'running' : near(colour, STOPPED) ? 'stopped' : `${colour}`)
      }
      return states
    }
    const expected = PUMPS.map((_, i) => (runs(i) ? 'running' : 'stopped'))
    await expect.poll(shown).toEqual(expected)
    // One pump changes; only its symbol does.
    await setValue('Pump_02', 'running', true)
    expected[1] = 'running'
    await expect.poll(shown).toEqual(expected)
    await screenshot(page, 'faceplates-runtime')
  }, 90_000)

  test('a click opens the pump’s faceplate: values, an alarm, and a setpoint written', async () => {
    await setValue('Pump_01', 'speed', 2900)
    await clickSymbol(0)
    const faceplate = page.getByTestId('faceplate')
    await faceplate.waitFor()
    expect(await faceplate.getAttribute('data-instance')).toBe('Pump_01')
    await expect.poll(() => faceplate.getByTestId('faceplate-value-speed').textContent()).toBe('2900')
    await expect.poll(() => faceplate.getByTestId('faceplate-alarms').textContent()).toContain('Overspeed')
    // A value that is not a number is refused before anything is sent.
    const input = faceplate.getByLabel('New value of speed')
    await input.fill('fast')
    await faceplate.locator('[data-prop="speed"]').getByRole('button', { name: 'Set' }).click()
    await faceplate.getByText('Enter a number').waitFor()
    await input.fill('1200')
    const written = page.waitForResponse((r) => r.url().includes('/Pump_01/services/setPropertyValue'))
    await faceplate.locator('[data-prop="speed"]').getByRole('button', { name: 'Set' }).click()
    expect((await written).status()).toBe(201)
    await expect.poll(() => faceplate.getByTestId('faceplate-value-speed').textContent()).toBe('1200')
    await expect
      .poll(() => faceplate.getByTestId('faceplate-trend').getAttribute('data-points'))
      .not.toBe('0')
    const value = await api<{ value: unknown }>(
      product.url,
      'POST',
      '/api/runtime/objects/Pump_01/services/getPropertyValue',
      { ticket, body: { propName: 'speed' } },
    )
    expect(JSON.stringify(value.body)).toContain('1200')
    await screenshot(page, 'faceplates-popup')
  }, 60_000)

  test('the faceplate in Chinese', async () => {
    await page.keyboard.press('Escape')
    await page.getByTestId('faceplate').waitFor({ state: 'detached' })
    await page.goto(`${product.url}/#/application-runtime/${pageId}`)
    await page.reload()
    await page.getByTestId('runtime-stage').waitFor()
    await switchLanguage(page, '简体中文')
    await expect.poll(() => page.getByTestId('runtime-connection').textContent()).toContain('实时')
    await clickSymbol(2)
    const faceplate = page.getByTestId('faceplate')
    await faceplate.waitFor()
    expect(await faceplate.getAttribute('data-instance')).toBe('Pump_03')
    await expect.poll(() => faceplate.textContent()).toContain('活动报警')
    expect(await faceplate.locator('[data-prop="speed"]').getByRole('button').textContent()).toBe('设定')
    await screenshot(page, 'faceplates-popup-zh-cn')
  }, 60_000)

  test('a designer’s own detail page serves every pump: each opens it with its own live values', async () => {
    await page.keyboard.press('Escape')
    await page.getByTestId('faceplate').waitFor({ state: 'detached' })
    const label = (id: string, y: number, bindings: WidgetWire['bindings'], text = '–'): WidgetWire => ({
      id,
      type: 'form.label',
      version: 1,
      x: 20,
      y,
      w: 300,
      h: 32,
      rotation: 0,
      groupId: null,
      props: { text },
      bindings,
      events: {},
    })
    const detailBlock = newLayoutId()
    const detailContext: LayoutContextWire = {
      ...defaultLayoutContext('free'),
      widgets: [
        label('caption', 10, {}, 'Pump detail'),
        label('speed', 50, {
          text: {
            objName: '$instance',
            propName: 'speed',
            transform: { kind: 'format', decimals: 0, unit: 'rpm' },
          },
        }),
      ],
    }
    const detail = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
      ticket,
      body: {
        appId,
        name: 'Pump detail',
        type: 1,
        layout: JSON.stringify(
          defaultPageLayout('', [defaultLayoutNode(detailBlock, { x: 0, y: 0, w: 24, h: 4 })]),
        ),
        layouts: [{ id: detailBlock, name: 'Detail', context: JSON.stringify(detailContext) }],
      },
    })
    expect(detail.status).toBe(201)
    // Every placed pump names the detail page as its faceplate page (the inspector's "Faceplate page").
    const record = await api<{
      version: number
      layout: string
      layouts: { id: string; name: string; context: string; version: number }[]
    }>(product.url, 'GET', `/api/compose/manage/pages/${pageId}`, { ticket })
    const layouts = record.body.layouts.map((block) => {
      const context = JSON.parse(decompressText(block.context)) as LayoutContextWire
      for (const widget of context.widgets) {
        if (widget.type === 'symbol.library') widget.props.faceplatePage = detail.body.id
      }
      return { id: block.id, name: block.name, context: JSON.stringify(context), version: block.version }
    })
    const saved = await api(product.url, 'PUT', `/api/compose/manage/pages/${pageId}`, {
      ticket,
      body: { layout: record.body.layout, layouts, version: record.body.version },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    await setValue('Pump_01', 'speed', 1111)
    await setValue('Pump_02', 'speed', 2222)
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${pageId}`)
    await page.reload()
    await page.getByTestId('runtime-stage').waitFor()
    await expect.poll(() => page.getByTestId('runtime-connection').getAttribute('data-state')).toBe('open')
    const dialog = page.getByTestId('runtime-dialog')
    for (const [i, pump, speed, next] of [
      [0, 'Pump_01', '1111 rpm', 1234],
      [1, 'Pump_02', '2222 rpm', 2345],
    ] as const) {
      await clickSymbol(i)
      await dialog.waitFor()
      // The designer's page, not the generated faceplate, titled with the pump it was opened for.
      expect(await page.getByTestId('faceplate').count()).toBe(0)
      await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain('Pump detail')
      await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain(speed)
      expect(await page.getByRole('dialog').textContent()).toContain(pump)
      // Live: the pump's next value reaches the open page.
      await setValue(pump, 'speed', next)
      await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain(`${next} rpm`)
      // The pop-up fits the page's widgets, not its whole design width: a 300 px label fills most of it.
      const caption = await dialog.locator('.stage-widget').filter({ hasText: 'Pump detail' }).boundingBox()
      expect(caption?.width ?? 0).toBeGreaterThan(250)
      await screenshot(page, `faceplates-own-page-${pump}`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
  }, 90_000)
})
