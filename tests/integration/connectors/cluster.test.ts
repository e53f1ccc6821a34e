import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type TestServer } from '../harness.ts'
import { WsClient } from '../runtime/fixtures.ts'
import { type Instance, SharedDatabase } from './cluster.ts'
import { BROKER_URL, bind, deviceClient, seedSensors, topicPrefix, waitFor } from './fixtures.ts'

const ALERT = '/api/runtime/objects/alert'
const quiet = { connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [] } }
// The fixtures take a TestServer; an Instance has the same call/adminTicket helpers.
const asServer = (instance: Instance) => instance as unknown as TestServer

for (const engine of ENGINES) {
  describe(`alarms across a restart [${engine}]`, () => {
    const shared = new SharedDatabase(engine)
    beforeAll(() => shared.create(), 60_000)
    afterAll(() => shared.destroy(), 60_000)

    it('keeps current alarms through a restart and clears them when the value returns', async () => {
      const first = await shared.start(quiet)
      const ticket = await seedSensors(asServer(first), 'Restart_1')
      await first.call('POST', '/api/runtime/objects/Restart_1/services/setPropertyValue', {
        ticket,
        body: { propName: 'value', propValue: 150 },
      })
      const before = await first.call('GET', `${ALERT}/current`, { ticket })
      expect(before.body.list).toHaveLength(1)
      await shared.stop(first)

      const second = await shared.start(quiet)
      // The restarted process starts from the default value (0): a default is not a reading, so the alarm stays.
      expect(second.app.live.store.get('Restart_1', 'value')?.value).toBe(0)
      const after = await second.call('GET', `${ALERT}/current`, { ticket })
      expect(after.body.list.map((a: { id: number }) => a.id)).toEqual([before.body.list[0].id])
      expect(second.app.alarms.activeAlarms().map((a) => a.id)).toEqual([before.body.list[0].id])
      await second.call('POST', '/api/runtime/objects/Restart_1/services/setPropertyValue', {
        ticket,
        body: { propName: 'value', propValue: 50 },
      })
      expect((await second.call('GET', `${ALERT}/current`, { ticket })).body.list).toEqual([])
    })
  })
}

describe.skipIf(!ENGINES.includes('postgres'))(
  'two server processes on one PostgreSQL and one broker',
  () => {
    const shared = new SharedDatabase('postgres')
    const prefix = topicPrefix('cluster')
    const config = {
      connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [{ name: 'mqtt', url: BROKER_URL }] },
      alarms: { syncMs: 200 },
      history: { flushMs: 100 },
    }
    const sockets: WsClient[] = []
    beforeAll(() => shared.create(), 60_000)
    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.close()))
      await shared.destroy()
    }, 60_000)

    it('shows the same values, writes history once, raises one alarm and shares acknowledgements', async () => {
      const a = await shared.start(config)
      const ticket = await seedSensors(asServer(a), 'Cluster_1')
      await bind(asServer(a), ticket, 'Cluster_1', 'value', {
        connector: 'mqtt',
        topic: `${prefix}/c1/value`,
      })
      // The second process loads the model (objects and bindings) when it starts.
      const b = await shared.start(config)
      const device = await deviceClient()
      try {
        const both = (value: unknown) =>
          [a, b].every((instance) => instance.app.live.store.get('Cluster_1', 'value')?.value === value)
        await waitFor(
          async () => {
            await device.publishAsync(`${prefix}/c1/value`, '150', { qos: 1 })
            return both(150)
          },
          8000,
          'both processes to see the published value',
        )

        // One alarm row, although both processes evaluated the value; both list it with the same id.
        const currentA = await waitFor(async () => {
          const list = (await a.call('GET', `${ALERT}/current`, { ticket })).body.list
          return list.length === 1 ? list : null
        })
        const currentB = (await b.call('GET', `${ALERT}/current`, { ticket })).body.list
        expect(currentB.map((x: { id: number }) => x.id)).toEqual([currentA[0].id])
        const rows = await a.db.kysely.selectFrom('alarms').selectAll().execute()
        expect(rows).toHaveLength(1)

        // An acknowledgement through A reaches B's WebSocket clients.
        const socket = await WsClient.open({ url: b.url } as TestServer, ticket)
        sockets.push(socket)
        socket.send({ type: 'subscribeAlarms' })
        await socket.next('alarmsSubscribed')
        expect(
          (await a.call('POST', `${ALERT}/ack`, { ticket, body: { ids: [currentA[0].id] } })).status,
        ).toBe(201)
        const acknowledged = await socket.next(
          'alarm',
          (m) => (m.events as { action: string }[]).some((e) => e.action === 'acknowledged'),
          3000,
        )
        expect((acknowledged.events as { confirmPerson: string }[])[0]?.confirmPerson).toBe('admin')

        // A user's write through B goes out through the broker and reaches A.
        const set = await b.call('POST', '/api/runtime/objects/Cluster_1/services/setPropertyValue', {
          ticket,
          body: { propName: 'value', propValue: 42 },
        })
        expect(set.status).toBe(201)
        await waitFor(() => both(42), 5000, 'the write to reach the other process')
        await waitFor(
          async () => (await b.call('GET', `${ALERT}/current`, { ticket })).body.list.length === 0,
        )
        await socket.next(
          'alarm',
          (m) => (m.events as { action: string }[]).some((e) => e.action === 'cleared'),
          3000,
        )

        // History: exactly one process writes (the advisory-lock leader), so each change is stored once.
        expect([a, b].filter((instance) => instance.app.history.leader.isLeader())).toHaveLength(1)
        await a.app.history.flush()
        await b.app.history.flush()
        const stored = await a.db.kysely
          .selectFrom('historyValues')
          .innerJoin('historyKeys', 'historyKeys.keyId', 'historyValues.keyId')
          .select(['historyValues.num'])
          .where('historyKeys.key', '=', 'Cluster_1.value')
          .orderBy('historyValues.t')
          .execute()
        expect(stored.map((row) => row.num)).toEqual([150, 42])
        const removed = await a.db.kysely.selectFrom('alarms').selectAll().where('isRemove', '=', 1).execute()
        expect(removed).toHaveLength(1)
      } finally {
        await device.endAsync()
      }
    })
  },
)
