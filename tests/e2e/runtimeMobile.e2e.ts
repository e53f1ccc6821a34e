/**
 * Mobile pages and scrolling at runtime, in headless Chromium against the real server: a mobile page
 * shows its navigation bar (title, colours) and a tab bar whose tabs show their own blocks with live
 * values; a navigation bar that is not fixed scrolls away with the page; a page taller than the screen
 * scrolls with the wheel, the keyboard and a touch swipe (the runtime scrolls natively). Screenshots on
 * a phone-sized screen in both languages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import type { PageLayoutWire, WidgetWire } from '../../engine/document/persisted'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Phone-initial-2024!'
const password = 'Phone-pass-2024!'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0

function label(id: string, text: string, y: number, extra: Partial<WidgetWire> = {}): WidgetWire {
  return {
    id,
    type: 'form.label',
    version: 1,
    x: 16,
    y,
    w: 300,
    h: 36,
    rotation: 0,
    groupId: null,
    props: { text, fontSize: 18 },
    bindings: {},
    events: {},
    ...extra,
  }
}

const block = (widgets: WidgetWire[]) => ({
  id: newLayoutId(),
  context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }),
})

async function createPage(name: string, layout: PageLayoutWire, blocks: ReturnType<typeof block>[]) {
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name,
      type: 1,
      layout: JSON.stringify(layout),
      layouts: blocks.map((b, i) => ({ id: b.id, name: `Block ${i + 1}`, context: b.context })),
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.id
}

/** A mobile page of three tabs, one block each; the first shows a live level. */
async function mobilePage(name: string, navbarStyle: 'fixed' | 'static'): Promise<string> {
  const blocks = [
    block([
      label('first', 'Level', 16, {
        bindings: {
          text: {
            objName: 'Tank_1',
            propName: 'level',
            transform: { kind: 'format', decimals: 1, unit: '%' },
          },
        },
      }),
      label('far', 'Bottom of the first tab', 1400),
    ]),
    block([label('second', 'Second tab', 16)]),
    block([label('third', 'Third tab', 16)]),
  ]
  // As the designer saves a page switched to mobile: its PC layout keeps a block too.
  const layout = defaultPageLayout('', [defaultLayoutNode(blocks[0]?.id ?? '')])
  layout.pageInfo = {
    platformType: 'mobile',
    mobileShowType: 'auto',
    navbar: { name: 'Pump house', navbarStyle, navbarFront: 'light', navbarBgColor: '#174a96' },
  }
  layout.mobileLayout = ['Overview', 'Pumps', 'Alarms'].map((tabName, i) => ({
    mobileTabType: `default-${i}`,
    name: tabName,
    icon: '',
    mobileLayoutNodes: [defaultLayoutNode(blocks[i]?.id ?? '', { h: 38 })],
  }))
  return createPage(name, layout, blocks)
}

