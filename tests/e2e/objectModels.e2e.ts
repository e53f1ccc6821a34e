/**
 * Object models in the browser (issue 20) against the real server and a real MQTT broker: a template with
 * three typed properties and an alarm limit, two instances, one bound to the simulator and one to an MQTT
 * topic (a value published to Mosquitto arrives in the instance editor), a property that a saved page
 * binds renamed with the page still running on it; screenshots in both languages.
 */
import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import mqtt from 'mqtt'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { bpmnFile } from '../integration/flow/bpmn'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin, setStoredLanguage } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

const TEMPLATES = '/design/object-template-mgr/object-template'
const INSTANCES = '/design/object-template-mgr/object-instance'
const TOPIC = `gantry/e2e/${process.pid}/press02/speed`
const SHOTS = '/work/shots/i20a'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket = ''

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

/** A screenshot in test-results, copied where the brief keeps them. */
async function shot(name: string) {
  const path = await screenshot(page, `objectModels-${name}`)
  await mkdir(SHOTS, { recursive: true })
  await copyFile(path, join(SHOTS, `${name}.png`)).catch(() => undefined)
}

beforeAll(async () => {
  product = await startProduct(ADMIN_ENV)
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  ;({ context, page } = await adminPage(browser, product))
  page.on('pageerror', (error) => console.error('page error:', error.message))
}, 180_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

async function addProperty(name: string, type: string, options: { unit?: string; writable?: boolean } = {}) {
  await page.getByTestId('property-add').click()
  const dialog = page.getByTestId('property-dialog')
  await dialog.getByLabel('Name', { exact: true }).fill(name)
  await dialog.locator('#prop-type').selectOption(type)
  if (options.writable) await dialog.getByText('Writable from pages and services').click()
  await page.getByTestId('property-save').click()
  await page.getByTestId(`prop-row-${name}`).waitFor()
}

async function rowAction(propName: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${propName}` }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

async function createInstance(name: string) {
  await page.getByTestId('instance-create').click()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByTestId('owner-form-save').click()
  await page.locator('tbody tr', { hasText: name }).first().waitFor()
}

describe('object models', () => {
  test('a template with three typed properties and an alarm limit', async () => {
    await open(page, product, TEMPLATES, 'templates-screen')
    await page.getByTestId('template-create').click()
    // The server's name rule, shown next to the field; nothing is created.
    await page.getByLabel('Name', { exact: true }).fill('9press')
    await page.getByTestId('owner-form-save').click()
    await page.getByText(/must start with a letter/).waitFor()
    await page.getByLabel('Name', { exact: true }).fill('Press')
    await page.getByTestId('owner-form-save').click()
    await page.getByTestId('template-editor').waitFor()

    await addProperty('speed', 'float', { writable: true })
    await addProperty('running', 'bool')
    await addProperty('batch', 'string')
    // A wrong default for the type is refused with the server's message.
    await rowAction('speed', 'Edit…')
    await page.getByTestId('property-dialog').getByLabel('Default value').fill('fast')
    await page.getByTestId('property-save').click()
    await page.getByTestId('property-dialog').getByText(/speed/).first().waitFor()
    await expect.poll(() => page.getByTestId('property-dialog').locator('.field--invalid').count()).toBe(1)
    await page.getByTestId('property-dialog').getByLabel('Default value').fill('12.5')
    await page.getByTestId('property-save').click()
    await expect.poll(() => page.getByTestId('prop-row-speed').textContent()).toContain('12.5')

    // A published workflow process, which a limit can start when its alarm is raised (alarm → to-do loop).
    const flowApp = await call<{ appId: number }>('POST', '/api/compose/manage/apps', { name: 'Press flows' })
    expect(flowApp.status, JSON.stringify(flowApp.body)).toBe(201)
    const process = bpmnFile(
      'PressAlarm',
      '<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="T"/>' +
        '<bpmn:userTask id="T" name="Check the press" gantry:assignee="admin"/>' +
        '<bpmn:sequenceFlow id="b" sourceRef="T" targetRef="e"/><bpmn:endEvent id="e"/>',
    )
    const diagram = await call<{ id: number }>('POST', '/api/flow/diagram', {
      appId: flowApp.body.appId,
      diagramName: 'Press alarm response',
      xml: process,
    })
    expect(diagram.status, JSON.stringify(diagram.body)).toBe(201)
    expect((await call('POST', `/api/flow/diagram/${diagram.body.id}`, { isNew: true })).status).toBe(201)

    await rowAction('speed', 'Alarm limits…')
    await page.getByTestId('limit-add').click()
    await page.getByTestId('limit-value').first().fill('80')
    await page.getByTestId('limit-process').first().selectOption('Press alarm response')
    await page.getByTestId('limit-add').click()
    await page.getByTestId('limit-value').nth(1).fill('80')
    // The engine's grouping rule as the user types: the second gt 80 is a duplicate.
    await page
      .getByTestId('alarm-limit-review')
      .getByText(/duplicate of gt 80/)
      .waitFor()
    await page.getByRole('button', { name: 'Remove limit limit2' }).click()
    await expect.poll(() => page.getByTestId('alarm-limit-review').textContent()).toBe('')
    await shot('limits-dialog-en-us')
    await page.getByTestId('limits-save').click()
    await expect.poll(() => page.getByTestId('prop-row-speed').locator('td.num').textContent()).toBe('1')
    const limits = await call<{ limits: { processName: string }[] }>(
      'GET',
      '/api/metadata/object_templates/Press/properties/speed/alerts',
    )
    expect(limits.body.limits[0]?.processName).toBe('Press alarm response')
    await shot('template-editor-en-us')
  })

  test('two instances, one on the simulator and one on an MQTT topic', async () => {
    await open(page, product, INSTANCES, 'instances-screen')
    await createInstance('Press_01')
    await createInstance('Press_02')
    await shot('instances-en-us')

    await page.getByRole('link', { name: 'Press_01' }).click()
    await page.getByTestId('instance-editor').waitFor()
    await page.getByTestId('bind-speed').click()
    await page.locator('#binding-period').fill('4')
    await page.locator('#binding-amplitude').fill('50')
    await page.locator('#binding-offset').fill('50')
    await page.getByTestId('binding-save').click()
    await page.getByTestId('binding-speed').waitFor()
    const first = await waitForNumber('live-speed')
    await expect
      .poll(async () => Number(await page.getByTestId('live-speed').textContent()), { timeout: 10_000 })
      .not.toBe(first)
    await shot('instance-simulator-en-us')

    await open(page, product, `${INSTANCES}/Press_02`, 'instance-editor')
    await page.getByTestId('bind-speed').click()
    await page.locator('#binding-connector').selectOption('mqtt')
    await page.locator('#binding-topic').fill(TOPIC)
    await page.getByTestId('binding-save').click()
    await page.getByTestId('binding-speed').waitFor()
    const client = await mqtt.connectAsync('mqtt://127.0.0.1:1883')
    try {
      await expect
        .poll(
          async () => {
            await client.publishAsync(TOPIC, '42.5', { qos: 1 })
            return page.getByTestId('live-speed').textContent()
          },
          { timeout: 15_000, interval: 1000 },
        )
        .toBe('42.5')
    } finally {
      await client.endAsync()
    }
    await shot('instance-mqtt-en-us')
  })

  test('renaming a property a page binds keeps the page running', async () => {
    const pageId = await seedBoundPage()
    await open(page, product, `${TEMPLATES}/Press`, 'template-editor')
    await rowAction('speed', 'Rename…')
    await page
      .getByTestId('rename-dialog')
      .getByText(/Press_01\.speed × 1/)
      .waitFor()
    await page.getByTestId('rename-dialog').getByLabel('New name').fill('rpm')
    await page.getByTestId('rename-save').click()
    await page.getByTestId('prop-row-rpm').waitFor()
    await shot('template-renamed-en-us')

    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${pageId}`)
    await page.getByTestId('runtime-stage').waitFor()
    await expect
      .poll(async () => (await page.locator('[data-widget="speed"]').textContent())?.trim() ?? '', {
        timeout: 10_000,
      })
      .toMatch(/^\d+(\.\d)? rpm$/)
  })

  test('300 instances from a CSV: flagged, then confirmed', async () => {
    const lines = ['name,showName,templateName']
    for (let i = 0; i < 300; i++) lines.push(`Press_x${String(i).padStart(3, '0')},Press ${i},Press`)
    await open(page, product, INSTANCES, 'instances-screen')
    await page.getByTestId('instances-import').click()
    await page.getByTestId('import-file').setInputFiles({
      name: 'presses.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    })
    await page.getByTestId('import-flagged').waitFor()
    expect(await page.getByTestId('import-run').isDisabled()).toBe(true)
    await shot('import-flagged-en-us')
    await page.getByTestId('import-flagged').getByText('Yes, create 300 instances').click()
    // The progress bar's values while the import runs, as the server pushes them on the live socket.
    await page.evaluate(() => {
      const seen: number[] = []
      ;(window as unknown as { importProgress: number[] }).importProgress = seen
      new MutationObserver(() => {
        const bar = document.querySelector(
          '[data-testid="import-progress"] progress',
        ) as HTMLProgressElement | null
        if (bar && bar.value !== seen.at(-1)) seen.push(bar.value)
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await page.getByTestId('import-run').click()
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' })
    const progress = await page.evaluate(
      () => (window as unknown as { importProgress: number[] }).importProgress,
    )
    expect(Math.max(...progress), JSON.stringify(progress)).toBeGreaterThan(0)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    const listed = await call<{ pagination: { total: number } }>(
      'GET',
      '/api/metadata/objects?keyWord=Press_x',
    )
    expect(listed.body.pagination.total).toBe(300)
  })

  test('the screens in Chinese', async () => {
    await open(page, product, `${INSTANCES}/Press_01`, 'instance-editor')
    await setStoredLanguage(page, 'zh-cn')
    await page.getByTestId('instance-editor').waitFor()
    await waitForNumber('live-rpm')
    await shot('instance-zh-cn')
    await open(page, product, `${TEMPLATES}/Press`, 'template-editor')
    await page.getByTestId('prop-row-rpm').waitFor()
    await shot('template-editor-zh-cn')
    await open(page, product, TEMPLATES, 'templates-screen')
    await page.locator('tbody tr', { hasText: 'Press' }).first().waitFor()
    await shot('templates-zh-cn')
    await setStoredLanguage(page, 'en-us')
  })
})

async function waitForNumber(testId: string): Promise<number> {
  let value = Number.NaN
  await expect
    .poll(
      async () => {
        value = Number(await page.getByTestId(testId).textContent())
        return Number.isFinite(value)
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return value
}

/** A running application whose page shows Press_01.speed in a label. */
async function seedBoundPage(): Promise<string> {
  const app = await call<{ appId: number }>('POST', '/api/app/manager', { name: 'Press hall' })
  expect(app.status).toBe(201)
  const blockId = newLayoutId()
  const block = {
    ...defaultLayoutContext('free'),
    widgets: [
      {
        id: 'speed',
        type: 'form.label',
        version: 1,
        x: 20,
        y: 20,
        w: 300,
        h: 40,
        rotation: 0,
        groupId: null,
        props: { text: '–', fontSize: 24 },
        bindings: {
          text: {
            objName: 'Press_01',
            propName: 'speed',
            transform: { kind: 'format', decimals: 1, unit: 'rpm' },
          },
        },
        events: {},
      },
    ],
  }
  const created = await call<{ id: string }>('POST', '/api/compose/manage/pages', {
    appId: app.body.appId,
    name: 'Press overview',
    type: 1,
    layout: JSON.stringify(defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 8 })])),
    layouts: [{ id: blockId, name: 'Press', context: JSON.stringify(block) }],
  })
  expect(created.status).toBe(201)
  const started = await call('PUT', '/api/app/manager/containerActivity', {
    appId: app.body.appId,
    action: 'start',
  })
  expect(started.status).toBe(201)
  return created.body.id
}
