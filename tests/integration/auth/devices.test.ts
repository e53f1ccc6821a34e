import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('auth devices', (server) => {
  it('creates, fetches, edits and deletes devices', async () => {
    const ticket = await server.adminTicket()
    const created = await server.call('POST', '/api/auth/devices', {
      ticket,
      body: { deviceUuid: 'dev-001', name: 'Tablet 1', deviceRegInfo: { model: 'T1' } },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe('/api/auth/devices/dev-001')
    expect(created.body).toMatchObject({
      deviceUuid: 'dev-001',
      name: 'Tablet 1',
      registrationStatus: 'pendingReview',
      status: 'offline',
      deviceRegInfo: { model: 'T1' },
      version: 1,
    })
    const edit = await server.call('PUT', '/api/auth/devices/dev-001', {
      ticket,
      body: { status: 'online', version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({ status: 'online', version: 2 })
    expect(
      (await server.call('PUT', '/api/auth/devices/dev-001', { ticket, body: { name: 'x', version: 1 } }))
        .status,
    ).toBe(409)
    const list = await server.call('GET', '/api/auth/devices?status=online', { ticket })
    expect(list.body.pagination.total).toBe(1)
    expect((await server.call('DELETE', '/api/auth/devices/dev-001', { ticket })).status).toBe(204)
    expect((await server.call('GET', '/api/auth/devices/dev-001', { ticket })).status).toBe(404)
  })

  it('refuses a missing or malformed UUID, a duplicate and a bad status', async () => {
    const ticket = await server.adminTicket()
    const blank = await server.call('POST', '/api/auth/devices', { ticket, body: { deviceUuid: ' ' } })
    expect(blank.status).toBe(422)
    expect(blank.body.message).toBe('The UUID is required')
    expect(
      (await server.call('POST', '/api/auth/devices', { ticket, body: { deviceUuid: 'a/b' } })).status,
    ).toBe(422)
    await server.call('POST', '/api/auth/devices', { ticket, body: { deviceUuid: 'dup-1' } })
    expect(
      (await server.call('POST', '/api/auth/devices', { ticket, body: { deviceUuid: 'dup-1' } })).status,
    ).toBe(409)
    const status = await server.call('POST', '/api/auth/devices', {
      ticket,
      body: { deviceUuid: 'st-1', status: 'asleep' },
    })
    expect(status.status).toBe(400)
  })

  it('reviews a pending device once: agree or refuse', async () => {
    const ticket = await server.adminTicket()
    await server.call('POST', '/api/auth/devices', { ticket, body: { deviceUuid: 'rev-1' } })
    await server.call('POST', '/api/auth/devices', { ticket, body: { deviceUuid: 'rev-2' } })
    const agree = await server.call('POST', '/api/auth/devices/confirmClientInfo', {
      ticket,
      body: { deviceUuid: 'rev-1', action: 'agree' },
    })
    expect(agree.status).toBe(201)
    expect(agree.body.registrationStatus).toBe('reviewed')
    const again = await server.call('POST', '/api/auth/devices/confirmClientInfo', {
      ticket,
      body: { deviceUuid: 'rev-1', action: 'refuse' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/not waiting for review/)
    const refuse = await server.call('POST', '/api/auth/devices/confirmClientInfo', {
      ticket,
      body: { deviceUuid: 'rev-2', action: 'refuse' },
    })
    expect(refuse.body.registrationStatus).toBe('rejected')
    const pending = await server.call('GET', '/api/auth/devices?registrationStatus=pendingReview', { ticket })
    expect(pending.body.list.map((d: { deviceUuid: string }) => d.deviceUuid)).not.toContain('rev-1')
  })

  it('relates devices to users', async () => {
    const ticket = await server.adminTicket()
    const pat = await server.createUser('pat')
    await server.call('POST', '/api/auth/devices', { ticket, body: { deviceUuid: 'rel-1' } })
    const set = await server.call('PUT', '/api/auth/devices/relations', {
      ticket,
      body: { deviceUuid: 'rel-1', userIds: [pat.userId] },
    })
    expect(set.status).toBe(201)
    const get = await server.call('GET', '/api/auth/devices/relations?deviceUuid=rel-1', { ticket })
    expect(get.body).toEqual({
      deviceUuid: 'rel-1',
      userIds: [pat.userId],
      users: [{ userId: pat.userId, username: 'pat', realName: 'pat' }],
    })
    const bad = await server.call('PUT', '/api/auth/devices/relations', {
      ticket,
      body: { deviceUuid: 'rel-1', userIds: [777] },
    })
    expect(bad.status).toBe(400)
    expect(
      (await server.call('GET', '/api/auth/devices/relations?deviceUuid=rel-1', { ticket })).body.userIds,
    ).toEqual([pat.userId])
    expect((await server.call('GET', '/api/auth/devices', { ticket: pat.ticket })).status).toBe(403)
  })
})
