import { afterAll, expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'
import { WsClient } from '../runtime/fixtures.ts'

const ALERT = '/api/runtime/objects/alert'

/** A template Boiler (level float, faults int, label text) with two level limits, and instances. */
async function seedBoilers(server: TestServer, ...names: string[]): Promise<string> {
  const ticket = await server.adminTicket()
  const exists = await server.call('GET', '/api/metadata/object_templates/Boiler', { ticket })
  if (exists.status === 404) {
    const created = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Boiler',
        properties: [
          { name: 'level', type: 'float', defaultValue: 50 },
          { name: 'faults', type: 'int' },
          { name: 'label', type: 'string' },
        ],
        alertLimits: {
          level: [
            { name: 'High', showName: 'Level high', alertType: 'gt', limitValue: 80, priority: 2 },
            {
              name: 'HighHigh',
              showName: 'Level very high',
              alertType: 'ge',
              limitValue: 95,
              priority: 1,
              color: '#ff0000',
            },
            { name: 'Low', alertType: 'lt', limitValue: 10, priority: 3, enabled: false },
          ],
          faults: [{ name: 'Tripped', alertType: 'ge', limitValue: 1, priority: 4 }],
        },
      },
    })
    expect(created.status).toBe(201)
  }
  for (const name of names) {
    const created = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name, templateName: 'Boiler' },
    })
    expect(created.status).toBe(201)
  }
  return ticket
}

