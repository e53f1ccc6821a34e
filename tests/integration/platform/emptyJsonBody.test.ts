import { expect, it } from 'vitest'
import { apiRoutesOf } from '../../../server/http/access.ts'
import { HTTP_MESSAGES } from '../../../server/http/messages.ts'
import { ADMIN_PASSWORD, forEachEngine } from '../harness.ts'

// The spec's shared request behaviour: POST, PUT and DELETE carry `Content-Type: application/json`, with
// or without a body.
const JSON_TYPE = { 'content-type': 'application/json' }
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

forEachEngine('empty JSON bodies', (server) => {
  it('deletes a user when the DELETE says application/json and sends no body', async () => {
    const ticket = await server.adminTicket()
    await server.createUser('emptybody')
    const deleted = await server.call('DELETE', '/api/auth/users/emptybody', { ticket, headers: JSON_TYPE })
    expect(deleted.status).toBe(204)
    expect((await server.call('GET', '/api/auth/users/emptybody', { ticket })).status).toBe(404)
  })

  it('never answers "not valid JSON" (or fails) for an empty JSON body, on every write route', async () => {
    const routes = apiRoutesOf(server.app).filter((route) => WRITES.has(route.method) && !route.websocket)
    expect(routes.length).toBeGreaterThan(50)
    await server.adminTicket()
    const refused: string[] = []
    const answered = new Map<number, number>()
    for (const route of routes) {
      // Path parameters name nothing that exists: the walk changes no records it did not create.
      const path = route.url.replace(/:[A-Za-z_]+/g, '999999').replace(/\*$/, '999999')
      // A fresh ticket each time: a logout on the way must not leave the rest of the walk at 401.
      const { ticket } = await server.login('admin', ADMIN_PASSWORD)
      const result = await server.call(route.method, path, { ticket, headers: JSON_TYPE })
      answered.set(result.status, (answered.get(result.status) ?? 0) + 1)
      if (result.body?.message === HTTP_MESSAGES.malformedBody.message || result.status >= 500) {
        refused.push(`${route.method} ${route.url}: ${result.status} ${JSON.stringify(result.body)}`)
      }
    }
    expect(refused).toEqual([])
    // The walk reached the handlers: most calls are refused for what they lack, not for who asks.
    expect(answered.get(401) ?? 0).toBeLessThan(routes.length / 10)
  })
})
