import { afterEach, expect, it } from 'vitest'
import { compileDataAccess, FULL_DATA_ACCESS } from '../../../engine/rules/dataAccess.ts'
import { type HubSocket, LiveHub } from '../../../server/live/hub.ts'
import { LiveStore } from '../../../server/live/store.ts'
import { sleep } from './fixtures.ts'

/** A socket that records frames and can pretend its send buffer is full. */
class FakeSocket implements HubSocket {
  readyState = 1
  bufferedAmount = 0
  sent: Record<string, unknown>[] = []
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.readyState = 3
  }
  ofType(type: string) {
    return this.sent.filter((m) => m.type === type)
  }
}

const peer = { userId: 1, username: 'admin', ticketHash: 'x' }
const origin = { origin: { kind: 'connector', connector: 'test' } } as const

function storeWith(...objects: string[]): LiveStore {
  const store = new LiveStore()
  store.define(
    objects.map((name) => ({
      name,
      templateName: null,
      properties: [
        {
          name: 'v',
          type: 'float',
          defaultValue: 0,
          writable: true,
          unit: '',
          binding: null,
          alarmLimits: [],
        },
      ],
    })),
  )
  return store
}

const hubs: LiveHub[] = []
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.close()
})

it('holds one pending entry per key for a client that cannot keep up, then sends the latest', async () => {
  const store = storeWith('A', 'B')
  const hub = new LiveHub(store, { batchMs: 20, maxBufferedBytes: 1000 })
  hubs.push(hub)
  const socket = new FakeSocket()
  const client = hub.attach(socket, peer, FULL_DATA_ACCESS)
  client.receive(JSON.stringify({ type: 'subscribe', keys: ['A.v', 'B.v'] }))
  await sleep(40)
  socket.sent = []
  socket.bufferedAmount = 5000
  for (let i = 1; i <= 10_000; i++) {
    store.write('A', 'v', i, origin)
    store.write('B', 'v', -i, origin)
  }
  await sleep(80)
  expect(socket.ofType('values')).toEqual([])
  socket.bufferedAmount = 0
  await sleep(60)
  const batches = socket.ofType('values')
  expect(batches).toHaveLength(1)
  const values = batches[0]?.values as Record<string, { value: number }>
  expect(Object.keys(values)).toEqual(['A.v', 'B.v'])
  expect(values['A.v']?.value).toBe(10_000)
  expect(values['B.v']?.value).toBe(-10_000)
})

it('caps queued alarm events and reports how many were dropped', async () => {
  const store = storeWith('A')
  const hub = new LiveHub(store, { batchMs: 20, maxQueuedAlarms: 3, maxBufferedBytes: 1000 })
  hubs.push(hub)
  const socket = new FakeSocket()
  const client = hub.attach(socket, peer, FULL_DATA_ACCESS)
  client.receive(JSON.stringify({ type: 'subscribeAlarms' }))
  socket.bufferedAmount = 5000
  for (let i = 0; i < 5; i++) hub.publishAlarm({ action: 'raised', objName: 'A', propName: 'v', n: i })
  await sleep(40)
  socket.bufferedAmount = 0
  await sleep(40)
  const alarms = socket.ofType('alarm')
  expect(alarms).toHaveLength(1)
  expect(alarms[0]).toMatchObject({ dropped: 2, events: [{ n: 2 }, { n: 3 }, { n: 4 }] })
})

it('limits the keys one client may follow and forgets a detached client', async () => {
  const store = storeWith('A', 'B', 'C')
  const hub = new LiveHub(store, { batchMs: 10, maxKeys: 2 })
  hubs.push(hub)
  const socket = new FakeSocket()
  const client = hub.attach(socket, peer, FULL_DATA_ACCESS)
  client.receive(JSON.stringify({ type: 'subscribe', keys: ['A.v', 'B.v', 'C.v'] }))
  expect(socket.ofType('subscribed')[0]).toMatchObject({ keys: ['A.v', 'B.v'], unknown: ['C.v'] })
  hub.detach(client)
  expect(hub.clients()).toEqual([])
  store.write('A', 'v', 5, origin)
  await sleep(30)
  expect(socket.ofType('values')).toEqual([])
})

