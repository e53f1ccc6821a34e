/**
 * The business designer's home: the demo application's workflows in one list; a new one opens in the
 * workflow editor; a copy carries the drawing under a new name (a taken name is refused in the form);
 * delete asks first and removes it.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultLayoutContext } from '../../engine/document/defaults'
import { launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { api, apiChangeOwnPassword, uiLogin } from './shellSupport'

const initialPassword = 'Demo-initial-2024!'
const password = 'Demo-pass-2024!'
const HOME = '/#/design/industry-application-mgr/business-designer/app_default'

let product: RunningProduct
let browser: Browser
let page: Page
let ticket: string

async function diagrams(): Promise<{ id: number; diagramName: string; xml?: string }[]> {
  const r = await api<{ list: { id: number; diagramName: string }[] }>(
    product.url,
    'GET',
    '/api/flow/diagram?appId=1&size=100',
    { ticket },
  )
  return r.body.list
}

beforeAll(async () => {
  product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_DEMO: '1' })
  ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  await uiLogin(page, product.url, 'admin', password)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('business designer home', () => {
  test('a new workflow of the chosen application opens in the workflow editor', async () => {
    await page.goto(`${product.url}${HOME}`)
    await page.getByTestId('business-designer').waitFor()
    await expect.poll(() => page.locator('#bd-app').textContent()).toContain('Demo plant')
    await page.getByTestId('bd-new-workflow').click()
    await page.getByRole('dialog').getByRole('textbox').fill('Approve maintenance')
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click()
    await expect.poll(() => page.url()).toMatch(/#\/design\/workflow\/\d+$/)
    const made = (await diagrams()).find((d) => d.diagramName === 'Approve maintenance')
    expect(made).toBeDefined()
    expect(page.url()).toMatch(new RegExp(`/design/workflow/${made?.id}$`))
  })

  test('copy carries the drawing under a new name; a taken name is refused; delete asks first', async () => {
    await page.goto(`${product.url}${HOME}`)
    const table = page.getByRole('table', { name: 'Workflows' })
    const row = table.getByRole('row').filter({ hasText: 'Approve maintenance' })
    await row.waitFor()
    // A copy named like the original is refused with the server's reason, nothing is created.
    await row.getByRole('button', { name: 'Copy' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox').fill('Approve maintenance')
    await dialog.getByRole('button', { name: 'Copy' }).click()
    await expect.poll(() => dialog.textContent()).toMatch(/already|taken|exists/i)
    expect((await diagrams()).length).toBe(1)
    await dialog.getByRole('textbox').fill('Approve maintenance (copy)')
    await dialog.getByRole('button', { name: 'Copy' }).click()
    await table.getByRole('row').filter({ hasText: 'Approve maintenance (copy)' }).waitFor()
    const all = await diagrams()
    expect(all.map((d) => d.diagramName).sort()).toEqual([
      'Approve maintenance',
      'Approve maintenance (copy)',
    ])
    const read = async (id: number) =>
      (await api<{ xml: string }>(product.url, 'GET', `/api/flow/diagram/${id}`, { ticket })).body.xml
    const [a, b] = all
    expect(await read(a?.id ?? 0)).toBe(await read(b?.id ?? 0))
    await screenshot(page, 'business-designer')
    // Delete: cancelled first (nothing changes), then confirmed.
    const copyRow = table.getByRole('row').filter({ hasText: 'Approve maintenance (copy)' })
    await copyRow.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    expect((await diagrams()).length).toBe(2)
    await copyRow.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect
      .poll(async () => (await diagrams()).map((d) => d.diagramName))
      .toEqual(['Approve maintenance'])
    await expect.poll(() => table.getByRole('row').filter({ hasText: '(copy)' }).count()).toBe(0)
  })

  test('form pages and workflows show where they are used; a form opens in the page designer', async () => {
    const widget = (id: string, type: string, props: object, events: object = {}) => ({
      id,
      type,
      version: 1,
      x: 20,
      y: 20,
      w: 160,
      h: 40,
      rotation: 0,
      groupId: null,
      props,
      bindings: {},
      events,
    })
    const newPage = async (name: string, widgets: object[]) => {
      const made = await api<{ id: string; layouts: { id: string }[] }>(
        product.url,
        'POST',
        '/api/compose/manage/pages',
        {
          ticket,
          body: { appId: 1, name },
        },
      )
      expect(made.status).toBe(201)
      const saved = await api(product.url, 'PUT', `/api/compose/manage/layouts/${made.body.layouts[0]?.id}`, {
        ticket,
        body: { context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }), version: 1 },
      })
      expect(saved.status).toBe(201)
      return made.body.id
    }
    const flow = (await diagrams()).find((d) => d.diagramName === 'Approve maintenance')
    const form = await newPage('Maintenance form', [
      widget('in', 'form.input', { formName: 'maint', fieldName: 'what' }),
    ])
    await newPage('Front desk', [
      widget(
        'open',
        'form.button',
        { text: 'Request' },
        { noticeOnclick: [{ kind: 'openPage', pageId: form, target: 'self' }] },
      ),
      widget('start', 'workflow.startButton', { text: 'Start', diagramId: flow?.id ?? 0 }),
    ])

    // The screen is already open from the test before: load it again to read the new pages.
    await page.goto(`${product.url}${HOME}`)
    await page.reload()
    const forms = page.getByRole('table', { name: 'Forms' })
    const formRow = forms.getByRole('row').filter({ hasText: 'Maintenance form' })
    await formRow.waitFor()
    await expect.poll(() => formRow.textContent()).toContain('Front desk (opens it)')
    const flowRow = page
      .getByRole('table', { name: 'Workflows' })
      .getByRole('row')
      .filter({ hasText: 'Approve maintenance' })
    await expect.poll(() => flowRow.textContent()).toContain('Front desk (starts it)')
    await page.getByRole('table', { name: 'Reports' }).waitFor()
    await screenshot(page, 'business-designer-where-used')
    await formRow.getByRole('button', { name: 'Open' }).click()
    await expect.poll(() => page.url()).toMatch(/#\/design\/industry-application-mgr\/application-editor\/1$/)
    expect(await page.evaluate(() => localStorage.getItem('gantry.designer.lastPage.1'))).toBe(form)
  })
})
