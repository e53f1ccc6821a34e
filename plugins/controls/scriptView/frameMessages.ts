/**
 * The typed message API between the programmable component and its sandboxed frame
 * (server/sandbox/scriptFrame.ts holds the frame's side). Anything else a frame posts is ignored.
 */

/** What the frame may ask of the host. */
export type FrameRequest =
  | { type: 'gantry:ready' }
  | { type: 'gantry:error'; message: string }
  | { type: 'gantry:set'; prop: string; value: unknown }
  | { type: 'gantry:openPage'; pageId: string }

/** What the host sends the frame. */
export type HostMessage =
  | { type: 'gantry:run'; script: string; values: Record<string, unknown> }
  | { type: 'gantry:values'; values: Record<string, unknown> }

/** The frame's message as a typed request, or null for anything else (never trusted further than this). */
export function readFrameRequest(data: unknown): FrameRequest | null {
  if (!data || typeof data !== 'object') return null
  const message = data as Record<string, unknown>
  switch (message.type) {
    case 'gantry:ready':
      return { type: 'gantry:ready' }
    case 'gantry:error':
      return { type: 'gantry:error', message: String(message.message ?? '').slice(0, 500) }
    case 'gantry:set':
      return typeof message.prop === 'string'
        ? { type: 'gantry:set', prop: message.prop, value: message.value }
        : null
    case 'gantry:openPage':
      return typeof message.pageId === 'string' ? { type: 'gantry:openPage', pageId: message.pageId } : null
    default:
      return null
  }
}
