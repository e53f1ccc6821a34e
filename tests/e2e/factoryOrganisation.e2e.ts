import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin, setStoredLanguage } from './adminSupport'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { createUser } from './shellSupport'

// Issue 20 (factory structure and organisation): organise instances in a network tree and in the x6
// graph, and build an organisation with two people, one linked to a user account — against the real server.
let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket = ''

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

interface Node {
  objName: string
  children?: Node[]
}
const shape = (nodes: Node[]): unknown[] =>
  nodes.map((node) => (node.children?.length ? { [node.objName]: shape(node.children) } : node.objName))
const tree = async (network: string) =>
  shape(
    (await call<{ objects: Node[] }>('GET', `/api/metadata/networks/${network}?recursion=true`)).body.objects,
  )

/** Both languages of the current screen, for the report (test-results/screenshots). */
async function photograph(name: string, testId: string) {
  for (const language of ['zh-cn', 'en-us'] as const) {
    await setStoredLanguage(page, language)
    await page.getByTestId(testId).waitFor()
    await page.waitForLoadState('networkidle')
    await screenshot(page, `i20b-${name}-${language}`)
  }
}

beforeAll(async () => {
  product = await startProduct(ADMIN_ENV)
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  await call('POST', '/api/metadata/object_templates', {
    name: 'Pump',
    properties: [{ name: 'speed', type: 'float' }],
  })
  await call('POST', '/api/metadata/object_templates', { name: 'ProductionLine' })
  for (const [name, templateName] of [
    ['Line_1', 'ProductionLine'],
    ['Line_2', 'ProductionLine'],
    ['Pump_1', 'Pump'],
    ['Pump_2', 'Pump'],
  ]) {
    await call('POST', '/api/metadata/objects', { name, templateName })
  }
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

beforeEach(async () => {
  ;({ context, page } = await adminPage(browser, product))
})

afterEach(async () => {
  await context.close()
})

describe('factory networks', () => {
  test('create a network, organise instances in the tree (drag, cycle refused) and in the graph', async () => {
    await open(page, product, '/design/factory-modeling-mgr/tree', 'networks-screen')
    await page.getByRole('button', { name: 'New network' }).click()
    await page.getByLabel('Network name').fill('bad name')
    await page.getByTestId('network-save').click()
    await page
      .getByText(/letters|digits|underscore/i)
      .first()
      .waitFor()
    await page.getByLabel('Network name').fill('site-a')
    await page.getByLabel('Display name').fill('Site A')
    await page.getByTestId('network-save').click()
    await page.getByTestId('network-tree-screen').waitFor()

    for (const name of ['Line_1', 'Line_2', 'Pump_1', 'Pump_2']) {
      await page.getByRole('button', { name: `Add ${name}`, exact: true }).click()
      await page.locator(`[data-tree-id="${name}"]`).waitFor()
    }
    expect(await tree('site-a')).toEqual(['Line_1', 'Line_2', 'Pump_1', 'Pump_2'])

    // Drop Pump_1 onto the middle of Line_1: it goes below it.
    await page.locator('[data-tree-id="Pump_1"]').dragTo(page.locator('[data-tree-id="Line_1"]'))
    await expect.poll(() => tree('site-a')).toEqual([{ Line_1: ['Pump_1'] }, 'Line_2', 'Pump_2'])
    // Line_1 onto its own child: refused with a message, nothing sent.
    await page.locator('[data-tree-id="Line_1"]').dragTo(page.locator('[data-tree-id="Pump_1"]'))
    await page.getByText('Line_1 cannot be placed under itself or one of its own children.').waitFor()
    // Pump_2 onto the top edge of Line_1: it becomes the first root.
    await page
      .locator('[data-tree-id="Pump_2"]')
      .dragTo(page.locator('[data-tree-id="Line_1"]'), { targetPosition: { x: 60, y: 2 } })
    await expect.poll(() => tree('site-a')).toEqual(['Pump_2', { Line_1: ['Pump_1'] }, 'Line_2'])
    await photograph('network-tree', 'network-tree')

    // The graph: drag Pump_2's node onto Line_2's.
    await page.getByRole('link', { name: 'Show as graph' }).click()
    await page.getByTestId('architecture-graph').waitFor()
    const pump = page.locator('.factory-graph__canvas [data-cell-id="Pump_2"]')
    const line = page.locator('.factory-graph__canvas [data-cell-id="Line_2"]')
    await pump.waitFor()
    const from = await pump.boundingBox()
    const to = await line.boundingBox()
    if (!from || !to) throw new Error('graph nodes not drawn')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
    await page.mouse.up()
    await expect.poll(() => tree('site-a')).toEqual([{ Line_1: ['Pump_1'] }, { Line_2: ['Pump_2'] }])
    await photograph('architecture', 'architecture-graph')
  })
})

describe('organisation', () => {
  test('create an organisation with two people, one linked to a user account', async () => {
    const operatorId = await createUser(product.url, ticket, {
      username: 'li_lei',
      password: 'Operator-2024!a',
    })
    await open(page, product, '/design/network/network/organizations', 'organizations-screen')
    await page.getByTestId('org-new').click()
    await page.getByTestId('org-edit-screen').waitFor()
    await page.getByTestId('org-save').click()
    await page.getByText('The name cannot be empty').waitFor()
    await page.getByLabel('Name', { exact: true }).fill('Production')
    await page.getByTestId('org-save').click()
    await page.getByTestId('org-add-person').waitFor()

    await page.getByTestId('org-add-person').click()
    await page.getByLabel('Name', { exact: true }).last().fill('Wang Fang')
    await page.getByLabel('Post').fill('Shift leader')
    await page.getByTestId('person-save').click()
    await page.getByTestId('org-people').getByText('Wang Fang').waitFor()

    await page.getByTestId('org-add-person').click()
    await page.getByLabel('Name', { exact: true }).last().fill('Li Lei')
    await page.getByLabel('Post').fill('Operator')
    await page.getByLabel('Link a user account').fill('li_l')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByTestId('person-account').getByText('li_lei').waitFor()
    await page.getByTestId('person-save').click()
    await page.getByTestId('org-people').getByText('li_lei').waitFor()

    const orgs = await call<{ list: { orgId: number; name: string; staffCount: number }[] }>(
      'GET',
      '/api/metadata/organizations/tree',
    )
    expect(orgs.body.list).toMatchObject([{ name: 'Production', staffCount: 2 }])
    const staff = await call<{ list: { name: string; post: string; userId: number | null }[] }>(
      'GET',
      `/api/metadata/staff?orgId=${orgs.body.list[0]?.orgId}`,
    )
    expect(staff.body.list.map(({ name, post, userId }) => ({ name, post, userId }))).toEqual([
      { name: 'Li Lei', post: 'Operator', userId: operatorId },
      { name: 'Wang Fang', post: 'Shift leader', userId: null },
    ])
    await photograph('org-edit', 'org-people')

    // A sub-organisation, then the chart as a tree and as a graph.
    await call('POST', '/api/metadata/organizations', { name: 'Shift A', parentId: orgs.body.list[0]?.orgId })
    await open(page, product, '/design/network/network/organizations', 'org-tree')
    await photograph('organizations', 'org-tree')
    // Shift A onto its own parent's row edge is a reorder; onto itself is nothing. Production under Shift A: refused.
    await page
      .locator('[data-tree-id]', { hasText: 'Production' })
      .first()
      .dragTo(page.locator('[data-tree-id]', { hasText: 'Shift A' }))
    await page
      .getByText('Production cannot be placed under itself or one of its sub-organisations.')
      .waitFor()
    await page.getByRole('tab', { name: 'Graph' }).click()
    await page.locator('.factory-graph__canvas [data-shape="gantry-tree-node"]').first().waitFor()
    await photograph('org-graph', 'org-graph')
    await open(page, product, '/design/network/network/staff', 'staff-screen')
    await page.getByRole('cell', { name: 'Wang Fang', exact: true }).waitFor()
    await photograph('staff', 'staff-screen')
  })
})

describe('model catalogue', () => {
  test('a data structure with fields; a unit renamed (properties follow) and hidden', async () => {
    await call('POST', '/api/metadata/unit', { name: 'bar' })
    await call('POST', '/api/metadata/object_templates', {
      name: 'Tank',
      properties: [{ name: 'pressure', type: 'float', unit: 'bar' }],
    })
    await open(page, product, '/design/object-template-mgr/data-struct-mgr', 'datastructs-screen')
    await page.getByRole('button', { name: 'New data structure' }).click()
    await page.locator('#datastruct-form-name').fill('1Recipe')
    await page.getByTestId('datastruct-form-save').click()
    await page.getByText('The name must start with a letter', { exact: false }).first().waitFor()
    await page.locator('#datastruct-form-name').fill('Recipe')
    await page.getByRole('button', { name: 'Add a row' }).click()
    await page.getByRole('button', { name: 'Add a row' }).click()
    await page.locator('#row-name-0').fill('temperature')
    await page.locator('#row-name-1').fill('duration')
    await page.getByTestId('datastruct-form-save').click()
    await page.getByRole('cell', { name: 'Recipe', exact: true }).waitFor()
    const recipe = await call<{ fields: { name: string; type: string }[] }>(
      'GET',
      '/api/metadata/datastructs/Recipe',
    )
    expect(recipe.body.fields.map((f) => f.name)).toEqual(['temperature', 'duration'])
    await photograph('datastructs', 'datastructs-screen')

    await open(page, product, '/design/object-template-mgr/unit', 'units-screen')
    await page.getByRole('row', { name: /bar/ }).getByRole('button', { name: 'Edit' }).click()
    await page.locator('#unit-form-name').fill('barg')
    await page.getByTestId('unit-form-save').click()
    await page.getByRole('cell', { name: 'barg', exact: true }).waitFor()
    const tank = await call<{ list: { name: string; unit: string }[] }>(
      'GET',
      '/api/metadata/object_templates/Tank/properties',
    )
    expect(tank.body.list.find((p) => p.name === 'pressure')?.unit).toBe('barg')
    await page.getByRole('row', { name: /barg/ }).getByRole('switch').click()
    await expect
      .poll(async () => (await call<{ visible: boolean }>('GET', '/api/metadata/unit/barg')).body.visible)
      .toBe(false)
    await photograph('units', 'units-screen')
  })

  test('an edit saved elsewhere meanwhile offers reload theirs or overwrite with mine', async () => {
    await call('POST', '/api/metadata/datastructs', { name: 'Batch', showName: 'Batch', fields: [] })
    const stored = async () =>
      (
        await call<{ showName: string; description: string; version: number }>(
          'GET',
          '/api/metadata/datastructs/Batch',
        )
      ).body
    const elsewhere = async (description: string) => {
      const before = await stored()
      const saved = await call('PUT', '/api/metadata/datastructs/Batch', {
        showName: before.showName,
        description,
        fields: [],
        version: before.version,
      })
      expect(saved.status).toBe(201)
    }
    await open(page, product, '/design/object-template-mgr/data-struct-mgr', 'datastructs-screen')
    const edit = async () => {
      await page.getByRole('row', { name: /Batch/ }).getByRole('button', { name: 'Edit' }).click()
      await page.locator('#datastruct-form-showName').waitFor()
    }

    // Reload theirs: the form shows what was saved elsewhere, and saving it then succeeds.
    await edit()
    await elsewhere('Saved by the night shift')
    await page.locator('#datastruct-form-showName').fill('Batch record')
    await page.getByTestId('datastruct-form-save').click()
    await page.getByTestId('conflict-dialog').waitFor()
    await screenshot(page, 'catalogue-conflict-en-us')
    await page.getByTestId('conflict-reload').click()
    await expect
      .poll(() => page.locator('#datastruct-form-description').inputValue())
      .toBe('Saved by the night shift')
    expect(await page.locator('#datastruct-form-showName').inputValue()).toBe('Batch')
    await page.getByTestId('datastruct-form-save').click()
    await page.getByTestId('datastruct-form-save').waitFor({ state: 'detached' })

    // Overwrite with mine: my text replaces theirs, against the version stored now.
    await edit()
    await elsewhere('Saved by the day shift')
    await page.locator('#datastruct-form-showName').fill('Batch (mine)')
    await page.getByTestId('datastruct-form-save').click()
    await page.getByTestId('conflict-overwrite').click()
    await page.getByTestId('datastruct-form-save').waitFor({ state: 'detached' })
    const after = await stored()
    expect(after.showName).toBe('Batch (mine)')
    expect(after.description).toBe('Saved by the night shift')
  })
})
