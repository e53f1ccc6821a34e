/**
 * The session's one live connection, shared by every runtime page on screen (the page and any pop-up it
 * opens) and by the header bell (`sessionSocket()`, for its `notify` pushes): the socket follows the union
 * of the pages' bound keys, and each batch of values goes to each page.
 */
import { subscribe } from 'valtio'
import type { RuntimeServices } from '../../../plugins/shared/viewContract'
import { sessionEnded } from '../../shell/http'
import { session } from '../../shell/session'
import { takeEarlySocket } from './earlySocket'
import type { LiveBindings } from './liveBindings'
import {
  LiveSocket,
  type LiveSocketOptions,
  liveSocketUrl,
  type SocketState,
  type WireVqt,
} from './liveSocket'
import { createRuntimeServices } from './runtimeServices'

export interface LiveHub {
  readonly services: RuntimeServices
  /** Opens the socket ahead of the first page, so its handshake overlaps the page's loading. */
  connect(): void
  /**
   * Feeds `bindings` and follows its keys until the returned function is called. The latest values of
   * keys already followed (by another page on screen, or asked for when the socket opened) reach it at once.
   */
  attach(bindings: LiveBindings): () => void
  /**
   * Follows only the attached pages' keys. Called when a page did not load: the keys the server
   * subscribed for it when the socket opened (`page=`) are dropped rather than followed until the next page.
   */
  settle(): void
  /** The connection state, for the runtime's status dot. */
  onState(listener: (state: SocketState) => void): () => void
  readonly state: SocketState
}

let current: { ticket: string; hub: LiveHub; socket: LiveSocket } | null = null

/** A hub on its own socket (`liveHub()` keeps the session's one); exported for tests. */
export function createHub(
  url: () => string,
  options: Pick<LiveSocketOptions, 'createSocket' | 'adopt' | 'onSessionEnded'> = {},
): { hub: LiveHub; socket: LiveSocket } {
  const attached = new Set<LiveBindings>()
  const stateListeners = new Set<(state: SocketState) => void>()
  // The server sends a key's value when it is first subscribed and then only when it changes, so a page
  // attaching to keys already followed gets their latest values from here.
  const latest = new Map<string, WireVqt>()
  const unavailable = new Set<string>()
  const socket = new LiveSocket({
    url,
    onValues(values) {
      for (const key in values) latest.set(key, values[key] as WireVqt)
      for (const bindings of attached) bindings.receive(values)
    },
    onUnavailable(keys) {
      for (const key of keys) unavailable.add(key)
      for (const bindings of attached) bindings.unavailable(keys)
    },
    onState(state) {
      // Values held through a reconnect would be stale: the resubscription sends them afresh. Until
      // then the pages show theirs as bad quality, not as current.
      if (state !== 'open') {
        latest.clear()
        unavailable.clear()
        for (const bindings of attached) bindings.connectionLost()
      }
      for (const listener of stateListeners) listener(state)
    },
    ...options,
  })
  const follow = () => {
    const keys = new Set<string>()
    for (const bindings of attached) for (const key of bindings.keys()) keys.add(key)
    for (const key of latest.keys()) if (!keys.has(key)) latest.delete(key)
    for (const key of unavailable) if (!keys.has(key)) unavailable.delete(key)
    socket.follow(keys)
  }
  const hub: LiveHub = {
    services: createRuntimeServices(socket),
    connect: () => socket.connect(),
    attach(bindings) {
      attached.add(bindings)
      follow()
      socket.connect()
      const known: Record<string, WireVqt> = {}
      const missing: string[] = []
      for (const key of bindings.keys()) {
        const vqt = latest.get(key)
        if (vqt) known[key] = vqt
        else if (unavailable.has(key)) missing.push(key)
      }
      bindings.receive(known)
      if (missing.length > 0) bindings.unavailable(missing)
      // Applied now rather than at the next frame: the page's first render shows them, instead of
      // drawing placeholders it repaints a frame later.
      bindings.flush()
      return () => {
        attached.delete(bindings)
        follow()
      }
    },
    settle: follow,
    onState(listener) {
      stateListeners.add(listener)
      return () => stateListeners.delete(listener)
    },
    get state() {
      return socket.state
    },
  }
  return { hub, socket }
}

/** The hub of the signed-in session; a new ticket (another user) gets a new connection. */
export function liveHub(): LiveHub {
  const ticket = session.ticket ?? ''
  if (current?.ticket !== ticket) {
    current?.socket.close()
    current = {
      ticket,
      ...createHub(() => liveSocketUrl(ticket), {
        // Ended elsewhere (or timed out): as a call's 401 — the login page says the session timed out.
        onSessionEnded: sessionEnded,
        adopt: takeEarlySocket,
      }),
    }
    watchSignOut()
  }
  return current.hub
}

/**
 * The session's socket itself, for what listens to other pushes than values (the header bell): one
 * connection per tab, whoever opens it first.
 */
export function sessionSocket(): LiveSocket {
  liveHub()
  return (current as { socket: LiveSocket }).socket
}

let watching = false

/** Signing out (here or in another tab) closes the socket at once rather than when the server notices. */
function watchSignOut(): void {
  if (watching) return
  watching = true
  subscribe(session, () => {
    if (current && current.ticket !== (session.ticket ?? '')) {
      current.socket.close()
      current = null
    }
  })
}
