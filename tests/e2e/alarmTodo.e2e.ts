/**
 * The alarm → to-do loop in the browser (issue 24): a boiler's limit names a process; a high pressure
 * raises the alarm, which starts the process; the to-do shows the alarm, the boiler's properties live,
 * and acknowledges the alarm with a comment that the alarm journal and the process log keep.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bpmnFile } from '../integration/flow/bpmn'
import { until } from '../integration/notify/receivers'
import { ADMIN_ENV, adminPage, api, prepareAdmin, setStoredLanguage } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let ticket = ''

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

const SLOW = { timeout: 20_000 }

const setPressure = async (value: number) =>
  expect(
    (
      await call('POST', '/api/runtime/objects/Boiler_1/services/setPropertyValue', {
        propName: 'pressure',
        propValue: value,
      })
    ).status,
  ).toBe(201)

beforeAll(async () => {
  product = await startProduct({ ...ADMIN_ENV, GANTRY_DEMO: '0' })
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  ;({ context, page } = await adminPage(browser, product))
  const app = await call<{ appId: number }>('POST', '/api/compose/manage/apps', { name: 'Boiler house' })
  expect(app.status).toBe(201)
  const diagram = await call<{ id: number }>('POST', '/api/flow/diagram', {
    appId: app.body.appId,
    diagramName: 'Boiler alarm response',
    xml: bpmnFile(
      'BoilerAlarm',
      '<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="T"/>' +
        '<bpmn:userTask id="T" name="Check the boiler" gantry:assignee="admin"/>' +
        '<bpmn:sequenceFlow id="b" sourceRef="T" targetRef="e"/><bpmn:endEvent id="e"/>',
    ),
  })
  expect(diagram.status, JSON.stringify(diagram.body)).toBe(201)
  expect((await call('POST', `/api/flow/diagram/${diagram.body.id}`, { isNew: true })).status).toBe(201)
  const template = await call('POST', '/api/metadata/object_templates', {
    name: 'Boiler',
    properties: [
      { name: 'pressure', type: 'float', defaultValue: 1, writable: true },
      { name: 'temperature', type: 'float', defaultValue: 80 },
    ],
    alertLimits: {
      pressure: [
        { name: 'High', alertType: 'gt', limitValue: 5, priority: 1, processName: 'Boiler alarm response' },
      ],
    },
  })
  expect(template.status, JSON.stringify(template.body)).toBe(201)
  expect(
    (await call('POST', '/api/metadata/objects', { name: 'Boiler_1', templateName: 'Boiler' })).status,
  ).toBe(201)
}, 150_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await product?.stop()
})

test('the to-do an alarm started shows the alarm and the object live, and acknowledges it', async () => {
  await setPressure(7.5)
  // The alarm starts the process: its to-do reaches the assignee.
  const taskId = await until(
    'the alarm to-do',
    async () => {
      const list = await call<{ list: { id: number; taskName: string }[] }>(
        'GET',
        '/api/flow/task?done=false',
      )
      return list.body.list.find((task) => task.taskName === 'Check the boiler')?.id
    },
    20_000,
  )
  await page.goto(`${product.url}/#/layout/workflow-task/${taskId}`)
  const panel = page.getByTestId('wf-task-alarm')
  await panel.waitFor()
  expect(await panel.textContent()).toContain('Boiler_1.pressure')
  await expect.poll(() => page.getByTestId('wf-alarm-state').textContent()).toBe('Active, not acknowledged')
  // What the alarm gave the process shows in the panel, not as form fields to edit.
  await page.getByText('Started by an alarm').waitFor()
  expect(await page.locator('#wf-field-alarm, #wf-field-alarmId, #wf-field-objName').count()).toBe(0)
  // The boiler's properties follow the live values while the task is open.
  await expect.poll(() => page.getByTestId('wf-live-pressure').textContent(), SLOW).toBe('7.5')
  expect(await page.getByTestId('wf-live-temperature').textContent()).toBe('80')
  await setPressure(8.25)
  await expect.poll(() => page.getByTestId('wf-live-pressure').textContent(), SLOW).toBe('8.25')
  await screenshot(page, 'alarmTodo-open-en-us')

  // Typed task data stays while the alarm is acknowledged from the task.
  await page.locator('#wf-alarm-comment').fill('Relief valve checked')
  await page.getByTestId('wf-alarm-ack').click()
  await expect.poll(() => page.getByTestId('wf-alarm-state').textContent(), SLOW).toBe('Acknowledged')
  await expect
    .poll(() => page.getByTestId('wf-alarm-journal').textContent(), SLOW)
    .toContain('Acknowledged admin Check the boiler: Relief valve checked')
  expect(await page.getByTestId('wf-alarm-ack').count()).toBe(0)
  const alarms = await call<{ list: { objName: string; isConfirm: boolean; confirmPerson: string }[] }>(
    'GET',
    '/api/runtime/objects/alert/current',
  )
  expect(alarms.body.list.find((alarm) => alarm.objName === 'Boiler_1')).toMatchObject({
    isConfirm: true,
    confirmPerson: 'admin',
  })
  await screenshot(page, 'alarmTodo-acknowledged-en-us')

  await setStoredLanguage(page, 'zh-cn')
  await page.getByTestId('wf-task-alarm').waitFor()
  await expect.poll(() => page.getByTestId('wf-alarm-state').textContent()).toBe('已确认')
  await screenshot(page, 'alarmTodo-acknowledged-zh-cn')
  await setStoredLanguage(page, 'en-us')
  expect(cspViolations).toEqual([])
}, 120_000)
