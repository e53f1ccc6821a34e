import { expect, it } from 'vitest'
import { StatisticsScheduler } from '../../../server/routes/dispatchor/statistics/scheduler.ts'
import { forEachEngine, type TestServer } from '../harness.ts'

const TASKS = '/api/dispatchor/statistics/config/task'
const RESULTS = '/api/dispatchor/statistics/result/query'

async function seedLine(server: TestServer, name: string): Promise<string> {
  const ticket = await server.adminTicket()
  if ((await server.call('GET', '/api/metadata/object_templates/Line', { ticket })).status === 404) {
    const created = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Line',
        properties: [
          { name: 'power', type: 'float' },
          { name: 'running', type: 'bool' },
          { name: 'label', type: 'string' },
        ],
      },
    })
    expect(created.status).toBe(201)
  }
  expect(
    (await server.call('POST', '/api/metadata/objects', { ticket, body: { name, templateName: 'Line' } }))
      .status,
  ).toBe(201)
  return ticket
}

function feed(server: TestServer, objName: string, propName: string, value: unknown, at: number) {
  server.app.live.store.write(objName, propName, value, {
    timestamp: at,
    origin: { kind: 'connector', connector: 'test' },
  })
}

forEachEngine('dispatch statistics', (server) => {
  it('creates, lists, edits and deletes tasks with the usual codes', async () => {
    const ticket = await seedLine(server, 'Line_1')
    const created = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'Line 1 power',
        type: 'realtime',
        sources: [{ objName: 'Line_1', propName: 'power' }],
        aggregates: ['average', 'max'],
        intervalSeconds: 600,
      },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(`${TASKS}/${created.body.taskId}`)
    expect(created.body).toMatchObject({ name: 'Line 1 power', type: 'realtime', enabled: true, version: 1 })
    for (let i = 0; i < 5; i++) {
      const more = await server.call('POST', TASKS, {
        ticket,
        body: {
          name: `Extra ${i}`,
          type: 'periodic',
          sources: [{ objName: 'Line_1', propName: 'running' }],
          aggregates: ['duration'],
        },
      })
      expect(more.status).toBe(201)
    }
    const list = await server.call('GET', TASKS, { ticket })
    expect(list.body.pagination).toEqual({ page: 1, size: 5, total: 6 })
    const search = await server.call('GET', `${TASKS}?keyword=power`, { ticket })
    expect(search.body.list.map((t: { name: string }) => t.name)).toEqual(['Line 1 power'])

    const taken = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'line 1 POWER',
        type: 'realtime',
        sources: [{ objName: 'Line_1', propName: 'power' }],
        aggregates: ['min'],
      },
    })
    expect(taken.status).toBe(409)
    const unknown = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'Nope',
        type: 'realtime',
        sources: [{ objName: 'Line_1', propName: 'nothing' }],
        aggregates: ['min'],
      },
    })
    expect(unknown.status).toBe(422)
    const text = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'Text',
        type: 'realtime',
        sources: [{ objName: 'Line_1', propName: 'label' }],
        aggregates: ['min'],
      },
    })
    expect(text.status).toBe(422)
    const badAggregate = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'Bad',
        type: 'realtime',
        sources: [{ objName: 'Line_1', propName: 'power' }],
        aggregates: ['median'],
      },
    })
    expect(badAggregate.status).toBe(400)

    const path = `${TASKS}/${created.body.taskId}`
    const edited = await server.call('PUT', path, { ticket, body: { aggregates: ['integral'], version: 1 } })
    expect(edited.status).toBe(201)
    expect(edited.body).toMatchObject({ aggregates: ['integral'], version: 2, name: 'Line 1 power' })
    const stale = await server.call('PUT', path, { ticket, body: { enabled: false, version: 1 } })
    expect(stale.status).toBe(409)
    expect((await server.call('GET', path, { ticket })).body.version).toBe(2)

    const viewer = await server.createUser('stat_viewer')
    expect((await server.call('GET', TASKS, { ticket: viewer.ticket })).status).toBe(200)
    const refused = await server.call('DELETE', path, { ticket: viewer.ticket })
    expect(refused.status).toBe(403)
    expect((await server.call('DELETE', path, { ticket })).status).toBe(204)
    expect((await server.call('GET', path, { ticket })).status).toBe(404)
  })

  it('computes realtime tasks from the history when queried', async () => {
    const ticket = await seedLine(server, 'Line_2')
    const start = Date.now() - 100_000
    // power: 10 for 50 s, then 20; running: on 10..30 s and 70 s..
    feed(server, 'Line_2', 'power', 10, start)
    feed(server, 'Line_2', 'power', 20, start + 50_000)
    feed(server, 'Line_2', 'running', true, start + 10_000)
    feed(server, 'Line_2', 'running', false, start + 30_000)
    feed(server, 'Line_2', 'running', true, start + 70_000)
    const task = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'Line 2',
        type: 'realtime',
        sources: [
          { objName: 'Line_2', propName: 'power' },
          { objName: 'Line_2', propName: 'running' },
        ],
        aggregates: ['average', 'integral', 'duration', 'frequency', 'maxTime', 'count'],
      },
    })
    expect(task.status).toBe(201)
    const result = await server.call('POST', RESULTS, {
      ticket,
      body: {
        taskId: task.body.taskId,
        startTime: new Date(start).toISOString(),
        endTime: start + 100_000,
        pageSize: 100,
      },
    })
    expect(result.status).toBe(200)
    expect(result.body.computed).toBe(true)
    const value = (propName: string, aggregate: string) =>
      result.body.list.find(
        (r: { propName: string; aggregate: string }) => r.propName === propName && r.aggregate === aggregate,
      )
    expect(value('power', 'average').value).toBe(15)
    expect(value('power', 'integral').value).toBe(1750)
    expect(value('power', 'count').value).toBe(2)
    expect(value('power', 'maxTime')).toMatchObject({
      value: 20,
      valueTime: new Date(start + 50_000).toISOString(),
    })
    expect(value('running', 'duration').value).toBe(50)
    // Defaults are not recorded: the first sample (on at 10 s) has no known previous state, so one edge.
    expect(value('running', 'frequency').value).toBe(1)
    const byName = await server.call('POST', RESULTS, {
      ticket,
      body: {
        taskName: 'line 2',
        aggregate: 'average',
        objName: 'Line_2',
        startTime: start,
        endTime: start + 100_000,
      },
    })
    expect(byName.body.list.map((r: { propName: string }) => r.propName)).toEqual(['power', 'running'])
    expect((await server.call('POST', RESULTS, { ticket, body: {} })).status).toBe(400)
    expect((await server.call('POST', RESULTS, { ticket, body: { taskId: 999_999 } })).status).toBe(404)
  })

  it('stores the results of periodic tasks window by window', async () => {
    const ticket = await seedLine(server, 'Line_3')
    const now = Date.now()
    const end = Math.floor(now / 60_000) * 60_000
    feed(server, 'Line_3', 'power', 4, end - 60_000)
    feed(server, 'Line_3', 'power', 8, end - 30_000)
    const task = await server.call('POST', TASKS, {
      ticket,
      body: {
        name: 'Line 3 periodic',
        type: 'periodic',
        sources: [{ objName: 'Line_3', propName: 'power' }],
        aggregates: ['average', 'max', 'min'],
        intervalSeconds: 60,
      },
    })
    const scheduler = new StatisticsScheduler(server.app)
    await scheduler.tick(now)
    await scheduler.tick(now) // the same window is not computed twice
    const result = await server.call('POST', RESULTS, {
      ticket,
      body: { taskId: task.body.taskId, startTime: end - 120_000, endTime: end },
    })
    expect(result.status).toBe(200)
    expect(result.body.computed).toBe(false)
    expect(result.body.pagination.total).toBe(3)
    const byAggregate = Object.fromEntries(
      result.body.list.map((r: { aggregate: string; value: number }) => [r.aggregate, r]),
    )
    expect(byAggregate.average).toMatchObject({
      value: 6,
      windowStart: new Date(end - 60_000).toISOString(),
      windowEnd: new Date(end).toISOString(),
    })
    expect(byAggregate.max.value).toBe(8)
    expect(byAggregate.min.value).toBe(4)
  })
})
