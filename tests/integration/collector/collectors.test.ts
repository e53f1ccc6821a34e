import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('collectors', (server) => {
  it('has the built-in collector, reviewed and online', async () => {
    const ticket = await server.adminTicket()
    const list = await server.call('GET', '/api/collector/collectors', { ticket })
    expect(list.status).toBe(200)
    expect(list.body.list[0]).toMatchObject({
      deviceUuid: 'builtin',
      builtIn: true,
      registrationStatus: 'reviewed',
      status: 'online',
    })
    const remove = await server.call('DELETE', '/api/collector/collectors/builtin', { ticket })
    expect(remove.status).toBe(422)
  })

  it('registers a collector, agrees once with a key, and takes its heartbeat', async () => {
    const ticket = await server.adminTicket()
    const reg = await server.call('POST', '/api/collector/register', {
      body: { deviceUuid: 'plant-pc-1', name: 'Line 1 PC', deviceRegInfo: { host: 'pc1', os: 'linux' } },
    })
    expect(reg.status).toBe(201)
    expect(reg.body.registrationStatus).toBe('pendingReview')
    // Calling in before acceptance: no key yet.
    const early = await server.call('POST', '/api/collector/heartbeat', {
      body: { deviceUuid: 'plant-pc-1' },
    })
    expect(early.status).toBe(401)
    const pending = await server.call('GET', '/api/collector/pending', { ticket })
    expect(pending.body.list.map((c: { deviceUuid: string }) => c.deviceUuid)).toContain('plant-pc-1')

    const agree = await server.call('POST', '/api/collector/confirm', {
      ticket,
      body: { deviceUuid: 'plant-pc-1', action: 'agree' },
    })
    expect(agree.status).toBe(201)
    expect(agree.body.registrationStatus).toBe('reviewed')
    expect(agree.body.status).toBe('offline')
    const key = agree.body.key as string
    expect(key.length).toBeGreaterThan(20)
    const again = await server.call('POST', '/api/collector/confirm', {
      ticket,
      body: { deviceUuid: 'plant-pc-1', action: 'refuse' },
    })
    expect(again.status).toBe(409)

    const wrong = await server.call('POST', '/api/collector/heartbeat', {
      body: { deviceUuid: 'plant-pc-1' },
      headers: { 'x-collector-key': 'nope' },
    })
    expect(wrong.status).toBe(401)
    const beat = await server.call('POST', '/api/collector/heartbeat', {
      body: {
        deviceUuid: 'plant-pc-1',
        drivers: [{ name: 'plc9', type: 'modbus', online: false, description: 'timeout', time: '' }],
      },
      headers: { 'x-collector-key': key },
    })
    expect(beat.status).toBe(200)
    expect(beat.body.connectors).toEqual([])
    const one = await server.call('GET', '/api/collector/collectors/plant-pc-1', { ticket })
    expect(one.body).toMatchObject({ status: 'abnormal', deviceRegInfo: { host: 'pc1' } })
    expect(one.body.drivers[0]).toMatchObject({ name: 'plc9', online: false })
    expect(one.body.key).toBeUndefined()
  })

  it('refuses, and replaces an old collector by a new one keeping its connectors', async () => {
    const ticket = await server.adminTicket()
    await server.call('POST', '/api/collector/register', { body: { deviceUuid: 'bad-pc' } })
    const refuse = await server.call('POST', '/api/collector/confirm', {
      ticket,
      body: { deviceUuid: 'bad-pc', action: 'refuse' },
    })
    expect(refuse.body.registrationStatus).toBe('rejected')
    const back = await server.call('POST', '/api/collector/register', { body: { deviceUuid: 'bad-pc' } })
    expect(back.body.registrationStatus).toBe('rejected')

    await server.call('POST', '/api/collector/register', { body: { deviceUuid: 'old-pc' } })
    await server.call('POST', '/api/collector/confirm', {
      ticket,
      body: { deviceUuid: 'old-pc', action: 'agree' },
    })
    const connector = await server.call('POST', '/api/collector/collectors/old-pc/connectors', {
      ticket,
      body: { name: 'press_plc', type: 'modbus', config: { host: '10.0.0.5', port: 502, unitId: 3 } },
    })
    expect(connector.status).toBe(201)
    expect(connector.headers.get('location')).toBe('/api/collector/connectors/press_plc')
    const replace = await server.call('POST', '/api/collector/register', {
      body: { deviceUuid: 'new-pc', replaces: 'old-pc' },
    })
    expect(replace.body.registrationStatus).toBe('pendingReplace')
    const agree = await server.call('POST', '/api/collector/confirm', {
      ticket,
      body: { deviceUuid: 'new-pc', action: 'agree' },
    })
    expect(agree.status).toBe(201)
    expect(agree.body.connectors[0]).toMatchObject({
      name: 'press_plc',
      type: 'modbus',
      config: { host: '10.0.0.5', port: 502, unitId: 3, interval: 1000 },
    })
    expect((await server.call('GET', '/api/collector/collectors/old-pc', { ticket })).status).toBe(404)
    const beat = await server.call('POST', '/api/collector/heartbeat', {
      body: { deviceUuid: 'new-pc' },
      headers: { 'x-collector-key': agree.body.key },
    })
    expect(beat.body.connectors[0]).toMatchObject({ name: 'press_plc', type: 'modbus' })
  })

  it('lets the administrator choose the collector a new one replaces, refusing a bad choice', async () => {
    const ticket = await server.adminTicket()
    const confirm = (body: object) => server.call('POST', '/api/collector/confirm', { ticket, body })
    await server.call('POST', '/api/collector/register', { body: { deviceUuid: 'line2-old' } })
    expect((await confirm({ deviceUuid: 'line2-old', action: 'agree' })).status).toBe(201)
    await server.call('POST', '/api/collector/collectors/line2-old/connectors', {
      ticket,
      body: { name: 'line2_plc', type: 'modbus', config: { host: '10.0.2.5' } },
    })
    await server.call('POST', '/api/collector/register', { body: { deviceUuid: 'line2-new' } })
    await server.call('POST', '/api/collector/register', { body: { deviceUuid: 'line2-waiting' } })
    // Not the built-in one, not itself, not one still waiting, not on refuse: nothing changes.
    for (const body of [
      { deviceUuid: 'line2-new', action: 'agree', replaces: 'builtin' },
      { deviceUuid: 'line2-new', action: 'agree', replaces: 'line2-new' },
      { deviceUuid: 'line2-new', action: 'agree', replaces: 'line2-waiting' },
      { deviceUuid: 'line2-new', action: 'agree', replaces: 'nobody' },
      { deviceUuid: 'line2-new', action: 'refuse', replaces: 'line2-old' },
    ]) {
      const refused = await confirm(body)
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBeTruthy()
    }
    const still = await server.call('GET', '/api/collector/collectors/line2-new', { ticket })
    expect(still.body.registrationStatus).toBe('pendingReview')

    const agree = await confirm({ deviceUuid: 'line2-new', action: 'agree', replaces: 'line2-old' })
    expect(agree.status).toBe(201)
    expect(agree.body.connectors.map((c: { name: string }) => c.name)).toEqual(['line2_plc'])
    expect((await server.call('GET', '/api/collector/collectors/line2-old', { ticket })).status).toBe(404)
  })

  it('refuses bad connectors and stale edits, changing nothing', async () => {
    const ticket = await server.adminTicket()
    const post = (body: unknown) =>
      server.call('POST', '/api/collector/collectors/builtin/connectors', { ticket, body })
    const badEndpoint = await post({ name: 'ua1', type: 'opcua', config: { endpoint: 'http://x' } })
    expect(badEndpoint.status).toBe(422)
    expect(badEndpoint.body.message).toContain('opc.tcp://')
    expect((await post({ name: '1bad', type: 'modbus', config: { host: 'h' } })).status).toBe(422)
    expect((await post({ name: 'mqtt', type: 'modbus', config: { host: 'h' } })).status).toBe(422)
    expect((await post({ name: 'm1', type: 'modbus', config: { host: 'h', port: 70000 } })).status).toBe(422)
    expect((await post({ name: 'm1', type: 'serial', config: {} })).status).toBe(400)
    const made = await post({
      name: 'ua_sec',
      type: 'opcua',
      enabled: false,
      config: {
        endpoint: 'opc.tcp://127.0.0.1:1/x',
        securityMode: 'SignAndEncrypt',
        username: 'op',
        password: 's3cret',
      },
    })
    expect(made.status).toBe(201)
    expect(made.body.config).toEqual({
      endpoint: 'opc.tcp://127.0.0.1:1/x',
      securityMode: 'SignAndEncrypt',
      securityPolicy: 'Basic256Sha256',
      username: 'op',
      hasPassword: true,
    })
    expect((await post({ name: 'ua_sec', type: 'modbus', config: { host: 'h' } })).status).toBe(409)
    const edit = await server.call('PUT', '/api/collector/connectors/ua_sec', {
      ticket,
      body: { description: 'Boiler house', version: 1 },
    })
    expect(edit.status).toBe(201)
    const stale = await server.call('PUT', '/api/collector/connectors/ua_sec', {
      ticket,
      body: { description: 'x', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect((await server.call('GET', '/api/collector/connectors/ua_sec', { ticket })).body.description).toBe(
      'Boiler house',
    )
    expect((await server.call('DELETE', '/api/collector/connectors/ua_sec', { ticket })).status).toBe(204)
    expect((await server.call('GET', '/api/collector/connectors/ua_sec', { ticket })).status).toBe(404)
  })
})
