import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Instance, SharedDatabase } from '../connectors/cluster.ts'
import { BROKER_URL, bind, seedSensors, topicPrefix, waitFor } from '../connectors/fixtures.ts'
import { ENGINES, type TestServer } from '../harness.ts'

// An external collector calls one server process; with several processes on one PostgreSQL database and
// one broker (the local Mosquitto), its values reach the others through the broker: same value, quality and
// timestamp everywhere, history written once by the history holder, one alarm.

const ALERT = '/api/runtime/objects/alert'
const asServer = (instance: Instance) => instance as unknown as TestServer

describe.skipIf(!ENGINES.includes('postgres'))('external collector values across server processes', () => {
  const shared = new SharedDatabase('postgres')
  const config = {
    connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [] },
    // A topic of its own per run: other runs share the broker.
    collectorRelay: { url: BROKER_URL, topic: `${topicPrefix('relay')}/collector-values` },
    alarms: { syncMs: 200 },
    history: { flushMs: 100 },
  }
  beforeAll(() => shared.create(), 60_000)
  afterAll(() => shared.destroy(), 60_000)

  it('relays values, quality and timestamps, stores history once and raises one alarm', async () => {
    const a = await shared.start(config)
    const ticket = await seedSensors(asServer(a), 'Relay_1')
    const uuid = 'relay-pc'
    await a.call('POST', '/api/collector/register', {
      body: { deviceUuid: uuid, name: 'Relay PC', deviceRegInfo: { host: 'pc', os: 'linux' } },
    })
    const agreed = await a.call('POST', '/api/collector/confirm', {
      ticket,
      body: { deviceUuid: uuid, action: 'agree' },
    })
    expect(agreed.status).toBe(201)
    const key = agreed.body.key as string
    const made = await a.call('POST', `/api/collector/collectors/${uuid}/connectors`, {
      ticket,
      body: { name: 'relay_plc', type: 'modbus', config: { host: '127.0.0.1', port: 1502 } },
    })
    expect(made.status).toBe(201)
    await bind(asServer(a), ticket, 'Relay_1', 'value', {
      connector: 'relay_plc',
      area: 'holding',
      address: 0,
      dataType: 'float32',
    })
    const b = await shared.start(config)
    await waitFor(() => [a, b].some((i) => i.app.history.leader.isLeader()), 10_000, 'a history holder')
    // The collector calls the process that does NOT hold history: the history must still be written once.
    const [caller, other] = a.app.history.leader.isLeader() ? [b, a] : [a, b]
    const headers = { 'x-collector-key': key }
    const beat = await caller.call('POST', '/api/collector/heartbeat', {
      headers,
      body: { deviceUuid: uuid, instance: 'p1' },
    })
    expect(beat.body.connectors[0]).toMatchObject({ name: 'relay_plc', leased: true })

    const send = async (value: number, quality: string, timestamp: string) => {
      const sent = await caller.call('POST', '/api/collector/values', {
        headers,
        body: {
          deviceUuid: uuid,
          instance: 'p1',
          values: [
            { connector: 'relay_plc', objName: 'Relay_1', propName: 'value', value, quality, timestamp },
          ],
        },
      })
      expect(sent.body).toEqual({ accepted: 1, dropped: 0, lost: [] })
    }
    const seen = (instance: Instance) => instance.app.live.store.get('Relay_1', 'value')

    const first = new Date(Date.now() - 1000).toISOString()
    await send(150, 'good', first)
    await waitFor(() => seen(other)?.value === 150, 5000, 'the value in the other process')
    expect(seen(other)).toEqual({ value: 150, quality: 'good', timestamp: first })
    expect(seen(caller)).toEqual(seen(other))

    // One alarm row although both processes evaluated the value; both list it.
    const current = await waitFor(async () => {
      const list = (await other.call('GET', `${ALERT}/current`, { ticket })).body.list
      return list.length === 1 ? list : null
    })
    const callerList = (await caller.call('GET', `${ALERT}/current`, { ticket })).body.list
    expect(callerList.map((x: { id: number }) => x.id)).toEqual([current[0].id])
    expect(await a.db.kysely.selectFrom('alarms').selectAll().execute()).toHaveLength(1)

    const second = new Date().toISOString()
    await send(20.5, 'uncertain', second)
    await waitFor(() => seen(other)?.value === 20.5, 5000, 'the second value')
    expect(seen(other)).toEqual({ value: 20.5, quality: 'uncertain', timestamp: second })

    // History: written once, by the holder, with the collector's timestamps and qualities.
    await a.app.history.flush()
    await b.app.history.flush()
    const stored = await waitFor(async () => {
      const rows = await a.db.kysely
        .selectFrom('historyValues')
        .innerJoin('historyKeys', 'historyKeys.keyId', 'historyValues.keyId')
        .select(['historyValues.num', 'historyValues.t', 'historyValues.quality'])
        .where('historyKeys.key', '=', 'Relay_1.value')
        .orderBy('historyValues.t')
        .execute()
      return rows.length >= 2 ? rows : null
    })
    expect((stored ?? []).map((r) => [r.num, Number(r.t), r.quality])).toEqual([
      [150, Date.parse(first), 0],
      [20.5, Date.parse(second), 1],
    ])

    // The collector stops on purpose: its lease is given up and the value turns bad in every process.
    await caller.call('POST', '/api/collector/heartbeat', {
      headers,
      body: { deviceUuid: uuid, instance: 'p1', stopping: true },
    })
    await waitFor(() => seen(other)?.quality === 'bad', 5000, 'bad quality in the other process')
    expect(seen(other)?.value).toBe(20.5)
    expect(seen(caller)?.quality).toBe('bad')
  }, 60_000)
})
