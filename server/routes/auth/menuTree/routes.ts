import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { notFound, ruleError } from '../../../http/httpError.ts'
import { modified } from '../../../http/replies.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { buildTree, loadResources } from '../resources/tree.ts'
import { checkMenuOrder } from './order.ts'
import { type MenuOrderBody, menuNameBody, menuOrderBody, menuTreeQuery } from './schema.ts'

// Menu order and names are changed by "the user with edit rights" (S0 §2): the app menu setting screen.
const access = { resource: 'app-menu-setting' }

/** Menu tree modify: order and names of the resource tree's menu entries (spec S0 §7). */
export async function menuTreeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { resourceType: string } }>(
    '/menuTreeModify',
    { schema: { querystring: menuTreeQuery }, config: { access } },
    async (request) => buildTree(await loadResources(app.db, request.query.resourceType)),
  )

  app.put<{ Body: MenuOrderBody }>(
    '/menuTreeModify',
    { schema: { body: menuOrderBody }, config: { access } },
    async (request, reply) => {
      const { resourceType, order } = request.body
      const rows = await loadResources(app.db, resourceType)
      checkMenuOrder(rows, order, resourceType)

      await app.db.transaction().execute(async (trx) => {
        for (const entry of order) {
          await trx
            .updateTable('resources')
            .set({ parentId: entry.parentId, sortOrder: entry.sortOrder })
            .where('resourceId', '=', entry.resourceId)
            .execute()
        }
      })
      request.operation = { action: 'menuTree.order', target: resourceType }
      return modified(reply, buildTree(await loadResources(app.db, resourceType)))
    },
  )

  app.put<{ Body: { resourceId: number; name: string } }>(
    '/menuTreeModify/name',
    { schema: { body: menuNameBody }, config: { access } },
    async (request, reply) => {
      const { resourceId, name } = request.body
      if (name.trim() === '') throw ruleError(400, [name === '' ? NAME_MESSAGES.empty : NAME_MESSAGES.blank])
      const result = await app.db
        .updateTable('resources')
        .set({ name: name.trim() })
        .where('resourceId', '=', resourceId)
        .executeTakeFirst()
      if (result.numUpdatedRows === 0n)
        throw notFound(withValues(AUTH_MESSAGES.menuEntryMissing, { resourceId }))
      request.operation = { action: 'menuTree.rename', target: String(resourceId) }
      return modified(reply, { resourceId, name: name.trim() })
    },
  )
}
