import { afterEach, expect, it } from 'vitest'
import { readJsonInput } from '../../../engine/codec/jsonInput.ts'
import { forEachEngine } from '../harness.ts'
import { createBoundPage, seedPumps, sleep, WsClient } from './fixtures.ts'

type Values = Record<string, { value: unknown; quality: string; timestamp: string }>

forEachEngine('runtime WebSocket', (server) => {
  const open: WsClient[] = []
  const connect = async (ticket: string) => {
    const client = await WsClient.open(server, ticket)
    open.push(client)
    await client.next('ready')
    return client
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()))
  })

  it('refuses a missing or unknown ticket before upgrading', async () => {
    await expect(WsClient.open(server, undefined)).rejects.toThrow('HTTP 401')
    await expect(WsClient.open(server, 'not-a-ticket')).rejects.toThrow('HTTP 401')
  })

  it('sends current values at subscribe, then only changes of subscribed keys', async () => {
    const ticket = await seedPumps(server, 'Ws_P1', 'Ws_P2')
    const client = await connect(ticket)
    const ready = client.messages[0]?.data
    expect(ready).toEqual({ type: 'ready', batchMs: 16, maxKeys: 10_000 })
    client.send({
      type: 'subscribe',
      keys: ['Ws_P1.pressure', 'Ws_P1.running', 'Ws_P1.nothing', 'Nope.pressure'],
    })
    const subscribed = await client.next('subscribed')
    expect(subscribed.keys).toEqual(['Ws_P1.pressure', 'Ws_P1.running'])
    expect(subscribed.unknown).toEqual(['Ws_P1.nothing', 'Nope.pressure'])
    const initial = (await client.next('values')).values as Values
    expect(initial['Ws_P1.pressure']).toMatchObject({ value: 1.5, quality: 'good' })
    expect(initial['Ws_P1.running']).toMatchObject({ value: false, quality: 'good' })
    client.clear()

    // A change of another object's key is not sent; a change through HTTP of a subscribed key is.
    await server.call('POST', '/api/runtime/objects/Ws_P2/services/setPropertyValue', {
      ticket,
      body: { propName: 'pressure', propValue: 9.5 },
    })
    await server.call('POST', '/api/runtime/objects/Ws_P1/services/setPropertyValue', {
      ticket,
      body: { propName: 'pressure', propValue: 4.25 },
    })
    const change = (await client.next('values')).values as Values
    expect(Object.keys(change)).toEqual(['Ws_P1.pressure'])
    expect(change['Ws_P1.pressure']?.value).toBe(4.25)
  })

  it('coalesces 100 rapid writes to one key into few messages ending with the final value', async () => {
    const ticket = await seedPumps(server, 'Ws_Fast')
    const client = await connect(ticket)
    client.send({ type: 'subscribe', keys: ['Ws_Fast.pressure'] })
    await client.next('values')
    client.clear()
    const store = server.app.live.store
    for (let i = 1; i <= 100; i++) {
      store.write('Ws_Fast', 'pressure', i, { origin: { kind: 'connector', connector: 'test' } })
      if (i % 25 === 0) await sleep(20)
    }
    await client.next('values', (m) => (m.values as Values)['Ws_Fast.pressure']?.value === 100)
    await sleep(120)
    const batches = client.ofType('values')
    expect(batches.length).toBeGreaterThanOrEqual(1)
    expect(batches.length).toBeLessThanOrEqual(4)
    expect(((batches.at(-1)?.data.values ?? {}) as Values)['Ws_Fast.pressure']?.value).toBe(100)
    // At most one values message per 16 ms window (less the arrival times' jitter).
    for (let i = 1; i < batches.length; i++) {
      expect((batches[i]?.at ?? 0) - (batches[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(12)
    }
  })

  it('keeps the latest value of every key in a batch', async () => {
    const ticket = await seedPumps(server, 'Ws_Multi')
    const client = await connect(ticket)
    client.send({ type: 'subscribe', keys: ['Ws_Multi.pressure', 'Ws_Multi.label'] })
    await client.next('values')
    client.clear()
    const store = server.app.live.store
    const origin = { origin: { kind: 'connector', connector: 'test' } } as const
    for (let i = 0; i < 10; i++) {
      store.write('Ws_Multi', 'pressure', i + 0.5, origin)
      store.write('Ws_Multi', 'label', `v${i}`, origin)
    }
    const batch = (await client.next('values')).values as Values
    expect(batch['Ws_Multi.pressure']?.value).toBe(9.5)
    expect(batch['Ws_Multi.label']?.value).toBe('v9')
  })

  it('stops sending a key after unsubscribe', async () => {
    const ticket = await seedPumps(server, 'Ws_Unsub')
    const client = await connect(ticket)
    client.send({ type: 'subscribe', keys: ['Ws_Unsub.pressure'] })
    await client.next('values')
    client.send({ type: 'unsubscribe', keys: ['Ws_Unsub.pressure'] })
    expect((await client.next('unsubscribed')).keys).toEqual(['Ws_Unsub.pressure'])
    client.clear()
    server.app.live.store.write('Ws_Unsub', 'pressure', 77, {
      origin: { kind: 'connector', connector: 'test' },
    })
    await sleep(150)
    expect(client.ofType('values')).toEqual([])
  })

  it('delivers alarm events to clients that subscribed to alarms', async () => {
    const ticket = await seedPumps(server)
    const listener = await connect(ticket)
    const other = await connect(ticket)
    listener.send({ type: 'subscribeAlarms' })
    await listener.next('alarmsSubscribed')
    const event = { action: 'raised', objName: 'Ws_P1', propName: 'pressure', limit: 'High', value: 12 }
    server.app.live.hub.publishAlarm(event)
    expect((await listener.next('alarm')).events).toEqual([event])
    await sleep(120)
    expect(other.ofType('alarm')).toEqual([])
  })

  it('subscribes the bound keys of the page its address names, and sends their values once, in its reply', async () => {
    const ticket = await seedPumps(server, 'Ws_Pg1')
    // The second label binds a key twice (once with a transform) and a key that does not exist.
    const pageId = await createBoundPage(server, ticket, 'Live', [
      { text: { objName: 'Ws_Pg1', propName: 'pressure' } },
      {
        text: { objName: 'Ws_Pg1', propName: 'pressure', transform: { kind: 'format', decimals: 1 } },
        color: { objName: 'Ws_Pg1', propName: 'running' },
        tip: { objName: 'Gone', propName: 'x' },
      },
    ])

    const client = await WsClient.open(server, ticket, pageId)
    open.push(client)
    const subscribed = await client.next('subscribed')
    expect(subscribed).toMatchObject({
      type: 'subscribed',
      page: pageId,
      keys: ['Ws_Pg1.pressure', 'Ws_Pg1.running'],
      unknown: ['Gone.x'],
      denied: [],
    })
    // The values travel in the reply itself (one frame for the browser to handle), not in a batch after it.
    const values = subscribed.values as Values
    expect(Object.keys(values).sort()).toEqual(['Ws_Pg1.pressure', 'Ws_Pg1.running'])
    await sleep(150)
    expect(client.ofType('values')).toEqual([])

    // The page's own subscription of keys followed already is answered, without their values again.
    client.clear()
    client.send({ type: 'subscribe', keys: ['Ws_Pg1.pressure', 'Ws_Pg1.running'] })
    expect((await client.next('subscribed')).keys).toEqual(['Ws_Pg1.pressure', 'Ws_Pg1.running'])
    await sleep(150)
    expect(client.ofType('values')).toEqual([])

    // A page that does not exist subscribes nothing.
    const stranger = await WsClient.open(server, ticket, 'Page_missing')
    open.push(stranger)
    expect(await stranger.next('subscribed')).toEqual({
      type: 'subscribed',
      page: 'Page_missing',
      keys: [],
      unknown: [],
      denied: [],
      values: {},
    })
  })

  it('subscribes the keys a page binds now, after its block was saved with other bindings', async () => {
    const ticket = await seedPumps(server, 'Ws_Pg2')
    const pageId = await createBoundPage(server, ticket, 'Resaved', [
      { text: { objName: 'Ws_Pg2', propName: 'pressure' } },
    ])
    const opened = async () => {
      const client = await WsClient.open(server, ticket, pageId)
      open.push(client)
      return (await client.next('subscribed')).keys
    }
    expect(await opened()).toEqual(['Ws_Pg2.pressure'])
    // The block is saved binding another key: the next socket opened for the page follows that one.
    const page = await server.call('GET', `/api/compose/manage/pages/${pageId}`, { ticket })
    const block = (page.body.layouts as { id: string; context: string; version: number }[])[0]
    if (!block) throw new Error('the page has no block')
    const parsed = readJsonInput(block.context)
    if (!parsed.ok) throw new Error(parsed.message)
    const context = parsed.value as { widgets: { bindings: unknown }[] }
    ;(context.widgets[0] as { bindings: unknown }).bindings = {
      text: { objName: 'Ws_Pg2', propName: 'running' },
    }
    const saved = await server.call('PUT', `/api/compose/manage/pages/${pageId}`, {
      ticket,
      body: {
        version: page.body.version,
        layouts: [{ id: block.id, name: 'Main', context: JSON.stringify(context), version: block.version }],
      },
    })
    expect(saved.status).toBe(201)
    expect(await opened()).toEqual(['Ws_Pg2.running'])
  })

  it('answers bad messages with an error and keeps the connection', async () => {
    const ticket = await seedPumps(server)
    const client = await connect(ticket)
    client.socket.send('not json')
    expect((await client.next('error')).message).toBe('Messages must be JSON')
    client.send({ type: 'launch' })
    expect((await client.next('error', (m) => String(m.message).includes('Unknown'))).message).toMatch(
      /Unknown message type/,
    )
    client.send({ type: 'ping' })
    await client.next('pong')
  })

  /** Resolves with the close code once the server closes the socket. */
  function closedWith(client: WsClient): Promise<number> {
    return new Promise((resolve) => client.socket.once('close', (code) => resolve(code)))
  }

  it('closes a socket at once when its session logs out, and one of a user who is disabled', async () => {
    const leaver = await server.createUser('ws_leaver')
    const login = await server.login('ws_leaver', leaver.password)
    const socket = await connect(login.ticket)
    const started = Date.now()
    const closed = closedWith(socket)
    expect((await server.call('POST', '/api/auth/users/logout', { ticket: login.ticket })).status).toBe(204)
    expect(await closed).toBe(4401)
    // Before, a socket lived on for up to a minute after its session ended.
    expect(Date.now() - started).toBeLessThan(1_000)

    const disabled = await server.createUser('ws_disabled')
    const other = await connect((await server.login('ws_disabled', disabled.password)).ticket)
    const otherClosed = closedWith(other)
    const admin = await server.adminTicket()
    const view = await server.call('GET', '/api/auth/users/ws_disabled', { ticket: admin })
    const edit = await server.call('PUT', '/api/auth/users/ws_disabled', {
      ticket: admin,
      body: { enabled: false, version: view.body.version },
    })
    expect(edit.status).toBe(201)
    expect(await otherClosed).toBe(4401)
  })

  it('closes a socket within 2 s when its session ends in another process', async () => {
    const user = await server.createUser('ws_elsewhere')
    const login = await server.login('ws_elsewhere', user.password)
    const socket = await connect(login.ticket)
    const closed = closedWith(socket)
    // Another process logging the session out: only the shared database changes.
    await server.db.kysely.deleteFrom('sessions').where('userId', '=', user.userId).execute()
    const started = Date.now()
    expect(await closed).toBe(4401)
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
