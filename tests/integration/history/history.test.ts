import { expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

const HISTORY = '/api/objectselector/history/data'
const MINUTE = 60_000
const DAY = 86_400_000

/** A template Meter (flow float, on bool, mode string, count int) and instances. */
async function seedMeters(server: TestServer, ...names: string[]): Promise<string> {
  const ticket = await server.adminTicket()
  if ((await server.call('GET', '/api/metadata/object_templates/Meter', { ticket })).status === 404) {
    const created = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Meter',
        properties: [
          { name: 'flow', type: 'float' },
          { name: 'on', type: 'bool' },
          { name: 'mode', type: 'string', defaultValue: 'auto' },
          { name: 'count', type: 'int' },
        ],
      },
    })
    expect(created.status).toBe(201)
  }
  for (const name of names) {
    const created = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name, templateName: 'Meter' },
    })
    expect(created.status).toBe(201)
  }
  return ticket
}

/** Writes a value as a connector would, at a given time. */
function feed(
  server: TestServer,
  objName: string,
  propName: string,
  value: unknown,
  at: number,
  quality = 'good',
) {
  const result = server.app.live.store.write(objName, propName, value, {
    timestamp: at,
    quality: quality as 'good',
    origin: { kind: 'connector', connector: 'test' },
  })
  expect(result.ok).toBe(true)
}

const body = (keys: string[], start: number, end: number) => ({
  input: { properties: keys.map((key) => ({ key })), startTime: new Date(start).toISOString(), endTime: end },
})

