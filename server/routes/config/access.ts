import type { FastifyRequest } from 'fastify'
import { MESSAGES } from '../../../engine/rules/responses.ts'
import { HttpError } from '../../http/httpError.ts'
import { HTTP_MESSAGES } from '../../http/messages.ts'

/**
 * System settings, backup and restore belong to the "System information" resource (S0 §2 design menu,
 * `system-info-manage`, whose page is the backup management screen).
 */
export const SYSTEM_RESOURCE = 'system-info-manage'

/**
 * For routes declared public because part of what they serve is public (the login page's settings):
 * the rest needs what `access: 'session'` would have required.
 */
export function requireSignedIn(request: FastifyRequest): void {
  if (!request.session) {
    const sentTicket = request.headers.authorization?.startsWith('Bearer ') ?? false
    throw new HttpError(401, sentTicket ? MESSAGES.sessionTimeout : HTTP_MESSAGES.logInFirst)
  }
  if (request.session.passwordChange === 'required') {
    throw new HttpError(403, HTTP_MESSAGES.changePasswordFirst)
  }
}
