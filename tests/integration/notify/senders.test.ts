import { beforeAll, expect, it } from 'vitest'
import { checkExpiringPasswords, PASSWORD_WARN_DAYS } from '../../../server/notify/senders/passwordExpiry.ts'
import { createApp, waitForJob } from '../compose/fixtures.ts'
import { bpmnFile } from '../flow/bpmn.ts'
import { forEachEngine, type TestServer } from '../harness.ts'
import { until } from './receivers.ts'

const DAY_MS = 86_400_000
const csv = (rows: string[]) => ['name,showName,description,templateName,visible,labels', ...rows].join('\n')

interface Letter {
  title: string
  content: string
}

/** The user's letters whose title or content holds `keyword`. */
async function letters(server: TestServer, ticket: string, keyword: string): Promise<Letter[]> {
  const page = await server.call('GET', `/api/notification/messages?keyword=${encodeURIComponent(keyword)}`, {
    ticket,
  })
  expect(page.status).toBe(200)
  return page.body.list
}

async function addType(server: TestServer, ticket: string, name: string, event: string) {
  const type = await server.call('POST', '/api/notification/types', {
    ticket,
    body: {
      name,
      event,
      config: { channels: ['site'], receivers: { userIds: [], roleIds: [], orgIds: [] } },
    },
  })
  expect(type.status).toBe(201)
}

