/**
 * Every graphic shape on one process page, in headless Chromium against the real server: the page holds one
 * widget of every shape plugin (found in the registry, never listed here), bound to a plant object. In the
 * designer an edge follows the rectangle it joins when that is dragged, and a save stores every other
 * shape exactly as it was; at runtime a blink bound to an alarm state alternates colours and a data link's
 * dashes move with its bound flow and stand still at 0. Screenshots of both.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { edgeEnds } from '../../engine/document/edges'
import type { PageDoc } from '../../engine/document/pageDoc'
import type { WidgetWire } from '../../engine/document/persisted'
import { listWidgets } from '../../engine/document/widgetStore'
import { builtinPlugins } from '../../plugins/index'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { dragMouse, openEditorPage, screenPoint, storedPageDoc } from './designerSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Shapes-initial-2024!'
const password = 'Shapes-pass-2024!'
const OBJECT = 'Line_1'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket: string
let appId = 0
let pageId = ''
const widgets: WidgetWire[] = []

const bind = (propName: string) => ({ objName: OBJECT, propName })

/** One widget of every shape plugin in a grid; the rect and circle joined by the edge; bindings of each kind. */
function shapeWidgets(): WidgetWire[] {
  const shapes = builtinPlugins.filter((p) => p.render === 'canvas')
  return shapes.map((plugin, index) => {
    const id = plugin.id.replace('.', '_')
    const box = { x: 40 + (index % 6) * 220, y: 40 + Math.floor(index / 6) * 200, w: 140, h: 100 }
    const props: Record<string, unknown> = {}
    const bindings: WidgetWire['bindings'] = {}
    if (plugin.id === 'shape.edge') Object.assign(props, { source: 'shape_rect', target: 'shape_circle' })
    if (plugin.id === 'shape.dataLink') {
      Object.assign(box, { h: 16 })
      bindings.flow = bind('flow')
    }
    if (plugin.id === 'shape.star') bindings.blink = bind('alarm')
    if ('fill' in plugin.props && plugin.id !== 'shape.star')
      bindings.fill = {
        ...bind('level'),
        transform: {
          kind: 'ranges',
          ranges: [
            { min: null, max: 50, value: '#2f7ed8' },
            { min: 50, max: null, value: '#f0a30a' },
          ],
        },
      }
    if (plugin.id === 'shape.text')
      bindings.text = { ...bind('level'), transform: { kind: 'format', decimals: 1, unit: '%' } }
    if ('turn' in plugin.props && plugin.id === 'shape.polygon') bindings.turn = bind('level')
    return {
      id,
      type: plugin.id,
      version: 1,
      ...box,
      rotation: 0,
      groupId: null,
      props,
      bindings,
      events: {},
    }
  })
}

async function seed(): Promise<void> {
  const template = await api(product.url, 'POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Line',
      properties: [
        { name: 'level', type: 'float', defaultValue: 30 },
        { name: 'alarm', type: 'float', defaultValue: 0 },
        { name: 'flow', type: 'float', defaultValue: 1 },
      ],
    },
  })
  expect(template.status).toBe(201)
  const object = await api(product.url, 'POST', '/api/metadata/objects', {
    ticket,
    body: { name: OBJECT, templateName: 'Line' },
  })
  expect(object.status).toBe(201)
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Process line', description: 'Every shape' },
  })
  expect(app.status).toBe(201)
  appId = app.body.appId
  widgets.push(...shapeWidgets())
  const blockId = newLayoutId()
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name: 'Shapes',
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
  pageId = created.body.id
}

const setValue = (propName: string, propValue: unknown) =>
  api(product.url, 'POST', `/api/runtime/objects/${OBJECT}/services/setPropertyValue`, {
    ticket,
    body: { propName, propValue },
  })

const stored = (doc: PageDoc) => Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))

