import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { notFound, unprocessable } from '../../http/httpError.ts'
import { containsPattern, fetchPage, type PagingQuery } from '../../http/paging.ts'
import { modified } from '../../http/replies.ts'
import { NOTIFY_MESSAGES } from '../../notify/typeConfig.ts'
import { idsBody, logIdParams, logsQuery } from './schema.ts'

const LOG = { access: { resource: 'log-manage' } } as const

interface LogsQuery extends PagingQuery {
  keyword?: string
  channel?: string
  status?: string
  typeId?: number
  receiver?: string
  from?: string
  to?: string
}

/** The send log (`/design/notification-center/log-manage`): every send of the outbox and its attempts. */
export async function logsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LogsQuery }>(
    '/logs',
    { schema: { querystring: logsQuery }, config: LOG },
    async (request) => {
      const q = request.query
      let query = app.db
        .selectFrom('notificationOutbox')
        .select([
          'outboxId',
          'typeId',
          'typeName',
          'event',
          'channel',
          'userId',
          'receiver',
          'address',
          'language',
          'title',
          'content',
          'link',
          'status',
          'attempts',
          'nextAttemptAt',
          'lastError',
          'digestId',
          'createdAt',
          'sentAt',
        ])
        .orderBy('outboxId', 'desc')
      if (q.keyword) {
        const pattern = containsPattern(q.keyword)
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['title']), 'like', pattern),
            eb(eb.fn('lower', ['content']), 'like', pattern),
          ]),
        )
      }
      if (q.receiver) {
        const pattern = containsPattern(q.receiver)
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['receiver']), 'like', pattern),
            eb(eb.fn('lower', ['address']), 'like', pattern),
          ]),
        )
      }
      if (q.channel) query = query.where('channel', '=', q.channel)
      if (q.status) query = query.where('status', '=', q.status)
      if (q.typeId) query = query.where('typeId', '=', q.typeId)
      if (q.from) query = query.where('createdAt', '>=', q.from)
      if (q.to) query = query.where('createdAt', '<=', q.to)
      return fetchPage(query, q)
    },
  )

  app.get<{ Params: { outboxId: number } }>(
    '/logs/:outboxId/attempts',
    { schema: { params: logIdParams }, config: LOG },
    async (request) => {
      const exists = await app.db
        .selectFrom('notificationOutbox')
        .select('outboxId')
        .where('outboxId', '=', request.params.outboxId)
        .executeTakeFirst()
      if (!exists) throw notFound(withValues(NOTIFY_MESSAGES.logMissing, { ids: request.params.outboxId }))
      const list = await app.db
        .selectFrom('notificationAttempts')
        .selectAll()
        .where('outboxId', '=', request.params.outboxId)
        .orderBy('attemptId')
        .execute()
      return { list }
    },
  )

  // Sends failed ones again: back to the outbox as due now (the attempts so far stay in the log).
  app.post<{ Body: { ids: number[] } }>(
    '/logs/resend',
    { schema: { body: idsBody }, config: LOG },
    async (request, reply) => {
      const ids = [...new Set(request.body.ids)]
      const rows = await app.db
        .selectFrom('notificationOutbox')
        .select(['outboxId', 'status'])
        .where('outboxId', 'in', ids)
        .execute()
      const found = new Set(rows.map((row) => row.outboxId))
      const missing = ids.filter((id) => !found.has(id))
      if (missing.length > 0)
        throw notFound(withValues(NOTIFY_MESSAGES.logMissing, { ids: missing.join(', ') }))
      const notFailed = rows.filter((row) => row.status !== 'failed').map((row) => row.outboxId)
      if (notFailed.length > 0)
        throw unprocessable(withValues(NOTIFY_MESSAGES.notFailed, { ids: notFailed.join(', ') }))
      const updated = await app.db
        .updateTable('notificationOutbox')
        .set({ status: 'pending', nextAttemptAt: new Date().toISOString(), lastError: '', leaseUntil: null })
        .where('outboxId', 'in', ids)
        .where('status', '=', 'failed')
        .returning('outboxId')
        .execute()
      app.notify.wake()
      request.operation = { action: 'notification.logs.resend', target: ids.join(',') }
      return modified(reply, { resent: updated.map((row) => row.outboxId) })
    },
  )
}