// The senders outside the alarm engine: import/export (application jobs, object instance imports) and
// passwords about to expire, each reaching the user concerned through an in-site letter.
forEachEngine(
  'notification senders',
  (server) => {
    let admin = ''
    beforeAll(async () => {
      admin = await server.adminTicket()
      await addType(server, admin, `Transfers ${server.engine}`, 'transfer.finished')
      await addType(server, admin, `Passwords ${server.engine}`, 'password.expiring')
      await addType(server, admin, `Overdue ${server.engine}`, 'todo.overdue')
    }, 60_000)

    it('an application export tells whoever started it; a failed one says it failed', async () => {
      const appId = await createApp(server, admin, `Exported ${server.engine}`)
      expect(
        (await server.call('POST', `/api/app/manager/export?appId=${appId}`, { ticket: admin })).status,
      ).toBe(202)
      const job = await waitForJob(server, `/api/app/manager/export/status?appId=${appId}`, admin)
      expect(job.status).toBe('succeeded')
      const [letter] = await until('the export letter', () =>
        letters(server, admin, `Export of application ${appId}`).then((list) => list.length > 0 && list),
      )
      expect(letter?.title).toBe('Import/export finished')
      expect(letter?.content).toMatch(new RegExp(`^Export of application ${appId} finished at `))

      // A job whose work throws: told, with the reason.
      const { startJob } = await import('../../../server/routes/app/jobs/jobs.ts')
      const { userId } = await server.db.kysely
        .selectFrom('users')
        .select('userId')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
      await startJob(server.app, appId, 'import', userId, async () => {
        throw new Error('disk full')
      })
      const [failed] = await until('the failed import letter', () =>
        letters(server, admin, `Import of application ${appId}`).then((list) => list.length > 0 && list),
      )
      expect(failed?.content).toContain('failed')
      expect(failed?.content).toContain('disk full')
    })

    it('an object instance import tells the importer, and a refused one says it failed', async () => {
      const ticket = admin
      await server.call('POST', '/api/metadata/object_templates', {
        ticket,
        body: { name: `Fan${server.engine}`, properties: [{ name: 'speed', type: 'float' }] },
      })
      const ok = await server.call('POST', '/api/metadata/objects/import', {
        ticket,
        body: { format: 'csv', content: csv([`Fan_${server.engine}_1,Fan one,,Fan${server.engine},true,`]) },
      })
      expect(ok.status).toBe(201)
      await until('the import letter', () =>
        letters(server, ticket, 'Import of 1 object instances (csv)').then(
          (list) => list.some((l) => !l.content.includes('failed')) && list,
        ),
      )
      const refused = await server.call('POST', '/api/metadata/objects/import', {
        ticket,
        body: { format: 'csv', content: csv(['9bad,,,NoSuch,,', 'Good_name,,,,,']) },
      })
      expect(refused.status).toBe(422)
      const [failed] = await until('the refused import letter', () =>
        letters(server, ticket, 'Import of 2 object instances (csv)').then((list) => list.length > 0 && list),
      )
      expect(failed?.content).toContain('failed: 1 of 2 rows are wrong')
    })

    it('a password about to expire is told once to its owner; others are not told', async () => {
      const soon = await server.createUser(`expiring_${server.engine}`, { resources: ['msg-manage'] })
      const fresh = await server.createUser(`fresh_${server.engine}`, { resources: ['msg-manage'] })
      const expired = await server.createUser(`expired_${server.engine}`, { resources: ['msg-manage'] })
      const at = Date.now()
      const settings = await server.app.passwordSettings.get()
      const validity = settings.validityDays * DAY_MS
      expect(validity).toBeGreaterThan(0)
      const changed = (daysLeft: number) => new Date(at - validity + daysLeft * DAY_MS).toISOString()
      const set = (userId: number, passwordChangedAt: string) =>
        server.db.kysely
          .updateTable('users')
          .set({ passwordChangedAt })
          .where('userId', '=', userId)
          .execute()
      await set(soon.userId, changed(PASSWORD_WARN_DAYS - 2))
      await set(expired.userId, changed(-1))
      // Another run of the check tells nobody twice.
      const first = await checkExpiringPasswords(server.app, at)
      expect(first).toBeGreaterThanOrEqual(1)
      expect(await checkExpiringPasswords(server.app, at)).toBe(0)
      const [letter] = await until('the password letter', () =>
        letters(server, soon.ticket, 'Your password expires soon').then((list) => list.length > 0 && list),
      )
      expect(letter?.content).toMatch(/^Your password expires on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.$/)
      // Give the outbox time to deliver anything else it holds, then: nothing for the other two.
      await server.app.notify.settled()
      expect(await letters(server, fresh.ticket, 'password')).toEqual([])
      // (the expired user's session is refused until they change it: read their letters directly)
      const theirs = await server.db.kysely
        .selectFrom('notificationMessages')
        .select('messageId')
        .where('userId', '=', expired.userId)
        .execute()
      expect(theirs).toEqual([])
    })

    it('a to-do past its due time is told to whoever may do it, once', async () => {
      const worker = await server.createUser(`worker_${server.engine}`, { resources: ['msg-manage'] })
      const signer = await server.createUser(`signer_${server.engine}`, { resources: ['msg-manage'] })
      const bystander = await server.createUser(`bystander_${server.engine}`, { resources: ['msg-manage'] })
      const role = await server.call('POST', '/api/auth/roles', {
        ticket: admin,
        body: { roleName: `Overdue signers ${server.engine}` },
      })
      expect(role.status).toBe(201)
      await server.db.kysely
        .insertInto('userRoles')
        .values({ userId: signer.userId, roleId: role.body.roleId })
        .execute()
      const app = await server.call('POST', '/api/compose/manage/apps', {
        ticket: admin,
        body: { name: `Overdue app ${server.engine}` },
      })
      expect(app.status).toBe(201)
      const xml = bpmnFile(
        'Inspect',
        `<bpmn:startEvent id="Start"/>
    <bpmn:sequenceFlow id="a" sourceRef="Start" targetRef="Check"/>
    <bpmn:userTask id="Check" name="Check pump P-101" gantry:assignee="worker_${server.engine}" gantry:candidateRoles="${role.body.roleId}" gantry:dueIn="PT1S"/>
    <bpmn:sequenceFlow id="b" sourceRef="Check" targetRef="End"/>
    <bpmn:endEvent id="End"/>`,
      )
      const diagram = await server.call('POST', '/api/flow/diagram', {
        ticket: admin,
        body: { appId: app.body.appId, diagramName: 'Inspection', xml },
      })
      expect(diagram.status, JSON.stringify(diagram.body)).toBe(201)
      const published = await server.call('POST', `/api/flow/diagram/${diagram.body.id}`, {
        ticket: admin,
        body: { isNew: true },
      })
      expect(published.status, JSON.stringify(published.body)).toBe(201)
      const started = await server.call('POST', `/api/flow/diagram/${diagram.body.id}/start`, {
        ticket: admin,
        body: { data: {}, audit: '', branch: '' },
      })
      expect(started.status, JSON.stringify(started.body)).toBe(201)
      for (const user of [worker, signer]) {
        const [letter] = await until(
          'the overdue letter',
          () => letters(server, user.ticket, 'Check pump P-101').then((list) => list.length > 0 && list),
          10_000,
        )
        expect(letter?.title).toBe('To-do overdue: Check pump P-101 (Inspection)')
        expect(letter?.content).toMatch(
          /^Check pump P-101 \(Inspection\) was due at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\./,
        )
      }
      await server.app.notify.settled()
      expect(await letters(server, bystander.ticket, 'P-101')).toEqual([])
      // Told once: the task is marked, later ticks pass it by.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(await letters(server, worker.ticket, 'P-101')).toHaveLength(1)
    })
  },
  { config: { notify: { minuteMs: 800, pollMs: 100, backoffMs: 200, batchMs: 20 } } },
)
