/**
 * The new-drawing dialog (spec S1 §2): a page made from each system template, bound to instances of an
 * object template of the demo plant, runs with live values; an unfit choice is refused with a reason and
 * creates nothing; a custom template of the application is offered too. Graphic templates (the symbol
 * library): a page made from one opens with the symbol placed in the middle and runs it; a symbol made from
 * one opens in the symbol editor as a copy of the drawing; an empty library says so.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { blockFrames } from '../../app/stage/geometry/pageGrid'
import { decodeSymbol } from '../../engine/codec/symbolCodec'
import { listWidgets } from '../../engine/document/widgetStore'
import { LIBRARY_SYMBOL_TYPE } from '../../plugins/symbols/library/manifest'
import { storedPageDoc } from './designerSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Demo-initial-2024!'
const password = 'Demo-pass-2024!'
const FAILED = /This widget (could not be loaded|failed to draw)/

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string
const errors: string[] = []

async function pageId(name: string): Promise<string | undefined> {
  const pages = await api<{ list: { id: string; name: string }[] }>(
    product.url,
    'GET',
    '/api/compose/manage/pages?appId=1&pageSize=200',
    { ticket },
  )
  return pages.body.list.find((p) => p.name === name)?.id
}

const choose = async (field: string, option: string) => {
  await page.locator(`#${field}`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Opens the new-page dialog of the demo application and picks system template `kind` for `units`. */