/** A screen region of a page box at runtime (the DOM layer carries the stage's camera as its transform). */
async function runtimeClip(box: { x: number; y: number; w: number; h: number }) {
  const stageBox = await page.getByTestId('runtime-stage').boundingBox()
  const camera = await page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('.stage-layer--dom')
    const match = /translate\(([-+\d.e]+)px, ([-+\d.e]+)px\) scale\(([-+\d.e]+)\)/.exec(
      layer?.style.transform ?? '',
    )
    return match ? { x: Number(match[1]), y: Number(match[2]), z: Number(match[3]) } : { x: 0, y: 0, z: 1 }
  })
  return {
    x: (stageBox?.x ?? 0) + camera.x + box.x * camera.z,
    y: (stageBox?.y ?? 0) + camera.y + box.y * camera.z,
    width: Math.max(4, box.w * camera.z),
    height: Math.max(4, box.h * camera.z),
  }
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  await seed()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await uiLogin(page, product.url, 'admin', password)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

describe('every graphic shape', () => {
  test('designer: dragging a joined widget moves the edge with it; a save keeps every other shape as it was', async () => {
    await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
    const stage = page.getByTestId('designer-stage')
    // The editor opens the application's only page by itself; else open it from the tree.
    await openEditorPage(page, 'Shapes')
    await stage.waitFor()
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain(`${widgets.length} items`)
    await page.getByTestId('zoom-fit').click()
    await page.waitForTimeout(300)
    await screenshot(page, 'shapes-designer')

    const rect = widgets.find((w) => w.type === 'shape.rect') as WidgetWire
    const from = await screenPoint(page, stage, rect.x + 60, rect.y + 50)
    const to = await screenPoint(page, stage, rect.x + 60, rect.y + 50 + 160)
    await dragMouse(page, from, to)
    await page.getByTestId('dirty-indicator').waitFor()
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pages/${pageId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    await page.getByTestId('saved-indicator').waitFor()
    await screenshot(page, 'shapes-designer-edge-followed')

    const after = stored(await storedPageDoc(product.url, ticket, pageId))
    const movedRect = after.find((w) => w.id === rect.id)
    expect(movedRect?.y).toBeGreaterThan(rect.y + 100)
    // The edge now starts on the moved rectangle's border and still ends on the circle's.
    const edge = after.find((w) => w.type === 'shape.edge')
    const circle = after.find((w) => w.type === 'shape.circle')
    if (!edge || !movedRect || !circle) throw new Error('missing widgets')
    const [start, end] = edgeEnds(edge)
    const within = (p: { x: number; y: number }, b: { x: number; y: number; w: number; h: number }) =>
      p.x >= b.x - 1 && p.x <= b.x + b.w + 1 && p.y >= b.y - 1 && p.y <= b.y + b.h + 1
    expect(within(start, movedRect)).toBe(true)
    expect(within(end, circle)).toBe(true)
    // Every other shape, its props and its bindings, is stored exactly as it was.
    for (const original of widgets.filter((w) => w.id !== rect.id && w.type !== 'shape.edge')) {
      const kept = after.find((w) => w.id === original.id)
      expect(kept, original.type).toMatchObject({
        type: original.type,
        x: original.x,
        y: original.y,
        w: original.w,
        h: original.h,
        props: original.props,
        bindings: original.bindings,
      })
    }

    await page.reload()
    await stage.waitFor()
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain(`${widgets.length} items`)
    await page.getByTestId('saved-indicator').waitFor()
  }, 90_000)

  test('designer: the polygon tool draws an irregular shape point by point; its points drag afterwards', async () => {
    // Continues in the designer the previous test saved.
    const stage = page.getByTestId('designer-stage')
    await page.getByRole('button', { name: /Draw an irregular shape/ }).click()
    const corners = [
      { x: 1500, y: 80 },
      { x: 1800, y: 80 },
      { x: 1700, y: 260 },
      { x: 1520, y: 220 },
    ]
    for (const corner of corners) {
      const at = await screenPoint(page, stage, corner.x, corner.y)
      await page.mouse.click(at.x, at.y)
    }
    await expect.poll(() => page.getByTestId('polygon-draft').getAttribute('data-points')).toBe('4')
    await screenshot(page, 'shapes-polygon-drawing')
    // A press on the first point closes it.
    const first = await screenPoint(page, stage, corners[0]?.x ?? 0, corners[0]?.y ?? 0)
    await page.mouse.click(first.x, first.y)
    await expect
      .poll(() => page.getByTestId('status-bar').textContent())
      .toContain(`${widgets.length + 1} items`)
    await page.getByTestId('polygon-vertices').waitFor()

    // The third point dragged down and right: the box grows with it.
    const from = await screenPoint(page, stage, 1700, 260)
    const to = await screenPoint(page, stage, 1760, 300)
    await dragMouse(page, from, to)
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pages/${pageId}`) && r.request().method() === 'PUT',
    )
    await page.getByTestId('save').click()
    expect((await saved).status()).toBe(201)
    await page.getByTestId('saved-indicator').waitFor()
    await screenshot(page, 'shapes-polygon-edited')

    const drawn = stored(await storedPageDoc(product.url, ticket, pageId)).filter(
      (w) => w.type === 'shape.irregular' && !widgets.some((original) => original.id === w.id),
    )
    expect(drawn).toHaveLength(1)
    const shape = drawn[0]
    if (!shape) throw new Error('no drawn shape')
    expect(shape).toMatchObject({ x: 1500, y: 80, w: 300, h: 220 })
    expect(shape.props.closed).toBe(true)
    const points = shape.props.points as { x: number; y: number }[]
    expect(
      points.map((p) => [
        Math.round(shape.x + (p.x / 100) * shape.w),
        Math.round(shape.y + (p.y / 100) * shape.h),
      ]),
    ).toEqual([
      [1500, 80],
      [1800, 80],
      [1760, 300],
      [1520, 220],
    ])
  }, 90_000)

  test('runtime: a blink bound to an alarm alternates colours; a data link moves with its flow and stops at 0', async () => {
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${pageId}`)
    await page.getByTestId('runtime-stage').waitFor()
    await expect.poll(() => page.getByTestId('runtime-connection').getAttribute('data-state')).toBe('open')
    expect((await setValue('alarm', 1)).status).toBe(201)
    const star = widgets.find((w) => w.type === 'shape.star') as WidgetWire
    const starClip = await runtimeClip({ x: star.x + star.w / 2 - 4, y: star.y + star.h / 2 - 4, w: 8, h: 8 })
    const seen = new Set<string>()
    for (let i = 0; i < 8; i++) {
      seen.add((await page.screenshot({ clip: starClip })).toString('base64'))
      await page.waitForTimeout(170)
    }
    expect(seen.size).toBeGreaterThanOrEqual(2)
    await screenshot(page, 'shapes-runtime-blink')

    const link = widgets.find((w) => w.type === 'shape.dataLink') as WidgetWire
    const linkClip = await runtimeClip(link)
    const frames = async () => {
      const a = (await page.screenshot({ clip: linkClip })).toString('base64')
      await page.waitForTimeout(120)
      return a !== (await page.screenshot({ clip: linkClip })).toString('base64')
    }
    expect(await frames()).toBe(true)
    expect((await setValue('flow', 0)).status).toBe(201)
    await page.waitForTimeout(300)
    expect(await frames()).toBe(false)
    expect((await setValue('flow', -1)).status).toBe(201)
    await page.waitForTimeout(300)
    expect(await frames()).toBe(true)
    // The alarm clears: the star stops blinking.
    expect((await setValue('alarm', 0)).status).toBe(201)
    await page.waitForTimeout(300)
    const still = new Set<string>()
    for (let i = 0; i < 4; i++) {
      still.add((await page.screenshot({ clip: starClip })).toString('base64'))
      await page.waitForTimeout(170)
    }
    expect(still.size).toBe(1)
  }, 60_000)
})
