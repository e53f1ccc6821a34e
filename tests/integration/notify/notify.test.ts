import { afterAll, beforeAll, expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'
import { WsClient } from '../runtime/fixtures.ts'
import { type Hook, startHookReceiver, startSmtp, until } from './receivers.ts'

const smtp = await startSmtp()
const seenPaths = new Set<string>()
const hooks = await startHookReceiver((hook: Hook) => {
  // The first webhook to each robot address fails: the outbox must try again after its back-off.
  if (seenPaths.has(hook.path)) return {}
  seenPaths.add(hook.path)
  return { status: 502, body: { error: 'busy' } }
})
afterAll(async () => {
  await smtp.close()
  await hooks.close()
})

/** A Tank template with one level limit (priority 3) and one instance. */
async function seedTank(server: TestServer, ticket: string, name: string) {
  const exists = await server.call('GET', '/api/metadata/object_templates/Tank', { ticket })
  if (exists.status === 404) {
    const created = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Tank',
        properties: [{ name: 'level', type: 'float', defaultValue: 50 }],
        alertLimits: {
          level: [
            { name: 'High', showName: 'Level high', alertType: 'gt', limitValue: 80, priority: 3 },
            { name: 'Low', showName: 'Level low', alertType: 'lt', limitValue: 10, priority: 5 },
          ],
        },
      },
    })
    expect(created.status).toBe(201)
  }
  expect(
    (await server.call('POST', '/api/metadata/objects', { ticket, body: { name, templateName: 'Tank' } }))
      .status,
  ).toBe(201)
}

async function roleWith(server: TestServer, ticket: string, roleName: string, userIds: number[]) {
  const role = await server.call('POST', '/api/auth/roles', { ticket, body: { roleName } })
  expect(role.status).toBe(201)
  await server.db.kysely
    .insertInto('userRoles')
    .values(userIds.map((userId) => ({ userId, roleId: role.body.roleId as number })))
    .execute()
  return role.body.roleId as number
}

