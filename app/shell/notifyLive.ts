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

let socket: WebSocket | null = null
let retry: ReturnType<typeof setTimeout> | null = null
let wanted = ''
let attempt = 0

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

function connect(ticket: string): void {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  const ws = new WebSocket(
    `${scheme}://${window.location.host}/api/runtime/ws?ticket=${encodeURIComponent(ticket)}`,
  )
  socket = ws
  ws.onopen = () => {
    attempt = 0
    state.connected = true
    // Whatever arrived while disconnected.
    void refresh()
  }
  ws.onmessage = (event) => {
    let message: { type?: string; unread?: number; latest?: BellLetter | null } = {}
    try {
      message = JSON.parse(String(event.data))
    } catch {
      return
    }
    if (message.type !== 'notify') return
    state.unread = message.unread ?? 0
    if (session.user) session.user.notifyCount = state.unread
    const latest = message.latest
    if (latest && !state.latest.some((letter) => letter.messageId === latest.messageId))
      state.latest = [latest, ...state.latest].slice(0, 8)
    // The push carries the count and the newest letter; the drop-down's list is read again.
    void refresh()
  }
  ws.onclose = (event) => {
    state.connected = false
    if (socket !== ws) return
    socket = null
    // 4401: the session ended; the shell's own checks take the user to the login page.
    if (event.code === 4401 || wanted === '') return
    attempt += 1
    retry = setTimeout(() => connect(wanted), Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)))
  }
}

/**
 * The header bell's live unread count: one WebSocket (the runtime's live-value endpoint) that the server
 * pushes `notify` messages through whenever a letter arrives or is read, so the count follows without
 * polling. `follow(ticket)` (re)starts it; `follow('')` stops it.
 */
export const notifyLive = {
  follow(ticket: string): void {
    if (ticket === wanted) return
    wanted = ticket
    if (retry) clearTimeout(retry)
    retry = null
    const old = socket
    socket = null
    old?.close()
    if (ticket) connect(ticket)
  },
  refresh,
  useUnread() {
    return useSnapshot(state)
  },
}
