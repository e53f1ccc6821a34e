import { FULL_DATA_ACCESS } from '../../../engine/rules/dataAccess.ts'
import { hashTicket } from '../../../server/http/session.ts'
import type { HubClient, HubSocket } from '../../../server/live/hub.ts'
import type { TestServer } from '../harness.ts'

/** A WebSocket as the hub sees it: what a runtime page's connection does, without a browser. */
const socket = (): HubSocket => ({ readyState: 1, bufferedAmount: 0, send: () => {}, close: () => {} })

/**
 * A runtime page's connection for the signed-in admin (`ticket`), attached to the hub as the WebSocket
 * route attaches one. Its peer is the admin's real session: the route's periodic session check ends
 * connections whose ticket is not a live session, which would drop a made-up one (and its subscriptions)
 * in the middle of a test.
 */
export async function adminScreen(server: TestServer, ticket: string): Promise<HubClient> {
  const admin = await server.app.db
    .selectFrom('users')
    .select('userId')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow()
  return server.app.live.hub.attach(
    socket(),
    { userId: admin.userId, username: 'admin', ticketHash: hashTicket(ticket) },
    FULL_DATA_ACCESS,
  )
}
