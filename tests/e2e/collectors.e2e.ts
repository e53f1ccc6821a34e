import type { OPCUAServer } from 'node-opcua'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { readModbusBinding } from '../../server/connectors/modbus/binding'
import { encodeRegisters } from '../../server/connectors/modbus/codec'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import {
  freePort,
  plant,
  registers,
  startModbusServer,
  startOpcuaServer,
} from '../integration/collector/fieldServers'
import { ADMIN_ENV, adminPage, api, open, photographBothLanguages, prepareAdmin } from './adminSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

// Collector access and management (issue 26) against the real server: collectors register through the
// public API as a collector process does, are reviewed on the access screen, call in with the key issued
// there, and a real OPC UA server (node-opcua, started here) is added as a connector through the form.
let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let opcua: OPCUAServer
let opcuaPort = 0
let ticket = ''

/** The row of one collector, by its exact UUID (line1-pc is also the start of line1-pc-b). */
const row = (uuid: string) => page.locator('tbody tr').filter({ has: page.getByText(uuid, { exact: true }) })
// A form is a dialog, a confirmation an alertdialog; the newest one is on top.
const dialog = () => page.locator('[role="dialog"], [role="alertdialog"]').last()

/** The collector's own call-in, with the key it was given (header x-collector-key). */
async function heartbeat(deviceUuid: string, key: string, drivers: object[] = []) {
  const response = await fetch(`${product.url}/api/collector/heartbeat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-collector-key': key },
    body: JSON.stringify({ deviceUuid, drivers }),
  })
  return { status: response.status, body: (await response.json()) as { connectors: { name: string }[] } }
}

beforeAll(async () => {
  opcuaPort = await freePort()
  opcua = await startOpcuaServer(opcuaPort)
  product = await startProduct(ADMIN_ENV)
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  ;({ context, page } = await adminPage(browser, product))
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await product?.stop()
  await opcua?.shutdown()
})

describe('collectors', () => {
  let key = ''

  test('pending collectors are agreed to (a key is shown once), refused, or replace an old one', async () => {
    for (const [deviceUuid, name, host] of [
      ['line1-pc', 'Line 1 PC', 'ipc-line1'],
      ['spare-pc', 'Spare PC', 'ipc-spare'],
      ['line1-pc-b', 'Line 1 PC (new)', 'ipc-line1b'],
    ]) {
      const reg = await api(product.url, 'POST', '/api/collector/register', {
        body: { deviceUuid, name, deviceRegInfo: { host, os: 'linux', version: '1.0.0' } },
      })
      expect(reg.status).toBe(201)
    }
    // Both languages, with three pending rows and their actions: nothing may scroll sideways.
    const overflowing = await photographBothLanguages(
      page,
      product,
      'collectors-accept-pending',
      '/design/collector/acceptm',
      'collector-accept-screen',
      (p) => p.locator('tbody tr', { hasText: 'line1-pc-b' }).waitFor(),
    )
    expect(overflowing).toEqual([])
    await open(page, product, '/design/collector/acceptm', 'collector-accept-screen')
    await row('line1-pc').getByText('Pending review').waitFor()
    await row('spare-pc').getByText('host: ipc-spare').waitFor()
    await screenshot(page, 'collectors-accept-pending')

    // Agree, with confirmation: the key appears once, and works for the collector's call-in.
    await row('line1-pc').getByRole('button', { name: 'Agree' }).click()
    await dialog().getByText('It gets a key to call in with').waitFor()
    await dialog().getByRole('button', { name: 'Agree' }).click()
    key = (await page.getByTestId('collector-key').textContent()) ?? ''
    expect(key.length).toBeGreaterThan(20)
    await screenshot(page, 'collectors-accept-key')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => row('line1-pc').count()).toBe(0)
    expect((await heartbeat('line1-pc', key)).status).toBe(200)
    expect((await heartbeat('line1-pc', 'wrong-key')).status).toBe(401)

    // Refuse, with confirmation; cancelling first changes nothing.
    await row('spare-pc').getByRole('button', { name: 'Refuse' }).click()
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    await row('spare-pc').getByText('Pending review').waitFor()
    await row('spare-pc').getByRole('button', { name: 'Refuse' }).click()
    await dialog().getByRole('button', { name: 'Refuse' }).click()
    await row('spare-pc').getByText('Rejected').waitFor()
    expect(await row('spare-pc').getByRole('button', { name: 'Agree' }).count()).toBe(0)
  })

  test('the manage screen shows the accepted collector online, and an OPC UA connector is added and comes online', async () => {
    const sent = await heartbeat('line1-pc', key, [
      {
        name: 'press_plc',
        type: 'modbus',
        online: true,
        description: 'polling 12 registers',
        time: new Date().toISOString(),
      },
    ])
    expect(sent.status).toBe(200)
    await open(page, product, '/design/collector/manage', 'collector-manage-screen')
    const line1 = page.getByTestId('collector-line1-pc')
    await line1.getByText('Online').first().waitFor()
    await line1.getByText('polling 12 registers').waitFor()
    expect(await page.getByTestId('collector-spare-pc').count()).toBe(0)

    // The form checks the fields before anything is sent.
    const builtIn = page.getByTestId('collector-builtin')
    await builtIn.getByRole('button', { name: 'Add connector' }).click()
    await dialog().getByLabel('Connector name').fill('9tank')
    await dialog().getByLabel('Endpoint URL').fill('http://127.0.0.1')
    await page.getByTestId('connector-save').click()
    await dialog().getByText('A connector name starts with a letter').waitFor()
    await dialog().getByText('The endpoint must look like opc.tcp://').waitFor()
    await screenshot(page, 'collectors-connector-form-errors')
    expect(
      (
        await api<{ list: { connectors: unknown[] }[] }>(product.url, 'GET', '/api/collector/collectors', {
          ticket,
        })
      ).body.list[0]?.connectors,
    ).toEqual([])

    await dialog().getByLabel('Connector name').fill('tank_ua')
    await dialog().getByLabel('Endpoint URL').fill(`opc.tcp://127.0.0.1:${opcuaPort}/UA/Test`)
    await dialog().getByLabel('Description').fill('Tank farm PLC')
    await page.getByTestId('connector-save').click()
    await page.getByText('Created successfully').waitFor()
    const connectorRow = builtIn.locator('tbody tr', { hasText: 'tank_ua' }).first()
    await connectorRow.getByText(`opc.tcp://127.0.0.1:${opcuaPort}/UA/Test`).waitFor()
    // The screen refreshes every 5 s; the connector connects to the real OPC UA server.
    await connectorRow.getByText('Online').waitFor({ timeout: 30_000 })
    await builtIn.getByText('Online').first().waitFor()

    // A name already taken is refused by the server and shown in the form; nothing is added.
    await builtIn.getByRole('button', { name: 'Add connector' }).click()
    await dialog().getByLabel('Connector name').fill('tank_ua')
    await dialog().getByLabel('Endpoint URL').fill(`opc.tcp://127.0.0.1:${opcuaPort}/UA/Test`)
    await page.getByTestId('connector-save').click()
    await dialog().getByText('A connector named tank_ua already exists').waitFor()
    await dialog().getByRole('button', { name: 'Cancel' }).click()

    const overflowing = await photographBothLanguages(
      page,
      product,
      'collectors-manage',
      '/design/collector/manage',
      'collector-manage-screen',
      (p) => p.getByTestId('collector-builtin').locator('tbody tr', { hasText: 'tank_ua' }).first().waitFor(),
    )
    expect(overflowing).toEqual([])
  })

  test("an instance's property is bound to an OPC UA node picked by browsing, and shows its value", async () => {
    await open(page, product, '/design/object-template-mgr/object-template', 'templates-screen')
    await page.getByTestId('template-create').click()
    await page.getByLabel('Name', { exact: true }).fill('Tank')
    await page.getByTestId('owner-form-save').click()
    await page.getByTestId('template-editor').waitFor()
    await page.getByTestId('property-add').click()
    await page.getByTestId('property-dialog').getByLabel('Name', { exact: true }).fill('level')
    await page.getByTestId('property-dialog').locator('#prop-type').selectOption('float')
    await page.getByTestId('property-save').click()
    await page.getByTestId('prop-row-level').waitFor()

    await open(page, product, '/design/object-template-mgr/object-instance', 'instances-screen')
    await page.getByTestId('instance-create').click()
    await page.getByLabel('Name', { exact: true }).fill('Tank_01')
    await page.getByTestId('owner-form-save').click()
    await page.getByRole('link', { name: 'Tank_01' }).click()
    await page.getByTestId('instance-editor').waitFor()
    await page.getByTestId('bind-level').click()
    await page.locator('#binding-connector').selectOption('tank_ua')
    // The address space opens at Objects; Tank1 opens on click, and Level is picked.
    const picker = page.getByTestId('opcua-picker')
    await picker.getByRole('button', { name: /^Tank1/ }).click()
    await picker.getByRole('button', { name: /^Level/ }).click()
    await expect.poll(() => page.locator('#binding-node').inputValue()).toMatch(/^ns=\d+;s=Tank1\.level$/)
    await page.locator('#binding-sampling').fill('250')
    // Leased sampling: a slow interval that is not slower is refused in the dialog, before any request.
    await page.locator('#binding-slow-sampling').fill('200')
    await page.getByTestId('binding-save').click()
    await page
      .getByTestId('binding-dialog')
      .getByText('Must be longer than the fast interval (250 ms)')
      .waitFor()
    await page.locator('#binding-slow-sampling').fill('5000')
    await screenshot(page, 'collectors-binding-browse')
    await page.getByTestId('binding-save').click()
    await page.getByTestId('binding-level').waitFor()
    const saved = await api(product.url, 'GET', '/api/metadata/objects/Tank_01', { ticket })
    expect(JSON.stringify(saved.body)).toContain('"slowSamplingInterval":5000')
    await expect
      .poll(() => page.getByTestId('live-level').textContent(), { timeout: 15_000 })
      .toContain('12.5')
    await screenshot(page, 'collectors-binding-live')

    // The connector now feeds one property, as the collectors screen says.
    await open(page, product, '/design/collector/manage', 'collector-manage-screen')
    const connectorRow = page
      .getByTestId('collector-builtin')
      .locator('tbody tr', { hasText: 'tank_ua' })
      .first()
    await expect.poll(() => connectorRow.locator('td').nth(4).textContent()).toBe('1')

    // The binding dialog with its leased sampling field, in both languages.
    await photographBothLanguages(
      page,
      product,
      'binding-opcua-leased',
      '/design/object-template-mgr/object-instance/Tank_01',
      'instance-editor',
      async (p) => {
        await p.getByTestId('binding-level').click()
        await expect.poll(() => p.locator('#binding-slow-sampling').inputValue()).toBe('5000')
      },
    )
  })

  test('a new collector replaces the old one and keeps its connectors', async () => {
    const added = await api(product.url, 'POST', '/api/collector/collectors/line1-pc/connectors', {
      ticket,
      body: { name: 'press_plc', type: 'modbus', config: { host: '10.0.1.5', port: 502, unitId: 2 } },
    })
    expect(added.status).toBe(201)
    await open(page, product, '/design/collector/acceptm', 'collector-accept-screen')
    await page.getByRole('button', { name: 'More actions for line1-pc-b' }).click()
    await page.getByRole('menuitem', { name: 'Agree as the replacement of…' }).click()
    await page.getByTestId('collector-accept-screen').waitFor()
    await dialog().getByRole('button', { name: 'Agree and replace' }).click()
    await dialog().getByText('Choose the collector to replace').waitFor()
    await dialog().getByLabel('Collector to replace').click()
    await page.getByRole('option', { name: /line1-pc\).*1 connectors/ }).click()
    await screenshot(page, 'collectors-accept-replace')
    await dialog().getByRole('button', { name: 'Agree and replace' }).click()
    const newKey = (await page.getByTestId('collector-key').textContent()) ?? ''
    await dialog().getByRole('button', { name: 'Done' }).click()
    const beat = await heartbeat('line1-pc-b', newKey)
    expect(beat.body.connectors.map((c) => c.name)).toEqual(['press_plc'])
    expect((await heartbeat('line1-pc', key)).status).toBe(401)
    await photographBothLanguages(
      page,
      product,
      'collectors-accept',
      '/design/collector/acceptm',
      'collector-accept-screen',
      (p) => p.locator('tbody tr', { hasText: 'spare-pc' }).waitFor(),
    )
  })

  test("an instance's property is bound to a Modbus holding register (float32, low word first)", async () => {
    const modbusPort = await freePort()
    const device = await startModbusServer(modbusPort)
    try {
      const pressure = readModbusBinding({
        connector: 'x',
        address: 10,
        dataType: 'float32',
        wordOrder: 'LE',
      })
      if ('error' in pressure) throw new Error(pressure.error)
      ;[registers.holding[10], registers.holding[11]] = encodeRegisters(7.25, pressure) as [number, number]
      const made = await api(product.url, 'POST', '/api/collector/collectors/builtin/connectors', {
        ticket,
        body: {
          name: 'press_mb',
          type: 'modbus',
          config: { host: '127.0.0.1', port: modbusPort, unitId: 1, interval: 200 },
        },
      })
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      const template = await api(product.url, 'POST', '/api/metadata/object_templates', {
        ticket,
        body: { name: 'Press', properties: [{ name: 'pressure', type: 'float', defaultValue: 0 }] },
      })
      expect(template.status).toBe(201)
      expect(
        (
          await api(product.url, 'POST', '/api/metadata/objects', {
            ticket,
            body: { name: 'Press_01', templateName: 'Press' },
          })
        ).status,
      ).toBe(201)
      await open(page, product, '/design/object-template-mgr/object-instance/Press_01', 'instance-editor')
      await page.getByTestId('bind-pressure').click()
      await page.locator('#binding-connector').selectOption('press_mb')
      // An address past the register space: the server's reason, in the dialog; nothing is bound.
      await page.locator('#binding-address').fill('70000')
      await page.getByTestId('binding-save').click()
      await page.getByTestId('binding-dialog').getByText('address must be 0 to 65535').waitFor()
      await page.locator('#binding-address').fill('10')
      await page.locator('#binding-datatype').selectOption('float32')
      await page.locator('#binding-wordorder').selectOption('LE')
      // Leased polling: the group polls at 200 ms only while a value of it is looked at.
      await page.locator('#binding-interval').fill('200')
      await page.locator('#binding-slow-interval').fill('150')
      await page.getByTestId('binding-save').click()
      await page
        .getByTestId('binding-dialog')
        .getByText('Must be longer than the fast interval (200 ms)')
        .waitFor()
      await page.locator('#binding-slow-interval').fill('4000')
      await screenshot(page, 'collectors-binding-modbus')
      await page.getByTestId('binding-save').click()
      await page.getByTestId('binding-pressure').waitFor()
      await expect
        .poll(() => page.getByTestId('live-pressure').textContent(), { timeout: 15_000 })
        .toContain('7.25')
      ;[registers.holding[10], registers.holding[11]] = encodeRegisters(8.5, pressure) as [number, number]
      await expect
        .poll(() => page.getByTestId('live-pressure').textContent(), { timeout: 15_000 })
        .toContain('8.5')
      const saved = await api(product.url, 'GET', '/api/metadata/objects/Press_01', { ticket })
      expect(JSON.stringify(saved.body)).toContain('"slowInterval":4000')
      await photographBothLanguages(
        page,
        product,
        'binding-modbus-leased',
        '/design/object-template-mgr/object-instance/Press_01',
        'instance-editor',
        async (p) => {
          await p.getByTestId('binding-pressure').click()
          await expect.poll(() => p.locator('#binding-slow-interval').inputValue()).toBe('4000')
        },
      )
    } finally {
      await device.close()
    }
  })
  test('a runtime page shows bad quality within 5 s of the OPC UA server stopping, and values again when it is back', async () => {
    const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
      ticket,
      body: { name: 'Tank farm', description: 'OPC UA values' },
    })
    expect(app.status).toBe(201)
    const blockId = newLayoutId()
    const gauge = {
      id: 'level',
      type: 'chart.gauge',
      version: 1,
      x: 10,
      y: 10,
      w: 300,
      h: 220,
      rotation: 0,
      groupId: null,
      props: { title: 'Tank 1 level', source: 'live' },
      bindings: { value: { objName: 'Tank_01', propName: 'level' } },
      events: {},
    }
    const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
      ticket,
      body: {
        appId: app.body.appId,
        name: 'Tank level',
        type: 1,
        layout: JSON.stringify(
          defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 12, h: 8 })]),
        ),
        layouts: [
          {
            id: blockId,
            name: 'Main',
            context: JSON.stringify({ ...defaultLayoutContext('free'), widgets: [gauge] }),
          },
        ],
      },
    })
    expect(created.status).toBe(201)
    await page.goto(`${product.url}/#/runtime-fullscreen/runtime-fullscreen/${created.body.id}`)
    const chart = page.locator('.gx-chart').first()
    // A good value carries no quality mark.
    const quality = async () => (await chart.getAttribute('data-quality')) ?? 'good'
    await expect.poll(quality, { timeout: 20_000 }).toBe('good')
    await screenshot(page, 'collectors-runtime-good')

    await opcua.shutdown(0)
    const stoppedAt = Date.now()
    await expect.poll(quality, { timeout: 5000, interval: 100 }).toBe('bad')
    console.log(`OPC UA server stopped → the runtime shows bad quality after ${Date.now() - stoppedAt} ms`)
    await page.getByText('Bad quality').first().waitFor()
    await screenshot(page, 'collectors-runtime-bad')

    plant.level = 14.5
    opcua = await startOpcuaServer(opcuaPort)
    await expect.poll(quality, { timeout: 60_000 }).toBe('good')
  }, 120_000)
})
