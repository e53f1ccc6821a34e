/**
 * Issue 27's big data bar in headless Chromium against the real server: readings recorded to history,
 * a sample cut on the samples screen (table and chart), a linear regression run on the experiments
 * screen, its model released as a soft sensor on the releases screen, and the computed property seen
 * live on a runtime page as its inputs change.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

let product: RunningProduct
let browser: Browser
let ticket = ''

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

beforeAll(async () => {
  product = await startProduct({ ...ADMIN_ENV })
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function setValue(propName: string, propValue: number) {
  const answer = await call('POST', '/api/runtime/objects/Kiln_1/services/setPropertyValue', {
    propName,
    propValue,
  })
  expect(answer.status).toBeLessThan(300)
}

/** Readings a second apart, each triple within one second: temp = 3 + 2·fuel − air (defaults agree). */
async function recordReadings(count: number) {
  for (let i = 0; i < count; i++) {
    while (Date.now() % 1000 > 400) await sleep(50)
    const fuel = 10 + (i % 5)
    const air = 4 + ((i * 7) % 3)
    await setValue('fuel', fuel)
    await setValue('air', air)
    await setValue('temp', 3 + 2 * fuel - air)
    await sleep(650)
  }
}

async function choose(page: Page, id: string, option: string) {
  await page.locator(`#${id}`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** A running application with one page whose label shows Kiln_1.tempSoft. */
async function runtimePage(): Promise<string> {
  const app = await call<{ appId: number }>('POST', '/api/app/manager', {
    name: 'Kiln room',
    description: 'Soft sensor',
  })
  expect(app.status).toBe(201)
  const blockId = newLayoutId()
  const label = {
    id: 'soft',
    type: 'form.label',
    version: 1,
    rotation: 0,
    groupId: null,
    x: 20,
    y: 20,
    w: 360,
    h: 40,
    props: { text: '–', fontSize: 24 },
    bindings: {
      text: {
        objName: 'Kiln_1',
        propName: 'tempSoft',
        transform: { kind: 'format', decimals: 2, unit: '°C' },
      },
    },
    events: {},
  }
  const created = await call<{ id: string }>('POST', '/api/compose/manage/pages', {
    appId: app.body.appId,
    name: 'Kiln soft sensor',
    type: 1,
    layout: JSON.stringify(defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 6 })])),
    layouts: [
      {
        id: blockId,
        name: 'Kiln',
        context: JSON.stringify({ ...defaultLayoutContext('free'), widgets: [label] }),
      },
    ],
  })
  expect(created.status).toBe(201)
  const started = await call('PUT', '/api/app/manager/containerActivity', {
    appId: app.body.appId,
    action: 'start',
  })
  expect(started.status).toBe(201)
  return created.body.id
}

