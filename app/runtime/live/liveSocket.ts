/**
 * The tab's one WebSocket to /api/runtime/ws (server/live/PROTOCOL.md): it follows exactly the keys
 * it is given, reconnects with a growing delay, re-subscribes after a reconnect, and hands alarm events and
 * other pushes (the header bell's `notify`) to whoever listens. Values arrive already coalesced by the
 * server (one message per 16 ms at most).
 */

/** A value as the socket delivers it: `timestamp` is ISO-8601 UTC. */
export interface WireVqt {
  value: unknown
  quality: 'good' | 'uncertain' | 'bad'
  timestamp: string
}

/** An alarm event as the server's alarm engine publishes it. */
export interface WireAlarmEvent {
  action: 'raised' | 'acknowledged' | 'cleared' | (string & {})
  id: number
  [field: string]: unknown
}

export type SocketState = 'connecting' | 'open' | 'closed'

export interface LiveSocketOptions {
  /** Builds the socket address; the ticket travels in the query (browsers cannot set headers). */
  url(): string
  onValues(values: Record<string, WireVqt>): void
  /** Keys the server will not send: unknown ones, and ones the user's data permissions refuse. */
  onUnavailable?(keys: string[]): void
  onState?(state: SocketState): void
  /** The server ended the session (close code 4401). */
  onSessionEnded?(): void
  /** Injected in tests; the browser's WebSocket otherwise. */
  createSocket?(url: string): WebSocket
  /** A socket to `url` opened earlier, with the frames it received meanwhile (see earlySocket.ts). */
  adopt?(url: string): { socket: WebSocket; messages: readonly unknown[] } | null
}

const MAX_KEYS_PER_MESSAGE = 10_000
const RETRY_DELAYS_MS = [500, 1000, 2000, 5000, 10_000]

export class LiveSocket {
  private socket: WebSocket | null = null
  private keys = new Set<string>()
  private alarmListeners = new Set<(events: WireAlarmEvent[], missed: boolean) => void>()
  private messageListeners = new Map<string, Set<(message: Record<string, unknown>) => void>>()
  private stateListeners = new Set<(state: SocketState) => void>()
  private followsAlarms = false
  private retries = 0
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private closed = false
  state: SocketState = 'closed'

  constructor(private readonly options: LiveSocketOptions) {}

