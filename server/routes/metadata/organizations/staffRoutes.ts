import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, HttpError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import type { RuleStatus } from '../common/rules.ts'
import { ORGANIZATION_MESSAGES } from './messages.ts'
import { listStaff, type StaffQuery, staffOr404 } from './queries.ts'
import { assertStaffTexts } from './rules.ts'
import { createStaffBody, listStaffQuery, type StaffBody, staffIdParams, updateStaffBody } from './schema.ts'

const WRITE = canWrite(RESOURCE.staff)
const location = (staffId: number) => `/api/metadata/staff/${staffId}`
type Params = { staffId: number }

/**
 * Staff (issue 20): people with a post, in one or more organisations, optionally linked to one user
 * account (the one workflow tasks reach). Paged list filtered by keyword and organisation (with
 * `recursive`, its sub-organisations too); edits carry `version` (409 when stale).
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  /** Organisations exist, at least one; the account exists and is no one else's. */
  async function checkLinks(status: RuleStatus, body: StaffBody, self?: number) {
    if (body.organizations !== undefined) {
      if (body.organizations.length === 0) throw new HttpError(status, ORGANIZATION_MESSAGES.staffNeedsOrg)
      const found = await app.db
        .selectFrom('organizations')
        .select('orgId')
        .where('orgId', 'in', body.organizations)
        .execute()
      const known = new Set(found.map((row) => row.orgId))
      const missing = body.organizations.filter((id) => !known.has(id))
      if (missing.length > 0) {
        throw new HttpError(
          status,
          withValues(ORGANIZATION_MESSAGES.orgsMissing, { ids: missing.join(', ') }),
        )
      }
    }
    if (body.userId !== undefined && body.userId !== null) {
      const user = await app.db
        .selectFrom('users')
        .select(['userId', 'username'])
        .where('userId', '=', body.userId)
        .executeTakeFirst()
      if (!user)
        throw new HttpError(status, withValues(ORGANIZATION_MESSAGES.userMissing, { id: body.userId }))
      const holder = await app.db
        .selectFrom('staff')
        .select(['staffId', 'name'])
        .where('userId', '=', body.userId)
        .executeTakeFirst()
      if (holder && holder.staffId !== self) {
        throw conflict(
          withValues(ORGANIZATION_MESSAGES.userLinked, { user: user.username, name: holder.name }),
        )
      }
    }
    if (body.code) {
      const code = body.code.trim().toLowerCase()
      const taken = await app.db
        .selectFrom('staff')
        .select('staffId')
        .where((eb) => eb(eb.fn('lower', ['code']), '=', code))
        .executeTakeFirst()
      if (taken && taken.staffId !== self) {
        throw conflict(withValues(ORGANIZATION_MESSAGES.codeTaken, { code: body.code.trim() }))
      }
    }
  }

  async function setOrgs(trx: Transaction<Database>, staffId: number, orgIds: number[]) {
    await trx.deleteFrom('staffOrganizations').where('staffId', '=', staffId).execute()
    await trx
      .insertInto('staffOrganizations')
      .values(orgIds.map((orgId) => ({ staffId, orgId })))
      .execute()
  }

  app.get<{ Querystring: StaffQuery }>(
    '/staff',
    { schema: { querystring: listStaffQuery }, config: READ },
    async (request) => listStaff(app.db, request.query),
  )

  app.post<{ Body: StaffBody & { name: string; organizations: number[] } }>(
    '/staff',
    { schema: { body: createStaffBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      assertStaffTexts(422, body)
      await checkLinks(422, body)
      const at = now()
      const staffId = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('staff')
          .values({
            name: body.name.trim(),
            code: body.code?.trim() ?? '',
            post: body.post?.trim() ?? '',
            phone: body.phone?.trim() ?? '',
            email: body.email?.trim() ?? '',
            description: body.description ?? '',
            userId: body.userId ?? null,
            createdAt: at,
            updatedAt: at,
          })
          .returning('staffId')
          .executeTakeFirstOrThrow()
        await setOrgs(trx, row.staffId, body.organizations)
        return row.staffId
      })
      request.operation = { action: 'metadata.staff.create', target: body.name.trim() }
      return created(reply, location(staffId), await staffOr404(app.db, staffId))
    },
  )

  app.get<{ Params: Params }>(
    '/staff/:staffId',
    { schema: { params: staffIdParams }, config: READ },
    async (request) => staffOr404(app.db, request.params.staffId),
  )

  app.put<{ Params: Params; Body: StaffBody & { version: number } }>(
    '/staff/:staffId',
    { schema: { params: staffIdParams, body: updateStaffBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const person = await staffOr404(app.db, request.params.staffId)
      assertStaffTexts(400, body)
      await checkLinks(400, body, person.staffId)
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('staff')
          .set({
            name: body.name?.trim() ?? person.name,
            code: body.code?.trim() ?? person.code,
            post: body.post?.trim() ?? person.post,
            phone: body.phone?.trim() ?? person.phone,
            email: body.email?.trim() ?? person.email,
            description: body.description ?? person.description,
            userId: body.userId === undefined ? person.userId : body.userId,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('staffId', '=', person.staffId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(ORGANIZATION_MESSAGES.staffStale, { name: person.name }))
        if (body.organizations !== undefined) await setOrgs(trx, person.staffId, body.organizations)
      })
      request.operation = { action: 'metadata.staff.update', target: body.name?.trim() ?? person.name }
      return modified(reply, await staffOr404(app.db, person.staffId))
    },
  )

  app.delete<{ Params: Params }>(
    '/staff/:staffId',
    { schema: { params: staffIdParams }, config: WRITE },
    async (request, reply) => {
      const person = await staffOr404(app.db, request.params.staffId)
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staffOrganizations').where('staffId', '=', person.staffId).execute()
        await trx.deleteFrom('staff').where('staffId', '=', person.staffId).execute()
      })
      request.operation = { action: 'metadata.staff.delete', target: person.name }
      return deleted(reply)
    },
  )
}
