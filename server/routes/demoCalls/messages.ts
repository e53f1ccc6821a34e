import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The answers of the error-page triggers (spec S1 §7 "GET /api/401, 403, 404, 500"). */
export const DEMO_CALL_MESSAGES = {
  trigger401: /*i18n*/ {
    id: 'server.demoCalls.trigger401',
    message: 'Demo: the server answered 401 (not signed in)',
  },
  trigger403: /*i18n*/ {
    id: 'server.demoCalls.trigger403',
    message: 'Demo: the server answered 403 (not allowed)',
  },
  trigger404: /*i18n*/ {
    id: 'server.demoCalls.trigger404',
    message: 'Demo: the server answered 404 (not found)',
  },
  trigger500: /*i18n*/ {
    id: 'server.demoCalls.trigger500',
    message: 'Demo: the server answered 500 (server error)',
  },
} satisfies Record<string, MessageDescriptor>
