/**
 * Issue 19's first-time designer journey as one walk, in English and in Chinese, in headless Chromium
 * against the real server with the demo plant: create an application, a page, drag eight kinds of widget,
 * bind (through the template filter, reading the property's live value), see the problems list and the
 * binding badges, turn the designer's live values on and off, save, preview, start, run, and switch the
 * runtime to its dark look. Every step happens without reloading the browser page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listWidgets } from '../../engine/document/widgetStore'
import { blockFrame, storedPageDoc } from './designerSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { apiChangeOwnPassword, switchLanguage, uiLogin } from './shellSupport'

const initialPassword = 'Journey-initial-2024!'
const password = 'Journey-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let ticket: string

/** The words of the screens the journey reads, per language. */
const WORDS = {
  'en-us': {
    language: 'English',
    newApplication: 'New application',
    name: 'Name',
    description: 'Description',
    create: 'Create',
    start: 'Start',
    runtime: 'Runtime',
    data: 'Data',
    bind: 'Bind…',
    app: 'Tank farm',
    page: 'Tanks',
    designedLabel: 'Label',
    notBound: /is not bound/,
  },
  'zh-cn': {
    language: '简体中文',
    newApplication: '新建应用',
    name: '名称',
    description: '描述',
    create: '创建',
    start: '启动',
    runtime: '运行',
    data: '数据',
    bind: '绑定…',
    app: '储罐区',
    page: '储罐',
    designedLabel: '标签',
    notBound: /未绑定/,
  },
} as const

type Language = keyof typeof WORDS

/** Eight kinds of widget and where each is dropped in the 1,920 × 480 px first block. */
const WIDGETS: { plugin: string; x: number; y: number }[] = [
  { plugin: 'form.label', x: 20, y: 20 },
  { plugin: 'chart.gauge', x: 220, y: 20 },
  { plugin: 'symbol.pump', x: 560, y: 20 },
  { plugin: 'shape.text', x: 760, y: 20 },
  { plugin: 'form.button', x: 20, y: 120 },
  { plugin: 'shape.rect', x: 760, y: 160 },
  { plugin: 'chart.line', x: 20, y: 240 },
  { plugin: 'control.realAlarm', x: 940, y: 20 },
]

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '1' })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

/** A number is shown (a live value), not the designed text. */
const numeric = /\d+[.,]?\d*/

