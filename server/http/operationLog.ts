import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { now } from './session.ts'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface OperationEntry {
  userId: number | null
  username: string
  method: string
  path: string
  action: string
  target: string
  status: number
  ip: string
}

/** Appends one row to the operation log. */
export async function writeOperationLog(db: Kysely<Database>, entry: OperationEntry): Promise<void> {
  await db
    .insertInto('operationLog')
    .values({ ...entry, at: now() })
    .execute()
}

/**
 * Records every successful write by a signed-in caller just before its answer leaves, so no route can
 * forget to and a client that saw success can rely on the entry being there. Handlers name the action and
 * target through `request.operation`; otherwise the route pattern is used.
 */
export function registerOperationLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400 || !request.session) return payload
    if (request.routeOptions.config.readOnly || request.routeOptions.config.operationLog === 'skip')
      return payload
    if (!request.url.startsWith('/api/')) return payload
    try {
      await writeOperationLog(app.db, entryFor(request, reply.statusCode))
    } catch (error) {
      request.log.error({ err: error }, 'operation log write failed')
    }
    return payload
  })
}

function entryFor(request: FastifyRequest, status: number): OperationEntry {
  const session = request.session
  const route = request.routeOptions.url ?? ''
  return {
    userId: session?.userId ?? null,
    username: session?.username ?? '',
    method: request.method,
    path: request.url.split('?')[0] ?? '',
    action: request.operation?.action ?? `${request.method} ${route}`,
    target: request.operation?.target ?? '',
    status,
    ip: request.ip,
  }
}