forEachEngine('alarms', (server) => {
  const clients: WsClient[] = []
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
  })

  const set = (ticket: string, objName: string, propName: string, propValue: unknown) =>
    server.call('POST', `/api/runtime/objects/${objName}/services/setPropertyValue`, {
      ticket,
      body: { propName, propValue },
    })

  it('raises, lists, acknowledges and clears alarms, and pushes each step over the WebSocket', async () => {
    const ticket = await seedBoilers(server, 'Boiler_A', 'Boiler_B')
    const ws = await WsClient.open(server, ticket)
    clients.push(ws)
    ws.send({ type: 'subscribeAlarms' })
    await ws.next('alarmsSubscribed')

    expect((await set(ticket, 'Boiler_A', 'level', 85)).status).toBe(201)
    let current = await server.call('GET', `${ALERT}/current?objName=Boiler_A`, { ticket })
    expect(current.status).toBe(200)
    expect(current.body.pagination).toEqual({ page: 1, size: 20, total: 1 })
    const high = current.body.list[0]
    expect(high).toMatchObject({
      objName: 'Boiler_A',
      propName: 'level',
      limitName: 'High',
      showName: 'Level high',
      alertType: 'gt',
      limitValue: 80,
      value: 85,
      priority: 2,
      // No colour on the limit: the configured colour of priority 2 (built-in default).
      color: '#fa8c16',
      isConfirm: false,
      confirmPerson: '',
      confirmTime: null,
      isRemove: false,
    })
    expect(high.id).toBeGreaterThan(0)
    const raised = await ws.next('alarm', (m) =>
      (m.events as { action: string; id: number }[]).some((e) => e.action === 'raised' && e.id === high.id),
    )
    expect((raised.events as { objName: string }[])[0]?.objName).toBe('Boiler_A')

    // A second limit trips on its own; the most urgent priority is listed first.
    await set(ticket, 'Boiler_A', 'level', 97.5)
    current = await server.call('GET', `${ALERT}/current?objNames=Boiler_A,Boiler_B`, { ticket })
    expect(current.body.list.map((a: { limitName: string }) => a.limitName)).toEqual(['HighHigh', 'High'])
    expect(current.body.list[0]).toMatchObject({ priority: 1, color: '#ff0000', value: 97.5 })
    const byPriority = await server.call('GET', `${ALERT}/current?priority=2`, { ticket })
    expect(byPriority.body.list.map((a: { id: number }) => a.id)).toEqual([high.id])

    // Acknowledge: who and when are recorded, the alarm stays current until the value returns.
    const before = Date.now()
    const ack = await server.call('POST', `${ALERT}/ack`, {
      ticket,
      body: { ids: [high.id, String(high.id)] },
    })
    expect(ack.status).toBe(201)
    expect(ack.body.list).toHaveLength(1)
    expect(ack.body.list[0]).toMatchObject({
      id: high.id,
      isConfirm: true,
      confirmPerson: 'admin',
      confirmUserId: 1,
    })
    expect(Date.parse(ack.body.list[0].confirmTime)).toBeGreaterThanOrEqual(before - 1000)
    await ws.next('alarm', (m) =>
      (m.events as { action: string; id: number }[]).some(
        (e) => e.action === 'acknowledged' && e.id === high.id,
      ),
    )
    const again = await server.call('POST', `${ALERT}/ack`, { ticket, body: { ids: [high.id] } })
    expect(again.body).toMatchObject({ list: [], alreadyConfirmed: [high.id] })
    const confirmed = await server.call('GET', `${ALERT}/current?isConfirm=true`, { ticket })
    expect(confirmed.body.list.map((a: { id: number }) => a.id)).toEqual([high.id])
    const users = await server.call('GET', `${ALERT}/ackUsers`, { ticket })
    expect(users.status).toBe(200)
    expect(users.body.list).toEqual([expect.objectContaining({ userId: 1, username: 'admin', count: 1 })])
    const log = await server.db.kysely
      .selectFrom('operationLog')
      .select(['action', 'target'])
      .where('action', '=', 'runtime.alarms.ack')
      .execute()
    expect(log).toContainEqual({ action: 'runtime.alarms.ack', target: String(high.id) })

    // The value returns: both alarms are removed, and stay in the history.
    await set(ticket, 'Boiler_A', 'level', 40)
    current = await server.call('GET', `${ALERT}/current?objName=boiler_a`, { ticket })
    expect(current.body.list).toEqual([])
    await ws.next('alarm', (m) =>
      (m.events as { action: string; id: number }[]).some((e) => e.action === 'cleared' && e.id === high.id),
    )
    const history = await server.call('GET', `${ALERT}/history?objName=Boiler_A`, { ticket })
    expect(history.body.pagination.total).toBe(2)
    const cleared = history.body.list.find((a: { id: number }) => a.id === high.id)
    expect(cleared).toMatchObject({
      isRemove: true,
      removeValue: 40,
      isConfirm: true,
      confirmPerson: 'admin',
    })
    expect(cleared.removeTime).toEqual(expect.any(String))
  })

  it('ignores disabled limits and bad readings, and pages the history', async () => {
    const ticket = await seedBoilers(server, 'Boiler_C')
    await set(ticket, 'Boiler_C', 'level', 5) // Low is disabled
    await set(ticket, 'Boiler_C', 'faults', 2)
    let current = await server.call('GET', `${ALERT}/current?objName=Boiler_C`, { ticket })
    expect(current.body.list.map((a: { limitName: string }) => a.limitName)).toEqual(['Tripped'])
    expect(current.body.list[0]).toMatchObject({ value: 2, color: '#1677ff' })
    // A bad-quality reading neither raises nor clears.
    server.app.live.store.write('Boiler_C', 'faults', 0, {
      quality: 'bad',
      origin: { kind: 'connector', connector: 'test' },
    })
    server.app.live.store.write('Boiler_C', 'level', 99, {
      quality: 'bad',
      origin: { kind: 'connector', connector: 'test' },
    })
    current = await server.call('GET', `${ALERT}/current?objName=Boiler_C`, { ticket })
    expect(current.body.list.map((a: { limitName: string }) => a.limitName)).toEqual(['Tripped'])
    for (let i = 0; i < 3; i++) {
      await set(ticket, 'Boiler_C', 'faults', 0)
      await set(ticket, 'Boiler_C', 'faults', 1)
    }
    const page = await server.call('GET', `${ALERT}/history?objName=Boiler_C&pageSize=2&pageIndex=2`, {
      ticket,
    })
    expect(page.body.pagination).toEqual({ page: 2, size: 2, total: 4 })
    expect(page.body.list).toHaveLength(2)
    const future = new Date(Date.now() + 60_000).toISOString()
    const none = await server.call('GET', `${ALERT}/history?objName=Boiler_C&startTime=${future}`, { ticket })
    expect(none.body.pagination.total).toBe(0)
    const removed = await server.call('GET', `${ALERT}/history?objName=Boiler_C&isRemove=false`, { ticket })
    expect(removed.body.pagination.total).toBe(1)
    const bad = await server.call('GET', `${ALERT}/history?startTime=yesterday`, { ticket })
    expect(bad.status).toBe(400)
  })

  it('clears alarms whose limit is disabled or whose object is deleted', async () => {
    const ticket = await seedBoilers(server, 'Boiler_D')
    await set(ticket, 'Boiler_D', 'level', 90)
    let current = await server.call('GET', `${ALERT}/current?objName=Boiler_D`, { ticket })
    expect(current.body.list).toHaveLength(1)
    const alerts = await server.call('GET', '/api/metadata/objects/Boiler_D/properties/level/alerts', {
      ticket,
    })
    const put = await server.call('PUT', '/api/metadata/objects/Boiler_D/properties/level/alerts', {
      ticket,
      body: {
        version: alerts.body.version,
        limits: [{ name: 'High', alertType: 'gt', limitValue: 80, enabled: false }],
      },
    })
    expect(put.status).toBe(201)
    current = await server.call('GET', `${ALERT}/current?objName=Boiler_D`, { ticket })
    expect(current.body.list).toEqual([])

    await set(ticket, 'Boiler_D', 'faults', 3)
    current = await server.call('GET', `${ALERT}/current?objName=Boiler_D`, { ticket })
    expect(current.body.list).toHaveLength(1)
    expect((await server.call('DELETE', '/api/metadata/objects/Boiler_D', { ticket })).status).toBe(204)
    current = await server.call('GET', `${ALERT}/current?objName=Boiler_D`, { ticket })
    expect(current.body.list).toEqual([])
  })

  it('keeps the order of a burst written in one batch: raise, clear and raise again of one alarm', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Burst_${i}`)
    const ticket = await seedBoilers(server, ...names)
    const write = (objName: string, value: number) =>
      server.app.live.store.write(objName, 'level', value, {
        origin: { kind: 'connector', connector: 'test' },
      })
    // All synchronous: the engine queues them and writes them in one transaction.
    for (const value of [85, 40, 85, 97, 40, 90]) write('Burst_0', value)
    for (const name of names.slice(1)) write(name, 99)
    for (const name of names.slice(1, 11)) write(name, 50)
    await server.app.alarms.settled()
    const history = await server.call('GET', `${ALERT}/history?objName=Burst_0&pageSize=100`, { ticket })
    const steps = history.body.list
      .sort((a: { id: number }, b: { id: number }) => a.id - b.id)
      .map((a: { limitName: string; value: number; isRemove: boolean }) => [a.limitName, a.value, a.isRemove])
    expect(steps).toEqual([
      ['High', 85, true],
      ['High', 85, true],
      ['HighHigh', 97, true],
      ['High', 90, false],
    ])
    const current = await server.call('GET', `${ALERT}/current?pageSize=1000&objNames=${names.join(',')}`, {
      ticket,
    })
    // Burst_0: High; Burst_11..29: High and HighHigh each.
    expect(current.body.pagination.total).toBe(1 + 19 * 2)
    const active = await server.db.kysely
      .selectFrom('alarms')
      .select('alarmId')
      .where('isRemove', '=', 0)
      .where('objName', 'like', 'Burst_%')
      .execute()
    expect(active).toHaveLength(39)
  })

  it('leaves the runtime calls of an object named "alert" working beside the alarm paths', async () => {
    const ticket = await seedBoilers(server, 'alert')
    const snapshot = await server.call('GET', '/api/runtime/objects/alert/snapshot', { ticket })
    expect(snapshot.status).toBe(200)
    expect(snapshot.body.objName).toBe('alert')
    const value = await server.call('POST', '/api/runtime/objects/alert/services/getPropertyValue', {
      ticket,
      body: { propName: 'level' },
    })
    expect(value.body.value).toBe(50)
  })

  it('refuses unknown ids, bad bodies and callers without a session', async () => {
    const ticket = await server.adminTicket()
    const unknown = await server.call('POST', `${ALERT}/ack`, { ticket, body: { ids: [999_999] } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/999999/)
    expect((await server.call('POST', `${ALERT}/ack`, { ticket, body: { ids: [] } })).status).toBe(400)
    expect((await server.call('POST', `${ALERT}/ack`, { ticket, body: { ids: ['x'] } })).status).toBe(400)
    expect((await server.call('GET', `${ALERT}/current`)).status).toBe(401)
    expect((await server.call('GET', `${ALERT}/history`)).status).toBe(401)
  })
})
