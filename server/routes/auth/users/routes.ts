import type { FastifyInstance, FastifyRequest } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { checkPassword } from '../../../../engine/rules/passwords.ts'
import { holdsResource, requireResource, sessionOf } from '../../../http/access.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict, forbidden, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import { HTTP_MESSAGES } from '../../../http/messages.ts'
import type { PagingQuery } from '../../../http/paging.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { ADMIN_USER_ID, now } from '../../../http/session.ts'
import { Boundaries } from '../boundaries.ts'
import { dataAuthority } from '../dataGroups/authority.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { changePassword } from '../passwd/changePassword.ts'
import { hashPassword, verifyPassword } from '../passwd/hashing.ts'
import { type UpdatePwdBody, updatePwdBody } from '../passwd/schema.ts'
import { findClash, getUserView, insertUser, listUsers, missingRoles, queryUsersByName } from './queries.ts'
import {
  batchDeleteBody,
  type CreateUserBody,
  checkDataAuthorityQuery,
  createUserBody,
  listUsersQuery,
  queryUsersByNameQuery,
  type UpdateUserBody,
  updateUserBody,
  usernameParams,
} from './schema.ts'
import { contactProblems, usernameProblems } from './validate.ts'

/** The resource that gates managing other users (spec S0 §2 user-manage/user-itemlist). */
const USERS_RESOURCE = 'user-itemlist'
/** The screens that pick users by name (issue 17: not every session reads the whole user list). */
const PICKING_RESOURCES = ['user-itemlist', 'role-itemlist', 'data-auth', 'operation-log', 'user-access-log']

type UsernameParams = { username: string }

