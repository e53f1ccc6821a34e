/**
 * The session's one live connection, shared by every runtime page on screen (the page and any pop-up it
 * opens): the socket follows the union of their bound keys, and each batch of values goes to each page.
 */
import { subscribe } from 'valtio'
import type { RuntimeServices } from '../../../plugins/shared/viewContract'
import { session, signOut } from '../../shell/session'
import type { LiveBindings } from './liveBindings'
import { LiveSocket, liveSocketUrl, type SocketState } from './liveSocket'
import { createRuntimeServices } from './runtimeServices'

export interface LiveHub {
  readonly services: RuntimeServices
  /** Opens the socket ahead of the first page, so its handshake overlaps the page's loading. */
  connect(): void
  /** Feeds `bindings` and follows its keys until the returned function is called. */
  attach(bindings: LiveBindings): () => void
  /** The connection state, for the runtime's status dot. */
  onState(listener: (state: SocketState) => void): () => void
  readonly state: SocketState
}

let current: { ticket: string; hub: LiveHub; socket: LiveSocket } | null = null

function createHub(ticket: string): { hub: LiveHub; socket: LiveSocket } {
  const attached = new Set<LiveBindings>()
  const stateListeners = new Set<(state: SocketState) => void>()
  const socket = new LiveSocket({
    url: () => liveSocketUrl(ticket),
    onValues(values) {
      for (const bindings of attached) bindings.receive(values)
    },
    onUnavailable(keys) {
      for (const bindings of attached) bindings.unavailable(keys)
    },
    onState(state) {
      for (const listener of stateListeners) listener(state)
    },
    onSessionEnded: signOut,
  })
  const follow = () => {
    const keys = new Set<string>()
    for (const bindings of attached) for (const key of bindings.keys()) keys.add(key)
    socket.follow(keys)
  }
  const hub: LiveHub = {
    services: createRuntimeServices(socket),
    connect: () => socket.connect(),
    attach(bindings) {
      attached.add(bindings)
      follow()
      socket.connect()
      return () => {
        attached.delete(bindings)
        follow()
      }
    },
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
    current = { ticket, ...createHub(ticket) }
    watchSignOut()
  }
  return current.hub
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