test('cut a sample, run a regression, release it as a soft sensor and see it live on a page', async () => {
  const template = await call('POST', '/api/metadata/object_templates', {
    name: 'Kiln',
    properties: [
      { name: 'fuel', type: 'float', defaultValue: 0, writable: true },
      { name: 'air', type: 'float', defaultValue: 0, writable: true },
      { name: 'temp', type: 'float', defaultValue: 3, writable: true },
      { name: 'tempSoft', type: 'double', defaultValue: 0 },
    ],
  })
  expect(template.status).toBe(201)
  expect((await call('POST', '/api/metadata/objects', { name: 'Kiln_1', templateName: 'Kiln' })).status).toBe(
    201,
  )
  await recordReadings(8)
  const pageId = await runtimePage()

  const { page } = await adminPage(browser, product)
  page.on('pageerror', (error) => console.error('page error:', error.message))

  // 1. The sample: the last minutes of the three properties, one row a second.
  await open(page, product, '/design/industry-big-data/samples-mgr', 'bigdata-samples-mgr')
  await page.getByTestId('sample-new').click()
  await page.getByTestId('sample-form').waitFor()
  await page.locator('#sample-name').fill('Kiln readings')
  await choose(page, 'sample-object', 'Kiln_1')
  await page.locator('#sample-columns').click()
  for (const name of ['Kiln_1.fuel', 'Kiln_1.air', 'Kiln_1.temp'])
    await page.getByRole('option', { name, exact: true }).click()
  await page.locator('#sample-columns').click()
  const local = (ms: number) =>
    new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  await page.locator('#sample-start').fill(local(Date.now() - 3 * 60_000))
  await page.locator('#sample-end').fill(local(Date.now() + 60_000))
  await page.locator('#sample-interval').fill('1')
  await choose(page, 'sample-aggregation', 'Last value')
  await page.getByTestId('sample-save').click()
  const preview = page.getByTestId('sample-preview')
  await preview.waitFor()
  await preview.locator('[data-rendered="true"]').waitFor({ timeout: 30_000 })
  await preview.getByRole('columnheader', { name: 'Kiln_1.temp' }).waitFor()
  await screenshot(page, 'bigdata-sample-preview')
  await page.getByTestId('sample-preview-close').click()
  await page.getByRole('row').filter({ hasText: 'Kiln readings' }).waitFor()

  // 2. The experiment: temp from fuel and air.
  await open(page, product, '/design/industry-big-data/experiments-mgr', 'bigdata-experiments-mgr')
  await page.getByTestId('experiment-new').click()
  await page.getByTestId('experiment-form').waitFor()
  await page.locator('#experiment-name').fill('Kiln temperature')
  await choose(page, 'experiment-sample', 'Kiln readings')
  await choose(page, 'experiment-analysis', 'Linear regression')
  await page.locator('#experiment-inputs').click()
  await page.getByRole('option', { name: 'Kiln_1.fuel', exact: true }).click()
  await page.getByRole('option', { name: 'Kiln_1.air', exact: true }).click()
  await page.locator('#experiment-inputs').click()
  await choose(page, 'experiment-output', 'Kiln_1.temp')
  await page.getByTestId('experiment-save').click()
  await page.getByTestId('experiment-form').waitFor({ state: 'detached' })
  await page.getByRole('row').filter({ hasText: 'Kiln temperature' }).getByTestId('experiment-run').click()
  const result = page.getByTestId('run-result')
  await result.getByTestId('run-regression').waitFor()
  expect(Number(await result.getByTestId('run-r2').textContent())).toBeCloseTo(1, 6)
  expect(await result.getByTestId('run-formula').textContent()).toMatch(
    /^Kiln_1\.temp = 3 \+ 2·Kiln_1\.fuel − 1·Kiln_1\.air$/,
  )
  await result.locator('[data-rendered="true"]').waitFor({ timeout: 30_000 })
  await screenshot(page, 'bigdata-experiment-regression')
  await page.getByTestId('runs-close').click()

  // 3. The release: the model computes Kiln_1.tempSoft.
  await open(page, product, '/design/industry-big-data/publish-mgr-release', 'bigdata-publish-mgr-release')
  await page.getByTestId('release-new').click()
  await page.getByTestId('release-form').waitFor()
  await page.locator('#release-name').fill('Soft kiln temperature')
  await page.locator('#release-model').click()
  await page.getByRole('option', { name: /Kiln temperature, run #/ }).click()
  await choose(page, 'release-object', 'Kiln_1')
  await choose(page, 'release-target', 'Kiln_1.tempSoft')
  await page.getByTestId('release-save').click()
  await page.getByTestId('release-form').waitFor({ state: 'detached' })
  await setValue('fuel', 20)
  await setValue('air', 5)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await page.getByTestId('release-live').getByText('38').waitFor()
  await screenshot(page, 'bigdata-releases')

  // 4. Live on a runtime page: the label follows the inputs.
  await page.goto(`${product.url}/#/application-runtime/${pageId}`)
  const soft = page.locator('[data-widget="soft"]')
  await soft.getByText('38.00').waitFor({ timeout: 20_000 })
  await setValue('air', 9)
  await soft.getByText('34.00').waitFor({ timeout: 20_000 })
  await screenshot(page, 'bigdata-soft-sensor-runtime')
}, 240_000)