it('refuses denied keys one by one, withholds their alarms and withdraws keys a new rule denies', async () => {
  const store = storeWith('A', 'B', 'C')
  const hub = new LiveHub(store, { batchMs: 10 })
  hubs.push(hub)
  const socket = new FakeSocket()
  // Reading A is denied (bit 0 set); B is open; nothing names C.
  const access = compileDataAccess([{ dataType: 'object', dataName: 'a', mask: '1' }])
  const client = hub.attach(socket, peer, access)
  client.receive(JSON.stringify({ type: 'subscribe', keys: ['A.v', 'B.v', 'Nope.v'] }))
  expect(socket.ofType('subscribed')[0]).toEqual({
    type: 'subscribed',
    keys: ['B.v'],
    unknown: ['Nope.v'],
    denied: [{ key: 'A.v', message: 'No data permission: reading A.v' }],
  })
  client.receive(JSON.stringify({ type: 'subscribeAlarms' }))
  hub.publishAlarm({ action: 'raised', objName: 'A', propName: 'v' })
  hub.publishAlarm({ action: 'raised', objName: 'B', propName: 'v' })
  store.write('A', 'v', 7, origin)
  await sleep(30)
  expect(socket.ofType('alarm').flatMap((m) => m.events as { objName: string }[])).toEqual([
    { action: 'raised', objName: 'B', propName: 'v' },
  ])
  expect(socket.ofType('values').every((m) => !('A.v' in (m.values as object)))).toBe(true)

  hub.updateAccess(client, compileDataAccess([{ dataType: 'property', dataName: 'B.v', mask: '-1' }]))
  expect(socket.ofType('unsubscribed')[0]).toEqual({
    type: 'unsubscribed',
    keys: ['B.v'],
    denied: [{ key: 'B.v', message: 'No data permission: reading B.v' }],
  })
  socket.sent = []
  store.write('B', 'v', 9, origin)
  await sleep(30)
  expect(socket.ofType('values')).toEqual([])
})

it('sends the first change after a quiet spell at once, and later ones at most once per window', async () => {
  const store = storeWith('A', 'B')
  const hub = new LiveHub(store)
  hubs.push(hub)
  expect(hub.batchMs).toBe(16)
  const socket = new FakeSocket()
  const client = hub.attach(socket, peer, FULL_DATA_ACCESS)
  client.receive(JSON.stringify({ type: 'subscribe', keys: ['A.v', 'B.v'] }))
  await sleep(40)
  socket.sent = []
  // A connector callback writing two values: both leave together, before any timer could run.
  store.write('A', 'v', 1, origin)
  store.write('B', 'v', 2, origin)
  await Promise.resolve()
  expect(socket.ofType('values')).toEqual([{ type: 'values', values: expect.any(Object) }])
  expect(Object.keys(socket.ofType('values')[0]?.values as object)).toEqual(['A.v', 'B.v'])
  // Within the window, changes wait for it and are coalesced.
  const sentAt = Date.now()
  store.write('A', 'v', 3, origin)
  store.write('A', 'v', 4, origin)
  await Promise.resolve()
  expect(socket.ofType('values')).toHaveLength(1)
  while (socket.ofType('values').length < 2) await sleep(1)
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(14)
  expect(socket.ofType('values')[1]).toMatchObject({ values: { 'A.v': { value: 4 } } })
})

it("widens every client's window together while the hub pushes more than its budget, then narrows", async () => {
  const store = storeWith('A')
  // 20 clients at a 10 ms window would push 2,000 messages a second: four times a budget of 500.
  const hub = new LiveHub(store, { batchMs: 10, fanOutBudget: 500 })
  hubs.push(hub)
  const sockets = Array.from({ length: 20 }, () => new FakeSocket())
  for (const socket of sockets) {
    hub.attach(socket, peer, FULL_DATA_ACCESS).receive(JSON.stringify({ type: 'subscribe', keys: ['A.v'] }))
  }
  let value = 0
  const writer = setInterval(() => store.write('A', 'v', ++value, origin), 2)
  try {
    await sleep(1200)
    // 1000 × 20 / 500 = 40 ms, between the configured 10 and the 50 ms ceiling.
    expect(hub.window.windowMs).toBeGreaterThan(25)
    expect(hub.window.windowMs).toBeLessThanOrEqual(50)
    for (const socket of sockets) socket.sent = []
    await sleep(500)
    const perClient = sockets[0]?.ofType('values').length ?? 0
    // At a 10 ms window it would be about 50 in 500 ms.
    expect(perClient).toBeLessThan(25)
    expect(perClient).toBeGreaterThan(3)
    // Every client still has the latest value.
    clearInterval(writer)
    await sleep(80)
    for (const socket of sockets) {
      expect(socket.ofType('values').at(-1)).toMatchObject({ values: { 'A.v': { value } } })
    }
  } finally {
    clearInterval(writer)
  }
  await sleep(600)
  expect(hub.window.windowMs).toBe(10)
})