forEachEngine(
  'history',
  (server) => {
    it('records changes, answers them for trends with the value in force at the start and the live value', async () => {
      const ticket = await seedMeters(server, 'Meter_1')
      const t0 = Date.now() - 10 * MINUTE
      feed(server, 'Meter_1', 'flow', 1.5, t0)
      feed(server, 'Meter_1', 'flow', 2.5, t0 + MINUTE)
      feed(server, 'Meter_1', 'flow', 3.5, t0 + 2 * MINUTE, 'uncertain')
      feed(server, 'Meter_1', 'on', true, t0 + MINUTE)
      feed(server, 'Meter_1', 'mode', 'manual', t0 + MINUTE)
      // Not flushed yet (flushMs is long in this suite): the buffer is read too.
      expect(server.app.history.writer?.stats().buffered).toBeGreaterThan(0)
      const pending = await server.call('PUT', HISTORY, {
        ticket,
        body: body(['Meter_1.flow'], t0 - MINUTE, t0 + 5 * MINUTE),
      })
      expect(pending.status).toBe(200)
      expect(pending.body.source).toBe('history')
      expect(pending.body.list[0].points.map((p: { value: number }) => p.value)).toEqual([1.5, 2.5, 3.5])

      await server.app.history.flush()
      expect(server.app.history.writer?.stats()).toMatchObject({ buffered: 0, leader: true })
      const result = await server.call('PUT', HISTORY, {
        ticket,
        body: body(['Meter_1.flow', 'Meter_1.on', 'Meter_1.mode'], t0 + 30_000, Date.now() + MINUTE),
      })
      expect(result.status).toBe(200)
      const [flow, on, mode] = result.body.list
      expect(flow.key).toBe('Meter_1.flow')
      expect(flow.downsampled).toBe(false)
      expect(flow.count).toBe(2)
      expect(flow.points[0]).toEqual({
        value: 1.5,
        quality: 'good',
        timestamp: new Date(t0 + 30_000).toISOString(),
        carried: true,
      })
      expect(flow.points[1]).toEqual({
        value: 2.5,
        quality: 'good',
        timestamp: new Date(t0 + MINUTE).toISOString(),
      })
      expect(flow.points[2]).toMatchObject({ value: 3.5, quality: 'uncertain' })
      expect(flow.points.at(-1)).toMatchObject({ value: 3.5, live: true })
      expect(on.points.map((p: { value: unknown }) => p.value)).toEqual([true, true])
      expect(mode.points[0]).toMatchObject({ value: 'manual' })
      // A range in the past has neither a live value nor values after it.
      const past = await server.call('PUT', HISTORY, {
        ticket,
        body: body(['Meter_1.flow'], t0 - 5 * MINUTE, t0 - MINUTE),
      })
      expect(past.body.list[0]).toMatchObject({ points: [], count: 0 })
    })

    it('applies the trend rules: 30 s to 30 days, at most 8 pens', async () => {
      const ticket = await seedMeters(server, 'Meter_2')
      const end = Date.now()
      const short = await server.call('PUT', HISTORY, {
        ticket,
        body: body(['Meter_2.flow'], end - 29_000, end),
      })
      expect(short.status).toBe(400)
      expect(short.body.message).toMatch(/at least 30 seconds/)
      const long = await server.call('PUT', HISTORY, {
        ticket,
        body: body(['Meter_2.flow'], end - 31 * DAY, end),
      })
      expect(long.status).toBe(400)
      expect(long.body.message).toMatch(/30 days/)
      const pens = await server.call('PUT', HISTORY, {
        ticket,
        body: body(
          Array.from({ length: 9 }, () => 'Meter_2.flow'),
          end - DAY,
          end,
        ),
      })
      expect(pens.status).toBe(400)
      expect(pens.body.message).toMatch(/at most 8 pens/)
      const fine = await server.call('PUT', HISTORY, {
        ticket,
        body: body(['Meter_2.flow'], end - 30_000, end),
      })
      expect(fine.status).toBe(200)
      const month = await server.call('PUT', HISTORY, {
        ticket,
        body: body(
          Array.from({ length: 8 }, () => 'Meter_2.flow'),
          end - 30 * DAY,
          end,
        ),
      })
      expect(month.status).toBe(200)
    })

    it('downsamples long ranges into at most 1,000 buckets with min, max and mean, keeping spikes', async () => {
      const ticket = await seedMeters(server, 'Meter_3')
      const start = Date.now() - 2 * DAY
      const step = 10_000 // 17,280 values over two days
      const total = (2 * DAY) / step
      for (let i = 0; i < total; i++) {
        const t = start + i * step
        feed(server, 'Meter_3', 'flow', i === 12_345 ? 1000 : 10 + (i % 2), t)
        if (i % 1000 === 0) feed(server, 'Meter_3', 'on', i % 2000 === 0, t)
        if (i % 3000 === 0) feed(server, 'Meter_3', 'mode', `m${i}`, t)
      }
      await server.app.history.flush()
      const result = await server.call('PUT', HISTORY, {
        ticket,
        body: body(['Meter_3.flow', 'Meter_3.on', 'Meter_3.mode'], start, start + 2 * DAY - 1),
      })
      expect(result.status).toBe(200)
      const [flow, on, mode] = result.body.list
      expect(flow.downsampled).toBe(true)
      expect(flow.count).toBe(total)
      expect(flow.bucketMs).toBe(173_000)
      expect(flow.points.length).toBeLessThanOrEqual(1000)
      expect(flow.points.length).toBeGreaterThan(900)
      const spike = flow.points.find((p: { max: number }) => p.max === 1000)
      expect(spike).toBeDefined()
      expect(spike.min).toBe(10)
      expect(spike.timestamp <= new Date(start + 12_345 * step).toISOString()).toBe(true)
      const normal = flow.points[1]
      expect(normal).toMatchObject({ min: 10, max: 11, quality: 'good' })
      expect(normal.value).toBeCloseTo(10.5, 1)
      expect(normal.count).toBeGreaterThanOrEqual(17)
      // Few values: not downsampled even over a long range.
      expect(on.downsampled).toBe(false)
      expect(on.points[0]).toMatchObject({ value: true })
      expect(mode.points[0]).toMatchObject({ value: 'm0' })

      // With a small point budget, booleans show true when a bucket held one; texts their last value.
      const small = await server.app.history.read(
        {
          keys: ['Meter_3.on', 'Meter_3.mode'],
          start: new Date(start).toISOString(),
          end: new Date(start + 2 * DAY - 1).toISOString(),
        },
        3,
      )
      expect(small[0]?.downsampled).toBe(true)
      expect(small[0]?.points.map((p) => p.value)).toEqual([true, true, true])
      expect(small[0]?.points[0]).toMatchObject({ min: false, max: true })
      expect(small[1]?.points.map((p) => p.value)).toEqual(['m3000', 'm9000', 'm15000'])
    })

    it('bad values are no readings: a downsampled bucket of only them is a gap, one that held some is uncertain', async () => {
      await seedMeters(server, 'Meter_6')
      const HOUR = 60 * MINUTE
      const start = Date.now() - 5 * HOUR
      // Hour 1 reads 10/11; in hour 2 the source fails halfway (its last value sent on as bad) and
      // stays failed through hour 3; halfway through hour 4 it is back, reading 30/31.
      const minute = (i: number) => {
        const bad = i >= 90 && i < 210
        const flow = bad ? 99 + (i % 2) : (i < 60 ? 10 : i < 120 ? 20 : 30) + (i % 2)
        const quality = bad ? 'bad' : 'good'
        feed(server, 'Meter_6', 'flow', flow, start + i * MINUTE, quality)
        if (i % 10 === 0) feed(server, 'Meter_6', 'on', i % 20 === 0, start + i * MINUTE, quality)
      }
      for (let i = 0; i < 120; i++) minute(i)
      await server.app.history.flush()
      for (let i = 120; i < 240; i++) minute(i)
      const query = {
        keys: ['Meter_6.flow', 'Meter_6.on'],
        start: new Date(start).toISOString(),
        end: new Date(start + 4 * HOUR - 1).toISOString(),
      }
      // Hours 3 and 4 still in the writer's buffer, then stored: the same buckets.
      const buffered = await server.app.history.read(query, 4)
      await server.app.history.flush()
      const stored = await server.app.history.read(query, 4)
      for (const [flow, on] of [buffered, stored]) {
        expect(flow?.downsampled).toBe(true)
        expect(flow?.points.map((p) => p.quality)).toEqual(['good', 'uncertain', 'bad', 'bad', 'uncertain'])
        expect(flow?.points[0]).toMatchObject({ min: 10, max: 11, count: 60 })
        expect(flow?.points[0]?.value).toBeCloseTo(10.5, 5)
        expect(flow?.points[1]).toMatchObject({ value: 20.5, min: 20, max: 21, count: 60 })
        // Hour 2 ends in the outage: a gap point where it began, so 20.5 does not draw on through it.
        expect(flow?.points[2]).toMatchObject({ value: null, count: 0 })
        expect(flow?.points[2]?.timestamp).toBe(new Date(start + 90 * MINUTE).toISOString())
        expect(flow?.points[3]).toMatchObject({ value: null, count: 60 })
        expect(flow?.points[4]).toMatchObject({ value: 30.5, min: 30, max: 31, count: 60 })
        expect(on?.points.map((p) => [p.value, p.quality])).toEqual([
          [true, 'good'],
          [true, 'uncertain'],
          [null, 'bad'],
          [null, 'bad'],
          [true, 'uncertain'],
        ])
      }
    })

    it('an outage recorded as one bad value ends its bucket with a gap point, stored or still buffered', async () => {
      await seedMeters(server, 'Meter_7', 'Meter_8')
      const HOUR = 60 * MINUTE
      const start = Date.now() - 5 * HOUR
      // Readings for 50 minutes, then the source fails: its last value once more, as bad (history
      // records changes, so that is all an outage leaves), and nothing until readings resume in hour 3.
      const feedMeter = (name: string) => {
        for (let i = 0; i < 50; i++) feed(server, name, 'flow', 10 + (i % 2), start + i * MINUTE)
        feed(server, name, 'flow', 11, start + 50 * MINUTE, 'bad')
        for (let i = 120; i < 180; i++) feed(server, name, 'flow', 20 + (i % 2), start + i * MINUTE)
      }
      feedMeter('Meter_7')
      await server.app.history.flush()
      // Meter_8: enough stored to be downsampled, the outage's bucket still in the writer's buffer.
      for (let i = 0; i < 60; i++) feed(server, 'Meter_8', 'flow', 30 + (i % 2), start - HOUR + i * MINUTE)
      await server.app.history.flush()
      for (let i = 0; i < 50; i++) feed(server, 'Meter_8', 'flow', 10 + (i % 2), start + i * MINUTE)
      feed(server, 'Meter_8', 'flow', 11, start + 50 * MINUTE, 'bad')
      const query = (key: string, from: number) => ({
        keys: [key],
        start: new Date(from).toISOString(),
        end: new Date(from + 4 * HOUR - 1).toISOString(),
      })
      const [stored] = await server.app.history.read(query('Meter_7.flow', start), 4)
      expect(stored?.downsampled).toBe(true)
      expect(stored?.points.map((p) => [p.timestamp, p.value, p.quality])).toEqual([
        [new Date(start).toISOString(), 10.5, 'uncertain'],
        [new Date(start + 50 * MINUTE).toISOString(), null, 'bad'],
        [new Date(start + 2 * HOUR).toISOString(), 20.5, 'good'],
      ])
      const [buffered] = await server.app.history.read(query('Meter_8.flow', start - HOUR), 4)
      expect(buffered?.downsampled).toBe(true)
      expect(buffered?.points.map((p) => [p.timestamp, p.value, p.quality])).toEqual([
        [new Date(start - HOUR).toISOString(), 30.5, 'good'],
        [new Date(start).toISOString(), 10.5, 'uncertain'],
        [new Date(start + 50 * MINUTE).toISOString(), null, 'bad'],
      ])
    })

    it('purges values older than the retention', async () => {
      await seedMeters(server, 'Meter_4')
      const now = Date.now()
      feed(server, 'Meter_4', 'count', 1, now - 40 * DAY)
      feed(server, 'Meter_4', 'count', 2, now - 29 * DAY)
      feed(server, 'Meter_4', 'count', 3, now - DAY)
      await server.app.history.flush()
      const deleted = await server.app.history.purge(now)
      expect(deleted).toBeGreaterThanOrEqual(1)
      const read = await server.app.history.read({
        keys: ['Meter_4.count'],
        start: new Date(now - 30 * DAY).toISOString(),
        end: new Date(now - 1000).toISOString(),
      })
      expect(read[0]?.points.map((p) => p.value)).toEqual([2, 3])
    })

    // Last: it stops this server's writer.
    it('a stop that marks the shutdown records every value not bad already as bad at that moment', async () => {
      await seedMeters(server, 'Meter_9')
      const before = Date.now()
      feed(server, 'Meter_9', 'flow', 5.5, before - 60_000)
      feed(server, 'Meter_9', 'count', 7, before - 60_000, 'bad')
      await server.app.history.writer?.stop({ markShutdown: true })
      const after = Date.now()
      const query = {
        keys: ['Meter_9.flow', 'Meter_9.count'],
        start: new Date(before - 120_000).toISOString(),
      }
      const [flow, count] = await server.app.history.read({ ...query, end: new Date(after).toISOString() })
      const stored = (series: typeof flow) => series?.points.filter((p) => !p.live) ?? []
      const [reading, mark] = stored(flow)
      expect(reading).toMatchObject({ value: 5.5, quality: 'good' })
      expect(mark).toMatchObject({ value: 5.5, quality: 'bad' })
      const marked = Date.parse(mark?.timestamp ?? '')
      expect(marked).toBeGreaterThanOrEqual(before)
      expect(marked).toBeLessThanOrEqual(after)
      // Bad already: not marked twice.
      expect(stored(count).map((p) => p.quality)).toEqual(['bad'])
    })
  },
  { config: { history: { flushMs: 60_000, batchRows: 100_000, retentionDays: 30 } } },
)
