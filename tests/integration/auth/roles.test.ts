import { expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

async function resourceId(server: TestServer, code: string): Promise<number> {
  const row = await server.db.kysely
    .selectFrom('resources')
    .select('resourceId')
    .where('resourceCode', '=', code)
    .executeTakeFirstOrThrow()
  return row.resourceId
}

forEachEngine('auth roles', (server) => {
  it('creates, fetches, edits and deletes roles with the spec status codes', async () => {
    const ticket = await server.adminTicket()
    const users = await resourceId(server, 'user-itemlist')
    const created = await server.call('POST', '/api/auth/roles', {
      ticket,
      body: { roleName: 'Operators', description: 'Plant floor', resourceIds: [users] },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(`/api/auth/roles/${created.body.roleId}`)
    expect(created.body).toMatchObject({
      roleName: 'Operators',
      resourceIds: [users],
      userCount: 0,
      version: 1,
    })
    const id = created.body.roleId
    expect((await server.call('GET', `/api/auth/roles/${id}`, { ticket })).body.roleName).toBe('Operators')
    const edit = await server.call('PUT', `/api/auth/roles/${id}`, {
      ticket,
      body: { description: 'Shift leads', resourceIds: [], version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({ description: 'Shift leads', resourceIds: [], version: 2 })
    const stale = await server.call('PUT', `/api/auth/roles/${id}`, {
      ticket,
      body: { description: 'x', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect((await server.call('DELETE', `/api/auth/roles/${id}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `/api/auth/roles/${id}`, { ticket })).status).toBe(404)
  })

  it('refuses bad roles with 422 / 409 and changes nothing', async () => {
    const ticket = await server.adminTicket()
    const blank = await server.call('POST', '/api/auth/roles', { ticket, body: { roleName: '  ' } })
    expect(blank.status).toBe(422)
    expect(blank.body.message).toBe('The name cannot be empty')
    const unknown = await server.call('POST', '/api/auth/roles', {
      ticket,
      body: { roleName: 'Ghosts', resourceIds: [99999] },
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toMatch(/Unknown resource/)
    await server.call('POST', '/api/auth/roles', { ticket, body: { roleName: 'Auditors' } })
    const dup = await server.call('POST', '/api/auth/roles', { ticket, body: { roleName: 'auditors' } })
    expect(dup.status).toBe(409)
    const list = await server.call('GET', '/api/auth/roles?roleName=ghosts', { ticket })
    expect(list.body.pagination.total).toBe(0)
  })

  it('lists roles paged by roleName or keyword with pageIndex', async () => {
    const ticket = await server.adminTicket()
    for (const name of ['Line A', 'Line B', 'Line C']) {
      await server.call('POST', '/api/auth/roles', {
        ticket,
        body: { roleName: name, description: 'packaging' },
      })
    }
    const page2 = await server.call('GET', '/api/auth/roles?roleName=line&pageIndex=2&pageSize=2', { ticket })
    expect(page2.body.pagination).toEqual({ page: 2, size: 2, total: 3 })
    expect(page2.body.list.map((r: { roleName: string }) => r.roleName)).toEqual(['Line C'])
    const keyword = await server.call('GET', '/api/auth/roles?keyword=PACKAG', { ticket })
    expect(keyword.body.pagination.total).toBe(3)
  })

  it('grants resources to users through roles, and refuses deleting a role in use', async () => {
    const ticket = await server.adminTicket()
    const role = await server.call('POST', '/api/auth/roles', {
      ticket,
      body: { roleName: 'Role admins', resourceIds: [await resourceId(server, 'role-itemlist')] },
    })
    const kim = await server.createUser('kim')
    expect((await server.call('GET', '/api/auth/roles', { ticket: kim.ticket })).status).toBe(403)
    const view = await server.call('GET', '/api/auth/users/kim', { ticket })
    await server.call('PUT', '/api/auth/users/kim', {
      ticket,
      body: { roleIds: [role.body.roleId], version: view.body.version },
    })
    expect((await server.call('GET', '/api/auth/roles', { ticket: kim.ticket })).status).toBe(200)
    const tree = await server.call('GET', '/api/auth/userResourceTree?resourceType=system', {
      ticket: kim.ticket,
    })
    expect(JSON.stringify(tree.body)).toContain('"resourceCode":"role-itemlist"')
    const inUse = await server.call('DELETE', `/api/auth/roles/${role.body.roleId}`, { ticket })
    expect(inUse.status).toBe(409)
    expect(inUse.body.message).toMatch(/still has 1 user/)
  })
})
