/**
 * Crowded runtime pages paint their labels on one canvas (app/runtime/paint/) instead of mounting an
 * element per label. In headless Chromium against the real server: the labels are painted, not mounted;
 * a bound value and its later changes reach the canvas; a painted label's click action runs; hovering
 * one shows its whole text; a page with few labels keeps them as elements. Rectangles and circles of a
 * crowded page are painted too, pixel for pixel as the fabric layer draws them, and fabric is not loaded.
 * Screenshots of every page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PAINT_THRESHOLD } from '../../app/runtime/paint/crowding'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import type { WidgetWire } from '../../engine/document/persisted'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Paint-initial-2024!'
const password = 'Paint-pass-2024!'
const COLUMNS = 20
const LONG_TEXT = 'Feed water conductivity, north header'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0

function label(id: string, index: number, extra: Partial<WidgetWire> = {}): WidgetWire {
  return {
    id,
    type: 'form.label',
    version: 1,
    x: 10 + (index % COLUMNS) * 70,
    y: 10 + Math.floor(index / COLUMNS) * 30,
    w: 64,
    h: 24,
    rotation: 0,
    groupId: null,
    props: { text: `L${index}`, fontSize: 12 },
    bindings: {},
    events: {},
    ...extra,
  }
}

/** The first row: a bound value, a click action, a long text, a styled label; then plain ones. */
function labels(count: number): WidgetWire[] {
  const special: WidgetWire[] = [
    label('value', 0, {
      w: 128,
      props: { text: '–', fontSize: 14, bold: true },
      bindings: {
        text: {
          objName: 'Tank_1',
          propName: 'level',
          transform: { kind: 'format', decimals: 1, unit: '%' },
        },
      },
    }),
    label('fill', 2, {
      w: 128,
      props: { text: 'Fill to 75', fontSize: 12, align: 'center', background: '#dbeafe', color: '#1e3a8a' },
      events: {
        noticeOnclick: [{ kind: 'setPropertyValue', objName: 'Tank_1', propName: 'level', value: 75 }],
      },
    }),
    label('long', 4, { w: 128, props: { text: LONG_TEXT, fontSize: 12 } }),
    label('right', 6, { w: 128, props: { text: 'Right', fontSize: 12, align: 'right' } }),
  ]
  const plain = Array.from({ length: Math.max(0, count - special.length) }, (_, i) =>
    label(`plain${i}`, COLUMNS + i),
  )
  return [...special, ...plain]
}

async function createPage(name: string, widgets: WidgetWire[]): Promise<string> {
  const blockId = newLayoutId()
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name,
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 20 })]),
      ),
      layouts: [
        { id: blockId, name: 'Main', context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }) },
      ],
    },
  })
  expect(created.status).toBe(201)
  return created.body.id
}

async function seed(): Promise<void> {
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
    body: { name: 'Tank farm', description: 'Painted labels' },
  })
  expect(app.status).toBe(201)
  appId = app.body.appId
}

/** Every string drawn on a canvas of the page since it loaded. */
const painted = () => page.evaluate(() => [...((window as { __painted?: Set<string> }).__painted ?? [])])

