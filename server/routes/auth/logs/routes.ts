import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { containsPattern, fetchPage, type PagingQuery, pagingQuerySchema } from '../../../http/paging.ts'

/** Filters shared by both logs: who, and a time range of ISO timestamps (inclusive from, exclusive to). */
const logQuery = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 200 },
    keyword: { type: 'string', maxLength: 200 },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    ...pagingQuerySchema,
  },
} as const

type LogQuery = { username?: string; keyword?: string; from?: string; to?: string } & PagingQuery

/** Normalises a client timestamp (any offset) to the stored UTC form, so text comparison is right. */
const utc = (iso: string) => new Date(iso).toISOString()

/**
 * The operation log and the user access log (spec S0 §2 user-manage/operation-log, user-access-log;
 * their paths are not shown in the spec). Newest first.
 */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LogQuery }>(
    '/logs/operation',
    { schema: { querystring: logQuery }, config: { access: { resource: 'operation-log' } } },
    async (request) => {
      const { username, keyword, from, to, ...paging } = request.query
      let query = app.db.selectFrom('operationLog').selectAll().orderBy('id', 'desc')
      if (username) query = query.where('username', '=', username)
      if (from) query = query.where('at', '>=', utc(from))
      if (to) query = query.where('at', '<', utc(to))
      if (keyword) {
        const pattern = containsPattern(keyword)
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(action)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(target)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(path)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        )
      }
      return fetchPage(query, paging)
    },
  )

  app.get<{ Querystring: LogQuery }>(
    '/logs/access',
    { schema: { querystring: logQuery }, config: { access: { resource: 'user-access-log' } } },
    async (request) => {
      const { username, keyword, from, to, ...paging } = request.query
      let query = app.db.selectFrom('accessLog').selectAll().orderBy('id', 'desc')
      if (username) query = query.where('username', '=', username)
      if (from) query = query.where('at', '>=', utc(from))
      if (to) query = query.where('at', '<', utc(to))
      if (keyword)
        query = query.where(sql`lower(event)`, 'like', sql`${containsPattern(keyword)} escape '\\'`)
      return fetchPage(query, paging)
    },
  )
}