forEachEngine(
  'notification centre',
  (server) => {
    let admin = ''
    const users = {} as Record<'op' | 'sup' | 'viewer', { userId: number; ticket: string }>
    const clients: WsClient[] = []
    let operators = 0
    let supervisors = 0

    beforeAll(async () => {
      admin = await server.adminTicket()
      for (const name of ['op', 'sup', 'viewer'] as const) {
        users[name] = await server.createUser(`${name}_${server.engine}`, { resources: ['msg-manage'] })
        await server.db.kysely
          .updateTable('users')
          .set({ email: `${name}.${server.engine}@plant.test` })
          .where('userId', '=', users[name].userId)
          .execute()
      }
      // The operator's app is in Chinese: their notifications are written in Chinese.
      // (the app's header tells the server whenever the user's language is set or switched)
      const language = await server.call('PUT', '/api/notification/settings/language', {
        ticket: users.op.ticket,
        body: { language: 'zh-cn' },
      })
      expect(language.status).toBe(201)
      const info = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: users.op.ticket })
      expect(info.body.notifyCount).toBe(0)
      operators = await roleWith(server, admin, `Operators_${server.engine}`, [users.op.userId])
      supervisors = await roleWith(server, admin, `Supervisors_${server.engine}`, [users.sup.userId])
      const mail = await server.call('POST', '/api/config/configInfo', {
        ticket: admin,
        body: {
          key: 'emailServer',
          configValue: JSON.stringify({
            smtp_server: '127.0.0.1',
            smtp_server_port: smtp.port,
            smtp: 'SMTP',
            smtp_account_user: 'robot@plant.test',
            smtp_account_password: 'mail#secret',
            display_name: '工厂通知',
            ssl: '0',
          }),
        },
      })
      expect(mail.status).toBe(201)
    }, 60_000)

    afterAll(async () => {
      await Promise.all(clients.map((client) => client.close()))
    })

    it('refuses a bad type with the reasons and stores nothing', async () => {
      const bad = await server.call('POST', '/api/notification/types', {
        ticket: admin,
        body: {
          name: ' ',
          event: 'alarm.cleared',
          config: {
            channels: ['im'],
            receivers: { userIds: [999_999], roleIds: [], orgIds: [] },
            escalation: { afterMinutes: 2, receivers: { userIds: [], roleIds: [], orgIds: [] } },
            quietHours: { start: '25:00', end: '06:00' },
          },
        },
      })
      expect(bad.status).toBe(422)
      const ids = (bad.body.details as { id: string }[]).map((d) => d.id)
      expect(ids).toEqual(
        expect.arrayContaining([
          'server.notify.nameBlank',
          'server.notify.webhookNeeded',
          'server.notify.quietHours',
          'server.notify.escalationAlarmOnly',
          'server.notify.escalationReceivers',
          'server.notify.unknownUsers',
        ]),
      )
      const list = await server.call('GET', '/api/notification/types', { ticket: admin })
      expect(list.body.pagination.total).toBe(0)
      // A user without the screen's resource is refused.
      expect((await server.call('GET', '/api/notification/types', { ticket: users.op.ticket })).status).toBe(
        403,
      )
    })

    it('alarm raised → in-site letter (live count), zh-cn email, WeCom webhook; escalation; log', async () => {
      const created = await server.call('POST', '/api/notification/types', {
        ticket: admin,
        body: {
          name: `Alarm raised ${server.engine}`,
          event: 'alarm.raised',
          config: {
            channels: ['site', 'email', 'im'],
            receivers: { userIds: [], roleIds: [operators], orgIds: [] },
            priorities: [3],
            escalation: { afterMinutes: 2, receivers: { userIds: [], roleIds: [supervisors], orgIds: [] } },
            webhook: {
              kind: 'wecom',
              url: `${hooks.url}/cgi-bin/webhook/send?key=${server.engine}`,
              secret: '',
            },
          },
        },
      })
      expect(created.status).toBe(201)
      expect(created.headers.get('location')).toBe(`/api/notification/types/${created.body.typeId}`)

      const ws = await WsClient.open(server, users.op.ticket)
      clients.push(ws)
      await ws.next('ready')
      await seedTank(server, admin, `Tank_${server.engine}`)
      const tripped = await server.call(
        'POST',
        `/api/runtime/objects/Tank_${server.engine}/services/setPropertyValue`,
        {
          ticket: admin,
          body: { propName: 'level', propValue: 91.5 },
        },
      )
      expect(tripped.status).toBe(201)

      // The bell counts up live, over the WebSocket.
      const pushed = await ws.next('notify', (m) => m.unread === 1, 5000)
      expect((pushed.latest as { title: string }).title).toBe(`报警：Tank_${server.engine}.level Level high`)
      const info = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: users.op.ticket })
      expect(info.body.notifyCount).toBe(1)

      // The mail, in Chinese, UTF-8 encoded, from the configured sender with its password.
      const mail = await until('the mail', () =>
        smtp.mails.find((m) => m.to.includes(`op.${server.engine}@plant.test`)),
      )
      expect(mail.user).toBe('robot@plant.test')
      expect(mail.from).toBe('robot@plant.test')
      expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?B\?/im)
      expect(mail.raw).toMatch(/charset=utf-8/i)
      expect(mail.subject).toBe(`报警：Tank_${server.engine}.level Level high`)
      expect(mail.text).toContain('当前值 91.5（限值 80），优先级 3')
      expect(mail.raw).toContain('=?UTF-8?B?')

      // The WeCom robot: first answer 502, then the retry after back-off gets through; its JSON shape.
      const path = `/cgi-bin/webhook/send?key=${server.engine}`
      const hook = await until('the webhook retry', () => hooks.hooks.filter((h) => h.path === path)[1])
      expect(hook.body).toEqual({
        msgtype: 'text',
        text: { content: expect.stringContaining('报警：Tank_') },
      })

      // Not acknowledged after 2 (shortened) minutes → the supervisor gets it too.
      const supLetters = await until('the escalation', async () => {
        const page = await server.call('GET', '/api/notification/messages', { ticket: users.sup.ticket })
        return page.body.list.length > 0 && page.body.list
      })
      expect(supLetters[0].title).toBe(`Not acknowledged: Tank_${server.engine}.level Level high`)
      // The viewer is no receiver.
      const viewer = await server.call('GET', '/api/notification/messages', { ticket: users.viewer.ticket })
      expect(viewer.body.list).toEqual([])

      // The log shows every send, with its attempts.
      await server.app.notify.settled()
      const log = await server.call(
        'GET',
        `/api/notification/logs?typeId=${created.body.typeId}&pageSize=100`,
        {
          ticket: admin,
        },
      )
      expect(log.status).toBe(200)
      const rows = log.body.list as {
        channel: string
        status: string
        receiver: string
        attempts: number
        outboxId: number
      }[]
      const summary = rows.map((r) => `${r.channel}:${r.status}:${r.receiver}`).sort()
      expect(summary).toEqual(
        [
          `email:success:op_${server.engine} (op_${server.engine})`,
          `email:success:sup_${server.engine} (sup_${server.engine})`,
          'im:success:wecom',
          'im:success:wecom',
          `site:success:op_${server.engine} (op_${server.engine})`,
          `site:success:sup_${server.engine} (sup_${server.engine})`,
        ].sort(),
      )
      const retried = rows.find((r) => r.channel === 'im' && r.attempts === 2)
      expect(retried).toBeDefined()
      const attempts = await server.call('GET', `/api/notification/logs/${retried?.outboxId}/attempts`, {
        ticket: admin,
      })
      expect(attempts.body.list.map((a: { result: string }) => a.result)).toEqual(['failed', 'success'])
      expect(attempts.body.list[0].error).toContain('502')
    }, 30_000)

    it('acknowledged in time → no escalation', async () => {
      await seedTank(server, admin, `Tank2_${server.engine}`)
      const before = smtp.mails.filter((m) => m.to.includes(`sup.${server.engine}@plant.test`)).length
      await server.call('POST', `/api/runtime/objects/Tank2_${server.engine}/services/setPropertyValue`, {
        ticket: admin,
        body: { propName: 'level', propValue: 99 },
      })
      const alarm = await until('the alarm', async () => {
        const current = await server.call(
          'GET',
          `/api/runtime/objects/alert/current?objName=Tank2_${server.engine}`,
          {
            ticket: admin,
          },
        )
        return current.body.list[0]
      })
      const ack = await server.call('POST', '/api/runtime/objects/alert/ack', {
        ticket: admin,
        body: { ids: [alarm.id] },
      })
      expect(ack.status).toBe(201)
      // Due after 2 shortened minutes (1.6 s): then dropped, as the alarm was acknowledged.
      const esc = await until('the escalation check', async () => {
        const row = await server.db.kysely
          .selectFrom('notificationEscalations')
          .select('status')
          .where('alarmId', '=', alarm.id)
          .executeTakeFirst()
        return row?.status !== 'waiting' && row
      })
      expect(esc.status).toBe('cancelled')
      expect(smtp.mails.filter((m) => m.to.includes(`sup.${server.engine}@plant.test`)).length).toBe(before)
    })

    it('messages: mark read, all read, delete; only one’s own; the count follows', async () => {
      const op = users.op.ticket
      let page = await server.call('GET', '/api/notification/messages?isRead=false', { ticket: op })
      expect(page.body.list.length).toBe(2)
      const [first, second] = page.body.list as { messageId: number }[]
      // Another user's letter is not found for me.
      const foreign = await server.call('PUT', '/api/notification/messages/read', {
        ticket: users.sup.ticket,
        body: { ids: [first?.messageId] },
      })
      expect(foreign.status).toBe(404)
      const read = await server.call('PUT', '/api/notification/messages/read', {
        ticket: op,
        body: { ids: [first?.messageId] },
      })
      expect(read.status).toBe(201)
      expect(read.body.unread).toBe(1)
      expect((await server.call('GET', '/api/notification/messages/unread', { ticket: op })).body.count).toBe(
        1,
      )
      expect((await server.call('PUT', '/api/notification/messages/readAll', { ticket: op })).status).toBe(
        201,
      )
      expect(
        (await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: op })).body.notifyCount,
      ).toBe(0)
      expect(
        (
          await server.call('DELETE', '/api/notification/messages', {
            ticket: op,
            body: { ids: [second?.messageId] },
          })
        ).status,
      ).toBe(204)
      page = await server.call('GET', '/api/notification/messages', { ticket: op })
      expect(page.body.list.map((m: { messageId: number }) => m.messageId)).toEqual([first?.messageId])
    })

    it('personal settings: a muted type sends nothing to that user; notifyUsers for to-dos', async () => {
      const todo = await server.call('POST', '/api/notification/types', {
        ticket: admin,
        body: {
          name: `To-do assigned ${server.engine}`,
          event: 'todo.assigned',
          config: { channels: ['site', 'email'], receivers: { userIds: [], roleIds: [], orgIds: [] } },
        },
      })
      expect(todo.status).toBe(201)
      const settings = await server.call('GET', '/api/notification/settings', { ticket: users.viewer.ticket })
      expect(settings.body.list.map((t: { typeId: number }) => t.typeId)).toContain(todo.body.typeId)
      // Email only for the viewer; the supervisor mutes the type.
      expect(
        (
          await server.call('PUT', '/api/notification/settings', {
            ticket: users.viewer.ticket,
            body: { typeId: todo.body.typeId, muted: false, channels: ['email'] },
          })
        ).status,
      ).toBe(201)
      expect(
        (
          await server.call('PUT', '/api/notification/settings', {
            ticket: users.sup.ticket,
            body: { typeId: todo.body.typeId, muted: true },
          })
        ).status,
      ).toBe(201)
      const bad = await server.call('PUT', '/api/notification/settings', {
        ticket: users.viewer.ticket,
        body: { typeId: todo.body.typeId, muted: false, channels: ['im'] },
      })
      expect(bad.status).toBe(400)
      const { notifyUsers } = await import('../../../server/notify/notifyUsers.ts')
      const added = await notifyUsers(
        server.app,
        'todo.assigned',
        'todo:7:assigned',
        [users.viewer.userId, users.sup.userId],
        {
          task: 'Check pump P-101',
          time: '2026-01-01 08:00:00',
          link: '',
        },
      )
      expect(added).toBe(1)
      // Again: the same occurrence adds nothing.
      expect(
        await notifyUsers(server.app, 'todo.assigned', 'todo:7:assigned', [users.viewer.userId], {
          task: 'x',
        }),
      ).toBe(0)
      const mail = await until('the to-do mail', () =>
        smtp.mails.find(
          (m) => m.to.includes(`viewer.${server.engine}@plant.test`) && m.subject.includes('P-101'),
        ),
      )
      expect(mail.subject).toBe('New to-do: Check pump P-101')
    })

    it('receivers by organisation: the linked staff of it and of those below', async () => {
      const plant = await server.call('POST', '/api/metadata/organizations', {
        ticket: admin,
        body: { name: `Plant ${server.engine}` },
      })
      expect(plant.status).toBe(201)
      const shift = await server.call('POST', '/api/metadata/organizations', {
        ticket: admin,
        body: { name: 'Shift A', parentId: plant.body.orgId },
      })
      expect(shift.status).toBe(201)
      const staff = await server.call('POST', '/api/metadata/staff', {
        ticket: admin,
        body: { name: 'Wang', organizations: [shift.body.orgId], userId: users.viewer.userId },
      })
      expect(staff.status).toBe(201)
      const bad = await server.call('POST', '/api/notification/types', {
        ticket: admin,
        body: {
          name: `Orgs bad ${server.engine}`,
          event: 'backup.failed',
          config: { channels: ['site'], receivers: { userIds: [], roleIds: [], orgIds: [987_654] } },
        },
      })
      expect(bad.status).toBe(422)
      expect(bad.body.details.map((d: { id: string }) => d.id)).toEqual(['server.notify.unknownOrgs'])
      const type = await server.call('POST', '/api/notification/types', {
        ticket: admin,
        body: {
          name: `Backup failed ${server.engine}`,
          event: 'backup.failed',
          config: { channels: ['site'], receivers: { userIds: [], roleIds: [], orgIds: [plant.body.orgId] } },
        },
      })
      expect(type.status).toBe(201)
      const added = await server.app.notify.enqueueNow([
        {
          event: 'backup.failed',
          key: `backup-failed:${server.engine}`,
          data: { time: 'now', error: 'disk full' },
        },
      ])
      expect(added).toBe(1)
      const letter = await until('the letter', async () => {
        const page = await server.call('GET', '/api/notification/messages?keyword=disk', {
          ticket: users.viewer.ticket,
        })
        return page.body.list[0]
      })
      expect(letter.title).toBe('Backup failed')
    })

    it('flood: beyond the limit per minute, one digest per receiver', async () => {
      const flood = await server.call('POST', '/api/notification/types', {
        ticket: admin,
        body: {
          name: `Backups ${server.engine}`,
          event: 'backup.finished',
          config: {
            channels: ['site'],
            receivers: { userIds: [users.viewer.userId], roleIds: [], orgIds: [] },
            digestPerMinute: 2,
          },
        },
      })
      expect(flood.status).toBe(201)
      const requests = Array.from({ length: 7 }, (_, i) => ({
        event: 'backup.finished' as const,
        key: `backup:${server.engine}:${i}`,
        data: { file: `b${i}.jsonl`, time: 'now' },
      }))
      // Inside one "minute" (shortened to 800 ms), aligned to its start.
      const minute = server.app.notify.settings.minuteMs
      await new Promise((resolve) => setTimeout(resolve, minute - (Date.now() % minute) + 20))
      await server.app.notify.enqueueNow(requests)
      const digest = await until('the digest', async () => {
        const page = await server.call('GET', '/api/notification/messages?keyword=more%20notifications', {
          ticket: users.viewer.ticket,
        })
        return page.body.list[0]
      })
      expect(digest.title).toBe(`5 more notifications: Backups ${server.engine}`)
      const letters = await server.db.kysely
        .selectFrom('notificationOutbox')
        .select(['status'])
        .where('typeId', '=', flood.body.typeId)
        .execute()
      const counts = letters.reduce<Record<string, number>>((acc, r) => {
        acc[r.status] = (acc[r.status] ?? 0) + 1
        return acc
      }, {})
      expect(counts).toEqual({ success: 3, digested: 5 })
    })

    it('a backup made tells the "backup finished" types', async () => {
      const backup = await server.call('POST', '/api/config/system/backup', { ticket: admin })
      expect(backup.status).toBe(201)
      const letter = await until('the backup letter', async () => {
        const page = await server.call('GET', `/api/notification/messages?keyword=${backup.body.filename}`, {
          ticket: users.viewer.ticket,
        })
        return page.body.list[0]
      })
      expect(letter.content).toContain(backup.body.filename)
    })
  },
  { config: { notify: { minuteMs: 800, pollMs: 100, backoffMs: 200, batchMs: 20 } } },
)
