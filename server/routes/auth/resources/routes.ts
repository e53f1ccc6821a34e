import type { FastifyInstance, FastifyRequest } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { holdsResource, sessionOf } from '../../../http/access.ts'
import { badRequest, forbidden, notFound } from '../../../http/httpError.ts'
import { HTTP_MESSAGES } from '../../../http/messages.ts'
import { modified } from '../../../http/replies.ts'
import { ADMIN_USER_ID } from '../../../http/session.ts'
import { Boundaries } from '../boundaries.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { type GrantBody, grantBody, resourceTypeQuery, userResourceParams } from './schema.ts'
import { buildTree, foreignResourceIds, grantedTree, heldResourceIds, loadResources } from './tree.ts'

const USERS_RESOURCE = 'user-itemlist'
const ROLES_RESOURCE = 'role-itemlist'

/**
 * Resource trees (spec S1 §3, §7): the whole tree for granting, a user's grants, and the caller's own
 * permitted tree from which the app builds its menus.
 */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  /** Granting screens (users and roles) need the whole tree. */
  async function requireGrantingScreen(request: FastifyRequest) {
    const allowed =
      (await holdsResource(app, request, USERS_RESOURCE)) ||
      (await holdsResource(app, request, ROLES_RESOURCE))
    if (!allowed) throw forbidden(HTTP_MESSAGES.noPermission)
  }

  app.get<{ Querystring: { resourceType?: string } }>(
    '/getAllResourceTree',
    { schema: { querystring: resourceTypeQuery }, config: { access: 'session' } },
    async (request) => {
      await requireGrantingScreen(request)
      return buildTree(await loadResources(app.db, request.query.resourceType))
    },
  )

  app.get<{ Params: { userId: number; resourceType: string } }>(
    '/resourceIdsAndResourcesTree/userId/:userId/resourceType/:resourceType',
    { schema: { params: userResourceParams }, config: { access: { resource: USERS_RESOURCE } } },
    async (request) => {
      const { userId, resourceType } = request.params
      await userOr404(app, userId)
      const rows = await loadResources(app.db, resourceType)
      const granted = await app.db
        .selectFrom('userResources')
        .innerJoin('resources', 'resources.resourceId', 'userResources.resourceId')
        .select('userResources.resourceId')
        .where('userResources.userId', '=', userId)
        .where('resources.resourceType', '=', resourceType)
        .orderBy('userResources.resourceId')
        .execute()
      return { resourceIds: granted.map((row) => row.resourceId), resourcesTree: buildTree(rows) }
    },
  )

  app.put<{ Body: GrantBody }>(
    '/resourcesTreeByUserId',
    { schema: { body: grantBody }, config: { access: { resource: USERS_RESOURCE } } },
    async (request, reply) => {
      const { userId, resourceType, resourceIds } = request.body
      const target = await userOr404(app, userId)
      if (userId === ADMIN_USER_ID) throw badRequest(AUTH_MESSAGES.adminHoldsAll)
      const foreign = await foreignResourceIds(app.db, resourceIds, resourceType)
      if (foreign.length > 0) {
        throw badRequest(
          withValues(AUTH_MESSAGES.foreignResources, { resourceType, ids: foreign.join(', ') }),
        )
      }
      const boundaries = new Boundaries(app, request)
      boundaries.assertNotSelf(userId)
      await boundaries.assertMayManage(target)
      const current = await app.db
        .selectFrom('userResources')
        .select('resourceId')
        .where('userId', '=', userId)
        .execute()
      const had = new Set(current.map((row) => row.resourceId))
      await boundaries.assertMayGrant(resourceIds.filter((id) => !had.has(id)))
      await app.db.transaction().execute(async (trx) => {
        const ofType = trx
          .selectFrom('resources')
          .select('resourceId')
          .where('resourceType', '=', resourceType)
        await trx
          .deleteFrom('userResources')
          .where('userId', '=', userId)
          .where('resourceId', 'in', ofType)
          .execute()
        if (resourceIds.length > 0) {
          await trx
            .insertInto('userResources')
            .values(resourceIds.map((resourceId) => ({ userId, resourceId })))
            .execute()
        }
      })
      request.operation = { action: 'resources.grantToUser', target: String(userId) }
      return modified(reply, { userId, resourceType, resourceIds })
    },
  )

  app.get<{ Querystring: { resourceType?: string } }>(
    '/userResourceTree',
    { schema: { querystring: resourceTypeQuery }, config: { access: 'session' } },
    async (request) => {
      const session = sessionOf(request)
      const rows = await loadResources(app.db, request.query.resourceType)
      if (session.userId === ADMIN_USER_ID) return grantedTree(rows, 'all')
      return grantedTree(rows, await heldResourceIds(app.db, session.userId))
    },
  )
}

async function userOr404(app: FastifyInstance, userId: number) {
  const user = await app.db
    .selectFrom('users')
    .select(['userId', 'username'])
    .where('userId', '=', userId)
    .executeTakeFirst()
  if (!user) throw notFound(withValues(AUTH_MESSAGES.userIdMissing, { userId }))
  return user
}
