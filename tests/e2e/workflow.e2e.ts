import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { approvalWithLayout } from '../integration/flow/bpmn.ts'
import { ADMIN_ENV, adminPage, prepareAdmin, setStoredLanguage } from './adminSupport.ts'
import { cspViolations, launchBrowser, type RunningProduct, startProduct } from './harness.ts'
import { api, createUser, uiLogin } from './shellSupport.ts'

/*
 * The workflow journey in Chromium: the editor opens a diagram in bpmn-js, an assignee is set in the
 * properties panel, the diagram is saved and published; a started request reaches the reviewer's to-do
 * list, who submits it with the branch "approve"; the signer delegates; the delegate completes it, and
 * the requester sees it done.
 */

let product: RunningProduct
let browser: Browser
let ticket = ''
const shots = '/work/shots/i24'

beforeAll(async () => {
  product = await startProduct(ADMIN_ENV)
  ticket = await prepareAdmin(product)
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

test('draw, publish, approve, delegate, complete', async () => {
  await createUser(product.url, ticket, { username: 'reviewer', password: 'Reviewer#2024a' })
  await createUser(product.url, ticket, { username: 'helper', password: 'Helper#2024a' })
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/compose/manage/apps', {
    ticket,
    body: { name: 'Flows' },
  })
  // The drawing starts with the admin as reviewer (the panel changes it to "reviewer"); the admin signs.
  const xml = approvalWithLayout('admin', 'admin')
  const diagram = await api<{ id: number }>(product.url, 'POST', '/api/flow/diagram', {
    ticket,
    body: { appId: app.body.appId, diagramName: 'Purchase', xml },
  })

  const { context, page } = await adminPage(browser, product)
  await page.goto(`${product.url}/#/design/workflow/${diagram.body.id}`)
  try {
    await page.locator('.djs-element[data-element-id="Review"]').first().waitFor()
  } catch (error) {
    await page.screenshot({ path: `${shots}/editor-failed.png` })
    throw error
  }
  await page.locator('.djs-element[data-element-id="Review"]').first().click()
  const assignee = page.locator('#wf-assignee')
  await assignee.fill('reviewer')
  await assignee.blur()
  await page.getByTestId('wf-publish').click()
  try {
    await page.getByText('Published as version 1').waitFor()
  } catch (error) {
    await page.screenshot({ path: `${shots}/publish-failed.png` })
    throw error
  }
  await page.screenshot({ path: `${shots}/editor-en.png` })
  await setStoredLanguage(page, 'zh-cn')
  await page.locator('.djs-palette').waitFor()
  await page.screenshot({ path: `${shots}/editor-zh.png` })
  await setStoredLanguage(page, 'en-us')

  const started = await api<{ instanceId: number }>(
    product.url,
    'POST',
    `/api/flow/diagram/${diagram.body.id}/start`,
    {
      ticket,
      body: { data: { amount: 900, item: 'Valve' } },
    },
  )
  expect(started.status).toBe(201)

  const reviewerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const reviewer = await reviewerContext.newPage()
  await uiLogin(reviewer, product.url, 'reviewer', 'Reviewer#2024a')
  await reviewer.goto(`${product.url}/#/layout/workflow-tasks/todo`)
  await reviewer.getByTestId('wf-task-link').first().click()
  await reviewer.getByTestId('workflow-task').waitFor()
  await reviewer.locator('#wf-audit').fill('Fine by me')
  await reviewer.screenshot({ path: `${shots}/task-en.png` })
  await reviewer.getByTestId('wf-submit').click()
  await reviewer.getByText('Recall').waitFor()

  await page.goto(`${product.url}/#/layout/workflow-tasks/todo`)
  await page.getByTestId('wf-task-link').first().click()
  await page.locator('#wf-delegate-to').fill('helper')
  await page.locator('#wf-delegate-reason').fill('Travelling')
  await page.getByTestId('wf-delegate').click()
  await page.getByText('Delegated').first().waitFor()

  const helperContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const helper = await helperContext.newPage()
  await uiLogin(helper, product.url, 'helper', 'Helper#2024a')
  await helper.goto(`${product.url}/#/layout/workflow-tasks/todo`)
  await helper.getByText('Travelling').waitFor()
  await helper.screenshot({ path: `${shots}/todo-en.png` })
  await helper.getByTestId('wf-task-link').first().click()
  await helper.getByTestId('wf-submit').click()
  // The last task ends the process: it is done and, with nothing left running, cannot be recalled.
  await helper.locator('.badge--success', { hasText: 'Done' }).waitFor()
  expect(await helper.getByText('Recall').count()).toBe(0)
  await helper.screenshot({ path: `${shots}/task-done-en.png` })

  await page.goto(`${product.url}/#/layout/workflow-tasks/requests`)
  await page.getByText('Completed').first().waitFor()
  await page.screenshot({ path: `${shots}/requests-en.png` })

  // Instance administration: a second request waits with the reviewer; suspending it hides the to-do,
  // resuming it shows it again. The diagram marks the step it stands on.
  const second = await api<{ instanceId: number }>(
    product.url,
    'POST',
    `/api/flow/diagram/${diagram.body.id}/start`,
    { ticket, body: { data: { amount: 40, item: 'Gasket' } } },
  )
  expect(second.status).toBe(201)
  // The list as the reviewer sees it after a fresh load: one to-do link, or the empty list's words.
  const reviewerSees = async (todos: 0 | 1) => {
    await reviewer.goto(`${product.url}/#/layout/workflow-tasks/todo`)
    await reviewer.reload()
    if (todos === 0) await reviewer.getByText('Nothing here.').waitFor()
    else await reviewer.getByTestId('wf-task-link').first().waitFor()
    expect(await reviewer.getByTestId('wf-task-link').count()).toBe(todos)
  }
  await reviewerSees(1)
  await page.goto(
    `${product.url}/#/design/industry-application-mgr/business-designer/workprocess_instance_mgr`,
  )
  await page.getByTestId('workflow-instances').waitFor()
  await page.getByTestId('wf-suspend').first().waitFor()
  await page.screenshot({ path: `${shots}/instances-en.png` })
  await page.getByTestId('wf-suspend').first().click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click()
  await page.getByTestId('wf-resume').first().waitFor()
  await reviewerSees(0)
  await page.getByTestId('wf-resume').first().click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Resume' }).click()
  await page.getByTestId('wf-suspend').first().waitFor()
  await reviewerSees(1)
  await page.getByTestId('wf-instance-open').first().click()
  await page.locator('[data-testid="wf-instance-diagram"][data-active="Review"]').waitFor()
  expect(await page.locator('.wf-active[data-element-id="Review"]').count()).toBe(1)
  await page.getByTestId('wf-log').waitFor()
  await page.screenshot({ path: `${shots}/instance-diagram-en.png` })
  await page.keyboard.press('Escape')
  await page.goto(`${product.url}/#/design/industry-application-mgr/business-designer/todo_instance_mgr`)
  await page.getByTestId('workflow-todo-admin').waitFor()
  await page.getByRole('link', { name: 'Review' }).first().waitFor()
  await page.screenshot({ path: `${shots}/todo-admin-en.png` })
  await setStoredLanguage(page, 'zh-cn')
  await page.getByTestId('workflow-todo-admin').waitFor()
  await page.screenshot({ path: `${shots}/todo-admin-zh.png` })
  await setStoredLanguage(page, 'en-us')
  expect(cspViolations).toEqual([])
  await Promise.all([context.close(), reviewerContext.close(), helperContext.close()])
}, 180_000)