/** Users: CRUD, batch delete, queryUsersByName, checkUserDataAuthority, updatePwd (spec S1 §7 "Auth"). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  async function userOr404(username: string) {
    const user = await getUserView(app.db, username)
    if (!user) throw notFound(withValues(AUTH_MESSAGES.userMissing, { username }))
    return user
  }

  const isSelf = (request: FastifyRequest, username: string) => request.session?.username === username

  app.get<{ Querystring: { keyword?: string } & PagingQuery }>(
    '/users',
    { schema: { querystring: listUsersQuery }, config: { access: { resource: USERS_RESOURCE } } },
    async (request) => {
      const { keyword, ...paging } = request.query
      return listUsers(app.db, app.engine, { keyword }, paging)
    },
  )

  app.post<{ Body: CreateUserBody }>(
    '/users',
    { schema: { body: createUserBody }, config: { access: { resource: USERS_RESOURCE } } },
    async (request, reply) => {
      const body = request.body
      const settings = await app.passwordSettings.get()
      const problems = [
        ...usernameProblems(body.username),
        ...contactProblems(body),
        ...checkPassword(body.password, settings),
      ]
      if (problems.length > 0) throw ruleError(422, problems)
      const clash = await findClash(app.db, { username: body.username, phone: body.phone })
      if (clash === 'username')
        throw conflict(withValues(AUTH_MESSAGES.usernameTaken, { username: body.username }))
      if (clash === 'phone') throw conflict(withValues(AUTH_MESSAGES.phoneTaken, { phone: body.phone ?? '' }))
      const roleIds = body.roleIds ?? []
      const missing = await missingRoles(app.db, roleIds)
      if (missing.length > 0)
        throw new HttpError(422, withValues(AUTH_MESSAGES.unknownRoles, { ids: missing.join(', ') }))
      await new Boundaries(app, request).assertMayGrantRoles(roleIds)

      const passwordHash = await hashPassword(body.password)
      await app.db.transaction().execute((trx) =>
        insertUser(
          trx,
          {
            username: body.username,
            realName: body.realName ?? '',
            email: body.email ?? '',
            phone: body.phone ?? '',
            timezone: body.timezone ?? '',
            avatar: body.avatar ?? '',
            enabled: body.enabled === false ? 0 : 1,
          },
          passwordHash,
          roleIds,
        ),
      )
      request.operation = { action: 'users.create', target: body.username }
      const user = await userOr404(body.username)
      return created(reply, `/api/auth/users/${encodeURIComponent(user.username)}`, user)
    },
  )

  app.delete<{ Body: { usernames: string[] } }>(
    '/users',
    { schema: { body: batchDeleteBody }, config: { access: { resource: USERS_RESOURCE } } },
    async (request, reply) => {
      const { usernames } = request.body
      const rows = await app.db
        .selectFrom('users')
        .select(['userId', 'username'])
        .where('username', 'in', usernames)
        .execute()
      const found = new Set(rows.map((row) => row.username))
      const missing = usernames.filter((name) => !found.has(name))
      if (missing.length > 0)
        throw notFound(withValues(AUTH_MESSAGES.usersMissing, { names: missing.join(', ') }))
      assertDeletable(request, rows)
      const boundaries = new Boundaries(app, request)
      for (const row of rows) await boundaries.assertMayManage(row)
      await app.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('users')
          .where(
            'userId',
            'in',
            rows.map((row) => row.userId),
          )
          .execute()
      })
      request.operation = { action: 'users.batchDelete', target: usernames.join(',').slice(0, 500) }
      return deleted(reply)
    },
  )

  app.get<{ Querystring: { name: string; limit: number } }>(
    '/users/queryUsersByName',
    { schema: { querystring: queryUsersByNameQuery }, config: { access: 'session' } },
    async (request) => {
      let allowed = false
      for (const code of PICKING_RESOURCES) allowed ||= await holdsResource(app, request, code)
      if (!allowed) throw forbidden(HTTP_MESSAGES.noPermission)
      return queryUsersByName(app.db, request.query.name, request.query.limit)
    },
  )

  app.get<{ Querystring: { userId?: number; dataType: string; dataName: string; position: number } }>(
    '/users/checkUserDataAuthority',
    { schema: { querystring: checkDataAuthorityQuery }, config: { access: 'session' } },
    async (request) => {
      const session = sessionOf(request)
      const userId = request.query.userId ?? session.userId
      if (userId !== session.userId) await requireResource(app, request, 'data-auth')
      const { dataType, dataName, position } = request.query
      const authorized = await dataAuthority(app.db, { userId, dataType, dataName, position })
      return { userId, dataType, dataName, position, authorized }
    },
  )

  app.get<{ Params: UsernameParams }>(
    '/users/:username',
    { schema: { params: usernameParams }, config: { access: 'session' } },
    async (request) => {
      const { username } = request.params
      // Everyone reads their own record (personal info); other records need user management.
      if (!isSelf(request, username)) await requireResource(app, request, USERS_RESOURCE)
      return userOr404(username)
    },
  )

  app.put<{ Params: UsernameParams; Body: UpdateUserBody }>(
    '/users/:username',
    { schema: { params: usernameParams, body: updateUserBody }, config: { access: 'session' } },
    async (request, reply) => {
      const { username } = request.params
      const body = request.body
      const manager = await holdsResource(app, request, USERS_RESOURCE)
      const self = isSelf(request, username)
      if (!manager && !self) await requireResource(app, request, USERS_RESOURCE)
      // Personal info (S1 §2) is the owner's to edit; the account's state and roles are the manager's.
      if (!manager && (body.enabled !== undefined || body.roleIds !== undefined)) {
        throw forbidden(AUTH_MESSAGES.enabledOrRoles)
      }
      const user = await userOr404(username)
      const boundaries = new Boundaries(app, request)
      if (!self) await boundaries.assertMayManage(user)
      const addedRoles = (body.roleIds ?? []).filter((roleId) => !user.roleIds.includes(roleId))
      if (body.roleIds !== undefined && !sameIds(body.roleIds, user.roleIds)) {
        // Sending one's own unchanged roles (the edit form does) is fine; changing them is not.
        boundaries.assertNotSelf(user.userId)
      }
      if (user.userId === ADMIN_USER_ID && body.enabled === false) {
        throw badRequest(AUTH_MESSAGES.adminDisabled)
      }
      if (user.userId === request.session?.userId && body.enabled === false) {
        throw badRequest(AUTH_MESSAGES.selfDisabled)
      }
      const problems = contactProblems(body)
      if (problems.length > 0) throw ruleError(400, problems)
      if (body.phone && (await findClash(app.db, { phone: body.phone }, user.userId))) {
        throw conflict(withValues(AUTH_MESSAGES.phoneTaken, { phone: body.phone ?? '' }))
      }
      const missing = await missingRoles(app.db, body.roleIds ?? [])
      if (missing.length > 0)
        throw badRequest(withValues(AUTH_MESSAGES.unknownRoles, { ids: missing.join(', ') }))
      await boundaries.assertMayGrantRoles(addedRoles)

      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('users')
          .set({
            realName: body.realName,
            email: body.email,
            phone: body.phone,
            timezone: body.timezone,
            avatar: body.avatar,
            enabled: body.enabled === undefined ? undefined : body.enabled ? 1 : 0,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('userId', '=', user.userId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(AUTH_MESSAGES.userStale, { username }))
        if (body.roleIds !== undefined) {
          await trx.deleteFrom('userRoles').where('userId', '=', user.userId).execute()
          if (body.roleIds.length > 0) {
            await trx
              .insertInto('userRoles')
              .values(body.roleIds.map((roleId) => ({ userId: user.userId, roleId })))
              .execute()
          }
        }
        // A disabled account's sessions end now, not at their next expiry.
        if (body.enabled === false)
          await trx.deleteFrom('sessions').where('userId', '=', user.userId).execute()
      })
      request.operation = { action: 'users.update', target: username }
      return modified(reply, await userOr404(username))
    },
  )

  app.delete<{ Params: UsernameParams }>(
    '/users/:username',
    { schema: { params: usernameParams }, config: { access: { resource: USERS_RESOURCE } } },
    async (request, reply) => {
      const user = await userOr404(request.params.username)
      assertDeletable(request, [user])
      await new Boundaries(app, request).assertMayManage(user)
      await app.db.deleteFrom('users').where('userId', '=', user.userId).execute()
      request.operation = { action: 'users.delete', target: user.username }
      return deleted(reply)
    },
  )

  app.put<{ Params: UsernameParams; Body: UpdatePwdBody }>(
    '/users/updatePwd/:username',
    // Open to a session that must change its password: this is the call that clears that state.
    { schema: { params: usernameParams, body: updatePwdBody }, config: { access: 'passwordChange' } },
    async (request, reply) => {
      const session = sessionOf(request)
      const { username } = request.params
      const target = await app.db
        .selectFrom('users')
        .select(['userId', 'passwordHash'])
        .where('username', '=', username)
        .executeTakeFirst()
      const self = session.username === username
      if (!self) {
        if (session.passwordChange === 'required') throw forbidden(AUTH_MESSAGES.ownPasswordFirst)
        await requireResource(app, request, USERS_RESOURCE)
      }
      if (!target) throw notFound(withValues(AUTH_MESSAGES.userMissing, { username }))
      // A reset hands the account, and every right it holds, to whoever chose the password.
      if (!self) await new Boundaries(app, request).assertMayManage({ userId: target.userId, username })
      if (self) {
        // 400, not 401: the spec's clients log out on any 401.
        const old = request.body.oldPassword ?? ''
        if (!(await verifyPassword(target.passwordHash, old)))
          throw badRequest(AUTH_MESSAGES.currentPasswordWrong)
      }
      const result = await changePassword(app, target, request.body, {
        mustChange: self ? 'no' : 'atNextLogin',
        keepSession: self ? session.ticketHash : undefined,
        status: 400,
      })
      request.operation = {
        action: self ? 'users.changeOwnPassword' : 'users.resetPassword',
        target: username,
      }
      return modified(reply, { userId: target.userId, username, ...result })
    },
  )
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a)
  return set.size === new Set(b).size && b.every((id) => set.has(id))
}

/** The administrator and the caller's own account cannot be deleted. */
function assertDeletable(request: FastifyRequest, users: { userId: number; username: string }[]): void {
  if (users.some((user) => user.userId === ADMIN_USER_ID)) {
    throw badRequest(AUTH_MESSAGES.adminDeleted)
  }
  if (users.some((user) => user.userId === request.session?.userId)) {
    throw badRequest(AUTH_MESSAGES.selfDeleted)
  }
}
