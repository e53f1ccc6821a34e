/**
 * The equipment symbol library and the demo plant's faceplates (issue 23) in headless Chromium against
 * the real server: a fresh start seeds the library into the demo application; every library symbol,
 * placed on a page, draws on the runtime's shape canvas; and the demo overview's pump and tank are library
 * symbols bound to their units, so a click opens the unit's faceplate with its live values.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeSymbol } from '../../engine/codec/symbolCodec'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import type { WidgetWire } from '../../engine/document/persisted'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { LIBRARY_SYMBOLS } from '../../server/symbolLibrary/catalogue'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Library-initial-2024!'
const password = 'Library-pass-2024!'
const COLUMNS = 10
const CELL = { w: 150, h: 170, size: 120 }

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string

interface TreeNode {
  id: number
  name: string
  nodeType: string
  children?: TreeNode[]
}

/** Where cell i of the library page sits (page pixels). */
const cell = (i: number) => ({
  x: (i % COLUMNS) * CELL.w + 15,
  y: Math.floor(i / COLUMNS) * CELL.h + 15,
})

/** Page pixels → the shape canvas's device pixels, through the runtime camera. */
async function inkIn(box: { x: number; y: number; w: number; h: number }): Promise<number> {
  const stageBox = await page.getByTestId('runtime-stage').boundingBox()
  return page.evaluate(
    ({ box, sx, sy }) => {
      const layer = document.querySelector<HTMLElement>('.stage-layer--dom')
      const match = /translate\(([-+\d.e]+)px, ([-+\d.e]+)px\) scale\(([-+\d.e]+)\)/.exec(
        layer?.style.transform ?? '',
      )
      const [cx, cy, z] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 1]
      const canvas = document.querySelector<HTMLCanvasElement>('.stage-layer--shapes canvas')
      if (!canvas) return -1
      const rect = canvas.getBoundingClientRect()
      const ratio = canvas.width / rect.width
      const x = Math.round((sx + cx + box.x * z - rect.left) * ratio)
      const y = Math.round((sy + cy + box.y * z - rect.top) * ratio)
      const w = Math.max(1, Math.round(box.w * z * ratio))
      const h = Math.max(1, Math.round(box.h * z * ratio))
      const data = canvas.getContext('2d')?.getImageData(x, y, w, h).data ?? []
      let ink = 0
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) ink += 1
      return ink / (w * h)
    },
    { box, sx: stageBox?.x ?? 0, sy: stageBox?.y ?? 0 },
  )
}

/** Clicks the page point (page pixels) on the runtime stage. */
async function clickAt(px: number, py: number): Promise<void> {
  const stageBox = await page.getByTestId('runtime-stage').boundingBox()
  const camera = await page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('.stage-layer--dom')
    const match = /translate\(([-+\d.e]+)px, ([-+\d.e]+)px\) scale\(([-+\d.e]+)\)/.exec(
      layer?.style.transform ?? '',
    )
    return match ? { x: Number(match[1]), y: Number(match[2]), z: Number(match[3]) } : { x: 0, y: 0, z: 1 }
  })
  await page.mouse.click(
    (stageBox?.x ?? 0) + camera.x + px * camera.z,
    (stageBox?.y ?? 0) + camera.y + py * camera.z,
  )
}

async function openRuntime(pageId: string): Promise<void> {
  await page.goto('about:blank')
  await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${pageId}`)
  await page.getByTestId('runtime-stage').waitFor()
  await expect.poll(() => page.getByTestId('runtime-connection').getAttribute('data-state')).toBe('open')
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '1' })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('equipment symbol library', () => {
  test('a fresh start holds the library; every symbol placed on a page draws at runtime', async () => {
    const tree = await api<TreeNode[]>(product.url, 'GET', '/api/compose/manage/symbol/tree/1', { ticket })
    expect(tree.body).toHaveLength(17)
    const stored = tree.body.flatMap((category) => category.children ?? [])
    expect(stored.map((s) => s.name)).toEqual(LIBRARY_SYMBOLS.map((s) => s.name[0]))

    // A page of the demo application with every stored symbol, each in its own cell.
    const widgets: WidgetWire[] = []
    for (const [i, entry] of stored.entries()) {
      const record = await api<{ content: string }>(
        product.url,
        'GET',
        `/api/compose/manage/symbol/${entry.id}`,
        {
          ticket,
        },
      )
      const decoded = decodeSymbol(record.body.content)
      if (!decoded.ok) throw new Error(`${entry.name}: ${decoded.message}`)
      widgets.push({
        id: `lib_${i}`,
        type: 'symbol.library',
        version: 1,
        ...cell(i),
        w: CELL.size,
        h: CELL.size,
        rotation: 0,
        groupId: null,
        props: {
          symbolId: String(entry.id),
          drawing: { ...decoded.value, id: String(entry.id) },
          instance: '',
        },
        bindings: {},
        events: {},
      })
    }
    const blockId = newLayoutId()
    const rows = Math.ceil((Math.ceil(stored.length / COLUMNS) * CELL.h + 20) / 40)
    const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
      ticket,
      body: {
        appId: 1,
        name: 'Library',
        type: 1,
        layout: JSON.stringify(
          defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: rows })]),
        ),
        layouts: [
          {
            id: blockId,
            name: 'Library',
            context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }),
          },
        ],
      },
    })
    expect(created.status).toBe(201)
    await openRuntime(created.body.id)
    await page.waitForTimeout(500)
    // Each cell holds ink (at least 3 % of its pixels): the symbol drew.
    const inks: Record<string, number> = {}
    for (const [i, entry] of stored.entries()) {
      inks[entry.name] = await inkIn({ ...cell(i), w: CELL.size, h: CELL.size })
    }
    const blank = Object.entries(inks).filter(([, ink]) => ink < 0.03)
    expect(blank).toEqual([])
    // And between the cells nothing is drawn.
    expect(await inkIn({ x: 140, y: 0, w: 20, h: 12 })).toBe(0)
    await screenshot(page, 'symbol-library')
  }, 180_000)

  test('the demo overview’s pump and tank are faceplates: a click opens the unit’s values', async () => {
    const pages = await api<{ list: { id: string; name: string }[] }>(
      product.url,
      'GET',
      '/api/compose/manage/pages?appId=1',
      { ticket },
    )
    const overview = pages.body.list.find((p) => p.name === 'Overview')
    expect(overview).toBeDefined()
    await openRuntime(overview?.id ?? '')
    await page.waitForTimeout(500)
    await screenshot(page, 'demo-overview-faceplates')
    // Area A's block is the first on the page: the pump at (100, 60) and the tank at (480, 46).
    await clickAt(145, 105)
    const faceplate = page.getByTestId('faceplate')
    await faceplate.waitFor()
    expect(await faceplate.getAttribute('data-instance')).toBe('Pump_A1')
    await expect.poll(() => faceplate.getByTestId('faceplate-value-pressure').textContent()).toMatch(/\d/)
    await screenshot(page, 'demo-pump-faceplate')

    await openRuntime(overview?.id ?? '')
    await clickAt(520, 110)
    await faceplate.waitFor()
    expect(await faceplate.getAttribute('data-instance')).toBe('Tank_A1')
    await expect.poll(() => faceplate.getByTestId('faceplate-value-level').textContent()).toMatch(/\d/)
  }, 120_000)
})
