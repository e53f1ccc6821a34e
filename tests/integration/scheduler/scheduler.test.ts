import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { TaskScheduler } from '../../../server/routes/scheduler/scheduler.ts'
import { forEachEngine, type TestServer } from '../harness.ts'
import { seedModel } from '../modelSeed.ts'

const TASKS = '/api/scheduler/tasks'
const MINUTE = 60_000

const seedMeter = (server: TestServer) =>
  seedModel(
    server,
    {
      name: 'Meter',
      properties: [
        { name: 'power', type: 'float' },
        { name: 'avgPower', type: 'double' },
        { name: 'label', type: 'string' },
      ],
    },
    ['Meter_1', 'Meter_2'],
  )

function feed(server: TestServer, objName: string, value: number, at: number) {
  const result = server.app.live.store.write(objName, 'power', value, {
    timestamp: at,
    origin: { kind: 'connector', connector: 'test' },
  })
  expect(result.ok).toBe(true)
}

const averageTask = (name: string, objName: string, extra: Record<string, unknown> = {}) => ({
  name,
  kind: 'statistics-task',
  intervalSeconds: 60,
  config: {
    source: { objName, propName: 'power' },
    aggregate: 'average',
    windowSeconds: 60,
    target: { objName, propName: 'avgPower' },
  },
  ...extra,
})

const selfFed = (objName: string) => ({
  ...averageTask('', objName).config,
  target: { objName, propName: 'power' },
})

async function runsOf(server: TestServer, ticket: string, taskId: number) {
  const runs = await server.call('GET', `${TASKS}/${taskId}/runs`, { ticket })
  expect(runs.status).toBe(200)
  return runs.body.list as { status: string; trigger: string; rows: number | null; error: string | null }[]
}

