import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Selectable } from 'kysely'
import { withValues } from '../../engine/messages.ts'
import { forbidden, unauthorized } from '../http/httpError.ts'
import { COLLECTOR_MESSAGES as M } from './messages.ts'
import type { CollectorsTable } from './tables.ts'

/** What is stored of a collector's key: its sha256 (the key itself is shown once, on acceptance). */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** The caller collector, by its deviceUuid and the key issued on acceptance (header x-collector-key). */
export async function authenticateCollector(
  app: FastifyInstance,
  request: FastifyRequest,
  deviceUuid: string,
): Promise<Selectable<CollectorsTable>> {
  const row = await app.db
    .selectFrom('collectors')
    .selectAll()
    .where('deviceUuid', '=', deviceUuid)
    .executeTakeFirst()
  const key = request.headers['x-collector-key']
  if (!row || row.keyHash === '' || typeof key !== 'string') throw unauthorized(M.badKey)
  const given = Buffer.from(hashKey(key))
  if (!timingSafeEqual(given, Buffer.from(row.keyHash))) throw unauthorized(M.badKey)
  if (row.registrationStatus !== 'reviewed')
    throw forbidden(withValues(M.notReviewed, { uuid: deviceUuid, status: row.registrationStatus }))
  return row
}
