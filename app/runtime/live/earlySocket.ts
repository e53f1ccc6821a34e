/**
 * The live socket index.html opened for a runtime page opened directly, asking the server to subscribe
 * the page's bound keys at once (`page=` in its address, server/live/PROTOCOL.md): the page's values
 * travel while its code loads and its document decodes. Frames that arrive before the runtime's code
 * takes the socket over are kept for it.
 */
interface EarlySocket {
  /** The address without its `page` parameter, as the runtime would open it. */
  url: string
  socket: WebSocket
  messages: unknown[]
}

/** The early socket if it was opened to `url` and is still connecting or open (once). */
export function takeEarlySocket(url: string): { socket: WebSocket; messages: readonly unknown[] } | null {
  const holder = window as { __gantryEarlySocket?: EarlySocket }
  const early = holder.__gantryEarlySocket
  if (!early) return null
  holder.__gantryEarlySocket = undefined
  if (early.url !== url || early.socket.readyState > 1) {
    early.socket.close()
    return null
  }
  return { socket: early.socket, messages: early.messages }
}
