import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OPCUAServer } from 'node-opcua'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort, startOpcuaServer } from '../integration/collector/fieldServers'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin } from './adminSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

// OPC UA certificate trust (issue 26) in the connector form: a PLC that speaks SignAndEncrypt only is
// refused until its certificate is trusted on the screen; the collector's own certificate is shown.
let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let opcua: OPCUAServer
let ticket = ''
const serverPki = mkdtempSync(join(tmpdir(), 'gantry-e2e-ua-server-'))
let endpoint = ''

const dialog = () => page.locator('[role="dialog"]').last()

beforeAll(async () => {
  const port = await freePort()
  opcua = await startOpcuaServer(port, { pkiFolder: serverPki })
  endpoint = `opc.tcp://127.0.0.1:${port}/UA/Test`
  product = await startProduct(ADMIN_ENV)
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  ;({ context, page } = await adminPage(browser, product))
}, 300_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await product?.stop()
  await opcua?.shutdown()
  rmSync(serverPki, { recursive: true, force: true })
})

test('an unknown server certificate is refused until it is trusted in the connector form', async () => {
  const made = await api(product.url, 'POST', '/api/collector/collectors/builtin/connectors', {
    ticket,
    body: { name: 'secure_plc', type: 'opcua', config: { endpoint, securityMode: 'SignAndEncrypt' } },
  })
  expect(made.status).toBe(201)
  const connector = async () =>
    (
      await api<{ online: boolean; statusDescription: string }>(
        product.url,
        'GET',
        '/api/collector/connectors/secure_plc',
        { ticket },
      )
    ).body
  await expect
    .poll(async () => (await connector()).statusDescription, { timeout: 60_000, interval: 500 })
    .toMatch(/server certificate not trusted: [0-9a-f]{40}/)

  await open(page, product, '/design/collector/manage', 'collector-manage-screen')
  const builtIn = page.getByTestId('collector-builtin')
  await builtIn.getByText('server certificate not trusted').first().waitFor({ timeout: 30_000 })
  await builtIn.locator('tbody tr', { hasText: 'secure_plc' }).getByRole('button', { name: 'Edit' }).click()
  await dialog().getByText("The server's certificate is not trusted").waitFor({ timeout: 30_000 })
  await dialog().getByTestId('client-certificate').getByText('Gantry').first().waitFor({ timeout: 30_000 })
  await dialog().getByText('Rejected').waitFor()
  await dialog().getByText('Client certificate of this collector').scrollIntoViewIfNeeded()
  await screenshot(page, 'opcua-certificate-refused')

  await dialog().getByRole('button', { name: 'Trust' }).click()
  await dialog().getByText('Trusted', { exact: true }).waitFor()
  expect(await dialog().getByText("The server's certificate is not trusted").count()).toBe(0)
  await expect.poll(async () => (await connector()).online, { timeout: 60_000, interval: 500 }).toBe(true)
  await dialog().getByRole('button', { name: 'Refresh' }).click()
  await screenshot(page, 'opcua-certificate-trusted')
}, 240_000)
