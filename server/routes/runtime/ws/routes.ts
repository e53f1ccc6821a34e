import type { FastifyInstance } from 'fastify'
import { NO_DATA_ACCESS } from '../../../../engine/rules/dataAccess.ts'
import { onApiWrite, plantAccessFor, sessionOf } from '../../../http/access.ts'
import { now, sessionExpiry } from '../../../http/session.ts'
import { appReadScope } from '../../compose/appGrants.ts'
import { pageBoundKeys } from './pageKeys.ts'

/**
 * How often open connections are checked against their sessions (logout, expiry, disabled user): as often
 * as sessions are re-read from the database, so a logout or a disabled user in another process closes a
 * socket here within the same 2 s (one query for all sockets). A write through this process checks at once.
 */
const SESSION_CHECK_MS = 2_000
/**
 * Data permissions (a group edit withdraws subscriptions it now denies) cost a query per user, so idle
 * sockets re-read them every 15th check (30 s); a write through this process, and every frame a client
 * sends, re-reads them at once.
 */
const ACCESS_EVERY_CHECKS = 15
/** Tickets looked up in one query. */
const TICKETS_PER_QUERY = 500
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
            app.live.hub.updateAccess(client, await plantAccessFor(app, session.userId))
            client.subscribePage(page, keys)
          })
          .catch((error) => app.log.error({ err: error }, 'WebSocket page subscription failed'))
      }
      socket.on('message', (data, isBinary) => {
        const text = isBinary ? null : data.toString()
        queue = queue
          .then(async () => {
            if (text === null) return client.sendNow({ type: 'error', message: 'Send JSON text frames' })
            app.live.hub.updateAccess(client, await plantAccessFor(app, session.userId))
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

  /** Ends connections whose session ended; with 'access' the others get their current data permissions. */
  async function checkSessions(scope: 'sessions' | 'access') {
    const clients = app.live.hub.clients()
    if (clients.length === 0) return
    const live = await liveTickets([...new Set(clients.map((client) => client.peer.ticketHash))])
    for (const client of clients) {
      if (live.has(client.peer.ticketHash)) {
        if (scope === 'access')
          app.live.hub.updateAccess(client, await plantAccessFor(app, client.peer.userId))
        continue
      }
      client.socket.close(4401, 'Session ended; log in again')
      app.live.hub.detach(client)
    }
  }

  /** Which of these tickets belong to a session that is still valid. */
  async function liveTickets(ticketHashes: string[]): Promise<Set<string>> {
    const at = now()
    const live = new Set<string>()
    for (let from = 0; from < ticketHashes.length; from += TICKETS_PER_QUERY) {
      const rows = await app.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.userId', 'sessions.userId')
        .select(['sessions.ticketHash', 'sessions.createdAt', 'sessions.expiresAt'])
        .where('sessions.ticketHash', 'in', ticketHashes.slice(from, from + TICKETS_PER_QUERY))
        .where('users.enabled', '=', 1)
        .where('sessions.expiresAt', '>', at)
        .execute()
      for (const row of rows) {
        if (sessionExpiry(row.createdAt, at, app.config.sessions) > at) live.add(row.ticketHash)
      }
    }
    return live
  }

  // One check at a time; a request for another while one runs is served by one more run after it.
  let running: Promise<void> | null = null
  let pending: 'none' | 'sessions' | 'access' = 'none'
  let ticks = 0
  function check(scope: 'sessions' | 'access') {
    if (running) {
      if (pending !== 'access') pending = scope
      return
    }
    running = checkSessions(scope)
      .catch((error) => app.log.error({ err: error }, 'WebSocket session check failed'))
      .finally(() => {
        running = null
        const next = pending
        pending = 'none'
        if (next !== 'none') check(next)
      })
  }

  const timer = setInterval(() => {
    ticks += 1
    check(ticks % ACCESS_EVERY_CHECKS === 0 ? 'access' : 'sessions')
  }, SESSION_CHECK_MS)
  timer.unref()
  const stopListening = onApiWrite(app, () => check('access'))
  app.addHook('onClose', async () => {
    clearInterval(timer)
    stopListening()
    await running
  })
}
