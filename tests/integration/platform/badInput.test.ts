import { expect, it } from 'vitest'
import { ADMIN_PASSWORD, forEachEngine } from '../harness.ts'
import { type BadRequest, badRequestsFor, snapshotTables, walkRoutes } from './badInput.ts'

/**
 * Issue 17 point 4: no input answers 500. Every route of the real route table gets NUL text in each
 * string field of a sample body, in path parameters and in query strings, integers beyond every column
 * (9007199254740994, 1e308) and extreme paging, as the admin, as a guest and as a user without rights,
 * on each engine. None may answer 5xx and nothing may change. A guest is refused (401), a user without
 * the route's resource 403, before any field is looked at (point 10).
 */
forEachEngine('bad-input walk', (server) => {
  async function send(request: BadRequest, ticket?: string) {
    const headers: Record<string, string> = {}
    if (ticket) headers.authorization = `Bearer ${ticket}`
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    return server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.body === undefined ? undefined : JSON.stringify(request.body),
    })
  }

  const routes = () => walkRoutes(server.app)

  it('walks a real route table', () => {
    expect(routes().length).toBeGreaterThan(200)
  })

  it('answers no bad input with 5xx and changes nothing, as the admin', async () => {
    let ticket = await server.adminTicket()
    const before = await snapshotTables(server.db.kysely)
    const failures: string[] = []
    let count = 0
    for (const route of routes()) {
      for (const request of badRequestsFor(route)) {
        const answer = await send(request, ticket)
        count++
        // 401 would mean the admin's ticket was lost (a logout took a nasty body): the rest would
        // prove nothing. A write must refuse; a read may ignore a query field it does not know.
        const refused = answer.statusCode >= 400 && answer.statusCode !== 401
        const ignored = request.method === 'GET' && answer.statusCode < 300
        if (answer.statusCode >= 500 || !(refused || ignored)) {
          failures.push(
            `${route.method} ${route.url} ${request.what} → ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          )
        }
        if (answer.statusCode === 401) ticket = (await server.login('admin', ADMIN_PASSWORD)).ticket
      }
    }
    expect(failures).toEqual([])
    expect(count).toBeGreaterThan(1000)
    expect(await snapshotTables(server.db.kysely)).toEqual(before)
  }, 120_000)

  it('refuses a guest with 401 before looking at any field, and never answers 5xx', async () => {
    const failures: string[] = []
    for (const route of routes()) {
      for (const request of badRequestsFor(route)) {
        const answer = await send(request)
        const expected = route.public ? answer.statusCode < 500 : answer.statusCode === 401
        if (!expected) {
          failures.push(
            `${route.method} ${route.url} ${request.what} → ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          )
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('refuses a user without the route right with 403 before looking at any field', async () => {
    const { ticket } = await server.createUser('walker')
    const before = await snapshotTables(server.db.kysely)
    const failures: string[] = []
    for (const route of routes()) {
      // Their own logout would end the walk; it takes no input anyway.
      if (route.url === '/api/auth/users/logout') continue
      for (const request of badRequestsFor(route)) {
        const answer = await send(request, ticket)
        const expected = route.resource
          ? answer.statusCode === 403
          : answer.statusCode < 500 && answer.statusCode !== 401
        if (!expected) {
          failures.push(
            `${route.method} ${route.url} ${request.what} → ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          )
        }
      }
    }
    expect(failures).toEqual([])
    expect(await snapshotTables(server.db.kysely)).toEqual(before)
  }, 120_000)
})
