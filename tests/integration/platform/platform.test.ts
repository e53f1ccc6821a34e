import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

forEachEngine('platform', (server) => {
  it('answers unknown API paths with 404 and a message', async () => {
    const result = await server.call('GET', '/api/nothing/here')
    expect(result.status).toBe(404)
    expect(result.body).toMatchObject({ code: 404, message: 'No such API: GET /api/nothing/here' })
    expect(result.body.details[0].id).toBe('server.http.noSuchApi')
  })

  it('answers 401 with a message without a ticket and with an unknown one', async () => {
    const none = await server.call('GET', '/api/auth/users')
    expect(none.status).toBe(401)
    expect(none.body.code).toBe(401)
    expect(none.body.message).toMatch(/log in/i)
    const unknown = await server.call('GET', '/api/auth/users', { ticket: 'not-a-ticket' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.message).toMatch(/timed out/i)
  })

  it('validates bodies: 400 with a message, no type coercion', async () => {
    const missing = await server.call('POST', '/api/auth/users/login', { body: { username: 'admin' } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/password/)
    const number = await server.call('POST', '/api/auth/users/login', {
      body: { username: 'admin', password: 123 },
    })
    expect(number.status).toBe(400)
    expect(number.body.message).toBe('Bad request, nothing changed: password must be of type string')
    expect(number.body.details).toEqual([
      {
        id: 'server.validation.type',
        message: 'Bad request, nothing changed: {field} must be of type {type}',
        values: { field: 'password', type: 'string' },
      },
    ])
    const malformed = await fetch(`${server.url}/api/auth/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    })
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).message).toBeTruthy()
  })

  it('answers 425 to every call while maintenance runs, except the restore status', async () => {
    const ticket = await server.adminTicket()
    server.app.maintenance.begin('restore')
    try {
      const blocked = await server.call('GET', '/api/auth/users', { ticket })
      expect(blocked.status).toBe(425)
      expect(blocked.body.message).toMatch(/maintenance/)
      const login = await server.call('POST', '/api/auth/users/login', {
        body: { username: 'a', password: 'b' },
      })
      expect(login.status).toBe(425)
      const status = await server.call('GET', '/api/config/system/restore/status')
      expect(status.status).not.toBe(425)
    } finally {
      server.app.maintenance.end()
    }
    expect((await server.call('GET', '/api/auth/users', { ticket })).status).toBe(200)
  })

  it('records successful writes in the operation log', async () => {
    const ticket = await server.adminTicket()
    await server.call('PUT', '/api/auth/users/admin', { ticket, body: { realName: 'Boss', version: 999 } })
    const admin = await server.call('GET', '/api/auth/users/admin', { ticket })
    const edit = await server.call('PUT', '/api/auth/users/admin', {
      ticket,
      body: { realName: 'Boss', version: admin.body.version },
    })
    expect(edit.status).toBe(201)
    const rows = await server.db.kysely
      .selectFrom('operationLog')
      .selectAll()
      .where('action', '=', 'users.update')
      .execute()
    // The stale edit (409) is not a change and is not logged.
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ username: 'admin', method: 'PUT', target: 'admin', status: 201 })
  })
})
