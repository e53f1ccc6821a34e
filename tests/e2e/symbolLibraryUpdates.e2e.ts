/**
 * Symbols in and out of the library, in headless Chromium against the real server (issue 23): a real SVG
 * file (FUXA's centrifugal pump icon, not written by us) imported through the library's button becomes a
 * symbol of editable custom shapes and is exported back as SVG; placed on a page, the symbol is then
 * edited in the library, and the page designer says the placed symbol is stale (status bar and inspector)
 * and updates it on request; the saved page refers to the symbol at its new library version.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeSymbol, encodeSymbol } from '../../engine/codec/symbolCodec'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import type { SymbolWire } from '../../engine/document/persisted'
import { listWidgets } from '../../engine/document/widgetStore'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { openEditorPage, storedPageDoc } from './designerSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const FIXTURE = '/work/shared/fixtures/svg/fuxa-pumpcentri1.svg'
const initialPassword = 'Library-initial-2024!'
const password = 'Library-pass-2024!'

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string
let appId = 0
let pageId = ''
let symbolId = 0

interface SymbolRecord {
  id: number
  name: string
  content: string
  version: number
}

async function storedSymbol(): Promise<{ record: SymbolRecord; symbol: SymbolWire }> {
  const { body } = await api<SymbolRecord>(product.url, 'GET', `/api/compose/manage/symbol/${symbolId}`, {
    ticket,
  })
  const decoded = decodeSymbol(body.content)
  if (!decoded.ok) throw new Error(decoded.message)
  return { record: body, symbol: decoded.value }
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Library plant' },
  })
  appId = app.body.appId
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
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('symbol library: SVG and stale copies', () => {
  test('an SVG file imported through the library becomes a symbol of custom shapes, and exports back', async () => {
    await page.goto(`${product.url}/#/layout/custom-graph-mgr/graph-editor/${appId}`)
    await page.getByTestId('symbol-library').waitFor()
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/compose/manage/symbol') && r.request().method() === 'POST',
    )
    await page.getByTestId('symbol-import-svg-file').setInputFiles(FIXTURE)
    const response = await created
    expect(response.status()).toBe(201)
    symbolId = ((await response.json()) as { id: number }).id
    await page.getByTestId('designer-stage').waitFor()
    // The designer's left panel shows the shapes once a symbol is open; the library is its first tab.
    await page.getByRole('tab', { name: 'Symbols' }).click()
    await page.getByTestId('symbol-node-fuxa-pumpcentri1').waitFor()
    const { symbol } = await storedSymbol()
    expect(symbol.name).toBe('fuxa-pumpcentri1')
    expect(symbol.children.map((part) => [part.type, part.partName])).toEqual([
      ['shape.customShape', 'path6'],
    ])
    expect(symbol.children[0]?.props.stroke).toBe('#ffffff')
    await page.getByTestId('zoom-fit').click()
    await page.waitForTimeout(300)
    await screenshot(page, 'symbol-svg-imported')

    const download = page.waitForEvent('download')
    await page.getByTestId('symbol-export-svg').click()
    const file = await download
    expect(file.suggestedFilename()).toBe('fuxa-pumpcentri1.svg')
    const svg = await readFile((await file.path()) as string, 'utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100" height="100"/)
    expect(svg).toContain('<path id="path6" d="M')
    expect(svg).toContain('stroke="#ffffff"')
    // Not the fixture read back: the export is our own writing of the same drawing.
    expect(svg).not.toBe(await readFile(FIXTURE, 'utf8'))
  })

  test('a placed symbol edited since in the library says so, and updates on request', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    await page.getByTestId('designer-stage').waitFor()
    await openEditorPage(page, 'Pumps')
    const item = page.getByTestId('palette-library').locator('[data-symbol="fuxa-pumpcentri1"]')
    await item.click()
    await page.getByTestId('placed-symbol').waitFor()
    // Just placed: the copy is the library's drawing.
    await page.waitForTimeout(800)
    expect(await page.getByTestId('stale-symbols').count()).toBe(0)
    expect(await page.getByTestId('placed-symbol-stale').count()).toBe(0)

    // The symbol is edited in the library (its part turns red and grows a parameter).
    const { record, symbol } = await storedSymbol()
    const edited: SymbolWire = {
      ...symbol,
      parameters: [{ name: 'running', type: 'bool', default: false }],
      children: symbol.children.map((part) => ({ ...part, props: { ...part.props, stroke: '#c0392b' } })),
    }
    const put = await api(product.url, 'PUT', `/api/compose/manage/symbol/${symbolId}`, {
      ticket,
      body: { version: record.version, content: encodeSymbol(edited) },
    })
    expect(put.status).toBeLessThan(300)
    // The designer reads the library again when its window regains focus.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    const note = page.getByTestId('stale-symbols')
    await note.waitFor()
    expect(await note.textContent()).toContain('1 symbol changed in the library')
    await note.click()
    expect(await page.getByTestId('stale-symbols-list').textContent()).toContain('fuxa-pumpcentri1')
    await page.getByTestId('stale-symbols-list').getByRole('button').first().click()
    const stale = page.getByTestId('placed-symbol-stale')
    await stale.waitFor()
    await screenshot(page, 'symbol-stale-copy')

    await page.getByTestId('placed-symbol-update').click()
    await expect.poll(() => page.getByTestId('placed-symbol-stale').count()).toBe(0)
    await expect.poll(() => note.count()).toBe(0)
    expect(await page.getByTestId('placed-symbol').locator('[data-param="running"]').count()).toBe(1)

    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pages/${pageId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    const doc = await storedPageDoc(product.url, ticket, pageId)
    const [placed] = Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))
    // The page stores a reference at the library's new version, not a copy of the drawing; the runtime and
    // the designer read the drawing (red, with its parameter) from the library.
    expect(placed?.props.symbolId).toBe(String(symbolId))
    expect(placed?.props.symbolVersion).toBe(record.version + 1)
    expect(placed?.props.drawing).toBeNull()
    const { symbol: library } = await storedSymbol()
    expect(library.children[0]?.props.stroke).toBe('#c0392b')
    expect(library.parameters.map((p) => p.name)).toEqual(['running'])

    // Undo brings the old copy back, and with it the note.
    await page.keyboard.press('Control+z')
    await page.getByTestId('placed-symbol-stale').waitFor()
  })
})
