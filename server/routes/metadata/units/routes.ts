import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { checkTextLength, NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, notFound, ruleError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { assertNoDuplicates, assertTexts, nameTaken, type RuleStatus } from '../common/rules.ts'
import { nameParams } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import { findUnit, listUnits, unitOr404, unitUses, unitView } from './queries.ts'
import {
  type BatchUpdateBody,
  batchUpdateBody,
  createUnitBody,
  type ListUnitsQuery,
  listUnitsQuery,
  type UnitBody,
  updateUnitBody,
} from './schema.ts'

const WRITE = canWrite(RESOURCE.units)
const location = (name: string) => `/api/metadata/unit/${encodeURIComponent(name)}`

/** Unit names are symbols ("°C", "m/s", "kWh"), not identifiers: not blank, at most 50 characters. */
function assertUnitName(status: RuleStatus, name: string) {
  if (name === '') throw ruleError(status, [NAME_MESSAGES.empty])
  if (name.trim() === '') throw ruleError(status, [NAME_MESSAGES.blank])
  const tooLong = checkTextLength(name, 50)
  if (tooLong) throw ruleError(status, [tooLong])
}

/**
 * Units (spec S0 §7 "Units"): list with visible and keyWord, create, rename by `PUT /unit/{preName}`
 * (the properties using it follow in the same transaction), delete, `PUT /unit/batchUpdate/`.
 */
export async function unitRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListUnitsQuery }>(
    '/unit',
    { schema: { querystring: listUnitsQuery }, config: READ },
    async (request) => listUnits(app.db, request.query),
  )

  app.get<{ Params: { name: string } }>(
    '/unit/:name',
    { schema: { params: nameParams('name') }, config: READ },
    async (request) => unitView(await unitOr404(app.db, request.params.name)),
  )

  app.post<{ Body: UnitBody & { name: string } }>(
    '/unit',
    { schema: { body: createUnitBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      assertUnitName(422, body.name)
      assertTexts(422, body)
      if (await findUnit(app.db, body.name)) throw nameTaken(body.name)
      const at = now()
      await app.db
        .insertInto('units')
        .values({
          name: body.name,
          description: body.description ?? '',
          visible: body.visible === false ? 0 : 1,
          createdAt: at,
          updatedAt: at,
        })
        .execute()
      request.operation = { action: 'metadata.units.create', target: body.name }
      return created(reply, location(body.name), unitView(await unitOr404(app.db, body.name)))
    },
  )

  app.put<{ Params: { preName: string }; Body: UnitBody & { version: number } }>(
    '/unit/:preName',
    { schema: { params: nameParams('preName'), body: updateUnitBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const row = await unitOr404(app.db, request.params.preName)
      const name = body.name ?? row.name
      assertUnitName(400, name)
      assertTexts(400, body)
      const other = await findUnit(app.db, name)
      if (other && other.unitId !== row.unitId) throw nameTaken(name)
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('units')
          .set({
            name,
            description: body.description,
            visible: body.visible === undefined ? undefined : body.visible ? 1 : 0,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('unitId', '=', row.unitId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.unitStale, { name: row.name }))
        if (name !== row.name) {
          await trx.updateTable('modelProperties').set({ unit: name }).where('unit', '=', row.name).execute()
        }
      })
      request.operation = {
        action: 'metadata.units.update',
        target: name === row.name ? name : `${row.name} → ${name}`,
      }
      return modified(reply, unitView(await unitOr404(app.db, name)))
    },
  )

  for (const path of ['/unit/batchUpdate/', '/unit/batchUpdate']) {
    app.put<{ Body: BatchUpdateBody }>(
      path,
      { schema: { body: batchUpdateBody }, config: WRITE },
      async (request, reply) => {
        const list = request.body.list
        assertNoDuplicates(
          400,
          list.map((item) => item.name),
        )
        const rows: { unitId: number; name: string }[] = []
        for (const item of list) {
          assertTexts(400, item)
          const row = await findUnit(app.db, item.name)
          if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.unitNotChanged, { name: item.name }))
          rows.push(row)
        }
        await app.db.transaction().execute(async (trx) => {
          for (const [i, item] of list.entries()) {
            const row = rows[i] as (typeof rows)[number]
            const result = await trx
              .updateTable('units')
              .set({
                description: item.description,
                visible: item.visible === undefined ? undefined : item.visible ? 1 : 0,
                updatedAt: now(),
                version: item.version + 1,
              })
              .where('unitId', '=', row.unitId)
              .where('version', '=', item.version)
              .executeTakeFirst()
            assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.unitStale, { name: row.name }))
          }
        })
        request.operation = {
          action: 'metadata.units.batchUpdate',
          target: rows.map((r) => r.name).join(','),
        }
        const updated = []
        for (const row of rows) updated.push(unitView(await unitOr404(app.db, row.name)))
        return modified(reply, { list: updated })
      },
    )
  }

  app.delete<{ Params: { name: string } }>(
    '/unit/:name',
    { schema: { params: nameParams('name') }, config: WRITE },
    async (request, reply) => {
      const row = await unitOr404(app.db, request.params.name)
      const uses = await unitUses(app.db, row.name)
      if (uses > 0)
        throw conflict(
          withValues(uses === 1 ? METADATA_ROUTE_MESSAGES.unitUsedOnce : METADATA_ROUTE_MESSAGES.unitUsed, {
            name: row.name,
            count: uses,
          }),
        )
      await app.db.deleteFrom('units').where('unitId', '=', row.unitId).execute()
      request.operation = { action: 'metadata.units.delete', target: row.name }
      return deleted(reply)
    },
  )
}
