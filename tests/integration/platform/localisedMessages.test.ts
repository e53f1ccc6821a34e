import { i18n } from '@lingui/core'
import { beforeAll, expect, it } from 'vitest'
import { type ErrorBody, failureMessages } from '../../../app/shell/serverMessages.ts'
import { activateShippedCatalogue } from '../../support/shippedCatalogue.ts'
import { pageLayout } from '../compose/fixtures.ts'
import { forEachEngine, type TestServer } from '../harness.ts'

// The app asks in its language (Accept-Language, spec S1 §7); the server words every error with a catalogue
// descriptor in `details`, and the app's failureMessages translates them. This drives that whole path: the
// real server's answers, the app's own code, the shipped zh-cn catalogue.

beforeAll(() => activateShippedCatalogue('zh-cn'))

/** What the app shows for a failed call, as the Chinese interface shows it. */
async function shown(
  server: TestServer,
  path: string,
  body: unknown,
  options: { method?: string; ticket?: string } = {},
): Promise<{ status: number; text: string }> {
  const answer = await server.call(options.method ?? 'POST', path, {
    body,
    ticket: options.ticket,
    headers: { 'accept-language': 'zh-cn' },
  })
  const descriptors = failureMessages(answer.status, '', answer.body as ErrorBody)
  return { status: answer.status, text: descriptors.map((descriptor) => i18n._(descriptor)).join('; ') }
}

forEachEngine('server messages in the user language', (server) => {
  it('shows a schema validation error in Chinese', async () => {
    const missing = await shown(server, '/api/auth/users/login', { username: 'admin' })
    expect(missing).toEqual({ status: 400, text: '请求有误，未做任何修改：缺少必填字段 password' })
    const typed = await shown(server, '/api/auth/users/login', { username: 'admin', password: 7 })
    expect(typed.text).toBe('请求有误，未做任何修改：password 的类型必须是 string')
  })

  it('shows the wrong-password and lockout messages in Chinese', async () => {
    const user = await server.createUser('zh_locked')
    const attempt = (password: string) =>
      shown(server, '/api/auth/users/login', { username: 'zh_locked', password })
    // Also the attempt that locks it: "locked" would tell anyone that the account exists.
    for (let count = 1; count <= 5; count++) {
      expect(await attempt('Wrong#Pass1')).toEqual({ status: 401, text: '账号或密码错误' })
    }
    // While locked, only the right password hears about the lock.
    const locked = await attempt(user.password)
    expect(locked).toEqual({ status: 401, text: '由于多次登录失败，账号已被锁定，请在 15 分钟后重试' })
  })

  it('shows metadata answers in Chinese', async () => {
    const ticket = await server.adminTicket()
    const unknown = await shown(
      server,
      '/api/metadata/objects',
      { name: 'Zh_Tank', templateName: 'No_Such_Template' },
      { ticket },
    )
    expect(unknown).toEqual({ status: 422, text: '未知的对象模板 No_Such_Template' })
    const missing = await shown(server, '/api/metadata/objects/No_Such_Object', undefined, {
      method: 'GET',
      ticket,
    })
    expect(missing).toEqual({ status: 404, text: '对象 No_Such_Object 不存在' })
    // A value of the wrong type is worded as a whole sentence per subject and problem.
    const badDefault = await shown(
      server,
      '/api/metadata/object_templates',
      { name: 'Zh_Template', properties: [{ name: 'level', type: 'int', defaultValue: 'high' }] },
      { ticket },
    )
    expect(badDefault).toEqual({ status: 422, text: 'level 的默认值应为整数（int）' })
  })

  it('shows application manager answers in Chinese', async () => {
    const ticket = await server.adminTicket()
    const first = await server.call('POST', '/api/app/manager', { ticket, body: { name: 'Zh plant' } })
    expect(first.status).toBe(201)
    const clash = await shown(server, '/api/app/manager', { name: 'Zh plant' }, { ticket })
    expect(clash).toEqual({ status: 409, text: '应用名称 Zh plant 已被使用' })
    const missing = await shown(server, '/api/app/manager/detail?appId=987654', undefined, {
      method: 'GET',
      ticket,
    })
    expect(missing).toEqual({ status: 404, text: '应用 987654 不存在' })
  })

  it('shows a refused page document in Chinese, the codec diagnostic as it is', async () => {
    const ticket = await server.adminTicket()
    const created = await server.call('POST', '/api/app/manager', { ticket, body: { name: 'Zh pages' } })
    const body = {
      appId: created.body.appId,
      name: 'Bad',
      layout: pageLayout(['x1']),
      layouts: [{ id: 'x1', context: '[1,2' }],
    }
    const refused = await shown(server, '/api/compose/manage/pages', body, { ticket })
    expect(refused.status).toBe(422)
    expect(refused.text).toMatch(/^布局块 x1 无效：layout context: not valid JSON/)
  })
})