const stageCamera = () =>
  page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('.stage-layer--dom')
    const match = /translate\(([-+\d.e]+)px, ([-+\d.e]+)px\)/.exec(layer?.style.transform ?? '')
    return match ? Number(match[2]) : Number.NaN
  })

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  const template = await api(product.url, 'POST', '/api/metadata/object_templates', {
    ticket,
    body: { name: 'Tank', properties: [{ name: 'level', type: 'float', defaultValue: 42 }] },
  })
  expect(template.status).toBe(201)
  const object = await api(product.url, 'POST', '/api/metadata/objects', {
    ticket,
    body: { name: 'Tank_1', templateName: 'Tank' },
  })
  expect(object.status).toBe(201)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Pump house', description: 'Phones' },
  })
  appId = app.body.appId
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 390, height: 780 }, hasTouch: true })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('mobile pages at runtime', () => {
  test('the navigation bar and the tab bar; each tab shows its own blocks, with live values', async () => {
    const id = await mobilePage('Phone overview', 'fixed')
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${id}`)
    const navbar = page.getByTestId('mobile-navbar')
    await expect.poll(() => navbar.textContent()).toBe('Pump house')
    expect(await navbar.evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe('rgb(23, 74, 150)')
    expect(await navbar.evaluate((bar) => getComputedStyle(bar).color)).toBe('rgb(255, 255, 255)')
    const tabs = page.getByRole('navigation', { name: 'Page tabs' })
    expect(await tabs.getByRole('button').allTextContents()).toEqual(['Overview', 'Pumps', 'Alarms'])
    expect(await tabs.getByRole('button', { name: 'Overview' }).getAttribute('aria-current')).toBe('page')
    await expect.poll(() => page.locator('[data-widget="first"]').textContent()).toContain('42.0 %')
    expect(await page.locator('[data-widget="second"]').count()).toBe(0)
    await screenshot(page, 'runtime-mobile-en-us')

    await tabs.getByRole('button', { name: 'Pumps' }).click()
    await expect.poll(() => page.locator('[data-widget="second"]').textContent()).toContain('Second tab')
    expect(await page.locator('[data-widget="first"]').count()).toBe(0)
    expect(await tabs.getByRole('button', { name: 'Pumps' }).getAttribute('aria-current')).toBe('page')

    // Back on the first tab, values that changed meanwhile are there.
    const set = await api(product.url, 'POST', '/api/runtime/objects/Tank_1/services/setPropertyValue', {
      ticket,
      body: { propName: 'level', propValue: 61.5 },
    })
    expect(set.status).toBe(201)
    await tabs.getByRole('button', { name: 'Overview' }).click()
    await expect.poll(() => page.locator('[data-widget="first"]').textContent()).toContain('61.5 %')

    // The full-screen runtime has no language menu: the language the user chose elsewhere applies.
    await page.evaluate(() => localStorage.setItem('language', 'zh-cn'))
    await page.reload()
    await page.getByRole('navigation', { name: '页面标签' }).waitFor()
    await expect.poll(() => page.locator('[data-widget="first"]').textContent()).toContain('61.5 %')
    await screenshot(page, 'runtime-mobile-zh-cn')
    await page.evaluate(() => localStorage.setItem('language', 'en-us'))
    await page.reload()
  })

  test('in the framed runtime on a phone the side menu starts collapsed, out of the page’s way', async () => {
    const id = await mobilePage('Phone in the frame', 'fixed')
    // The framed runtime runs the pages of running applications (published to its menu).
    const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
      ticket,
      body: { appId, action: 'start' },
    })
    expect(started.status).toBe(201)
    await page.goto(`${product.url}/#/application-runtime/${id}`)
    await page.getByTestId('mobile-navbar').waitFor()
    expect(await page.locator('.side-menu').getAttribute('class')).toContain('side-menu--collapsed')
    const stage = await page.getByTestId('runtime-stage').boundingBox()
    expect(stage?.width ?? 0).toBeGreaterThan(300)
    // The header fits a phone (icons; the words remain the controls' names): nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await page.getByRole('link', { name: 'Design' }).count()).toBe(1)
    await screenshot(page, 'runtime-mobile-framed')
  })

  test('a tall page scrolls with a touch swipe, the wheel and the keyboard; a scrolling bar goes with it', async () => {
    const id = await mobilePage('Phone scrolling', 'static')
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${id}`)
    await expect.poll(() => page.locator('[data-widget="first"]').textContent()).toMatch(/\d %/)
    const scroller = page.getByTestId('runtime-scroller')
    const navbar = page.getByTestId('mobile-navbar')
    const navbarTop = async () => (await navbar.boundingBox())?.y ?? Number.NaN
    const startTop = await navbarTop()
    expect(await stageCamera()).toBe(0)

    // A finger swiping up scrolls the page (and the bar that is not fixed) up.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 600 }] })
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 200, y: 600 - step * 30 }],
      })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(200)
    expect(await navbarTop()).toBeLessThan(startTop - 40)
    expect(await stageCamera()).toBeLessThan(-150)

    // Once the swipe's fling has settled, back to the top.
    const scrollTop = () => scroller.evaluate((element) => element.scrollTop)
    let last = -1
    await expect
      .poll(async () => {
        const now = await scrollTop()
        const settled = now === last
        last = now
        return settled
      })
      .toBe(true)
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }))
    await expect.poll(stageCamera).toBe(0)
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 400)
    await expect.poll(stageCamera).toBeLessThan(-300)

    // The keyboard: End reaches the page's bottom, where its last label is in view.
    // The page itself takes the keyboard, without a click on it first.
    await scroller.focus()
    await page.keyboard.press('End')
    await expect
      .poll(async () => {
        const box = await page.locator('[data-widget="far"]').boundingBox()
        return box ? box.y + box.height : Number.NaN
      })
      .toBeLessThan(780)
    await screenshot(page, 'runtime-mobile-scrolled')
  })
})
