import { proxy, useSnapshot } from 'valtio'
import { requestJson } from './http'
import { session } from './session'

/** A letter as the bell shows it. */
export interface BellLetter {
  messageId: number
  title: string
  content?: string
  link: string
  isRead: boolean
  createdAt: string
}

const state = proxy({
  unread: 0,
  latest: [] as BellLetter[],
  /** Bumped on every push: screens listing letters reload on it. */
  version: 0,
  connected: false,
})

/** The listeners on the session's socket, removed when the bell stops following. */
let detach: (() => void) | null = null
let wanted = ''

let asked = 0

async function refresh(): Promise<void> {
  const ask = ++asked
  const result = await requestJson<{ count: number; latest: BellLetter[] }>(
    'GET',
    '/api/notification/messages/unread',
    undefined,
    { suppressNotice: true },
  )
  // An older answer arriving after a newer one would show a stale list.
  if (!result.ok || ask !== asked) return
  state.unread = result.data.count
  state.latest = result.data.latest
  state.version += 1
  if (session.user) session.user.notifyCount = result.data.count
}

function receive(message: { unread?: unknown; latest?: unknown }): void {
  state.unread = typeof message.unread === 'number' ? message.unread : 0
  if (session.user) session.user.notifyCount = state.unread
  const latest = message.latest as BellLetter | null | undefined
  if (latest && !state.latest.some((letter) => letter.messageId === latest.messageId))
    state.latest = [latest, ...state.latest].slice(0, 8)
  // The push carries the count and the newest letter; the drop-down's list is read again.
  void refresh()
}

/** Listens on the session's one live socket (the runtime's, loaded with its code when first needed). */
async function listen(ticket: string): Promise<void> {
  const { sessionSocket } = await import('../runtime/live/liveHub')
  // Stopped, or another user signed in, while the code loaded.
  if (wanted !== ticket || session.ticket !== ticket) return
  const socket = sessionSocket()
  const offMessage = socket.onMessage('notify', receive)
  const offState = socket.onStateChange((socketState) => {
    state.connected = socketState === 'open'
    // Whatever arrived while disconnected.
    if (socketState === 'open') void refresh()
  })
  detach = () => {
    offMessage()
    offState()
  }
  // Already open (a runtime page opened it): its open has passed, so the count is read now.
  const open = socket.state === 'open'
  state.connected = open
  socket.connect()
  if (open) void refresh()
}

/**
 * The header bell's live unread count: the server pushes `notify` messages through the tab's one live
 * socket (the one the runtime's pages share) whenever a letter arrives or is read, so the count follows
 * without polling. `follow(ticket)` (re)starts listening; `follow('')` stops (the socket itself closes
 * when the session ends, not when the bell goes).
 */
export const notifyLive = {
  follow(ticket: string): void {
    if (ticket === wanted) return
    wanted = ticket
    detach?.()
    detach = null
    state.connected = false
    if (ticket) void listen(ticket)
  },
  refresh,
  useUnread() {
    return useSnapshot(state)
  },
}
