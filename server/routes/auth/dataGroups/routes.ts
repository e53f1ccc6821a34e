import type { FastifyInstance, FastifyRequest } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { checkTextLength } from '../../../../engine/rules/names.ts'
import { sessionOf } from '../../../http/access.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, forbidden, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import type { PagingQuery } from '../../../http/paging.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { ADMIN_USER_ID, now } from '../../../http/session.ts'
import { BOUNDARY_MESSAGES } from '../boundaries.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { getGroup, listGroups, missingUsers, nameTaken, replaceMembers } from './queries.ts'
import { createGroupBody, type GroupBody, groupIdParams, listGroupsQuery, updateGroupBody } from './schema.ts'

const access = { resource: 'data-auth' }
type Params = { groupId: number }

/**
 * Nobody widens their own data permissions (issue 17, as for resources): groups only restrict, and within
 * a level any permitting group is enough, so a member could free themselves by editing, leaving or
 * deleting a group, or by joining a permissive one. A non-administrator therefore creates, edits and
 * deletes only groups that include them neither before nor after; another data-auth holder can.
 */
function assertNotOwnGroup(request: FastifyRequest, ...memberLists: (number[] | undefined)[]): void {
  const callerId = sessionOf(request).userId
  if (callerId === ADMIN_USER_ID) return
  if (memberLists.some((ids) => ids?.includes(callerId))) throw forbidden(BOUNDARY_MESSAGES.ownDataGroup)
}

/** Data authorisation groups (spec S1 §1, S0 §2 user-manage/data-auth). */
export async function dataGroupRoutes(app: FastifyInstance): Promise<void> {
  async function groupOr404(groupId: number) {
    const group = await getGroup(app.db, groupId)
    if (!group) throw notFound(withValues(AUTH_MESSAGES.groupMissing, { groupId }))
    return group
  }

  /** Name and member checks shared by create (422) and edit (400). */
  async function validate(body: Partial<GroupBody>, status: 400 | 422, groupId?: number) {
    if (body.name !== undefined) {
      if (body.name.trim() === '') {
        throw ruleError(status, [{ id: 'rules.name.empty', message: 'The name cannot be empty' }])
      }
      const tooLong = checkTextLength(body.name, 50)
      if (tooLong) throw ruleError(status, [tooLong])
      if (await nameTaken(app.db, body.name, groupId))
        throw conflict(withValues(AUTH_MESSAGES.groupNameTaken, { name: body.name }))
    }
    const missing = await missingUsers(app.db, body.userIds ?? [])
    if (missing.length > 0)
      throw new HttpError(status, withValues(AUTH_MESSAGES.unknownUsers, { ids: missing.join(', ') }))
  }

  app.get<{ Querystring: { keyword?: string } & PagingQuery }>(
    '/dataGroups',
    { schema: { querystring: listGroupsQuery }, config: { access } },
    async (request) => {
      const { keyword, ...paging } = request.query
      return listGroups(app.db, keyword, paging)
    },
  )

  app.post<{ Body: GroupBody }>(
    '/dataGroups',
    { schema: { body: createGroupBody }, config: { access } },
    async (request, reply) => {
      const body = request.body
      assertNotOwnGroup(request, body.userIds)
      await validate(body, 422)
      const at = now()
      const groupId = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('dataGroups')
          .values({ name: body.name, description: body.description ?? '', createdAt: at, updatedAt: at })
          .returning('groupId')
          .executeTakeFirstOrThrow()
        await replaceMembers(trx, row.groupId, body.userIds ?? [], body.items ?? [])
        return row.groupId
      })
      request.operation = { action: 'dataGroups.create', target: body.name }
      return created(reply, `/api/auth/dataGroups/${groupId}`, await groupOr404(groupId))
    },
  )

  app.get<{ Params: Params }>(
    '/dataGroups/:groupId',
    { schema: { params: groupIdParams }, config: { access } },
    async (request) => groupOr404(request.params.groupId),
  )

  app.put<{ Params: Params; Body: Partial<GroupBody> & { version: number } }>(
    '/dataGroups/:groupId',
    { schema: { params: groupIdParams, body: updateGroupBody }, config: { access } },
    async (request, reply) => {
      const { groupId } = request.params
      const body = request.body
      assertNotOwnGroup(request, (await groupOr404(groupId)).userIds, body.userIds)
      await validate(body, 400, groupId)
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('dataGroups')
          .set({
            name: body.name,
            description: body.description,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('groupId', '=', groupId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(AUTH_MESSAGES.groupStale, { groupId }))
        await replaceMembers(trx, groupId, body.userIds, body.items)
      })
      request.operation = { action: 'dataGroups.update', target: String(groupId) }
      return modified(reply, await groupOr404(groupId))
    },
  )

  app.delete<{ Params: Params }>(
    '/dataGroups/:groupId',
    { schema: { params: groupIdParams }, config: { access } },
    async (request, reply) => {
      const { groupId } = request.params
      assertNotOwnGroup(request, (await groupOr404(groupId)).userIds)
      const result = await app.db.deleteFrom('dataGroups').where('groupId', '=', groupId).executeTakeFirst()
      if (result.numDeletedRows === 0n) throw notFound(withValues(AUTH_MESSAGES.groupMissing, { groupId }))
      request.operation = { action: 'dataGroups.delete', target: String(groupId) }
      return deleted(reply)
    },
  )
}
