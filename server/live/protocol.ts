import type { AlarmEvent, Vqt } from './types.ts'

/** The WebSocket protocol of /api/runtime/ws; see PROTOCOL.md. */

export type ClientMessage =
  | { type: 'subscribe'; keys: string[] }
  | { type: 'unsubscribe'; keys?: string[] }
  | { type: 'subscribeAlarms' }
  | { type: 'unsubscribeAlarms' }
  | { type: 'ping' }

/** A key refused because the peer's data authorisation groups deny reading it. */
export interface DeniedKey {
  key: string
  message: string
}

export type ServerMessage =
  | { type: 'ready'; batchMs: number; maxKeys: number }
  | {
      type: 'subscribed'
      keys: string[]
      unknown: string[]
      denied: DeniedKey[]
      /** A page's subscription (`page=`): the page, and the current values of its keys. */
      page?: string
      values?: Record<string, Vqt>
    }
  | { type: 'unsubscribed'; keys: string[]; denied?: DeniedKey[] }
  | { type: 'values'; values: Record<string, Vqt> }
  | { type: 'alarm'; events: AlarmEvent[]; dropped?: number }
  | { type: 'alarmsSubscribed' }
  | { type: 'alarmsUnsubscribed' }
  | { type: 'pong' }
  | { type: 'error'; message: string }
  | { type: 'todos' }
  | { type: 'progress'; key: string; done: number; total: number }
  | {
      type: 'notify'
      unread: number
      latest: { messageId: number; title: string; createdAt: string; link: string; isRead: boolean } | null
    }

/** Keys in one subscribe message; a page shows far fewer. */
const MAX_KEYS_PER_MESSAGE = 10_000

/** Reads one text frame; answers the message or why it was refused. */
export function parseClientMessage(text: string): ClientMessage | { error: string } {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { error: 'Messages must be JSON' }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { error: 'Messages must be objects' }
  const message = data as { type?: unknown; keys?: unknown }
  switch (message.type) {
    case 'subscribe': {
      const keys = readKeys(message.keys)
      return keys
        ? { type: 'subscribe', keys }
        : { error: 'subscribe needs keys: a list of "objName.propName"' }
    }
    case 'unsubscribe': {
      if (message.keys === undefined) return { type: 'unsubscribe' }
      const keys = readKeys(message.keys)
      return keys ? { type: 'unsubscribe', keys } : { error: 'unsubscribe keys must be a list of texts' }
    }
    case 'subscribeAlarms':
    case 'unsubscribeAlarms':
    case 'ping':
      return { type: message.type }
    default:
      return { error: `Unknown message type ${JSON.stringify(message.type ?? null)}` }
  }
}

function readKeys(keys: unknown): string[] | null {
  if (!Array.isArray(keys) || keys.length > MAX_KEYS_PER_MESSAGE) return null
  if (!keys.every((key) => typeof key === 'string' && key.length <= 300)) return null
  return [...new Set(keys as string[])]
}
