import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('auth data authorisation groups', (server) => {
  it('creates, lists, edits and deletes groups', async () => {
    const ticket = await server.adminTicket()
    const lee = await server.createUser('lee')
    const created = await server.call('POST', '/api/auth/dataGroups', {
      ticket,
      body: {
        name: 'Boilers',
        description: 'Boiler house',
        userIds: [lee.userId],
        items: [{ dataType: 'object', dataName: 'boiler1', mask: 'FF' }],
      },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(`/api/auth/dataGroups/${created.body.groupId}`)
    // Masks are stored in lower case so equal masks compare equal.
    expect(created.body).toMatchObject({
      name: 'Boilers',
      userIds: [lee.userId],
      items: [{ dataType: 'object', dataName: 'boiler1', mask: 'ff' }],
      version: 1,
    })
    const id = created.body.groupId
    const list = await server.call('GET', '/api/auth/dataGroups?keyword=boil', { ticket })
    expect(list.body.pagination.total).toBe(1)
    const edit = await server.call('PUT', `/api/auth/dataGroups/${id}`, {
      ticket,
      body: { items: [], userIds: [], version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({ name: 'Boilers', items: [], userIds: [], version: 2 })
    const stale = await server.call('PUT', `/api/auth/dataGroups/${id}`, {
      ticket,
      body: { name: 'Old', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect((await server.call('DELETE', `/api/auth/dataGroups/${id}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `/api/auth/dataGroups/${id}`, { ticket })).status).toBe(404)
    expect((await server.call('DELETE', `/api/auth/dataGroups/${id}`, { ticket })).status).toBe(404)
  })

  it('refuses invalid masks, unknown users and duplicate names, changing nothing', async () => {
    const ticket = await server.adminTicket()
    const mask = await server.call('POST', '/api/auth/dataGroups', {
      ticket,
      body: { name: 'Bad mask', items: [{ dataType: 'object', dataName: 'x', mask: 'xyz' }] },
    })
    expect(mask.status).toBe(400)
    expect(mask.body.message).toMatch(/mask/)
    const users = await server.call('POST', '/api/auth/dataGroups', {
      ticket,
      body: { name: 'Ghosts', userIds: [4242] },
    })
    expect(users.status).toBe(422)
    expect(users.body.message).toMatch(/Unknown user id\(s\): 4242/)
    await server.call('POST', '/api/auth/dataGroups', { ticket, body: { name: 'Turbines' } })
    const dup = await server.call('POST', '/api/auth/dataGroups', { ticket, body: { name: 'TURBINES' } })
    expect(dup.status).toBe(409)
    const all = await server.call('GET', '/api/auth/dataGroups', { ticket })
    expect(all.body.list.map((g: { name: string }) => g.name)).toEqual(['Turbines'])
  })

  it('needs the data-auth resource', async () => {
    const user = await server.createUser('outsider')
    expect((await server.call('GET', '/api/auth/dataGroups', { ticket: user.ticket })).status).toBe(403)
    const holder = await server.createUser('insider', { resources: ['data-auth'] })
    expect((await server.call('GET', '/api/auth/dataGroups', { ticket: holder.ticket })).status).toBe(200)
  })
})
