import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { holdsResource } from '../../http/access.ts'
import { forbidden } from '../../http/httpError.ts'

/**
 * The resource that lets a user change the plant (issue 17): write property values, run services that write
 * and acknowledge alarms. Deny by default: only the administrator and those granted it (directly or by a
 * role) may; the data authorisation groups then narrow it per object and property.
 */
export const OPERATE_RESOURCE = 'runtime-operate'

export const OPERATE_MESSAGES = {
  noOperate: /*i18n*/ {
    id: 'server.runtime.noOperate',
    message: 'You may watch the plant but not operate it (no "Operate the plant" right); nothing changed',
  },
} satisfies Record<string, MessageDescriptor>

/** Whether the caller may operate; the administrator always may. */
export function mayOperate(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return holdsResource(app, request, OPERATE_RESOURCE)
}

/** 403 unless the caller holds the operate right; checked before anything is written. */
export async function requireOperate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (!(await mayOperate(app, request))) throw forbidden(OPERATE_MESSAGES.noOperate)
}
