import { beforeAll, expect, it } from 'vitest'
import { TaskScheduler } from '../../../server/routes/scheduler/scheduler.ts'
import { forEachEngine, type TestServer } from '../harness.ts'
import { seedModel } from '../modelSeed.ts'

const TASKS = '/api/scheduler/tasks'

const seedMeter = (server: TestServer) =>
  seedModel(
    server,
    {
      name: 'Flow',
      properties: [
        { name: 'rate', type: 'float' },
        { name: 'peak', type: 'double' },
        { name: 'open', type: 'bool' },
      ],
    },
    ['Flow_1'],
  )

function feed(server: TestServer, value: number | null, at: number, quality: 'good' | 'bad' = 'good') {
  const written = server.app.live.store.write('Flow_1', 'rate', value ?? 0, {
    timestamp: at,
    quality,
    origin: { kind: 'connector', connector: 'test' },
  })
  expect(written.ok).toBe(true)
}

const peak = () => server_.app.live.store.get('Flow_1', 'peak')
let server_: TestServer

const peakTask = (extra: Record<string, unknown> = {}) => ({
  name: 'Peak flow',
  kind: 'realtime-data',
  config: {
    source: { objName: 'Flow_1', propName: 'rate' },
    aggregate: 'max',
    windowSeconds: 60,
    publishSeconds: 1,
    target: { objName: 'Flow_1', propName: 'peak' },
    ...extra,
  },
})

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

forEachEngine('real-time data tasks', (server) => {
  let ticket = ''
  beforeAll(async () => {
    server_ = server
    await server.app.taskScheduler.stop()
    ticket = await seedMeter(server)
  })

  it('refuses a schedule, a self-fed target and out-of-range windows with 422, storing nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...peakTask(), intervalSeconds: 60 }, /runs continuously while enabled/],
      [{ ...peakTask(), cron: '* * * * *' }, /runs continuously while enabled/],
      [peakTask({ target: { objName: 'Flow_1', propName: 'rate' } }), /cannot be written to the source/],
      [peakTask({ windowSeconds: 90_000 }), /windowSeconds must be a whole number from 10 to 86400/],
      [peakTask({ publishSeconds: 0 }), /publishSeconds must be a whole number from 1 to 3600/],
      [peakTask({ source: { objName: 'Flow_9', propName: 'rate' } }), /Unknown property: Flow_9.rate/],
    ]
    for (const [body, message] of cases) {
      const answer = await server.call('POST', TASKS, { ticket, body })
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.message).toMatch(message)
    }
    const list = await server.call('GET', `${TASKS}?kind=realtime-data`, { ticket })
    expect(list.body.pagination.total).toBe(0)
  })

  it('keeps the window statistic live from history and new values, in one process at a time', async () => {
    const now = Date.now()
    feed(server, 12, now - 40_000)
    feed(server, 30, now - 20_000)
    feed(server, 18, now - 10_000)
    await server.app.history.flush()
    const created = await server.call('POST', TASKS, { ticket, body: peakTask() })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ kind: 'realtime-data', cron: null, intervalSeconds: null })
    expect(created.body.nextRunAt).toBeNull()
    expect(created.body.config.publishSeconds).toBe(1)

    const one = new TaskScheduler(server.app)
    const two = new TaskScheduler(server.app)
    await one.realtime.tick()
    await two.realtime.tick()
    expect(one.realtime.running).toEqual([created.body.taskId])
    expect(two.realtime.running).toEqual([])
    // Seeded from history: the largest value of the last minute.
    await until(() => peak()?.value === 30)

    feed(server, 55, Date.now())
    await until(() => peak()?.value === 55)
    expect(peak()?.quality).toBe('good')
    // A burst within the publish interval is written once, after it.
    feed(server, 70, Date.now())
    feed(server, 90, Date.now())
    await until(() => peak()?.value === 90, 2500)

    const listed = await server.call('GET', `${TASKS}/${created.body.taskId}`, { ticket })
    expect(listed.body.running).toBe(true)
    // Running it by hand while its mission holds the lease is refused.
    const manual = await server.call('POST', `${TASKS}/${created.body.taskId}/run`, { ticket })
    expect(manual.status).toBe(409)

    // The process stops: its run ends and the other process takes the task over at its next tick.
    await one.realtime.stop()
    await two.realtime.tick()
    expect(two.realtime.running).toEqual([created.body.taskId])
    const runs = await server.call('GET', `${TASKS}/${created.body.taskId}/runs`, { ticket })
    const [current, ended] = runs.body.list as {
      status: string
      rows: number | null
      endedAt: string | null
    }[]
    expect(current?.status).toBe('running')
    expect(ended?.status).toBe('succeeded')
    expect(ended?.rows).toBeGreaterThanOrEqual(3)

    // Disabled: the mission stops, its run ends and the lease is let go.
    const off = await server.call('PUT', `${TASKS}/${created.body.taskId}`, {
      ticket,
      body: { enabled: false, version: created.body.version },
    })
    expect(off.status).toBe(201)
    await two.realtime.tick()
    expect(two.realtime.running).toEqual([])
    const after = await server.call('GET', `${TASKS}/${created.body.taskId}`, { ticket })
    expect(after.body.running).toBe(false)
    feed(server, 120, Date.now())
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(peak()?.value).toBe(90)
  })

  it('marks the result uncertain while the source is bad, and good again after', async () => {
    const created = await server.call('POST', TASKS, {
      ticket,
      body: { ...peakTask({ aggregate: 'instantaneous' }), name: 'Flow now' },
    })
    expect(created.status).toBe(201)
    const scheduler = new TaskScheduler(server.app)
    feed(server, 0, Date.now(), 'bad')
    await server.app.history.flush()
    await scheduler.realtime.tick()
    // The last good value still stands, but the source is failing now.
    await until(() => peak()?.quality === 'uncertain')
    expect(peak()?.value).toBe(120)
    feed(server, 7, Date.now())
    await until(() => peak()?.value === 7 && peak()?.quality === 'good')
    await scheduler.realtime.stop()
    await server.call('DELETE', `${TASKS}/${created.body.taskId}`, { ticket })
  })
})
