import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('auth operation and access logs', (server) => {
  it('lists the operation log newest first, paged and filtered', async () => {
    const ticket = await server.adminTicket()
    const user = await server.createUser('tess')
    await server.call('POST', '/api/auth/roles', { ticket, body: { roleName: 'Logged role' } })
    const page = await server.call('GET', '/api/auth/logs/operation?pageSize=5', { ticket })
    expect(page.status).toBe(200)
    expect(page.body.list[0]).toMatchObject({
      action: 'roles.create',
      target: 'Logged role',
      username: 'admin',
      status: 201,
    })
    expect(page.body.pagination.size).toBe(5)
    const byUser = await server.call('GET', '/api/auth/logs/operation?username=tess', { ticket })
    expect(byUser.body.list.map((r: { action: string }) => r.action)).toContain('users.changeOwnPassword')
    const keyword = await server.call('GET', '/api/auth/logs/operation?keyword=ROLES.CREATE', { ticket })
    expect(keyword.body.pagination.total).toBe(1)
    const future = await server.call('GET', '/api/auth/logs/operation?from=2999-01-01T00:00:00Z', { ticket })
    expect(future.body.pagination.total).toBe(0)
    expect((await server.call('GET', '/api/auth/logs/operation?from=yesterday', { ticket })).status).toBe(400)
    expect((await server.call('GET', '/api/auth/logs/operation', { ticket: user.ticket })).status).toBe(403)
  })

  it('lists the user access log with logins, failures and logouts', async () => {
    const ticket = await server.adminTicket()
    const user = await server.createUser('uma')
    await server.call('POST', '/api/auth/users/login', { body: { username: 'uma', password: 'wrong' } })
    const { ticket: umaTicket } = await server.login('uma', user.password)
    await server.call('POST', '/api/auth/users/logout', { ticket: umaTicket })
    const log = await server.call('GET', '/api/auth/logs/access?username=uma', { ticket })
    expect(log.status).toBe(200)
    expect(log.body.list.map((r: { event: string }) => r.event).slice(0, 3)).toEqual([
      'logout',
      'login',
      'loginFailed',
    ])
    expect(log.body.list[0]).toMatchObject({ userId: user.userId, ip: '127.0.0.1' })
    const viewer = await server.createUser('viewer', { resources: ['user-access-log'] })
    expect((await server.call('GET', '/api/auth/logs/access', { ticket: viewer.ticket })).status).toBe(200)
    expect((await server.call('GET', '/api/auth/logs/operation', { ticket: viewer.ticket })).status).toBe(403)
  })
})
