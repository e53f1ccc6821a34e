import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { sessionOf } from '../../http/access.ts'
import { notFound } from '../../http/httpError.ts'
import { containsPattern, fetchPage, type PagingQuery } from '../../http/paging.ts'
import { deleted, modified } from '../../http/replies.ts'
import { NOTIFY_MESSAGES } from '../../notify/typeConfig.ts'
import { idsBody, messagesQuery } from './schema.ts'

const OWN = { access: 'session' } as const

/**
 * The caller's in-site letters (`/design/notification-center/msg-manage` and the header bell): only ever
 * the caller's own, so a session is enough. Every change pushes the new unread count to their screens.
 */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const shown = (row: { isRead: number; readAt: string | null } & Record<string, unknown>) => ({
    ...row,
    isRead: row.isRead === 1,
  })

  app.get<{ Querystring: PagingQuery & { isRead?: boolean; keyword?: string } }>(
    '/messages',
    { schema: { querystring: messagesQuery }, config: OWN },
    async (request) => {
      const userId = sessionOf(request).userId
      let query = app.db
        .selectFrom('notificationMessages')
        .select([
          'messageId',
          'typeId',
          'typeName',
          'title',
          'content',
          'link',
          'isRead',
          'createdAt',
          'readAt',
        ])
        .where('userId', '=', userId)
        .orderBy('messageId', 'desc')
      if (request.query.isRead !== undefined) query = query.where('isRead', '=', request.query.isRead ? 1 : 0)
      if (request.query.keyword) {
        const pattern = containsPattern(request.query.keyword)
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['title']), 'like', pattern),
            eb(eb.fn('lower', ['content']), 'like', pattern),
          ]),
        )
      }
      const page = await fetchPage(query, request.query)
      return { ...page, list: page.list.map(shown) }
    },
  )

  // The bell: the unread count and the latest letters.
  app.get('/messages/unread', { config: OWN }, async (request) => {
    const userId = sessionOf(request).userId
    const latest = await app.db
      .selectFrom('notificationMessages')
      .select(['messageId', 'title', 'content', 'link', 'isRead', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('messageId', 'desc')
      .limit(8)
      .execute()
    return {
      count: await app.notify.unreadCount(userId),
      latest: latest.map((row) => ({ ...row, isRead: row.isRead === 1 })),
    }
  })

  async function own(userId: number, ids: number[]) {
    const unique = [...new Set(ids)]
    const rows = await app.db
      .selectFrom('notificationMessages')
      .select('messageId')
      .where('userId', '=', userId)
      .where('messageId', 'in', unique)
      .execute()
    const found = new Set(rows.map((row) => row.messageId))
    const missing = unique.filter((id) => !found.has(id))
    // Another user's letter answers the same as a missing one: nothing about it is told.
    if (missing.length > 0)
      throw notFound(withValues(NOTIFY_MESSAGES.messageMissing, { ids: missing.join(', ') }))
    return unique
  }

  app.put<{ Body: { ids: number[] } }>(
    '/messages/read',
    { schema: { body: idsBody }, config: { ...OWN, operationLog: 'skip' } },
    async (request, reply) => {
      const userId = sessionOf(request).userId
      const ids = await own(userId, request.body.ids)
      await app.db
        .updateTable('notificationMessages')
        .set({ isRead: 1, readAt: new Date().toISOString() })
        .where('userId', '=', userId)
        .where('messageId', 'in', ids)
        .where('isRead', '=', 0)
        .execute()
      await app.notify.pushUnread([userId])
      return modified(reply, { unread: await app.notify.unreadCount(userId) })
    },
  )

  app.put('/messages/readAll', { config: { ...OWN, operationLog: 'skip' } }, async (request, reply) => {
    const userId = sessionOf(request).userId
    await app.db
      .updateTable('notificationMessages')
      .set({ isRead: 1, readAt: new Date().toISOString() })
      .where('userId', '=', userId)
      .where('isRead', '=', 0)
      .execute()
    await app.notify.pushUnread([userId])
    return modified(reply, { unread: 0 })
  })

  app.delete<{ Body: { ids: number[] } }>(
    '/messages',
    { schema: { body: idsBody }, config: OWN },
    async (request, reply) => {
      const userId = sessionOf(request).userId
      const ids = await own(userId, request.body.ids)
      await app.db
        .deleteFrom('notificationMessages')
        .where('userId', '=', userId)
        .where('messageId', 'in', ids)
        .execute()
      await app.notify.pushUnread([userId])
      request.operation = { action: 'notification.messages.delete', target: ids.join(',') }
      return deleted(reply)
    },
  )
}
