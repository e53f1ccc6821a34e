import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict, HttpError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import type { MetaPaging } from '../common/paging.ts'
import type { RuleStatus } from '../common/rules.ts'
import { ORGANIZATION_MESSAGES } from './messages.ts'
import {
  allOrgs,
  listOrgs,
  type Org,
  orgOr404,
  pathOf,
  staffCounts,
  treeOf,
  withDescendants,
} from './queries.ts'
import { assertOrgTexts } from './rules.ts'
import {
  createOrgBody,
  listOrgsQuery,
  type OrgBody,
  organizeOrgBody,
  orgIdParams,
  updateOrgBody,
} from './schema.ts'

const WRITE = canWrite(RESOURCE.organizations)
const location = (orgId: number) => `/api/metadata/organizations/${orgId}`
type Params = { orgId: number }

/**
 * Organisations as a tree (issue 20), with the conventions of networks: paged list, whole tree, create
 * (201 + Location), edit with `version` (409 stale), delete (children move up to the parent; people stay,
 * only their membership goes), organize to re-parent or reorder (400 for a cycle).
 */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  async function view(orgId: number) {
    const orgs = await allOrgs(app.db)
    const counts = await staffCounts(app.db)
    const org = orgs.find((o) => o.orgId === orgId)
    if (!org) return orgOr404(app.db, orgId)
    const staffTotal = await staffBelow(orgs, orgId)
    return {
      ...org,
      path: pathOf(orgs, orgId),
      staffCount: counts.get(orgId) ?? 0,
      staffTotal,
      children: orgs
        .filter((o) => o.parentId === orgId)
        .map((o) => ({ ...o, staffCount: counts.get(o.orgId) ?? 0 })),
    }
  }

  /** People in the organisation or below it, each counted once. */
  async function staffBelow(orgs: Org[], orgId: number) {
    const ids = [...withDescendants(orgs, [orgId])]
    const rows = await app.db
      .selectFrom('staffOrganizations')
      .select('staffId')
      .distinct()
      .where('orgId', 'in', ids)
      .execute()
    return rows.length
  }

  function parentOf(orgs: Org[], status: RuleStatus, parentId: number | null | undefined, self?: number) {
    if (parentId === null || parentId === undefined) return null
    if (!orgs.some((o) => o.orgId === parentId)) {
      throw new HttpError(status, withValues(ORGANIZATION_MESSAGES.parentMissing, { id: parentId }))
    }
    if (self !== undefined && withDescendants(orgs, [self]).has(parentId)) {
      throw badRequest(ORGANIZATION_MESSAGES.underItself)
    }
    return parentId
  }

  function assertSiblingFree(orgs: Org[], parentId: number | null, name: string, self?: number) {
    const lower = name.trim().toLowerCase()
    if (orgs.some((o) => o.parentId === parentId && o.orgId !== self && o.name.toLowerCase() === lower)) {
      throw conflict(withValues(ORGANIZATION_MESSAGES.siblingTaken, { name: name.trim() }))
    }
  }

  const nextOrder = (orgs: Org[], parentId: number | null, self?: number) =>
    orgs
      .filter((o) => o.parentId === parentId && o.orgId !== self)
      .reduce((top, o) => Math.max(top, o.sortOrder + 1), 0)

  async function bump(trx: Transaction<Database>, orgId: number) {
    await trx
      .updateTable('organizations')
      .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now() }))
      .where('orgId', '=', orgId)
      .execute()
  }

  app.get<{ Querystring: MetaPaging & { keyWord?: string } }>(
    '/organizations',
    { schema: { querystring: listOrgsQuery }, config: READ },
    async (request) => listOrgs(app.db, request.query),
  )

  app.get('/organizations/tree', { config: READ }, async () => {
    const orgs = await allOrgs(app.db)
    return { list: treeOf(orgs, await staffCounts(app.db)), total: orgs.length }
  })

  app.post<{ Body: OrgBody & { name: string } }>(
    '/organizations',
    { schema: { body: createOrgBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      assertOrgTexts(422, body)
      const orgs = await allOrgs(app.db)
      const parentId = parentOf(orgs, 422, body.parentId)
      assertSiblingFree(orgs, parentId, body.name)
      const at = now()
      const row = await app.db
        .insertInto('organizations')
        .values({
          name: body.name.trim(),
          description: body.description ?? '',
          parentId,
          sortOrder: body.sortOrder ?? nextOrder(orgs, parentId),
          createdAt: at,
          updatedAt: at,
        })
        .returning('orgId')
        .executeTakeFirstOrThrow()
      request.operation = { action: 'metadata.organizations.create', target: body.name.trim() }
      return created(reply, location(row.orgId), await view(row.orgId))
    },
  )

  app.get<{ Params: Params }>(
    '/organizations/:orgId',
    { schema: { params: orgIdParams }, config: READ },
    async (request) => {
      await orgOr404(app.db, request.params.orgId)
      return view(request.params.orgId)
    },
  )

  app.put<{ Params: Params; Body: OrgBody & { version: number } }>(
    '/organizations/:orgId',
    { schema: { params: orgIdParams, body: updateOrgBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const org = await orgOr404(app.db, request.params.orgId)
      assertOrgTexts(400, body)
      const name = body.name?.trim() ?? org.name
      assertSiblingFree(await allOrgs(app.db), org.parentId, name, org.orgId)
      const result = await app.db
        .updateTable('organizations')
        .set({
          name,
          description: body.description ?? org.description,
          updatedAt: now(),
          version: body.version + 1,
        })
        .where('orgId', '=', org.orgId)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(ORGANIZATION_MESSAGES.orgStale, { name: org.name }))
      request.operation = { action: 'metadata.organizations.update', target: name }
      return modified(reply, await view(org.orgId))
    },
  )

  app.put<{ Params: Params; Body: OrgBody }>(
    '/organizations/:orgId/organize',
    { schema: { params: orgIdParams, body: organizeOrgBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const org = await orgOr404(app.db, request.params.orgId)
      const orgs = await allOrgs(app.db)
      const parentId =
        body.parentId === undefined ? org.parentId : parentOf(orgs, 400, body.parentId, org.orgId)
      if (parentId !== org.parentId) assertSiblingFree(orgs, parentId, org.name, org.orgId)
      await app.db.transaction().execute(async (trx) => {
        // Dropped at a position: the siblings are renumbered 0…n around it, so the order stays as shown.
        let sortOrder = parentId === org.parentId ? org.sortOrder : nextOrder(orgs, parentId, org.orgId)
        if (body.sortOrder !== undefined) {
          const siblings = orgs
            .filter((o) => o.parentId === parentId && o.orgId !== org.orgId)
            .sort((a, b) => a.sortOrder - b.sortOrder || a.orgId - b.orgId)
          sortOrder = Math.min(body.sortOrder, siblings.length)
          siblings.splice(sortOrder, 0, org)
          for (const [index, sibling] of siblings.entries()) {
            if (sibling.orgId === org.orgId || sibling.sortOrder === index) continue
            await trx
              .updateTable('organizations')
              .set({ sortOrder: index })
              .where('orgId', '=', sibling.orgId)
              .execute()
          }
        }
        await trx
          .updateTable('organizations')
          .set((eb) => ({ parentId, sortOrder, version: eb('version', '+', 1), updatedAt: now() }))
          .where('orgId', '=', org.orgId)
          .execute()
      })
      request.operation = { action: 'metadata.organizations.organize', target: org.name }
      return modified(reply, await view(org.orgId))
    },
  )

  app.delete<{ Params: Params }>(
    '/organizations/:orgId',
    { schema: { params: orgIdParams }, config: WRITE },
    async (request, reply) => {
      const org = await orgOr404(app.db, request.params.orgId)
      const orgs = await allOrgs(app.db)
      // Its sub-organisations move up to its parent rather than disappearing with it, so their names
      // must be free there.
      for (const child of orgs.filter((o) => o.parentId === org.orgId)) {
        assertSiblingFree(
          orgs.filter((o) => o.orgId !== org.orgId),
          org.parentId,
          child.name,
          child.orgId,
        )
      }
      await app.db.transaction().execute(async (trx) => {
        let order = nextOrder(orgs, org.parentId, org.orgId)
        for (const child of orgs.filter((o) => o.parentId === org.orgId)) {
          await trx
            .updateTable('organizations')
            .set({ parentId: org.parentId, sortOrder: order++ })
            .where('orgId', '=', child.orgId)
            .execute()
          await bump(trx, child.orgId)
        }
        await trx.deleteFrom('staffOrganizations').where('orgId', '=', org.orgId).execute()
        await trx.deleteFrom('organizations').where('orgId', '=', org.orgId).execute()
      })
      request.operation = { action: 'metadata.organizations.delete', target: org.name }
      return deleted(reply)
    },
  )
}
