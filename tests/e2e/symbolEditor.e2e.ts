/**
 * The symbol editor in headless Chromium against the real server: the library tree (category, symbol,
 * "the canvas already exists"), drawing a symbol from graphic shapes with the page designer, naming a part,
 * declaring two parameters and driving two parts' props by them (slots), saving through the symbol codec,
 * and the 409 choice when the symbol was saved elsewhere.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeSymbol } from '../../engine/codec/symbolCodec'
import type { SymbolWire } from '../../engine/document/persisted'
import { dragMouse } from './designerSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Symbols-initial-2024!'
const password = 'Symbols-pass-2024!'

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string
let appId = 0
let symbolId = 0
let stage: Locator

interface SymbolRecord {
  id: number
  name: string
  templateName: string
  content: string
  version: number
}

async function stored(): Promise<{ record: SymbolRecord; symbol: SymbolWire }> {
  const { body } = await api<SymbolRecord>(product.url, 'GET', `/api/compose/manage/symbol/${symbolId}`, {
    ticket,
  })
  const decoded = decodeSymbol(body.content)
  if (!decoded.ok) throw new Error(decoded.message)
  return { record: body, symbol: decoded.value }
}

/** A point of the symbol's canvas (symbol pixels) on screen, read from the overlay's block frame. */
async function canvasPoint(x: number, y: number, width = 200) {
  const frame = page.locator('svg.stage-overlay rect.overlay-block--current')
  const [fx, fy, fw] = await Promise.all(
    ['x', 'y', 'width'].map(async (n) => Number(await frame.getAttribute(n))),
  )
  const box = await stage.boundingBox()
  if (!box) throw new Error('no stage')
  const scale = (fw as number) / width
  return { x: box.x + (fx as number) + x * scale, y: box.y + (fy as number) + y * scale, scale }
}

