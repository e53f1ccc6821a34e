import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('auth users', (server) => {
  it('creates a user with 201 and Location, and fetches it', async () => {
    const ticket = await server.adminTicket()
    const result = await server.call('POST', '/api/auth/users', {
      ticket,
      body: { username: 'alice', password: 'Alice#Pass1', realName: 'Alice A', email: 'alice@example.com' },
    })
    expect(result.status).toBe(201)
    expect(result.headers.get('location')).toBe('/api/auth/users/alice')
    expect(result.body).toMatchObject({
      username: 'alice',
      realName: 'Alice A',
      email: 'alice@example.com',
      enabled: true,
      mustChangePassword: true,
      locked: false,
      roleIds: [],
      version: 1,
    })
    expect(result.body).not.toHaveProperty('passwordHash')
    const fetched = await server.call('GET', '/api/auth/users/alice', { ticket })
    expect(fetched.status).toBe(200)
    expect(fetched.body.userId).toBe(result.body.userId)
    expect((await server.call('GET', '/api/auth/users/nobody', { ticket })).status).toBe(404)
  })

  it('refuses rule violations on create with 422 and a message, creating nothing', async () => {
    const ticket = await server.adminTicket()
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ username: '1abc', password: 'Good#Pass1' }, /must start with a letter/],
      [{ username: 'bad name', password: 'Good#Pass1' }, /only letters, digits and underscores/],
      [{ username: 'weakling', password: 'weak' }, /at least 8 characters/],
      [{ username: 'mailer', password: 'Good#Pass1', email: 'not-an-email' }, /valid email/],
      [{ username: 'caller', password: 'Good#Pass1', phone: '123' }, /mobile phone/],
      [{ username: 'userSessionInfo', password: 'Good#Pass1' }, /reserved/],
      [{ username: 'roled', password: 'Good#Pass1', roleIds: [9999] }, /Unknown role/],
    ]
    for (const [body, message] of cases) {
      const result = await server.call('POST', '/api/auth/users', { ticket, body })
      expect(result.status, JSON.stringify(body)).toBe(422)
      expect(result.body.message).toMatch(message)
    }
    const schema = await server.call('POST', '/api/auth/users', { ticket, body: { username: 'x' } })
    expect(schema.status).toBe(400)
    const count = await server.db.kysely.selectFrom('users').select('username').execute()
    expect(count.map((row) => row.username)).not.toEqual(
      expect.arrayContaining(['weakling', 'mailer', 'caller', 'roled', 'x']),
    )
  })

  it('refuses a taken username (any case) or phone with 409', async () => {
    const ticket = await server.adminTicket()
    await server.createUser('bob', { phone: '13700000001' })
    const dup = await server.call('POST', '/api/auth/users', {
      ticket,
      body: { username: 'BOB', password: 'Good#Pass1' },
    })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toMatch(/already in use/)
    const phone = await server.call('POST', '/api/auth/users', {
      ticket,
      body: { username: 'bobby', password: 'Good#Pass1', phone: '13700000001' },
    })
    expect(phone.status).toBe(409)
  })

  it('lists users paged with a keyword', async () => {
    const ticket = await server.adminTicket()
    await server.createUser('listme1')
    await server.createUser('listme2')
    const page = await server.call('GET', '/api/auth/users?keyword=LISTME&pageIndex=1&pageSize=1', { ticket })
    expect(page.status).toBe(200)
    expect(page.body.pagination).toEqual({ page: 1, size: 1, total: 2 })
    expect(page.body.list).toHaveLength(1)
    expect(page.body.list[0].username).toBe('listme1')
    const second = await server.call('GET', '/api/auth/users?keyword=listme&pageIndex=2&pageSize=1', {
      ticket,
    })
    expect(second.body.list[0].username).toBe('listme2')
    const literal = await server.call('GET', `/api/auth/users?keyword=${encodeURIComponent('list%')}`, {
      ticket,
    })
    expect(literal.body.pagination.total).toBe(0)
    expect((await server.call('GET', '/api/auth/users?pageSize=0', { ticket })).status).toBe(400)
    // A page past the end is empty and still tells the total.
    const past = await server.call('GET', '/api/auth/users?keyword=listme&pageIndex=5&pageSize=1', { ticket })
    expect(past.body).toEqual({ list: [], pagination: { page: 5, size: 1, total: 2 } })
  })

  it('lists each user with their role ids, ascending', async () => {
    const ticket = await server.adminTicket()
    const roleIds: number[] = []
    for (const roleName of ['Listed B', 'Listed A']) {
      const role = await server.call('POST', '/api/auth/roles', { ticket, body: { roleName } })
      roleIds.push(role.body.roleId)
    }
    const created = await server.call('POST', '/api/auth/users', {
      ticket,
      body: { username: 'withroles', password: 'Start#Pass1', roleIds: [...roleIds].reverse() },
    })
    expect(created.status).toBe(201)
    await server.createUser('withoutroles')
    const page = await server.call('GET', '/api/auth/users?keyword=withroles&pageSize=10', { ticket })
    expect(
      page.body.list.map((u: { username: string; roleIds: number[] }) => [u.username, u.roleIds]),
    ).toEqual([['withroles', [...roleIds].sort((a, b) => a - b)]])
    const other = await server.call('GET', '/api/auth/users?keyword=withoutroles', { ticket })
    expect(other.body.list[0].roleIds).toEqual([])
  })

  it('edits with 201, refusing a stale version with 409', async () => {
    const ticket = await server.adminTicket()
    await server.createUser('carol')
    const before = await server.call('GET', '/api/auth/users/carol', { ticket })
    const edit = await server.call('PUT', '/api/auth/users/carol', {
      ticket,
      body: { realName: 'Carol C', timezone: 'Asia/Shanghai', version: before.body.version },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({
      realName: 'Carol C',
      timezone: 'Asia/Shanghai',
      version: before.body.version + 1,
    })
    const stale = await server.call('PUT', '/api/auth/users/carol', {
      ticket,
      body: { realName: 'Lost update', version: before.body.version },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed by someone else/)
    expect((await server.call('GET', '/api/auth/users/carol', { ticket })).body.realName).toBe('Carol C')
    const bad = await server.call('PUT', '/api/auth/users/carol', {
      ticket,
      body: { email: 'broken', version: edit.body.version },
    })
    expect(bad.status).toBe(400)
  })

  it('lets users read and edit their own personal info, but not their roles or others', async () => {
    const dave = await server.createUser('dave')
    await server.createUser('erin')
    const own = await server.call('GET', '/api/auth/users/dave', { ticket: dave.ticket })
    expect(own.status).toBe(200)
    const edit = await server.call('PUT', '/api/auth/users/dave', {
      ticket: dave.ticket,
      body: { email: 'dave@example.com', phone: '13700000009', version: own.body.version },
    })
    expect(edit.status).toBe(201)
    const roles = await server.call('PUT', '/api/auth/users/dave', {
      ticket: dave.ticket,
      body: { roleIds: [], version: edit.body.version },
    })
    expect(roles.status).toBe(403)
    expect((await server.call('GET', '/api/auth/users/erin', { ticket: dave.ticket })).status).toBe(403)
    expect((await server.call('GET', '/api/auth/users', { ticket: dave.ticket })).status).toBe(403)
    expect((await server.call('DELETE', '/api/auth/users/erin', { ticket: dave.ticket })).status).toBe(403)
  })

  it('gives user management to holders of the user-itemlist resource', async () => {
    const manager = await server.createUser('manager', { resources: ['user-itemlist'] })
    const list = await server.call('GET', '/api/auth/users', { ticket: manager.ticket })
    expect(list.status).toBe(200)
    const created = await server.call('POST', '/api/auth/users', {
      ticket: manager.ticket,
      body: { username: 'managed', password: 'Managed#Pass1' },
    })
    expect(created.status).toBe(201)
  })

  it('deletes with 204, never the admin or oneself', async () => {
    const ticket = await server.adminTicket()
    await server.createUser('frank')
    expect((await server.call('DELETE', '/api/auth/users/frank', { ticket })).status).toBe(204)
    expect((await server.call('GET', '/api/auth/users/frank', { ticket })).status).toBe(404)
    expect((await server.call('DELETE', '/api/auth/users/frank', { ticket })).status).toBe(404)
    const admin = await server.call('DELETE', '/api/auth/users/admin', { ticket })
    expect(admin.status).toBe(400)
    expect(admin.body.message).toMatch(/administrator cannot be deleted/)
  })

  it('batch deletes all or nothing', async () => {
    const ticket = await server.adminTicket()
    await server.createUser('gina')
    await server.createUser('hank')
    const partial = await server.call('DELETE', '/api/auth/users', {
      ticket,
      body: { usernames: ['gina', 'ghost'] },
    })
    expect(partial.status).toBe(404)
    expect(partial.body.message).toMatch(/ghost; nothing was deleted/)
    const withAdmin = await server.call('DELETE', '/api/auth/users', {
      ticket,
      body: { usernames: ['gina', 'admin'] },
    })
    expect(withAdmin.status).toBe(400)
    expect((await server.call('GET', '/api/auth/users/gina', { ticket })).status).toBe(200)
    const both = await server.call('DELETE', '/api/auth/users', {
      ticket,
      body: { usernames: ['gina', 'hank'] },
    })
    expect(both.status).toBe(204)
    expect((await server.call('GET', '/api/auth/users/hank', { ticket })).status).toBe(404)
  })

  it('finds users by name for the screens that pick users, and for no one else', async () => {
    const ivan = await server.createUser('ivan')
    const lookup = (ticket: string) =>
      server.call('GET', '/api/auth/users/queryUsersByName?name=iva', { ticket })
    // Issue 17: a plain session does not read the user list.
    expect((await lookup(ivan.ticket)).status).toBe(403)
    const picker = await server.createUser('ivanpicker', { resources: ['data-auth'] })
    const result = await lookup(picker.ticket)
    expect(result.status).toBe(200)
    expect(result.body).toEqual([
      { userId: ivan.userId, username: 'ivan', realName: 'ivan' },
      { userId: picker.userId, username: 'ivanpicker', realName: 'ivanpicker' },
    ])
  })

  it('checks data authority through data authorisation groups and their bit masks', async () => {
    const ticket = await server.adminTicket()
    const judy = await server.createUser('judy')
    const check = (query: string, who = judy.ticket) =>
      server.call('GET', `/api/auth/users/checkUserDataAuthority?${query}`, { ticket: who })
    // Nothing configured: open, as the spec's empty mask.
    expect((await check('dataType=object&dataName=pump1')).body.authorized).toBe(true)
    const group = await server.call('POST', '/api/auth/dataGroups', {
      ticket,
      body: {
        name: 'pumps',
        userIds: [judy.userId],
        items: [
          { dataType: 'object', dataName: 'pump1', mask: '00000002' },
          { dataType: 'object', dataName: 'pump2', mask: '-1' },
        ],
      },
    })
    expect(group.status).toBe(201)
    expect((await check('dataType=object&dataName=pump1&position=0')).body.authorized).toBe(true)
    expect((await check('dataType=object&dataName=pump1&position=1')).body.authorized).toBe(false)
    expect((await check('dataType=object&dataName=pump2')).body).toMatchObject({
      authorized: false,
      userId: judy.userId,
    })
    // Asking about someone else needs data authorisation management.
    expect((await check(`dataType=object&dataName=pump1&userId=1`)).status).toBe(403)
    const byAdmin = await check(`dataType=object&dataName=pump2&userId=${judy.userId}`, ticket)
    expect(byAdmin.body.authorized).toBe(false)
    expect((await check('dataName=pump1')).status).toBe(400)
  })
})
