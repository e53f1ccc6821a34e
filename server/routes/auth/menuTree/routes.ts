import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { badRequest, notFound, ruleError } from '../../../http/httpError.ts'
import { modified } from '../../../http/replies.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { buildTree, loadResources } from '../resources/tree.ts'
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
      const byId = new Map(rows.map((row) => [row.resourceId, row]))
      const parents = new Map(rows.map((row) => [row.resourceId, row.parentId]))
      const seen = new Set<number>()
      for (const entry of order) {
        if (seen.has(entry.resourceId))
          throw badRequest(withValues(AUTH_MESSAGES.menuListedTwice, { resourceId: entry.resourceId }))
        seen.add(entry.resourceId)
        if (!byId.has(entry.resourceId)) {
          throw badRequest(
            withValues(AUTH_MESSAGES.menuForeignEntry, { resourceId: entry.resourceId, resourceType }),
          )
        }
        if (entry.parentId !== null) {
          const parent = byId.get(entry.parentId)
          if (!parent)
            throw badRequest(
              withValues(AUTH_MESSAGES.menuForeignParent, { parentId: entry.parentId, resourceType }),
            )
          if (parent.resourceFunctionType !== 'folder') {
            throw badRequest(withValues(AUTH_MESSAGES.menuPageParent, { parentId: entry.parentId }))
          }
        }
        parents.set(entry.resourceId, entry.parentId)
      }
      const cycle = findCycle(parents)
      if (cycle !== null) throw badRequest(withValues(AUTH_MESSAGES.menuCycle, { resourceId: cycle }))

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

/** A resource id that is its own ancestor under `parents`, or null when the tree is sound. */
function findCycle(parents: Map<number, number | null>): number | null {
  for (const start of parents.keys()) {
    const path = new Set<number>()
    let current: number | null | undefined = start
    while (current !== null && current !== undefined) {
      if (path.has(current)) return current
      path.add(current)
      current = parents.get(current)
    }
  }
  return null
}