forEachEngine('task scheduler', (server) => {
  let ticket = ''
  beforeAll(async () => {
    // The tests drive `tick` with chosen clocks; the process's own timer would race them.
    await server.app.taskScheduler.stop()
    ticket = await seedMeter(server)
  })

  it('refuses bad schedules and settings with 422 and a message, and stores nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        averageTask('Bad cron', 'Meter_1', { intervalSeconds: null, cron: '61 * * * *' }),
        /cron expression "61 \* \* \* \*" is not valid/,
      ],
      [averageTask('Few fields', 'Meter_1', { intervalSeconds: null, cron: 'every day' }), /is not valid/],
      [averageTask('Both', 'Meter_1', { cron: '* * * * *' }), /either a cron expression or an interval/],
      [
        averageTask('Neither', 'Meter_1', { intervalSeconds: null }),
        /either a cron expression or an interval/,
      ],
      [averageTask('Never', 'Meter_1', { intervalSeconds: null, cron: '0 0 31 2 *' }), /never comes due/],
      [{ ...averageTask('Live', 'Meter_1'), kind: 'realtime-data' }, /runs continuously/],
      [{ ...averageTask('Self', 'Meter_1'), config: selfFed('Meter_1') }, /cannot be written to the source/],
      [averageTask('Ghost', 'Meter_9'), /Unknown property: Meter_9.power/],
      [
        {
          ...averageTask('Text', 'Meter_1'),
          config: { ...averageTask('', 'Meter_1').config, source: { objName: 'Meter_1', propName: 'label' } },
        },
        /Meter_1.label must be a number or boolean/,
      ],
      [
        {
          name: 'Purge',
          kind: 'system-task',
          intervalSeconds: 3600,
          config: { action: 'purgeHistory', olderThanDays: 0 },
        },
        /olderThanDays/,
      ],
      [
        { name: 'Shell', kind: 'system-task', intervalSeconds: 3600, config: { action: 'rm -rf' } },
        /purgeHistory or backup/,
      ],
    ]
    for (const [body, message] of cases) {
      const answer = await server.call('POST', TASKS, { ticket, body })
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.message).toMatch(message)
    }
    expect((await server.call('GET', TASKS, { ticket })).body.pagination.total).toBe(0)
  })

  it('creates, lists by kind, edits with the version and deletes tasks', async () => {
    const made = await server.call('POST', TASKS, { ticket, body: averageTask('Meter 1 average', 'Meter_1') })
    expect(made.status).toBe(201)
    expect(made.headers.get('location')).toBe(`${TASKS}/${made.body.taskId}`)
    expect(made.body).toMatchObject({
      kind: 'statistics-task',
      intervalSeconds: 60,
      cron: null,
      enabled: true,
      version: 1,
    })
    expect(Date.parse(made.body.nextRunAt) % MINUTE).toBe(0)
    const purge = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'Nightly purge',
        kind: 'system-task',
        cron: '30 2 * * *',
        config: { action: 'purgeHistory', olderThanDays: 90 },
      },
    })
    expect(purge.status).toBe(201)
    const statistics = await server.call('GET', `${TASKS}?kind=statistics-task&pageSize=5`, { ticket })
    expect(statistics.body.list.map((t: { name: string }) => t.name)).toEqual(['Meter 1 average'])
    expect(
      (await server.call('POST', TASKS, { ticket, body: averageTask('meter 1 AVERAGE', 'Meter_2') })).status,
    ).toBe(409)

    const edited = await server.call('PUT', `${TASKS}/${purge.body.taskId}`, {
      ticket,
      body: { version: 1, intervalSeconds: 600, enabled: false },
    })
    expect(edited.status).toBe(201)
    expect(edited.body).toMatchObject({
      cron: null,
      intervalSeconds: 600,
      enabled: false,
      nextRunAt: null,
      version: 2,
    })
    const stale = await server.call('PUT', `${TASKS}/${purge.body.taskId}`, {
      ticket,
      body: { version: 1, enabled: true },
    })
    expect(stale.status).toBe(409)
    const badEdit = await server.call('PUT', `${TASKS}/${purge.body.taskId}`, {
      ticket,
      body: { version: 2, cron: '* * *' },
    })
    expect(badEdit.status).toBe(400)
    expect((await server.call('GET', `${TASKS}/${purge.body.taskId}`, { ticket })).body.version).toBe(2)
    expect((await server.call('DELETE', `${TASKS}/${purge.body.taskId}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `${TASKS}/${purge.body.taskId}`, { ticket })).status).toBe(404)
  })

  it('a due statistics task writes the window average into the target property', async () => {
    const task = (await server.call('GET', `${TASKS}?kind=statistics-task`, { ticket })).body.list[0]
    const due = Date.parse(task.nextRunAt)
    // 10 for the first half of the window, 40 for the second: (10·30 + 40·30) / 60 = 25.
    feed(server, 'Meter_1', 10, due - 60_000)
    feed(server, 'Meter_1', 40, due - 30_000)
    await server.app.taskScheduler.tick(due - 1)
    expect(await runsOf(server, ticket, task.taskId)).toEqual([])
    await server.app.taskScheduler.tick(due)
    await server.app.taskScheduler.settle()
    const [run] = await runsOf(server, ticket, task.taskId)
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'schedule', rows: 1, error: null })
    expect(server.app.live.store.get('Meter_1', 'avgPower')?.value).toBe(25)
    const after = (await server.call('GET', `${TASKS}/${task.taskId}`, { ticket })).body
    expect(Date.parse(after.nextRunAt)).toBe(due + MINUTE)
    expect(after.running).toBe(false)
  })

  it('runs a task now, refuses a second run while one holds the lease, and keeps failures', async () => {
    const made = await server.call('POST', TASKS, { ticket, body: averageTask('Meter 2 average', 'Meter_2') })
    // Meter_2 has no history: the run fails with a readable reason.
    const failed = await server.call('POST', `${TASKS}/${made.body.taskId}/run`, { ticket })
    expect(failed.status).toBe(201)
    expect(failed.body).toMatchObject({
      status: 'failed',
      trigger: 'manual',
      error: 'No recorded values of the source in the window',
    })
    await server.db.kysely
      .updateTable('scheduledTasks')
      .set({ leaseOwner: 'another process', leaseUntil: new Date(Date.now() + MINUTE).toISOString() })
      .where('taskId', '=', made.body.taskId)
      .execute()
    const busy = await server.call('POST', `${TASKS}/${made.body.taskId}/run`, { ticket })
    expect(busy.status).toBe(409)
    expect(JSON.stringify(busy.body)).toMatch(/running already/)
    expect((await server.call('GET', `${TASKS}/${made.body.taskId}`, { ticket })).body.running).toBe(true)
    expect(await runsOf(server, ticket, made.body.taskId)).toHaveLength(1)
  })

  it('after a restart, a missed run is skipped or run once as the task says', async () => {
    const ids: Record<string, number> = {}
    for (const misfire of ['skip', 'run']) {
      const made = await server.call('POST', TASKS, {
        ticket,
        body: averageTask(`Missed ${misfire}`, 'Meter_1', { misfire, intervalSeconds: 3600 }),
      })
      expect(made.status).toBe(201)
      ids[misfire] = made.body.taskId
    }
    const due = Date.parse((await server.call('GET', `${TASKS}/${ids.skip}`, { ticket })).body.nextRunAt)
    feed(server, 'Meter_1', 70, due + 9 * MINUTE)
    // A fresh scheduler (a restarted server) finds both due times 10 minutes and more in the past.
    const restarted = new TaskScheduler(server.app)
    await restarted.tick(due + 10 * MINUTE)
    await restarted.settle()
    const [skipped] = await runsOf(server, ticket, ids.skip as number)
    expect(skipped).toMatchObject({ status: 'skipped', trigger: 'misfire' })
    expect(skipped?.error).toMatch(/Missed at/)
    const [ran] = await runsOf(server, ticket, ids.run as number)
    expect(ran).toMatchObject({ status: 'succeeded', trigger: 'misfire', rows: 1 })
    for (const id of [ids.skip, ids.run]) {
      const task = (await server.call('GET', `${TASKS}/${id}`, { ticket })).body
      expect(Date.parse(task.nextRunAt)).toBe(due + 3600_000)
    }
    // Once only: the next tick has nothing due.
    await restarted.tick(due + 11 * MINUTE)
    await restarted.settle()
    expect(await runsOf(server, ticket, ids.run as number)).toHaveLength(1)
  })

  it('two schedulers on one database never run the same due time twice', async () => {
    const ids: number[] = []
    for (let i = 0; i < 8; i++) {
      const made = await server.call('POST', TASKS, {
        ticket,
        body: averageTask(`Race ${i}`, 'Meter_1', { intervalSeconds: 7200 }),
      })
      ids.push(made.body.taskId)
    }
    const due = Date.parse((await server.call('GET', `${TASKS}/${ids[0]}`, { ticket })).body.nextRunAt)
    const one = new TaskScheduler(server.app)
    const two = new TaskScheduler(server.app)
    await Promise.all([one.tick(due), two.tick(due), one.tick(due), two.tick(due)])
    await Promise.all([one.settle(), two.settle()])
    const owners = new Set<string>()
    for (const id of ids) {
      const runs = await server.db.kysely
        .selectFrom('scheduledTaskRuns')
        .selectAll()
        .where('taskId', '=', id)
        .execute()
      expect(runs, `task ${id}`).toHaveLength(1)
      owners.add(runs[0]?.ownerId as string)
    }
    expect([...owners].every((owner) => owner === one.ownerId || owner === two.ownerId)).toBe(true)
  })

  it('system tasks purge old history and write a backup', async () => {
    const old = Date.now() - 10 * 86_400_000
    feed(server, 'Meter_2', 5, old)
    feed(server, 'Meter_2', 6, old + 1000)
    await server.app.history.flush()
    const purge = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'Purge 5 days',
        kind: 'system-task',
        intervalSeconds: 86_400,
        config: { action: 'purgeHistory', olderThanDays: 5 },
      },
    })
    const purged = await server.call('POST', `${TASKS}/${purge.body.taskId}/run`, { ticket })
    expect(purged.body).toMatchObject({ status: 'succeeded' })
    expect(purged.body.rows).toBeGreaterThanOrEqual(2)
    const left = await server.app.history.samples('Meter_2.power', old - 1000, old + 2000)
    expect(left.samples).toEqual([])

    const backup = await server.call('POST', TASKS, {
      ticket,
      body: { name: 'Backup', kind: 'system-task', cron: '0 3 * * *', config: { action: 'backup' } },
    })
    const backedUp = await server.call('POST', `${TASKS}/${backup.body.taskId}/run`, { ticket })
    expect(backedUp.body).toMatchObject({ status: 'succeeded' })
    expect(backedUp.body.rows).toBeGreaterThan(0)
    const dir = join(server.app.config.dataDir, 'backups')
    expect(existsSync(dir) && readdirSync(dir).some((f) => !f.startsWith('.'))).toBe(true)
  })

  it('a user without the kind’s page may read tasks but not change or run them', async () => {
    const viewer = await server.createUser('sched_viewer', { resources: ['statistics-task'] })
    expect((await server.call('GET', TASKS, { ticket: viewer.ticket })).status).toBe(200)
    const system = await server.call('POST', TASKS, {
      ticket: viewer.ticket,
      body: { name: 'Sneaky', kind: 'system-task', intervalSeconds: 60, config: { action: 'backup' } },
    })
    expect(system.status).toBe(403)
    const backup = (await server.call('GET', `${TASKS}?kind=system-task&keyword=backup`, { ticket })).body
      .list[0]
    expect(
      (await server.call('POST', `${TASKS}/${backup.taskId}/run`, { ticket: viewer.ticket })).status,
    ).toBe(403)
    expect(
      (await server.call('POST', TASKS, { ticket: viewer.ticket, body: averageTask('Allowed', 'Meter_2') }))
        .status,
    ).toBe(201)
  })
})
