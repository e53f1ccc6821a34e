import { createHistogram, type RecordableHistogram } from 'node:perf_hooks'
import type { DataAccess } from '../../engine/rules/dataAccess.ts'
import { noDataPermissionText } from '../http/dataPermission.ts'
import { FanOutWindow } from './fanOutWindow.ts'
import { Interest } from './interest.ts'
import { type DeniedKey, parseClientMessage, type ServerMessage } from './protocol.ts'
import type { LiveStore } from './store.ts'
import type { AlarmEvent, ValueChange, Vqt } from './types.ts'

/** The part of a WebSocket the hub uses (the `ws` socket fits; tests may pass a fake). */
export interface HubSocket {
  /** 1 while open. */
  readonly readyState: number
  /** Bytes queued in the socket but not yet sent. */
  readonly bufferedAmount: number
  send(data: string): void
  close(code?: number, reason?: string): void
}

export interface HubOptions {
  /**
   * At most one values message per client per this many ms (default 16, one display frame); the first
   * change after a quiet spell this long goes out at once.
   */
  batchMs?: number
  /**
   * Messages a second the whole hub may push before every client's window widens together, up to
   * `MAX_WIDENED_MS` (default 3,000; 0 keeps the window fixed). See FanOutWindow.
   */
  fanOutBudget?: number
  /** Keys one client may subscribe (default 10,000). */
  maxKeys?: number
  /** Alarm events held for a client that cannot keep up; older ones are dropped and counted (default 1,000). */
  maxQueuedAlarms?: number
  /** A client whose socket holds more than this is skipped until it drains (default 1 MiB). */
  maxBufferedBytes?: number
}

/** Who is on the other end of a connection. */
export interface HubPeer {
  userId: number
  username: string
  ticketHash: string
}

const OPEN = 1

/**
 * Where a pushed value's time on the server goes, in microseconds, for benches and diagnosis: `hold`,
 * from a client's first pending change to its message leaving (the batch window plus any event-loop
 * delay), and `send`, encoding and handing one message to the socket. Two clock reads per message.
 */
export interface HubTimings {
  hold: RecordableHistogram
  send: RecordableHistogram
}

/** One display frame: values reach a screen by its next frame without more messages than it can show. */
export const DEFAULT_BATCH_MS = 16

/** Pushed messages a second one server may send before windows widen: 50 screens at a frame each. */
export const DEFAULT_FANOUT_BUDGET = 3000

/** The widest window a fan-out flood leads to: the earlier fixed window, so never slower than it. */
export const MAX_WIDENED_MS = 50

/**
 * Fans live value changes out to WebSocket clients. Each client subscribes to the keys it shows; changes
 * are coalesced per key into one pending map per client and sent at most once per window (`batchMs`,
 * widened for everyone while the hub pushes more than `fanOutBudget` messages a second), so a key
 * that changes ten times in one window arrives once, with its latest value; a client that had no pushed
 * message for a window gets the next change at once (in a microtask, so the changes one connector
 * callback writes together still travel together). The pending map never holds more than the client's
 * subscribed keys, which bounds the memory a slow client can cost.
 */
export class LiveHub {
  readonly batchMs: number
  readonly maxKeys: number
  readonly maxQueuedAlarms: number
  readonly maxBufferedBytes: number
  /** The window clients wait now: `batchMs`, or wider while the hub pushes more than its budget. */
  readonly window: FanOutWindow
  readonly #clients = new Set<HubClient>()
  readonly #byKey = new Map<string, Set<HubClient>>()
  readonly #unsubscribeStore: () => void
  /** Keys on someone's screen (and, from the alarm engine, keys with an active alarm): leased polling. */
  readonly interest = new Interest()
  readonly timings: HubTimings = { hold: createHistogram(), send: createHistogram() }

  constructor(
    readonly store: LiveStore,
    options: HubOptions = {},
  ) {
    this.batchMs = options.batchMs ?? DEFAULT_BATCH_MS
    this.maxKeys = options.maxKeys ?? 10_000
    this.maxQueuedAlarms = options.maxQueuedAlarms ?? 1_000
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024
    this.window = new FanOutWindow(
      this.batchMs,
      Math.max(this.batchMs, MAX_WIDENED_MS),
      options.fanOutBudget ?? DEFAULT_FANOUT_BUDGET,
    )
    this.#unsubscribeStore = store.onChange((change) => this.#onChange(change))
  }

  /**
   * Starts serving one connection with the peer's data permissions; feed its text frames to
   * `client.receive`, keep `updateAccess` current, and call `detach` on close.
   */
  attach(socket: HubSocket, peer: HubPeer, access: DataAccess): HubClient {
    const client = new HubClient(this, socket, peer, access)
    this.#clients.add(client)
    client.sendNow({ type: 'ready', batchMs: this.batchMs, maxKeys: this.maxKeys })
    return client
  }

