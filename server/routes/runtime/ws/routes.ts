import type { FastifyInstance } from 'fastify'
import { NO_DATA_ACCESS } from '../../../../engine/rules/dataAccess.ts'
import { dataAccessFor, sessionOf } from '../../../http/access.ts'
import { findSession, now } from '../../../http/session.ts'
import type { HubClient } from '../../../live/hub.ts'
import { appReadScope } from '../../compose/appGrants.ts'
import { pageBoundKeys } from './pageKeys.ts'

/**
 * How often open connections are checked against their sessions (logout, expiry, disabled user) and
 * their data permissions (a group edit withdraws subscriptions it now denies).
 */
const SESSION_CHECK_MS = 60_000

/**
 * `GET /api/runtime/ws?ticket=…[&page=…]`: the live-value WebSocket (protocol in server/live/PROTOCOL.md). The
 * ticket is checked like any request's before the upgrade, so an unknown ticket gets a 401 and no
 * socket. An open connection whose session ends is closed with code 4401. Keys and alarms follow the
 * peer's data authorisation groups: a denied key is refused in the subscribe reply.
 */
export async function runtimeSocketRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/ws',
    { websocket: true, config: { access: 'session', ticketInQuery: true } },
    (socket, request) => {
      const session = sessionOf(request)
      // Nothing is readable until the peer's permissions are read, before its first frame is handled.
      const peer = { userId: session.userId, username: session.username, ticketHash: session.ticketHash }
      const client = app.live.hub.attach(socket, peer, NO_DATA_ACCESS)
      // Each frame waits for the previous one: a subscribe first needs the peer's current data
      // permissions (cached for a few seconds), and replies must keep the order of the requests.
      let queue = Promise.resolve()
      // A runtime page opened directly names itself: its values go out before the browser has decoded it.
      const { page } = request.query as { page?: unknown }
      if (typeof page === 'string' && page !== '') {
        queue = queue
          .then(async () => {
            // The page's grant applies here as it does to reading the page (issue 17).
            const scope = await appReadScope(app, request)
            if (scope !== 'all' && !scope.pageIds.has(page)) {
              return client.sendNow({ type: 'error', message: `No permission to open the page ${page}` })
            }
            const keys = await pageBoundKeys(app.db, page)
            app.live.hub.updateAccess(client, await dataAccessFor(app, session.userId))
            client.subscribePage(page, keys)
          })
          .catch((error) => app.log.error({ err: error }, 'WebSocket page subscription failed'))
      }
      socket.on('message', (data, isBinary) => {
        const text = isBinary ? null : data.toString()
        queue = queue
          .then(async () => {
            if (text === null) return client.sendNow({ type: 'error', message: 'Send JSON text frames' })
            app.live.hub.updateAccess(client, await dataAccessFor(app, session.userId))
            client.receive(text)
          })
          .catch((error) => {
            app.log.error({ err: error }, 'WebSocket message failed')
            client.sendNow({ type: 'error', message: 'The message could not be handled; try again' })
          })
      })
      socket.on('close', () => app.live.hub.detach(client))
    },
  )

  /** Ends connections whose session ended; the others get their current data permissions. */
  async function checkSessions() {
    const at = now()
    const ended: HubClient[] = []
    for (const client of app.live.hub.clients()) {
      const row = await findSession(app.db, client.peer.ticketHash)
      if (!row || row.expiresAt <= at || row.enabled !== 1) ended.push(client)
      else app.live.hub.updateAccess(client, await dataAccessFor(app, client.peer.userId))
    }
    for (const client of ended) {
      client.socket.close(4401, 'Session ended; log in again')
      app.live.hub.detach(client)
    }
  }

  const timer = setInterval(() => {
    checkSessions().catch((error) => app.log.error({ err: error }, 'WebSocket session check failed'))
  }, SESSION_CHECK_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
