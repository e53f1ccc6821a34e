import type { FastifyInstance } from 'fastify'
import { sessionOf } from '../../../http/access.ts'
import { findSession, now } from '../../../http/session.ts'
import type { HubClient } from '../../../live/hub.ts'

/** How often open connections are checked against their sessions (logout, expiry, disabled user). */
const SESSION_CHECK_MS = 60_000

/**
 * `GET /api/runtime/ws?ticket=…`: the live-value WebSocket (protocol in server/live/PROTOCOL.md). The
 * ticket is checked like any request's before the upgrade, so an unknown ticket gets a 401 and no
 * socket. An open connection whose session ends is closed with code 4401.
 */
export async function runtimeSocketRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/ws',
    { websocket: true, config: { access: 'session', ticketInQuery: true } },
    (socket, request) => {
      const session = sessionOf(request)
      const client = app.live.hub.attach(socket, {
        userId: session.userId,
        username: session.username,
        ticketHash: session.ticketHash,
      })
      socket.on('message', (data, isBinary) => {
        if (isBinary) client.sendNow({ type: 'error', message: 'Send JSON text frames' })
        else client.receive(data.toString())
      })
      socket.on('close', () => app.live.hub.detach(client))
    },
  )

  async function checkSessions() {
    const at = now()
    const ended: HubClient[] = []
    for (const client of app.live.hub.clients()) {
      const row = await findSession(app.db, client.peer.ticketHash)
      if (!row || row.expiresAt <= at || row.enabled !== 1) ended.push(client)
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
