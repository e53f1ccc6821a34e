import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults'
import { newLayoutId } from '../../server/routes/compose/documents/ids'
import { approvalWithLayout } from '../integration/flow/bpmn.ts'
import { ADMIN_ENV, adminPage, prepareAdmin, setStoredLanguage } from './adminSupport.ts'
import { screenPoint } from './designerSupport.ts'
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
let appId = 0
const shots = '/work/shots/i24'
// The machine is shared and slow: a page with plugins can take seconds to draw.
const SLOW = { timeout: 20_000 }

function widget(id: string, type: string, y: number, h: number, props: Record<string, unknown>, w = 360) {
  return { id, type, version: 1, x: 30, y, w, h, rotation: 0, groupId: null, props, bindings: {}, events: {} }
}

async function createPage(name: string, widgets: unknown[]): Promise<string> {
  const blockId = newLayoutId()
  const created = await api<{ id: string }>(product.url, 'POST', '/api/compose/manage/pages', {
    ticket,
    body: {
      appId,
      name,
      type: 1,
      layout: JSON.stringify(
        defaultPageLayout('', [defaultLayoutNode(blockId, { x: 0, y: 0, w: 24, h: 12 })]),
      ),
      layouts: [
        { id: blockId, name: 'Main', context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }) },
      ],
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.id
}

/**
 * The app's pages: a request page (a form, the start-workflow button, the to-do list) and the review
 * task's form page; the app is started and the readers may open its pages.
 */
async function seedPages(diagramId: number, readers: number[]) {
  const input = (id: string, form: string, y: number, extra: Record<string, unknown> = {}) =>
    widget(id, 'form.input', y, 36, { formName: form, label: id, fieldName: id, value: '', ...extra })
  const requestPage = await createPage('Requests', [
    input('item', 'purchase', 20, { required: true }),
    input('amount', 'purchase', 70),
    widget(
      'start',
      'workflow.startButton',
      120,
      36,
      { text: 'Request', diagramId, submitForm: 'purchase' },
      140,
    ),
    { ...widget('todos', 'workflow.todoList', 20, 240, { title: 'My to-dos' }, 420), x: 420 },
  ])
  const reviewForm = await createPage('Review form', [
    input('item', 'review', 20),
    input('amount', 'review', 70),
    input('note', 'review', 120, { required: true }),
  ])
  const started = await api(product.url, 'PUT', '/api/app/manager/containerActivity', {
    ticket,
    body: { appId, action: 'start' },
  })
  expect(started.status).toBe(201)
  // The readers may open the application's pages (a grant of its published folder).
  const tree = await api<{ resourceId: number; resourceCode: string; childResources: unknown[] }[]>(
    product.url,
    'GET',
    '/api/auth/userResourceTree?resourceType=app',
    { ticket },
  )
  const folder = tree.body
    .flatMap((node) => [node, ...(node.childResources as typeof tree.body)])
    .find((node) => node.resourceCode === `App_${appId}`)
  expect(folder).toBeDefined()
  for (const userId of readers) {
    const granted = await api(product.url, 'PUT', '/api/auth/resourcesTreeByUserId', {
      ticket,
      body: { userId, resourceType: 'app', resourceIds: [folder?.resourceId] },
    })
    expect(granted.status).toBe(201)
  }
  return { requestPage, reviewForm }
}

const runtimeUrl = (id: string) =>
  `${product.url}/#/runtime-fullscreen/runtime-fullscreen/${encodeURIComponent(id)}`

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
  const reviewerId = await createUser(product.url, ticket, {
    username: 'reviewer',
    password: 'Reviewer#2024a',
  })
  await createUser(product.url, ticket, { username: 'helper', password: 'Helper#2024a' })
  const app = await api<{ appId: number }>(product.url, 'POST', '/api/app/manager', {
    ticket,
    body: { name: 'Flows', description: 'Requests and approvals' },
  })
  expect(app.status).toBe(201)
  appId = app.body.appId
  // The drawing starts with the admin as reviewer (the panel changes it to "reviewer"); the admin signs.
  const xml = approvalWithLayout('admin', 'admin')
  const diagram = await api<{ id: number }>(product.url, 'POST', '/api/flow/diagram', {
    ticket,
    body: { appId: app.body.appId, diagramName: 'Purchase', xml },
  })

  const { requestPage: runtimePage, reviewForm } = await seedPages(diagram.body.id, [reviewerId])

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
  // The form is picked from the application's pages; the reviewer also joins the candidates from a list.
  await page.locator('#wf-formKey').click()
  await page.getByRole('option', { name: 'Review form' }).click()
  await expect.poll(() => page.locator('#wf-formKey').textContent()).toContain('Review form')
  await page.locator('#wf-candidateUsers').click()
  await page.getByRole('option', { name: /\(reviewer\)$|^reviewer$/ }).click()
  await page.keyboard.press('Escape')
  await expect.poll(() => page.locator('#wf-candidateUsers').textContent()).toContain('reviewer')
  await page.screenshot({ path: `${shots}/editor-pickers-en.png` })
  await page.getByTestId('wf-publish').click()
  try {
    await page.getByText('Published as version 1').waitFor()
  } catch (error) {
    await page.screenshot({ path: `${shots}/publish-failed.png` })
    throw error
  }
  await page.screenshot({ path: `${shots}/editor-en.png` })
  // The published model carries the picked form page and candidate.
  const saved = await api<{ xml: string }>(product.url, 'GET', `/api/flow/diagram/${diagram.body.id}`, {
    ticket,
  })
  expect(saved.body.xml).toContain(`gantry:formKey="${reviewForm}"`)
  expect(saved.body.xml).toContain('gantry:candidateUsers="reviewer"')
  await setStoredLanguage(page, 'zh-cn')
  await page.locator('.djs-palette').waitFor()
  await page.screenshot({ path: `${shots}/editor-zh.png` })
  await setStoredLanguage(page, 'en-us')

  // In the page designer the start button's Process is a list of the application's published processes.
  await page.goto(`${product.url}/#/design/industry-application-mgr/application-editor/${appId}`)
  await expect.poll(() => page.getByTestId('open-page-name').textContent(), SLOW).toBe('Requests')
  const stage = page.getByTestId('designer-stage')
  await page.getByTestId('zoom-fit').click()
  const button = await screenPoint(page, stage, 100, 138)
  await page.mouse.click(button.x, button.y)
  await page.getByRole('tab', { name: 'Properties' }).click()
  const processPicker = page.locator('.insp-row', { hasText: 'Process' }).locator('select')
  expect(await processPicker.inputValue()).toBe(String(diagram.body.id))
  expect(await processPicker.locator('option:checked').textContent()).toBe('Purchase')
  await page.screenshot({ path: `${shots}/designer-process-picker-en.png` })

  // The request starts from a runtime page: a form of two inputs and the start-workflow button, with the
  // to-do list beside them.
  await page.goto(runtimeUrl(runtimePage))
  await page.locator('[data-widget="item"] input').fill('Valve')
  await page.locator('[data-widget="amount"] input').fill('900')
  await page.getByTestId('start-workflow').click()
  await expect.poll(() => page.locator('.notice-host').textContent(), SLOW).toContain('Purchase started')
  await expect.poll(() => page.locator('[data-widget="item"] input').inputValue(), SLOW).toBe('')
  await page.screenshot({ path: `${shots}/runtime-start-en.png` })
  const requests = await api<{ list: { flowId: number }[] }>(product.url, 'GET', '/api/flow/process', {
    ticket,
  })
  expect(requests.body.list).toHaveLength(1)
  const detail = await api<{ data: Record<string, unknown> }>(
    product.url,
    'GET',
    `/api/flow/process/${requests.body.list[0]?.flowId}`,
    { ticket },
  )
  expect(detail.body.data).toMatchObject({ item: 'Valve', amount: '900' })

  const reviewerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const reviewer = await reviewerContext.newPage()
  await uiLogin(reviewer, product.url, 'reviewer', 'Reviewer#2024a')
  // The reviewer's to-do list on the runtime page counts the request and opens it.
  await reviewer.goto(runtimeUrl(runtimePage))
  await expect.poll(() => reviewer.getByTestId('todo-count').textContent(), SLOW).toBe('1')
  await reviewer.screenshot({ path: `${shots}/runtime-todos-en.png` })
  await reviewer.getByTestId('todo-open').first().click()
  await reviewer.getByTestId('workflow-task').waitFor()
  // The task's form is its page, drawn by the form plugins and holding the request's data.
  const field = (name: string) =>
    reviewer.locator(`[data-testid="wf-task-page"] [data-widget="${name}"] input`)
  await expect.poll(() => field('item').inputValue(), SLOW).toBe('Valve')
  expect(await field('amount').inputValue()).toBe('900')
  await reviewer.locator('#wf-audit').fill('Fine by me')
  await reviewer.getByTestId('wf-submit').click()
  // The note is required: nothing is sent until it is filled.
  await expect
    .poll(() => reviewer.locator('.notice-host').textContent(), SLOW)
    .toContain('Some fields are not valid')
  expect(await reviewer.getByText('Recall').count()).toBe(0)
  await field('note').fill('Price checked')
  await reviewer.screenshot({ path: `${shots}/task-en.png` })
  await reviewer.getByTestId('wf-submit').click()
  await reviewer.getByText('Recall').waitFor()
  const afterReview = await api<{ data: Record<string, unknown> }>(
    product.url,
    'GET',
    `/api/flow/process/${requests.body.list[0]?.flowId}`,
    { ticket },
  )
  expect(afterReview.body.data).toMatchObject({ item: 'Valve', note: 'Price checked', branch: 'approve' })

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

  // The runtime's to-do list follows the server's `todos` push: with the reviewer's page open and
  // nothing to do, a new request shows up without a reload, well before the list's slow poll.
  await reviewer.goto(runtimeUrl(runtimePage))
  await expect.poll(() => reviewer.getByTestId('todo-count').textContent(), SLOW).toBe('0')
  await reviewer.getByText('Nothing to do.').waitFor()

  // Instance administration: a second request waits with the reviewer; suspending it hides the to-do,
  // resuming it shows it again. The diagram marks the step it stands on.
  const second = await api<{ instanceId: number }>(
    product.url,
    'POST',
    `/api/flow/diagram/${diagram.body.id}/start`,
    { ticket, body: { data: { amount: 40, item: 'Gasket' } } },
  )
  expect(second.status).toBe(201)
  await expect.poll(() => reviewer.getByTestId('todo-count').textContent(), { timeout: 5_000 }).toBe('1')
  await reviewer.getByText('Review').first().waitFor()
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