async function open(pageId: string): Promise<void> {
  await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${pageId}`)
  await page.getByTestId('runtime-stage').waitFor()
  await expect.poll(() => page.getByTestId('runtime-connection').getAttribute('data-state')).toBe('open')
}

/** The screen point of a page point: the DOM layer carries the stage's camera as its transform. */
async function screenPoint(x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('runtime-stage').boundingBox()
  const camera = await page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('.stage-layer--dom')
    // Numbers as CSS prints them: 5.68434e-14 too.
    const match = /translate\(([-+\d.e]+)px, ([-+\d.e]+)px\) scale\(([-+\d.e]+)\)/.exec(
      layer?.style.transform ?? '',
    )
    return match ? { x: Number(match[1]), y: Number(match[2]), z: Number(match[3]) } : null
  })
  expect(box).not.toBeNull()
  expect(camera).not.toBeNull()
  const { x: cx = 0, y: cy = 0, z = 1 } = camera ?? {}
  return { x: (box?.x ?? 0) + cx + x * z, y: (box?.y ?? 0) + cy + y * z }
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seed()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addInitScript(() => {
    const seen = new Set<string>()
    ;(window as { __painted?: Set<string> }).__painted = seen
    const fillText = CanvasRenderingContext2D.prototype.fillText
    CanvasRenderingContext2D.prototype.fillText = function (text: string, ...rest: [number, number]) {
      seen.add(String(text))
      return fillText.call(this, text, ...rest)
    }
  })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('painted labels', () => {
  let crowded = ''

  test('a crowded page paints its labels instead of mounting them, live values included', async () => {
    crowded = await createPage('Crowded', labels(PAINT_THRESHOLD + 40))
    await open(crowded)
    // A fresh document, so the resource list shows only what this page downloads.
    await page.reload()
    await page.getByTestId('runtime-stage').waitFor()
    expect(await page.getByTestId('runtime-stage').getAttribute('data-painted')).toBe('yes')
    await expect.poll(painted).toContain('42.0 %')
    expect(await painted()).toEqual(expect.arrayContaining(['L20', 'Fill to 75', 'Right']))
    expect(await page.locator('.stage-widget[data-type="form.label"]').count()).toBe(0)
    // The long text is cut with an ellipsis, as the element's CSS would.
    expect((await painted()).some((text) => text.startsWith('Feed water') && text.endsWith('…'))).toBe(true)
    await screenshot(page, 'runtime-painted-labels')

    const set = await api(product.url, 'POST', '/api/runtime/objects/Tank_1/services/setPropertyValue', {
      ticket,
      body: { propName: 'level', propValue: 12.5 },
    })
    expect(set.status).toBe(201)
    await expect.poll(painted).toContain('12.5 %')
    await screenshot(page, 'runtime-painted-labels-changed')
  })

  test('clicking a painted label runs its action; hovering one shows its whole text', async () => {
    // 'fill' is at page (150, 10) sized 128×24; 'long' at (290, 10).
    const fill = await screenPoint(150 + 64, 10 + 12)
    await page.mouse.click(fill.x, fill.y)
    await expect.poll(painted).toContain('75.0 %')
    const value = await api<{ value: number }>(
      product.url,
      'POST',
      '/api/runtime/objects/Tank_1/services/getPropertyValue',
      { ticket, body: { propName: 'level' } },
    )
    expect(value.body).toMatchObject({ value: 75 })

    const long = await screenPoint(290 + 40, 10 + 12)
    await page.mouse.move(long.x, long.y)
    await expect.poll(() => page.getByTestId('runtime-stage').getAttribute('title')).toBe(LONG_TEXT)
    await page.mouse.move(fill.x, fill.y)
    await expect
      .poll(() => page.getByTestId('runtime-stage').evaluate((stage) => stage.style.cursor))
      .toBe('pointer')
  })

  test('the values list reaches painted labels: values, filter, click actions, show on page, keyboard', async () => {
    await open(crowded)
    const toggle = page.getByTestId('values-list-toggle')
    await toggle.click()
    const list = page.getByTestId('values-list')
    await list.waitFor()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    // Focus lands in the filter, so a keyboard user can type at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search')
    expect(await list.locator('p[aria-live]').textContent()).toBe(`${PAINT_THRESHOLD + 40} widgets`)
    const valueRow = list.locator('tr[data-widget-id="value"]')
    await expect.poll(() => valueRow.textContent()).toContain('Tank_1.level: 75')
    expect(await valueRow.textContent()).toContain('75.0 %')
    // Only the rows in view are elements; the table still tells its size.
    expect(await list.locator('tbody tr').count()).toBeLessThan(60)
    expect(await list.locator('table').getAttribute('aria-rowcount')).toBe(String(PAINT_THRESHOLD + 41))
    await screenshot(page, 'runtime-values-list')
    // Scrolled to its end, the list renders its last rows where they belong: the rows left out above
    // keep their height, and the table keeps its native layout (rows laid out as table rows).
    const scroller = list.locator('.values-list__scroller')
    const geometry = await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight
      return { scrollHeight: element.scrollHeight, head: element.querySelector('thead')?.clientHeight ?? 0 }
    })
    expect(geometry.scrollHeight).toBe(geometry.head + (PAINT_THRESHOLD + 40) * 36)
    const lastRow = list.locator(`tr[aria-rowindex="${PAINT_THRESHOLD + 41}"]`)
    await lastRow.waitFor()
    const [rowBox, listBox] = [await lastRow.boundingBox(), await scroller.boundingBox()]
    expect(
      rowBox && listBox && Math.abs(rowBox.y + rowBox.height - (listBox.y + listBox.height)),
    ).toBeLessThan(2)
    expect(await lastRow.evaluate((row) => getComputedStyle(row).display)).toBe('table-row')
    await scroller.evaluate((element) => {
      element.scrollTop = 0
    })

    // Values follow the server, as the canvas does.
    const set = await api(product.url, 'POST', '/api/runtime/objects/Tank_1/services/setPropertyValue', {
      ticket,
      body: { propName: 'level', propValue: 30 },
    })
    expect(set.status).toBe(201)
    await expect.poll(() => valueRow.textContent()).toContain('Tank_1.level: 30')
    expect(await valueRow.textContent()).toContain('30.0 %')

    // The filter matches any column; a painted label's click action runs from its row.
    await page.keyboard.type('fill to')
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1)
    expect(await list.locator('p[aria-live]').textContent()).toBe(`1 of ${PAINT_THRESHOLD + 40} widgets`)
    await list.getByRole('button', { name: 'Run the click action of Label' }).click()
    await expect.poll(painted).toContain('75.0 %')
    await page.getByLabel('Filter the values list').fill('nothing like this')
    await expect.poll(() => list.textContent()).toContain('No widget matches the filter.')

    // "Show" rings the widget where it is on screen.
    await page.getByLabel('Filter the values list').fill('L339')
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1)
    await list.getByRole('button', { name: 'Show Label on the page' }).click()
    // plain319 is label index COLUMNS + 319: column 19, row 16. The ring follows any scroll to it.
    await expect
      .poll(async () => {
        const ring = await page.getByTestId('runtime-locate').boundingBox()
        const centre = await screenPoint(10 + 19 * 70 + 32, 10 + 16 * 30 + 12)
        return (
          !!ring &&
          centre.x > ring.x &&
          centre.x < ring.x + ring.width &&
          centre.y > ring.y &&
          centre.y < ring.y + ring.height
        )
      })
      .toBe(true)
    await screenshot(page, 'runtime-values-list-located')
    await expect.poll(() => page.getByTestId('runtime-locate').count(), { timeout: 5000 }).toBe(0)

    // Escape closes the list and gives the focus back to its button.
    await page.getByLabel('Filter the values list').focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => list.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'values-list-toggle',
    )

    // On a narrow screen (a pop-up) the list covers the page; "Show" then closes it to show the ring.
    await page.setViewportSize({ width: 640, height: 560 })
    await toggle.click()
    expect(await list.evaluate((element) => getComputedStyle(element).position)).toBe('absolute')
    await page.getByLabel('Filter the values list').fill('Right')
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1)
    await screenshot(page, 'runtime-values-list-narrow')
    await list.getByRole('button', { name: 'Show Label on the page' }).click()
    await expect.poll(() => list.count()).toBe(0)
    expect(await page.getByTestId('runtime-locate').count()).toBe(1)
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  test('a values list whose code cannot load says so and loads on a retry; the page keeps running', async () => {
    await page.goto('about:blank')
    await page.route(/\/assets\/ValuesList-[\w-]+\.js$/, (route) => route.abort())
    await open(crowded)
    await page.getByTestId('values-list-toggle').click()
    await page.getByRole('alert').filter({ hasText: 'The values list could not be loaded.' }).waitFor()
    expect(await page.getByTestId('runtime-stage').count()).toBe(1)
    await page.unroute(/\/assets\/ValuesList-[\w-]+\.js$/)
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByTestId('values-list').waitFor()
    await page.getByTestId('values-list-toggle').click()
  })

  test('a page with few labels keeps them as elements', async () => {
    const few = await createPage('Few', labels(12))
    await open(few)
    expect(await page.getByTestId('runtime-stage').getAttribute('data-painted')).toBe('no')
    await expect.poll(() => page.locator('[data-widget="value"]').textContent()).toContain('75.0 %')
    expect(await page.locator('.stage-widget[data-type="form.label"]').count()).toBe(12)
    await screenshot(page, 'runtime-label-elements')
  })
})

function shape(id: string, type: string, x: number, extra: Partial<WidgetWire> = {}): WidgetWire {
  return {
    id,
    type,
    version: 1,
    x,
    y: 20,
    w: 60,
    h: 40,
    rotation: 0,
    groupId: null,
    props: {},
    bindings: {},
    events: {},
    ...extra,
  }
}

/** Rectangles and circles in every style the painters handle, in the page's top band (y 20–80). */
const SHAPES: WidgetWire[] = [
  shape('plain', 'shape.rect', 20),
  shape('round', 'shape.rect', 100, { props: { cornerRadius: 10, stroke: '#b91c1c', strokeWidth: 4 } }),
  shape('turned', 'shape.rect', 180, { rotation: 30, props: { fill: '#fde68a' } }),
  shape('faint', 'shape.rect', 260, { props: { fill: '#1d4ed8', opacity: 0.4, stroke: '' } }),
  shape('hidden', 'shape.rect', 340, { props: { visible: false } }),
  shape('lamp', 'shape.circle', 420, {
    bindings: {
      fill: {
        objName: 'Tank_1',
        propName: 'level',
        transform: {
          kind: 'ranges',
          ranges: [{ min: null, max: 50, value: '#dc2626' }],
          otherwise: '#16a34a',
        },
      },
    },
  }),
  shape('ring', 'shape.circle', 500, { props: { fill: '', stroke: '#0f766e', strokeWidth: 6 } }),
]

/** RGBA of the stage's shape canvas (fabric's, or the paint canvas) over the shapes' band, base64. */
const shapePixels = () =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.stage-layer--shapes canvas')
    const data = canvas?.getContext('2d')?.getImageData(0, 0, 900, 140).data
    if (!data) return ''
    let text = ''
    for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000))
    return btoa(text)
  })

describe('painted shapes', () => {
  test('a crowded page paints its rectangles and circles exactly as the fabric layer draws them', async () => {
    const few = await createPage('Shapes', SHAPES)
    // The same shapes above enough labels to crowd the page: shapes and labels are then all painted.
    const crowdedLabels = labels(PAINT_THRESHOLD + 20).map((widget) => ({ ...widget, y: widget.y + 200 }))
    const crowded = await createPage('Shapes crowded', [...SHAPES, ...crowdedLabels])

    await open(few)
    expect(await page.getByTestId('runtime-stage').getAttribute('data-painted')).toBe('no')
    // Tank_1.level is 75 (set above): the lamp is green.
    let fabric = ''
    await expect
      .poll(async () => {
        fabric = await shapePixels()
        return fabric.length > 0 && fabric !== btoa('\u0000'.repeat(900 * 140 * 4))
      })
      .toBe(true)
    await page.waitForTimeout(300)
    fabric = await shapePixels()
    await screenshot(page, 'runtime-shapes-fabric')

    await open(crowded)
    // A fresh document, so the resource list shows only what this page downloads.
    await page.reload()
    await page.getByTestId('runtime-stage').waitFor()
    expect(await page.getByTestId('runtime-stage').getAttribute('data-painted')).toBe('yes')
    // Every shape is painted: no fabric layer (nor its download) for this page.
    await expect.poll(() => page.locator('.stage-layer--shapes').count()).toBe(1)
    await expect(page.getByTestId('runtime-paint')).toBeDefined()
    await expect.poll(painted).toContain('L20')
    await page.waitForTimeout(300)
    const paintedPixels = await shapePixels()
    await screenshot(page, 'runtime-shapes-painted')
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    expect(scripts.some((name) => /\/shape-[\w-]+\.js$/.test(name))).toBe(false)

    const a = Buffer.from(fabric, 'base64')
    const b = Buffer.from(paintedPixels, 'base64')
    expect(b.length).toBe(a.length)
    let drawn = 0
    let different = 0
    for (let i = 0; i < a.length; i += 4) {
      if ((a[i + 3] ?? 0) > 0 || (b[i + 3] ?? 0) > 0) drawn += 1
      const delta = Math.max(
        Math.abs((a[i] ?? 0) - (b[i] ?? 0)),
        Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)),
        Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)),
        Math.abs((a[i + 3] ?? 0) - (b[i + 3] ?? 0)),
      )
      if (delta > 64) different += 1
    }
    // The shapes cover thousands of pixels; only antialiased edges may differ a little.
    expect(drawn).toBeGreaterThan(5000)
    expect(different / drawn).toBeLessThan(0.01)
  })
})