  detach(client: HubClient): void {
    if (!this.#clients.delete(client)) return
    this.unsubscribe(client, [...client.keys])
    client.dispose()
  }

  /** Sends an alarm event to every client that subscribed to alarms (in its next batch). */
  publishAlarm(event: AlarmEvent): void {
    for (const client of this.#clients) client.queueAlarm(event)
  }

  /** Sends a message at once to every connection of one user (the notification centre's unread count). */
  sendToUser(userId: number, message: ServerMessage): void {
    for (const client of this.#clients) if (client.peer.userId === userId) client.sendNow(message)
  }

  clients(): HubClient[] {
    return [...this.#clients]
  }

  /** Closes every connection (server shutdown) and stops listening to the store. */
  close(code = 1001, reason = 'Server shutting down'): void {
    this.#unsubscribeStore()
    this.window.close()
    for (const client of this.clients()) {
      client.socket.close(code, reason)
      this.detach(client)
    }
  }

  /**
   * Subscribes `keys` for a client. The current values of newly followed keys go out with the client's
   * next batch, or with `inReply` are answered in `values` for the caller to send in its reply (a page's
   * subscription: the values reach the browser in the frame that says which keys it follows).
   */
  subscribe(
    client: HubClient,
    keys: readonly string[],
    inReply?: 'inReply',
  ): { keys: string[]; unknown: string[]; denied: DeniedKey[]; values?: Record<string, Vqt> } {
    const values: Record<string, Vqt> | undefined = inReply ? {} : undefined
    const accepted: string[] = []
    const unknown: string[] = []
    const denied: DeniedKey[] = []
    for (const key of keys) {
      // Refused before the existence check, so a denied key does not tell whether it exists.
      if (!client.mayRead(key)) {
        denied.push({ key, message: noDataPermissionText('read', [key]) })
        continue
      }
      if (!this.store.has(key)) {
        unknown.push(key)
        continue
      }
      const fresh = !client.keys.has(key)
      if (fresh && client.keys.size >= this.maxKeys) {
        unknown.push(key)
        continue
      }
      accepted.push(key)
      client.keys.add(key)
      let set = this.#byKey.get(key)
      if (!set) {
        set = new Set()
        this.#byKey.set(key, set)
        this.interest.set('screen', key, true)
      }
      set.add(client)
      // The current value of a newly subscribed key goes out with the next batch, like any change; a
      // key followed already has had it (the page subscription and the page's own may overlap).
      const vqt = fresh ? this.store.getKey(key) : undefined
      if (vqt && values) values[key] = vqt
      else if (vqt) client.queueValue(key, vqt)
    }
    return values ? { keys: accepted, unknown, denied, values } : { keys: accepted, unknown, denied }
  }

  /**
   * Gives a client its current data permissions and drops the subscriptions they no longer allow,
   * telling the client which and why (`unsubscribed` with `denied`).
   */
  updateAccess(client: HubClient, access: DataAccess): void {
    client.access = access
    const revoked = [...client.keys].filter((key) => !client.mayRead(key))
    if (revoked.length === 0) return
    this.unsubscribe(client, revoked)
    client.sendNow({
      type: 'unsubscribed',
      keys: revoked,
      denied: revoked.map((key) => ({ key, message: noDataPermissionText('read', [key]) })),
    })
  }

  unsubscribe(client: HubClient, keys: readonly string[]): string[] {
    const removed: string[] = []
    for (const key of keys) {
      if (!client.keys.delete(key)) continue
      removed.push(key)
      client.dropPending(key)
      const set = this.#byKey.get(key)
      set?.delete(client)
      if (set?.size === 0) {
        this.#byKey.delete(key)
        this.interest.set('screen', key, false)
      }
    }
    return removed
  }

  #onChange(change: ValueChange): void {
    const clients = this.#byKey.get(change.key)
    if (!clients) return
    const vqt: Vqt = { value: change.value, quality: change.quality, timestamp: change.timestamp }
    for (const client of clients) client.queueValue(change.key, vqt)
  }
}

/** One connection: its subscriptions and what waits for its next batch. */
export class HubClient {
  readonly keys = new Set<string>()
  wantsAlarms = false
  readonly #pending = new Map<string, Vqt>()
  #alarms: AlarmEvent[] = []
  #droppedAlarms = 0
  #lastFlush = 0
  /** When the oldest value now pending was queued (performance.now()); 0 while nothing is pending. */
  #pendingSince = 0
  #timer: NodeJS.Timeout | null = null
  #flushQueued = false
  #disposed = false

  constructor(
    private readonly hub: LiveHub,
    readonly socket: HubSocket,
    readonly peer: HubPeer,
    /** The peer's data permissions (data authorisation groups); the hub's `updateAccess` replaces them. */
    public access: DataAccess,
  ) {}

  /** Handles one text frame from the client. */
  receive(text: string): void {
    const message = parseClientMessage(text)
    if ('error' in message) {
      this.sendNow({ type: 'error', message: message.error })
      return
    }
    switch (message.type) {
      case 'subscribe': {
        const result = this.hub.subscribe(this, message.keys)
        this.sendNow({ type: 'subscribed', ...result })
        break
      }
      case 'unsubscribe':
        this.sendNow({
          type: 'unsubscribed',
          keys: this.hub.unsubscribe(this, message.keys ?? [...this.keys]),
        })
        break
      case 'subscribeAlarms':
        this.wantsAlarms = true
        this.sendNow({ type: 'alarmsSubscribed' })
        break
      case 'unsubscribeAlarms':
        this.wantsAlarms = false
        this.#alarms = []
        this.#droppedAlarms = 0
        this.sendNow({ type: 'alarmsUnsubscribed' })
        break
      case 'ping':
        this.sendNow({ type: 'pong' })
        break
    }
  }

  /**
   * Subscribes the keys a page binds, for a peer opening it (`page=` in the socket's address): the
   * reply names the page, so the peer knows it follows them without having asked, and carries their
   * current values: a browser busy decoding the page handles each frame as a task of its own, and values
   * in a later frame could miss the page's first render (drawn once more when they arrive).
   */
  subscribePage(pageId: string, keys: readonly string[]): void {
    this.sendNow({ type: 'subscribed', page: pageId, ...this.hub.subscribe(this, keys, 'inReply') })
  }

  /** Coalesces per key: a newer value replaces the pending one, so the latest is never lost. */
  queueValue(key: string, vqt: Vqt): void {
    if (this.#pendingSince === 0) this.#pendingSince = performance.now()
    this.#pending.set(key, vqt)
    this.#schedule()
  }

  dropPending(key: string): void {
    this.#pending.delete(key)
  }

  /** Whether the peer may read the value of `objName.propName`. */
  mayRead(key: string): boolean {
    if (this.access.unrestricted) return true
    const dot = key.indexOf('.')
    return dot <= 0 || this.access.can('read', key.slice(0, dot), key.slice(dot + 1))
  }

  queueAlarm(event: AlarmEvent): void {
    if (!this.wantsAlarms) return
    // An alarm carries its property's value: only peers that may read the property get it.
    if (!this.mayRead(`${event.objName}.${event.propName}`)) return
    this.#alarms.push(event)
    if (this.#alarms.length > this.hub.maxQueuedAlarms) {
      this.#alarms.shift()
      this.#droppedAlarms += 1
    }
    this.#schedule()
  }

  /** Replies to the client's own requests go out at once; pushed data waits for the batch. */
  sendNow(message: ServerMessage): void {
    if (this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message))
  }

  dispose(): void {
    this.#disposed = true
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    this.#flushQueued = false
    this.#pending.clear()
    this.#pendingSince = 0
    this.#alarms = []
  }

  #schedule(): void {
    if (this.#timer || this.#flushQueued || this.#disposed) return
    const wait = this.#lastFlush + this.hub.window.windowMs - Date.now()
    if (wait > 0) {
      this.#timer = setTimeout(() => this.#flush(), wait)
      return
    }
    // After a quiet spell the change is not held back: it leaves once the current callback is done.
    this.#flushQueued = true
    queueMicrotask(() => this.#flush())
  }

  #flush(): void {
    this.#timer = null
    this.#flushQueued = false
    if (this.#disposed || this.socket.readyState !== OPEN) return
    // A client that does not read keeps coalescing here instead of growing the socket's buffer.
    if (this.socket.bufferedAmount > this.hub.maxBufferedBytes) {
      this.#lastFlush = Date.now()
      this.#schedule()
      return
    }
    if (this.#pending.size > 0) {
      const started = performance.now()
      const text = encodeValues(this.#pending)
      this.#pending.clear()
      this.socket.send(text)
      this.hub.window.countSent()
      const { hold, send } = this.hub.timings
      const sent = performance.now()
      if (this.#pendingSince > 0) hold.record(Math.max(1, Math.round((sent - this.#pendingSince) * 1000)))
      send.record(Math.max(1, Math.round((sent - started) * 1000)))
    }
    this.#pendingSince = 0
    if (this.#alarms.length > 0) {
      const message: ServerMessage = { type: 'alarm', events: this.#alarms }
      if (this.#droppedAlarms > 0) message.dropped = this.#droppedAlarms
      this.#alarms = []
      this.#droppedAlarms = 0
      this.socket.send(JSON.stringify(message))
      this.hub.window.countSent()
    }
    this.#lastFlush = Date.now()
  }
}

/**
 * `{"type":"values","values":{…}}` (ServerMessage) straight from a client's pending map, the same text
 * JSON.stringify gives for `Object.fromEntries(pending)`. Building that object first cost more than the
 * rest of a batch: each message adds its hundreds of keys one by one in a new order, and V8 builds a
 * hidden class per key added (measured: 70 MB allocated in 10 s at 10,000 changes/s over 1,000 keys,
 * two thirds of the server's allocation, and the scavenges that allocation costs held every send back).
 * Keys are `objName.propName`, never array indices, so the order is the map's either way.
 */
export function encodeValues(pending: ReadonlyMap<string, Vqt>): string {
  let text = '{"type":"values","values":{'
  let first = true
  for (const [key, vqt] of pending) {
    text += `${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(vqt)}`
    first = false
  }
  return `${text}}}`
}