async function journey(page: Page, lang: Language) {
  const w = WORDS[lang]
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // The journey starts after signing in; from then on the browser page is never loaded again.
  let loads = 0
  page.on('load', () => loads++)
  const go = (hash: string) => page.evaluate((to) => (window.location.hash = to), hash)

  // 1. An application, in the application manager.
  await go('#/design/industry-application-mgr/application-mgr')
  await page.getByTestId('app-manager').waitFor()
  await page.getByRole('button', { name: w.newApplication }).click()
  await page.getByLabel(w.name, { exact: true }).fill(w.app)
  await page.getByLabel(w.description).fill('Issue 19')
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/app/manager') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: w.create, exact: true }).click()
  const appId = ((await (await created).json()) as { appId: number }).appId

  // 2. A page, from the application editor.
  await page.getByTestId(`design-${appId}`).click()
  await page.getByTestId('tree-new-page').click()
  await page.locator('#page-form input').first().fill(w.page)
  const pageCreated = page.waitForResponse(
    (r) => r.url().endsWith('/api/compose/manage/pages') && r.request().method() === 'POST',
  )
  await page.getByTestId('page-form-submit').click()
  const pageId = ((await (await pageCreated).json()) as { id: string }).id
  const stage = page.getByTestId('designer-stage')
  await stage.waitFor()
  await page.locator('svg.stage-overlay rect.overlay-block--current').waitFor()
  await page.getByTestId('zoom-fit').click()

  // 3. Eight kinds of widget, dragged from the palette.
  const frame = await blockFrame(page)
  for (const [i, { plugin, x, y }] of WIDGETS.entries()) {
    await page.locator(`.palette__item[data-plugin="${plugin}"]`).dragTo(stage, {
      targetPosition: { x: frame.x + x * frame.scale + 1, y: frame.y + y * frame.scale + 1 },
    })
    await expect
      .poll(() => page.getByTestId('status-bar').textContent())
      .toMatch(lang === 'en-us' ? new RegExp(`(^|\\D)${i + 1} items?`) : new RegExp(`${i + 1} 个组件`))
  }
  await page.keyboard.press('Escape')
  // The gauge and the pump show nothing until bound: the problems list says so.
  await page.getByTestId('binding-problems').click()
  await expect.poll(() => page.getByTestId('binding-problems-list').textContent()).toMatch(w.notBound)
  expect(await page.getByTestId('binding-problems-list').locator('li').count()).toBe(2)
  // The list opens upwards out of the status bar and is not clipped by it: its first entry is on top there.
  const shown = await page
    .getByTestId('binding-problems-list')
    .locator('li')
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    })
  expect(shown).toBe(true)
  await screenshot(page, `journey-problems-${lang}`)
  await page.getByTestId('binding-problems').click()

  // 4. Bind the label and the gauge to a tank's level, picked through the template filter.
  const bind = async (plugin: string, prop: string) => {
    const at = WIDGETS.find((item) => item.plugin === plugin) as { x: number; y: number }
    const box = await stage.boundingBox()
    if (!box) throw new Error('no stage')
    await page.mouse.click(
      box.x + frame.x + (at.x + 10) * frame.scale,
      box.y + frame.y + (at.y + 10) * frame.scale,
    )
    await page.getByRole('tab', { name: w.data }).click()
    await page.getByTestId(`binding-${prop}`).getByRole('button', { name: w.bind }).click()
    await page.getByTestId('binding-template').selectOption('Tank')
    // Only the tanks are listed: no area, no pump.
    await expect.poll(() => page.locator('[data-object="AreaA"]').count()).toBe(0)
    expect(await page.locator('[data-object="Pump_A1"]').count()).toBe(0)
    await page.locator('[data-object="Tank_A1"]').click()
    // The property's type, unit and value now, from the live socket.
    const level = page.locator('[data-property="level"]')
    await expect.poll(() => level.textContent()).toContain('%')
    await expect
      .poll(() => level.locator('[data-testid="binding-property-value"]').textContent())
      .toMatch(numeric)
    await level.click()
    await expect.poll(() => page.getByTestId('binding-target-facts').textContent()).toMatch(/%.*\d/)
    await screenshot(page, `journey-binding-${lang}`)
    await page.getByTestId('binding-apply').click()
    await expect.poll(() => page.getByTestId(`binding-${prop}`).textContent()).toContain('Tank_A1.level')
  }
  await bind('form.label', 'text')
  await bind('chart.gauge', 'value')
  await page.keyboard.press('Escape')
  // Bound widgets wear a badge; the pump alone is left in the problems list.
  await expect.poll(() => page.locator('svg.stage-overlay [data-bound-widget]').count()).toBe(2)
  await page.getByTestId('binding-problems').click()
  await expect.poll(() => page.getByTestId('binding-problems-list').locator('li').count()).toBe(1)
  await page.getByTestId('binding-problems').click()

  // 5. Save.
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/pages/${pageId}`) && r.request().method() === 'PUT',
  )
  await page.getByTestId('save').click()
  expect((await saved).status()).toBe(201)
  await page.getByTestId('saved-indicator').waitFor()

  // 6. Live values on the canvas: the label shows the tank's level, and the page stays saved.
  const label = stage.locator('.stage-widget[data-type="form.label"]')
  expect(await label.textContent()).toContain(w.designedLabel)
  await page.getByTestId('designer-live').click()
  await expect.poll(() => stage.getAttribute('data-live')).toBe('on')
  await expect.poll(() => label.textContent(), { timeout: 15_000 }).toMatch(numeric)
  await page.getByTestId('status-live').waitFor()
  await screenshot(page, `journey-designer-live-${lang}`)
  expect(await page.getByTestId('saved-indicator').count()).toBe(1)
  await page.getByTestId('designer-live').click()
  await expect.poll(() => label.textContent()).toContain(w.designedLabel)
  expect(await page.getByTestId('saved-indicator').count()).toBe(1)
  const stored = await storedPageDoc(product.url, ticket, pageId)
  const widgets = Object.values(stored.blocks).flatMap((block) => listWidgets(block.widgets))
  expect(widgets.map((widget) => widget.type).sort()).toEqual(WIDGETS.map((item) => item.plugin).sort())
  expect(widgets.find((widget) => widget.type === 'form.label')?.props.text).toBe(w.designedLabel)

  // 7. Preview, in its own tab.
  const opened = context.waitForEvent('page')
  await page.getByTestId('preview').click()
  const preview = await opened
  await preview.getByTestId('runtime-stage').waitFor()
  await expect
    .poll(() => preview.locator('.stage-widget[data-type="form.label"]').textContent(), { timeout: 15_000 })
    .toMatch(numeric)
  await screenshot(preview, `journey-preview-${lang}`)
  await preview.close()

  // 8. Start the application in the manager, then 9. run it from the runtime menu.
  await go('#/design/industry-application-mgr/application-mgr')
  await page.getByTestId('app-manager').waitFor()
  const row = page.getByRole('row').filter({ has: page.getByTestId(`design-${appId}`) })
  await row.waitFor()
  await screenshot(page, `journey-app-manager-${lang}`)
  const started = page.waitForResponse(
    (r) => r.url().includes('/api/app/manager/containerActivity') && r.request().method() === 'PUT',
  )
  await row.getByRole('button', { name: w.start, exact: true }).click()
  expect((await started).status()).toBe(201)
  await page.getByRole('link', { name: w.runtime, exact: true }).click()
  // The application is a folder of the side menu; its page is an entry inside it.
  const menu = page.getByTestId('side-menu')
  const folder = menu.locator(`[data-menu-code="App_${appId}"]`)
  if ((await folder.getAttribute('aria-expanded')) === 'false') await folder.click()
  await menu.locator(`[data-menu-code="${pageId}"]`).click()
  await page.getByTestId('runtime-stage').waitFor()
  const running = page.locator('.runtime__page .stage-widget[data-type="form.label"]')
  await expect.poll(() => running.textContent(), { timeout: 15_000 }).toMatch(numeric)
  await screenshot(page, `journey-runtime-${lang}`)

  // 10. The dark control-room look: labels keep a light ink on the dark sheet.
  const toggle = page.getByTestId('runtime-theme-toggle')
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click()
  await expect.poll(() => page.getByTestId('runtime-page').getAttribute('data-theme')).toBe('dark')
  const ink = () => running.locator('.gx-label').evaluate((element) => getComputedStyle(element).color)
  await expect.poll(ink).toBe('rgb(214, 218, 223)')
  await expect.poll(() => running.textContent(), { timeout: 15_000 }).toMatch(numeric)
  await page.waitForTimeout(800)
  await screenshot(page, `journey-runtime-dark-${lang}`)
  await toggle.click()
  await expect.poll(() => page.getByTestId('runtime-page').getAttribute('data-theme')).toBe('light')

  expect(loads).toBe(0)
  expect(errors).toEqual([])
}

describe('the first-time designer journey (issue 19)', () => {
  test('in English: application, page, eight widgets, bind, live, save, preview, start, run, dark', async () => {
    const page = await context.newPage()
    await uiLogin(page, product.url, 'admin', password)
    await journey(page, 'en-us')
    await page.close()
  }, 300_000)

  test('in Chinese: the same journey', async () => {
    const page = await context.newPage()
    await page.goto(`${product.url}/#/design/hellow`)
    await page.getByTestId('welcome').waitFor()
    await switchLanguage(page, WORDS['zh-cn'].language)
    await journey(page, 'zh-cn')
    await page.close()
  }, 300_000)
})