async function dropShape(plugin: string, x: number, y: number) {
  const frame = page.locator('svg.stage-overlay rect.overlay-block--current')
  const [fx, fy, fw] = await Promise.all(
    ['x', 'y', 'width'].map(async (n) => Number(await frame.getAttribute(n))),
  )
  const scale = (fw as number) / 200
  await page.locator(`.palette__item[data-plugin="${plugin}"]`).dragTo(stage, {
    targetPosition: { x: (fx as number) + x * scale + 1, y: (fy as number) + y * scale + 1 },
  })
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Symbol plant' },
  })
  appId = app.body.appId
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
  stage = page.getByTestId('designer-stage')
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('symbol editor', () => {
  test('the library: a category, a symbol in it, and "the canvas already exists" for a second one', async () => {
    await page.goto(`${product.url}/#/layout/custom-graph-mgr/graph-editor/${appId}`)
    await page.getByTestId('symbol-library').waitFor()
    await page.getByText('No symbols yet. Create the first symbol.').first().waitFor()
    await page.getByTestId('symbol-new-category').click()
    await page.getByLabel('Name', { exact: true }).fill('Pumps')
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByTestId('symbol-node-Pumps').waitFor()

    await page.getByTestId('symbol-new').click()
    await page.getByLabel('Name', { exact: true }).fill('Feed pump')
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/compose/manage/symbol') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    const response = await created
    expect(response.status()).toBe(201)
    symbolId = ((await response.json()) as { id: number }).id
    await stage.waitFor()
    await page.getByTestId('symbol-settings').waitFor()

    // The designer's left panel shows the shapes; the library is its first tab.
    await page.getByRole('tab', { name: 'Symbols' }).click()
    await page.getByTestId('symbol-new').click()
    await page.getByLabel('Name', { exact: true }).fill('Feed pump')
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByText('The canvas already exists').waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
    const tree = await api<unknown[]>(product.url, 'GET', `/api/compose/manage/symbol/tree/${appId}`, {
      ticket,
    })
    expect(JSON.stringify(tree.body).match(/Feed pump/g)).toHaveLength(1)
    await page.getByRole('tab', { name: 'Components' }).click()
  })

  test('two parameters are declared in the symbol settings', async () => {
    const settings = page.getByTestId('symbol-settings')
    await settings.getByLabel('New parameter name').fill('running')
    await settings.getByLabel('New parameter type').selectOption('bool')
    await page.getByTestId('parameter-add').click()
    await page.getByTestId('parameter-running').waitFor()
    await settings.getByLabel('New parameter name').fill('level')
    await settings.getByLabel('New parameter type').selectOption('number')
    await page.getByTestId('parameter-add').click()
    await page.getByTestId('parameter-level').waitFor()
    // A taken or malformed name is refused where it is typed.
    await settings.getByLabel('New parameter name').fill('level')
    await page.getByText('A parameter of that name exists already').waitFor()
    expect(await page.getByTestId('parameter-add').isDisabled()).toBe(true)
    await settings.getByLabel('New parameter name').fill('')
    await settings.getByLabel('Template').fill('Pump')
    await settings.getByLabel('Template').blur()
  })

  test('a symbol is drawn from shapes; a part is named; two props are driven by the parameters', async () => {
    await dropShape('shape.circle', 20, 20)
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toMatch(/(^|\D)1 item(?!s)/)
    await dropShape('shape.text', 40, 150)
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toMatch(/(^|\D)2 items/)

    // Select the circle, name it, drive its fill by `running` through value ranges.
    const circle = await canvasPoint(60, 60)
    await page.mouse.click(circle.x, circle.y)
    await page.getByRole('heading', { name: 'Circle' }).waitFor()
    await page.getByRole('textbox', { name: 'Part name' }).fill('casing')
    await page.getByRole('textbox', { name: 'Part name' }).press('Enter')
    await page.getByRole('tab', { name: 'Data' }).click()
    await page.getByTestId('binding-fill').getByRole('button').click()
    await page.locator('[data-parameter="running"]').click()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => page.getByTestId('binding-fill').textContent()).toContain('running')

    // The text shows `level`.
    const text = await canvasPoint(60, 160)
    await page.mouse.click(text.x, text.y)
    await page.getByRole('heading', { name: 'Text' }).waitFor()
    await page.getByRole('tab', { name: 'Data' }).click()
    await page.getByTestId('binding-text').getByRole('button').click()
    await page.locator('[data-parameter="level"]').click()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => page.getByTestId('binding-text').textContent()).toContain('level')
    // Slots name the symbol's parameters, which exist: no binding problem. Only shapes are offered.
    expect(await page.getByTestId('status-bar').textContent()).not.toMatch(/binding problem/)
    expect(await page.locator('.palette__item[data-plugin="form.label"]').count()).toBe(0)

    // A move is one undo step.
    const from = await canvasPoint(60, 60)
    await page.mouse.click(from.x, from.y)
    await page.keyboard.down('Alt')
    await dragMouse(page, from, { x: from.x + 20 * from.scale, y: from.y })
    await page.keyboard.up('Alt')
    await page.getByRole('tab', { name: 'Properties' }).click()
    await expect
      .poll(async () =>
        Number(await page.getByTestId('geometry-fields').getByLabel('X', { exact: true }).inputValue()),
      )
      .toBe(40)
    await page.keyboard.press('Control+z')
    await expect
      .poll(async () =>
        Number(await page.getByTestId('geometry-fields').getByLabel('X', { exact: true }).inputValue()),
      )
      .toBe(20)
    await screenshot(page, 'symbol-editor-en-us')
  })

  test('saving writes a v1.1 symbol with its parameters, part name and slots', async () => {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/compose/manage/symbol/${symbolId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    await page.getByTestId('saved-indicator').waitFor()
    const { record, symbol } = await stored()
    expect(record.templateName).toBe('Pump')
    expect(symbol.version).toBe('v1.1')
    expect(symbol.parameters.map((p) => [p.name, p.type])).toEqual([
      ['running', 'bool'],
      ['level', 'number'],
    ])
    const casing = symbol.children.find((p) => p.partName === 'casing')
    expect(casing).toMatchObject({
      type: 'shape.circle',
      x: 20,
      y: 20,
      slots: { fill: { param: 'running' } },
    })
    expect(symbol.children.find((p) => p.type === 'shape.text')?.slots).toEqual({ text: { param: 'level' } })
  })

  test('a symbol saved elsewhere meanwhile: the save answers 409 and offers the choice', async () => {
    const { record } = await stored()
    const other = await api(product.url, 'PUT', `/api/compose/manage/symbol/${symbolId}`, {
      ticket,
      body: { version: record.version, templateName: 'Pump' },
    })
    expect(other.status).toBe(201)
    await page
      .getByTestId('symbol-settings')
      .waitFor({ state: 'detached' })
      .catch(() => undefined)
    await page.keyboard.press('Escape')
    await page.getByTestId('symbol-settings').getByLabel('Symbol width').fill('240')
    await page.getByTestId('symbol-settings').getByLabel('Symbol width').blur()
    await page.getByTestId('dirty-indicator').waitFor()
    await page.getByTestId('save').click()
    await page.getByText('This symbol was changed elsewhere').waitFor()
    await page.getByRole('button', { name: /overwrite/i }).click()
    await page.getByTestId('saved-indicator').waitFor()
    expect((await stored()).symbol.width).toBe(240)
  })
})
