import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import { checkTextLength, NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import type { Database } from '../../../db/schema.ts'
import { holdsResource } from '../../../http/access.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, forbidden, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import { HTTP_MESSAGES } from '../../../http/messages.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { Boundaries } from '../boundaries.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { foreignResourceIds } from '../resources/tree.ts'
import { getRole, listRoles, roleNameTaken } from './queries.ts'
import {
  createRoleBody,
  type ListRolesQuery,
  listRolesQuery,
  type RoleBody,
  roleIdParams,
  updateRoleBody,
} from './schema.ts'

const ROLES_RESOURCE = 'role-itemlist'
type Params = { roleId: number }

/** Roles: paged by roleName or keyword (spec S1 §7), each granting a set of resources. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  async function roleOr404(roleId: number) {
    const role = await getRole(app.db, roleId)
    if (!role) throw notFound(withValues(AUTH_MESSAGES.roleMissing, { roleId }))
    return role
  }

  async function validate(body: Partial<RoleBody>, status: 400 | 422, roleId?: number) {
    if (body.roleName !== undefined) {
      if (body.roleName.trim() === '') throw ruleError(status, [NAME_MESSAGES.empty])
      const tooLong = checkTextLength(body.roleName, 50)
      if (tooLong) throw ruleError(status, [tooLong])
      if (await roleNameTaken(app.db, body.roleName, roleId)) {
        throw conflict(withValues(AUTH_MESSAGES.roleNameTaken, { name: body.roleName }))
      }
    }
    const foreign = await foreignResourceIds(app.db, body.resourceIds ?? [])
    if (foreign.length > 0)
      throw new HttpError(status, withValues(AUTH_MESSAGES.unknownResources, { ids: foreign.join(', ') }))
  }

  async function replaceResources(trx: Transaction<Database>, roleId: number, ids: number[] | undefined) {
    if (ids === undefined) return
    await trx.deleteFrom('roleResources').where('roleId', '=', roleId).execute()
    if (ids.length > 0) {
      await trx
        .insertInto('roleResources')
        .values(ids.map((resourceId) => ({ roleId, resourceId })))
        .execute()
    }
  }

  // The user editor lists roles to assign them, so user management may read them too.
  async function requireRolesOrUsers(request: FastifyRequest) {
    const allowed =
      (await holdsResource(app, request, ROLES_RESOURCE)) ||
      (await holdsResource(app, request, 'user-itemlist'))
    if (!allowed) throw forbidden(HTTP_MESSAGES.noPermission)
  }

  app.get<{ Querystring: ListRolesQuery }>(
    '/roles',
    { schema: { querystring: listRolesQuery }, config: { access: 'session' } },
    async (request) => {
      await requireRolesOrUsers(request)
      return listRoles(app.db, request.query)
    },
  )

  app.post<{ Body: RoleBody }>(
    '/roles',
    { schema: { body: createRoleBody }, config: { access: { resource: ROLES_RESOURCE } } },
    async (request, reply) => {
      const body = request.body
      await validate(body, 422)
      await new Boundaries(app, request).assertMayGrant(body.resourceIds ?? [])
      const at = now()
      const roleId = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('roles')
          .values({
            roleName: body.roleName,
            description: body.description ?? '',
            createdAt: at,
            updatedAt: at,
          })
          .returning('roleId')
          .executeTakeFirstOrThrow()
        await replaceResources(trx, row.roleId, body.resourceIds ?? [])
        return row.roleId
      })
      request.operation = { action: 'roles.create', target: body.roleName }
      return created(reply, `/api/auth/roles/${roleId}`, await roleOr404(roleId))
    },
  )

  app.get<{ Params: Params }>(
    '/roles/:roleId',
    { schema: { params: roleIdParams }, config: { access: 'session' } },
    async (request) => {
      await requireRolesOrUsers(request)
      return roleOr404(request.params.roleId)
    },
  )

  app.put<{ Params: Params; Body: Partial<RoleBody> & { version: number } }>(
    '/roles/:roleId',
    {
      schema: { params: roleIdParams, body: updateRoleBody },
      config: { access: { resource: ROLES_RESOURCE } },
    },
    async (request, reply) => {
      const { roleId } = request.params
      const body = request.body
      const role = await roleOr404(roleId)
      await validate(body, 400, roleId)
      // Only what the edit adds must be the caller's to give; what the role had stays or goes.
      const added = (body.resourceIds ?? []).filter((id) => !role.resourceIds.includes(id))
      await new Boundaries(app, request).assertMayGrant(added)
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('roles')
          .set({
            roleName: body.roleName,
            description: body.description,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('roleId', '=', roleId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(AUTH_MESSAGES.roleStale, { roleId }))
        await replaceResources(trx, roleId, body.resourceIds)
      })
      request.operation = { action: 'roles.update', target: String(roleId) }
      return modified(reply, await roleOr404(roleId))
    },
  )

  app.delete<{ Params: Params }>(
    '/roles/:roleId',
    { schema: { params: roleIdParams }, config: { access: { resource: ROLES_RESOURCE } } },
    async (request, reply) => {
      const role = await roleOr404(request.params.roleId)
      // Deleting a role in use would silently take permissions away from its users.
      if (role.userCount > 0) {
        throw conflict(withValues(AUTH_MESSAGES.roleInUse, { name: role.roleName, count: role.userCount }))
      }
      await app.db.deleteFrom('roles').where('roleId', '=', role.roleId).execute()
      request.operation = { action: 'roles.delete', target: role.roleName }
      return deleted(reply)
    },
  )
}