  /** Opens the socket (again); subscriptions made before are sent once it is open. */
  connect(): void {
    this.closed = false
    if (this.socket) return
    this.setState('connecting')
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url))
    const url = this.options.url()
    const early = this.options.adopt?.(url) ?? null
    const socket = early?.socket ?? create(url)
    this.socket = socket
    socket.onopen = () => {
      this.retries = 0
      this.setState('open')
      this.send({ type: 'subscribe', keys: [...this.keys] }, true)
      if (this.alarmListeners.size > 0) this.send({ type: 'subscribeAlarms' })
      // Alarm events from before this connection followed them never arrive (the connection was down,
      // or a widget loaded its list before the first one opened): listeners load the list again.
      for (const listener of [...this.alarmListeners]) listener([], true)
    }
    socket.onmessage = (event) => this.receive(event.data)
    socket.onclose = (event) => {
      this.socket = null
      this.setState('closed')
      if (event.code === 4401) {
        this.options.onSessionEnded?.()
        return
      }
      if (!this.closed) this.scheduleRetry()
    }
    // An adopted socket may have opened already (its open event has passed) and received frames.
    if (socket.readyState === 1) socket.onopen(new Event('open'))
    for (const message of early?.messages ?? []) this.receive(message)
  }

  /** Follows exactly `keys` from now on: subscribes the new ones, unsubscribes the dropped ones. */
  follow(keys: Iterable<string>): void {
    const next = new Set(keys)
    const added = [...next].filter((key) => !this.keys.has(key))
    const removed = [...this.keys].filter((key) => !next.has(key))
    this.keys = next
    if (removed.length > 0) this.send({ type: 'unsubscribe', keys: removed }, true)
    if (added.length > 0) this.send({ type: 'subscribe', keys: added }, true)
  }

  /** Receives alarm events until the returned function is called. */
  /**
   * Follows alarm events. `missed` says events were lost (the server dropped some for this connection,
   * or the connection was down): what a listener built from them may be wrong, and it should reload.
   */
  onAlarms(listener: (events: WireAlarmEvent[], missed: boolean) => void): () => void {
    this.alarmListeners.add(listener)
    if (!this.followsAlarms) {
      this.followsAlarms = true
      this.send({ type: 'subscribeAlarms' })
    }
    return () => {
      this.alarmListeners.delete(listener)
      // A listener that resubscribes at once (a widget reloading) must not make the server drop the
      // alarm events it holds for this connection's next batch.
      queueMicrotask(() => {
        if (this.alarmListeners.size > 0 || !this.followsAlarms) return
        this.followsAlarms = false
        this.send({ type: 'unsubscribeAlarms' })
      })
    }
  }

  /**
   * Receives the server's pushes of `type` (one the socket does not handle itself, such as `notify`)
   * until the returned function is called.
   */
  onMessage(type: string, listener: (message: Record<string, unknown>) => void): () => void {
    let listeners = this.messageListeners.get(type)
    if (!listeners) {
      listeners = new Set()
      this.messageListeners.set(type, listeners)
    }
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  /** Follows the connection's state, besides the owner's `onState`, until the returned function is called. */
  onStateChange(listener: (state: SocketState) => void): () => void {
    this.stateListeners.add(listener)
    return () => this.stateListeners.delete(listener)
  }

  close(): void {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.socket?.close(1000)
    this.socket = null
  }

  private setState(state: SocketState): void {
    this.state = state
    this.options.onState?.(state)
    for (const listener of [...this.stateListeners]) listener(state)
  }

  private scheduleRetry(): void {
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)] ?? 10_000
    this.retries += 1
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      if (!this.closed) this.connect()
    }, delay)
  }

  /** Sends when open; otherwise the message is dropped (the open handler re-sends the whole state). */
  private send(message: { type: string; keys?: string[] }, chunked = false): void {
    const socket = this.socket
    if (socket?.readyState !== 1) return
    if (!chunked || !message.keys) {
      socket.send(JSON.stringify(message))
      return
    }
    if (message.keys.length === 0) return
    for (let start = 0; start < message.keys.length; start += MAX_KEYS_PER_MESSAGE) {
      const keys = message.keys.slice(start, start + MAX_KEYS_PER_MESSAGE)
      socket.send(JSON.stringify({ type: message.type, keys }))
    }
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return
    let message: {
      type?: string
      values?: Record<string, WireVqt>
      events?: WireAlarmEvent[]
      dropped?: number
      unknown?: unknown[]
      denied?: unknown[]
      page?: unknown
      keys?: unknown[]
    }
    try {
      message = JSON.parse(data)
    } catch {
      return
    }
    if (message.type === 'subscribed' || message.type === 'unsubscribed') {
      const keys = [...(message.unknown ?? []), ...(message.denied ?? [])].flatMap((entry) =>
        typeof entry === 'string' ? [entry] : isKeyEntry(entry) ? [entry.key] : [],
      )
      // The server subscribed a page's keys on its own (asked for when the socket opened): they count
      // as followed, answered as any subscription is, until the next `follow` says otherwise.
      if (message.type === 'subscribed' && typeof message.page === 'string') {
        for (const key of [...(message.keys ?? []), ...keys]) if (typeof key === 'string') this.keys.add(key)
      }
      if (keys.length > 0) this.options.onUnavailable?.(keys)
      // A page's subscription carries the current values of its keys in the same frame.
      if (message.type === 'subscribed' && message.values) this.options.onValues(message.values)
    } else if (message.type === 'values' && message.values) this.options.onValues(message.values)
    else if (message.type === 'alarm' && message.events) {
      for (const listener of this.alarmListeners) listener(message.events, (message.dropped ?? 0) > 0)
    } else if (typeof message.type === 'string') {
      const listeners = this.messageListeners.get(message.type)
      if (listeners) for (const listener of [...listeners]) listener(message as Record<string, unknown>)
    }
  }
}

function isKeyEntry(entry: unknown): entry is { key: string } {
  return typeof entry === 'object' && entry !== null && typeof (entry as { key?: unknown }).key === 'string'
}

/** The socket address for the current page's origin. */
export function liveSocketUrl(ticket: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  return `${scheme}://${window.location.host}/api/runtime/ws?ticket=${encodeURIComponent(ticket)}`
}
