import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Hook, startHookReceiver, startSmtp, until } from '../integration/notify/receivers'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin, setStoredLanguage } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { createUser, uiLogin } from './shellSupport'

// Issue 25's bar: "alarm raised, priority ≥ 3 → in-site + email + WeCom webhook to role Operators, escalate
// to Supervisors after 2 minutes unacknowledged", with a minute shortened to 1.5 s.
let product: RunningProduct
let browser: Browser
let ticket = ''
let smtp: Awaited<ReturnType<typeof startSmtp>>
let hooks: Awaited<ReturnType<typeof startHookReceiver>>

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

beforeAll(async () => {
  smtp = await startSmtp()
  hooks = await startHookReceiver((_hook: Hook) => ({ body: { errcode: 0, errmsg: 'ok' } }))
  product = await startProduct({
    ...ADMIN_ENV,
    GANTRY_NOTIFY_MINUTE_MS: '1500',
    GANTRY_NOTIFY_POLL_MS: '200',
  })
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  // The plant: one tank with a priority-3 limit (the demo's simulated values would trip alarms on their own).
  const template = await call('POST', '/api/metadata/object_templates', {
    name: 'Tank',
    properties: [{ name: 'temperature', type: 'float', defaultValue: 20 }],
    alertLimits: {
      temperature: [{ name: 'High', showName: '温度高', alertType: 'gt', limitValue: 60, priority: 3 }],
    },
  })
  expect(template.status).toBe(201)
  expect(
    (await call('POST', '/api/metadata/objects', { name: 'Tank_01', templateName: 'Tank' })).status,
  ).toBe(201)
  // A factory structure: the tank sits in an area, which the type picks instead of naming objects.
  for (const name of ['Works', 'Tanks'])
    expect((await call('POST', '/api/metadata/objects', { name })).status).toBe(201)
  expect(
    (await call('POST', '/api/metadata/networks', { networkName: 'Site', showName: 'Site' })).status,
  ).toBe(201)
  for (const [objName, parentObjName] of [
    ['Works', undefined],
    ['Tanks', 'Works'],
    ['Tank_01', 'Tanks'],
  ])
    expect(
      (await call('POST', '/api/metadata/networks/Site/organize', { objName, parentObjName })).status,
    ).toBe(201)
  // The mail server of the global settings.
  const mail = await call('POST', '/api/config/configInfo', {
    key: 'emailServer',
    configValue: JSON.stringify({
      smtp_server: '127.0.0.1',
      smtp_server_port: smtp.port,
      smtp: 'SMTP',
      smtp_account_user: 'robot@plant.test',
      smtp_account_password: 'mail#secret',
      display_name: 'Gantry',
      ssl: '0',
    }),
  })
  expect(mail.status).toBe(201)
  for (const [username, roleName] of [
    ['operator', 'Operators'],
    ['supervisor', 'Supervisors'],
  ] as const) {
    const userId = await createUser(product.url, ticket, {
      username,
      password: `${username}-Pass-2024!`,
      realName: username === 'operator' ? '张工' : '李主管',
      codes: ['msg-manage'],
    })
    const role = await call<{ roleId: number }>('POST', '/api/auth/roles', { roleName })
    const user = await call<{ version: number }>('GET', `/api/auth/users/${username}`)
    const saved = await call('PUT', `/api/auth/users/${username}`, {
      email: `${username}@plant.test`,
      roleIds: [role.body.roleId],
      version: user.body.version,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    void userId
  }
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  await smtp?.close()
  await hooks?.close()
  expect(cspViolations).toEqual([])
})

async function check(page: Page, scope: string, label: string) {
  await page.getByTestId(scope).getByText(label, { exact: true }).click()
}

test('alarm → live bell, zh-cn mail, WeCom robot, escalation to the supervisor, all in the log', async () => {
  // The administrator configures the type in the screen.
  const { context, page } = await adminPage(browser, product)
  await open(page, product, '/design/notification-center/type-config', 'notify-types-screen')
  await page.getByRole('button', { name: 'New type' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Alarm raised (P3+)')
  await check(page, 'type-channels', 'Email')
  await check(page, 'type-channels', 'Instant messaging')
  await page.getByLabel('Webhook address').fill(`${hooks.url}/cgi-bin/webhook/send?key=plant`)
  await check(page, 'type-receivers', 'Operators')
  for (const priority of ['3', '4', '5']) await check(page, 'type-priorities', priority)
  await page.locator('#type-area').click()
  await page.getByRole('option', { name: /Tanks/ }).click()
  await page.getByTestId('type-areas').getByText('Site / Tanks').waitFor()
  await page.getByText('Escalate unacknowledged alarms').click()
  await page.getByLabel('After').fill('2')
  await check(page, 'type-escalation-receivers', 'Supervisors')
  await screenshot(page, 'notify-type-form')
  await page.getByTestId('type-form-save').click()
  await page.getByTestId('notify-types-screen').getByText('Alarm raised (P3+)', { exact: true }).waitFor()
  const saved = await call<{ list: { config: { areas: unknown } }[] }>('GET', '/api/notification/types')
  expect(saved.body.list[0]?.config.areas).toEqual([{ network: 'Site', objName: 'Tanks' }])
  await screenshot(page, 'notify-types')

  // The operator works in Chinese; the bell shows nothing yet.
  const operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const operator = await operatorContext.newPage()
  await uiLogin(operator, product.url, 'operator', 'operator-Pass-2024!')
  await setStoredLanguage(operator, 'zh-cn')
  await operator.getByTestId('notify-bell').waitFor()
  expect(await operator.getByTestId('notify-count').count()).toBe(0)

  // Trip the alarm: the bell counts up without a reload.
  const tripped = await call('POST', '/api/runtime/objects/Tank_01/services/setPropertyValue', {
    propName: 'temperature',
    propValue: 72.5,
  })
  expect(tripped.status).toBe(201)
  await expect.poll(() => operator.getByTestId('notify-count').textContent(), { timeout: 10_000 }).toBe('1')
  await operator.getByTestId('notify-bell').click()
  try {
    await operator.getByTestId('notify-panel').getByText('报警：Tank_01.temperature 温度高').waitFor()
  } catch (error) {
    await screenshot(operator, 'notify-failed-bell')
    const answer = await operator.evaluate(async () => {
      const ticket = localStorage.getItem('ticket') ?? ''
      const response = await fetch('/api/notification/messages/unread', {
        headers: { Authorization: `Bearer ${ticket}` },
      })
      return `${response.status} ${await response.text()}`
    })
    console.log('unread answer:', answer)
    throw error
  }
  await screenshot(operator, 'notify-bell-zh-cn')

  // The mail in Chinese, the WeCom robot's JSON.
  const mail = await until('the mail', () => smtp.mails.find((m) => m.to.includes('operator@plant.test')))
  expect(mail.subject).toBe('报警：Tank_01.temperature 温度高')
  expect(mail.raw).toContain('=?UTF-8?B?')
  const hook = await until('the robot', () => hooks.hooks[0])
  expect(hook.body).toEqual({ msgtype: 'text', text: { content: expect.stringContaining('报警：Tank_01') } })

  // Nobody acknowledges: after 2 (shortened) minutes the supervisor is notified.
  const supervisorMail = await until(
    'the escalation',
    () => smtp.mails.find((m) => m.to.includes('supervisor@plant.test')),
    15_000,
  )
  expect(supervisorMail.subject).toBe('Not acknowledged: Tank_01.temperature 温度高')

  // The log shows every send.
  await open(page, product, '/design/notification-center/log-manage', 'notify-log-screen')
  await expect
    .poll(async () => (await page.getByText('Success', { exact: true }).count()) >= 5, { timeout: 10_000 })
    .toBe(true)
  await screenshot(page, 'notify-log')
  const log = await call<{ list: { channel: string; status: string }[] }>('GET', '/api/notification/logs')
  expect(log.body.list.map((r) => `${r.channel}:${r.status}`).sort()).toEqual(
    ['email:success', 'email:success', 'im:success', 'im:success', 'site:success', 'site:success'].sort(),
  )

  // The operator's messages screen, in Chinese.
  await operator.keyboard.press('Escape')
  await open(operator, product, '/design/notification-center/msg-manage', 'notify-messages-screen')
  await screenshot(operator, 'notify-messages-zh-cn')
  await operator.getByTestId('messages-all-read').click()
  await expect.poll(() => operator.getByTestId('notify-count').count(), { timeout: 5000 }).toBe(0)
  await operatorContext.close()
  await context.close()
}, 120_000)