async function fillSystemPage(name: string, kind: string, template: string, units: string[]) {
  await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/1`)
  await page.getByTestId('designer-stage').waitFor()
  await page.getByRole('tab', { name: 'Pages', exact: true }).click()
  await page.getByTestId('tree-new-page').click()
  await page.locator('#page-name').fill(name)
  await page.getByTestId(`start-system-${kind}`).click()
  await choose('start-object-template', `${template} (${template})`)
  const list = page.getByTestId('start-instances')
  await list.waitFor()
  for (const unit of units) await list.getByText(unit, { exact: false }).click()
}

async function createSystemPage(name: string, kind: string, template: string, units: string[]) {
  await fillSystemPage(name, kind, template, units)
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/compose/manage/pages'),
  )
  await page.getByTestId('page-form-submit').click()
  expect((await created).status()).toBe(201)
  const id = await pageId(name)
  expect(id).toBeDefined()
  return id as string
}

/** Library symbol `name` of application `appId`: its id, version and drawing. */
async function librarySymbolNamed(appId: number, name: string) {
  const tree = await api<TreeNode[]>(product.url, 'GET', `/api/compose/manage/symbol/tree/${appId}`, {
    ticket,
  })
  const find = (nodes: TreeNode[]): TreeNode | undefined =>
    nodes.reduce<TreeNode | undefined>(
      (found, n) => found ?? (n.nodeType === 'symbol' && n.name === name ? n : find(n.children ?? [])),
      undefined,
    )
  const node = find(tree.body)
  if (!node) throw new Error(`no symbol ${name}`)
  const record = await api<{ id: number; version: number; content: string }>(
    product.url,
    'GET',
    `/api/compose/manage/symbol/${node.id}`,
    { ticket },
  )
  const decoded = decodeSymbol(record.body.content)
  if (!decoded.ok) throw new Error(decoded.message)
  return { id: node.id, version: record.body.version, drawing: decoded.value }
}

/** The colour the runtime's shape canvas shows at page point (px, py). */
async function runtimeColour(stage: Locator, px: number, py: number): Promise<number[]> {
  const box = await stage.boundingBox()
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
      return [...(canvas.getContext('2d')?.getImageData(Math.round(x), Math.round(y), 1, 1).data ?? [])]
    },
    { px, py, sx: box?.x ?? 0, sy: box?.y ?? 0 },
  )
}

interface TreeNode {
  id: number
  nodeType: string
  name: string
  children?: TreeNode[]
}

async function run(id: string, url = `${product.url}/#/application-runtime/${id}`) {
  await page.goto('about:blank')
  await page.goto(url)
  const stage = page.getByTestId('runtime-stage')
  await stage.waitFor()
  return stage
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '1' })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('new-drawing dialog', () => {
  test('the dialog offers an empty canvas, the five system templates and custom templates, with pictures', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/1`)
    await page.getByTestId('designer-stage').waitFor()
    await page.getByRole('tab', { name: 'Pages', exact: true }).click()
    await page.getByTestId('tree-new-page').click()
    for (const kind of [
      'empty',
      'system-overview',
      'system-detail',
      'system-trend',
      'system-alarm',
      'system-phone',
    ])
      expect(await page.getByTestId(`start-${kind}`).locator('svg').count(), kind).toBe(1)
    await page.getByTestId('start-system-overview').click()
    await choose('start-object-template', 'Pump (Pump)')
    await page.getByTestId('start-instances').waitFor()
    await screenshot(page, 'new-drawing-dialog')
    await page.keyboard.press('Escape')
  })

  test('a system page without instances is refused with the reason, and nothing is created', async () => {
    await fillSystemPage('No units', 'overview', 'Pump', [])
    await page.getByTestId('page-form-submit').click()
    await page.getByText('Choose at least one instance.').waitFor()
    // A detail page shows one unit: ticking a second one replaces the first.
    await page.getByTestId('start-system-detail').click()
    const list = page.getByTestId('start-instances')
    await list.getByText('Intake pump 1 (Pump_A1)').click()
    await list.getByText('Intake pump 2 (Pump_A2)').click()
    expect(await list.locator('input:checked').count()).toBe(1)
    await page.keyboard.press('Escape')
    expect(await pageId('No units')).toBeUndefined()
  })

  test('overview: a card per pump with live readings and states, and their alarms', async () => {
    const id = await createSystemPage('Pumps overview', 'overview', 'Pump', ['Pump_A1', 'Pump_B1'])
    const stage = await run(id)
    await expect.poll(() => stage.textContent(), { timeout: 15_000 }).toMatch(/\d+\.\d bar/)
    const text = (await stage.textContent()) ?? ''
    expect(text).toContain('Intake pump 1')
    expect(text).toContain('Transfer pump 1')
    expect(text).toMatch(/\d+\.\d rpm/)
    expect(text).toMatch(/Running(On|Off)/)
    expect(text).not.toMatch(FAILED)
    expect(await page.locator('[data-type="control.realAlarm"]').count()).toBe(1)
    await screenshot(page, 'new-drawing-overview')
  })

  test('detail: one motor with every reading, a live chart that draws, its trend and alarms', async () => {
    const id = await createSystemPage('Agitator detail', 'detail', 'Motor', ['Motor_B1'])
    const stage = await run(id)
    await expect.poll(() => stage.textContent(), { timeout: 15_000 }).toMatch(/\d+\.\d A/)
    expect(await stage.textContent()).toContain('Agitator motor')
    await expect
      .poll(() => page.locator('.gx-chart__plot[data-rendered="true"]').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1)
    for (const type of ['chart.line', 'control.trendChart', 'control.realAlarm'])
      expect(await page.locator(`[data-type="${type}"]`).count(), type).toBe(1)
    expect(await stage.textContent()).not.toMatch(FAILED)
    await screenshot(page, 'new-drawing-detail')
  })

  test('trend: the tanks on one trend and a live chart of the first', async () => {
    const id = await createSystemPage('Tank trends', 'trend', 'Tank', ['Tank_A1', 'Tank_B1'])
    const stage = await run(id)
    await expect
      .poll(() => page.locator('.gx-chart__plot[data-rendered="true"]').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1)
    expect(await page.locator('[data-type="control.trendChart"]').count()).toBe(1)
    expect(await stage.textContent()).toContain('Raw water tank Level')
    expect(await stage.textContent()).not.toMatch(FAILED)
    await screenshot(page, 'new-drawing-trend')
  })

  test('alarm: live alarms and the journal of the chosen tanks', async () => {
    const id = await createSystemPage('Tank alarms', 'alarm', 'Tank', [
      'Tank_A1',
      'Tank_A2',
      'Tank_B1',
      'Tank_B2',
    ])
    const stage = await run(id)
    const counts = page.locator('[data-type="control.realAlarm"] .gx-alarms__counts')
    await expect.poll(() => counts.textContent(), { timeout: 15_000 }).toMatch(/\d+ active/)
    await expect.poll(() => stage.textContent(), { timeout: 15_000 }).toContain('Alarm history')
    expect(await page.locator('[data-type="control.historyAlarm"]').count()).toBe(1)
    expect(await stage.textContent()).not.toMatch(FAILED)
    await screenshot(page, 'new-drawing-alarm')
  })

  test('phone: a tab per pump on a phone, live values', async () => {
    const id = await createSystemPage('Pumps (phone)', 'phone', 'Pump', ['Pump_A1', 'Pump_A2'])
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const phone = await context.newPage()
    await uiLogin(phone, product.url, 'admin', password)
    await phone.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${id}`)
    await expect.poll(() => phone.getByTestId('mobile-navbar').textContent()).toBe('Pump')
    const stage = phone.getByTestId('runtime-stage')
    await expect.poll(() => stage.textContent(), { timeout: 15_000 }).toMatch(/\d+\.\d bar/)
    expect(await stage.textContent()).toContain('Intake pump 1')
    await phone
      .getByRole('navigation', { name: 'Page tabs' })
      .getByRole('button', { name: 'Intake pump 2' })
      .tap()
    await expect.poll(() => stage.textContent()).toContain('Intake pump 2')
    expect(await stage.textContent()).not.toMatch(FAILED)
    await screenshot(phone, 'new-drawing-phone')
    await context.close()
    expect(errors).toEqual([])
  })

  test('a page from a graphic template: the symbol placed in the middle, saved, and drawn at runtime', async () => {
    const symbol = await librarySymbolNamed(1, 'Centrifugal pump')
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/1`)
    await page.getByTestId('designer-stage').waitFor()
    await page.getByRole('tab', { name: 'Pages', exact: true }).click()
    await page.getByTestId('tree-new-page').click()
    await page.locator('#page-name').fill('Pump picture')
    const graphic = page.getByTestId('start-graphic')
    await graphic.getByTestId(`start-graphic-${symbol.id}`).waitFor()
    // The library's symbols with their category; the search narrows them down.
    expect(await graphic.getByText('Gate valve', { exact: true }).count()).toBe(1)
    await graphic.getByTestId('start-graphic-search').fill('centrifugal')
    await expect.poll(() => graphic.getByText('Gate valve', { exact: true }).count()).toBe(0)
    const card = graphic.getByTestId(`start-graphic-${symbol.id}`)
    expect(await card.textContent()).toContain('Pumps')
    await expect.poll(() => card.locator('img').count()).toBe(1)
    await graphic.getByTestId('start-graphic-search').fill('no such symbol')
    await graphic.getByText('No symbol matches “no such symbol”.').waitFor()
    await graphic.getByTestId('start-graphic-search').fill('pump')
    await page.keyboard.press('Enter')
    await card.click()
    expect(await card.getAttribute('aria-pressed')).toBe('true')
    await screenshot(page, 'new-drawing-graphic-templates')
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/compose/manage/pages'),
    )
    await page.getByTestId('page-form-submit').click()
    expect((await created).status()).toBe(201)
    const id = (await pageId('Pump picture')) as string

    // The editor opens the new page with the symbol placed, in the middle of the block.
    // Placed and selected: the inspector shows the placed symbol; the block holds that one item.
    await page.getByTestId('placed-symbol').waitFor({ timeout: 15_000 })
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain('1 item')
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/compose/manage/pages/'),
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBeLessThan(300)
    await screenshot(page, 'new-drawing-graphic-page-editor')
    const doc = await storedPageDoc(product.url, ticket, id)
    const blocks = Object.values(doc.blocks)
    const widgets = blocks.flatMap((block) => listWidgets(block.widgets))
    expect(widgets.map((w) => w.type)).toEqual([LIBRARY_SYMBOL_TYPE])
    const widget = widgets[0] as (typeof widgets)[number]
    expect(widget.props.symbolId).toBe(String(symbol.id))
    expect(widget.props.symbolVersion).toBe(symbol.version)
    expect([widget.w, widget.h]).toEqual([symbol.drawing.width, symbol.drawing.height])

    // In the middle of the page's block (within the snapping grid).
    const frame = blockFrames(doc, 'pc', '')[0]
    if (!frame) throw new Error('the new page has no block')
    const { w: blockW, h: blockH } = frame.rect
    expect(Math.abs(widget.x + widget.w / 2 - blockW / 2)).toBeLessThanOrEqual(10)
    expect(Math.abs(widget.y + widget.h / 2 - blockH / 2)).toBeLessThanOrEqual(10)

    // At runtime the symbol is painted there: its body's colour, not the page's background around it.
    const stage = await run(id)
    const centre = { x: widget.x + widget.w / 2, y: widget.y + widget.h / 2 }
    const background = await runtimeColour(stage, widget.x - 40, widget.y - 40)
    await expect
      .poll(() => runtimeColour(stage, centre.x, centre.y), { timeout: 15_000 })
      .not.toEqual(background)
    expect(await stage.textContent()).not.toMatch(FAILED)
    await screenshot(page, 'new-drawing-graphic-page-runtime')
  })

  test('a symbol from a graphic template opens in the symbol editor as a copy of the drawing', async () => {
    const source = await librarySymbolNamed(1, 'Centrifugal pump')
    await page.goto(`${product.url}/#/layout/custom-graph-mgr/graph-editor/1`)
    await page.getByTestId('symbol-library').waitFor()
    await page.getByTestId('symbol-new').click()
    await page.getByLabel('Name', { exact: true }).fill('My centrifugal pump')
    const graphic = page.getByTestId('start-graphic')
    await graphic.getByTestId('start-graphic-search').fill('centrifugal')
    await graphic.getByTestId(`start-graphic-${source.id}`).click()
    await screenshot(page, 'new-drawing-graphic-symbol-dialog')
    const copied = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && r.url().endsWith(`/api/compose/manage/symbol/${source.id}/copy`),
    )
    await page.getByTestId('new-symbol-submit').click()
    const response = await copied
    expect(response.status()).toBe(201)
    const copy = (await response.json()) as { id: number; name: string; parentId: number | null }
    expect(copy.name).toBe('My centrifugal pump')
    expect(copy.parentId).toBeNull()

    // The editor opens the copy with the source's parts on its canvas.
    await page.getByTestId('symbol-settings').waitFor()
    await expect
      .poll(() => page.getByTestId('status-bar').textContent(), { timeout: 15_000 })
      .toContain(`${source.drawing.children.length} items`)
    const stored = await librarySymbolNamed(1, 'My centrifugal pump')
    expect(stored.id).toBe(copy.id)
    expect(stored.drawing.children).toEqual(source.drawing.children)
    expect(stored.drawing.parameters).toEqual(source.drawing.parameters)
    await page.getByTestId('zoom-fit').click()
    await page.waitForTimeout(300)
    await screenshot(page, 'new-drawing-graphic-symbol-editor')
  })

  test('an application without symbols: the graphic templates say the library is empty', async () => {
    const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
      ticket,
      body: { name: 'No symbols here' },
    })
    expect(app.status).toBe(201)
    await page.goto(`${product.url}/#/layout/custom-graph-mgr/graph-editor/${app.body.appId}`)
    await page.getByTestId('symbol-library').waitFor()
    await page.getByTestId('symbol-new').click()
    await page
      .getByTestId('start-graphic')
      .getByText('The symbol library is empty: once a symbol is drawn, a drawing can start from it here.')
      .waitFor()
    expect(await page.getByTestId('start-graphic-search').count()).toBe(0)
    await screenshot(page, 'new-drawing-graphic-empty')
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect(errors).toEqual([])
  })
})
