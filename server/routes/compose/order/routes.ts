import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { badRequest } from '../../../http/httpError.ts'
import { modified } from '../../../http/replies.ts'
import { appOr404 } from '../../app/manager/appWrites.ts'
import { publishApp } from '../../app/publish/appMenu.ts'
import { writeAccess } from '../access.ts'
import { parentOf } from '../folders/queries.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { type OrderBody, type OrderItem, orderBody } from './schema.ts'

const TABLES = {
  folder: { table: 'composeFolders', key: 'folderId' },
  page: { table: 'composePages', key: 'pageId' },
  template: { table: 'composeTemplates', key: 'templateId' },
  symbol: { table: 'composeSymbols', key: 'symbolId' },
} as const

/** Page ids are text, the other ids integers (sent as number or digits). */
function keyOf(item: OrderItem): string | number {
  if (item.kind === 'page') return String(item.id)
  const id = Number(item.id)
  if (!Number.isInteger(id))
    throw badRequest(withValues(COMPOSE_MESSAGES.badOrderId, { id: String(item.id) }))
  return id
}

async function placeOf(db: Kysely<Database>, item: OrderItem) {
  const { table, key } = TABLES[item.kind]
  // biome-ignore lint/suspicious/noExplicitAny: the four tables share appId/parentId; the key column differs.
  const query = (db as Kysely<any>)
    .selectFrom(table)
    .select(['appId', 'parentId'])
    .where(key, '=', keyOf(item))
  return (await query.executeTakeFirst()) as { appId: number; parentId: number | null } | undefined
}

/**
 * The order of folders and items within one parent. Ordering is not an edit of the items themselves,
 * so their versions stay: a designer with a page open can still save it after someone reorders.
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.put<{ Body: OrderBody }>(
    '/order',
    { schema: { body: orderBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { appId, items } = request.body
      const parentId = parentOf(request.body.parentId)
      await appOr404(app, appId)
      const seen = new Set<string>()
      for (const item of items) {
        const key = `${item.kind}:${item.id}`
        if (seen.has(key)) throw badRequest(withValues(COMPOSE_MESSAGES.orderTwice, { id: String(item.id) }))
        seen.add(key)
        const place = await placeOf(app.db, item)
        if (!place || place.appId !== appId || place.parentId !== parentId) {
          throw badRequest(withValues(COMPOSE_MESSAGES.orderElsewhere, { id: String(item.id) }))
        }
      }
      await app.db.transaction().execute(async (trx) => {
        for (const [index, item] of items.entries()) {
          const { table, key } = TABLES[item.kind]
          // biome-ignore lint/suspicious/noExplicitAny: see placeOf.
          await (trx as Kysely<any>)
            .updateTable(table)
            .set({ sortOrder: index })
            .where(key, '=', keyOf(item))
            .execute()
        }
        if (items.some((item) => item.kind === 'page' || item.kind === 'folder')) {
          await publishApp(trx, appId)
        }
      })
      request.operation = { action: 'compose.order', target: `${appId}/${parentId ?? 'top'}` }
      return modified(reply, { appId, parentId, items })
    },
  )
}
