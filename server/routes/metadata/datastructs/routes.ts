import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { created, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { modelRoutes } from '../common/modelRoutes.ts'
import type { MetaPaging } from '../common/paging.ts'
import { assertName, assertNoDuplicates, assertTexts, nameTaken, type RuleStatus } from '../common/rules.ts'
import { nameParams } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import { datastructOr404, datastructView, findDatastruct, listDatastructs, replaceFields } from './queries.ts'
import {
  type CreateDatastructBody,
  createDatastructBody,
  type FieldInput,
  listDatastructsQuery,
  type UpdateDatastructBody,
  updateDatastructBody,
} from './schema.ts'

type Params = { name: string }
const WRITE = canWrite(RESOURCE.datastructs)
const location = (name: string) => `/api/metadata/datastructs/${encodeURIComponent(name)}`

function assertFields(status: RuleStatus, fields: readonly FieldInput[]) {
  for (const field of fields) {
    assertName(status, field.name)
    assertTexts(status, field)
  }
  assertNoDuplicates(
    status,
    fields.map((f) => f.name),
  )
}

/** Data structures and their fields (spec S0 §3, §7: list, detail, fields, CRUD, batch delete, cloneTo). */
export async function datastructRoutes(app: FastifyInstance): Promise<void> {
  async function insertDatastruct(body: CreateDatastructBody) {
    assertName(422, body.name)
    assertTexts(422, body)
    assertFields(422, body.fields ?? [])
    if (await findDatastruct(app.db, body.name)) throw nameTaken(body.name)
    const at = now()
    await app.db.transaction().execute(async (trx) => {
      const { datastructId } = await trx
        .insertInto('datastructs')
        .values({
          name: body.name,
          showName: body.showName ?? '',
          description: body.description ?? '',
          createdAt: at,
          updatedAt: at,
        })
        .returning('datastructId')
        .executeTakeFirstOrThrow()
      await replaceFields(trx, datastructId, body.fields ?? [])
    })
  }

  app.get<{ Querystring: MetaPaging & { keyWord?: string } }>(
    '/datastructs',
    { schema: { querystring: listDatastructsQuery }, config: READ },
    async (request) => listDatastructs(app.db, request.query),
  )

  app.post<{ Body: CreateDatastructBody }>(
    '/datastructs',
    { schema: { body: createDatastructBody }, config: WRITE },
    async (request, reply) => {
      await insertDatastruct(request.body)
      request.operation = { action: 'metadata.datastructs.create', target: request.body.name }
      const view = await datastructView(app.db, request.body.name)
      return created(reply, location(view.name), view)
    },
  )

  app.get<{ Params: Params }>(
    '/datastructs/:name',
    { schema: { params: nameParams('name') }, config: READ },
    async (request) => datastructView(app.db, request.params.name),
  )

  app.get<{ Params: Params }>(
    '/datastructs/:name/fields',
    { schema: { params: nameParams('name') }, config: READ },
    async (request) => ({ list: (await datastructView(app.db, request.params.name)).fields }),
  )

  app.put<{ Params: Params; Body: UpdateDatastructBody }>(
    '/datastructs/:name',
    { schema: { params: nameParams('name'), body: updateDatastructBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const row = await datastructOr404(app.db, request.params.name)
      assertTexts(400, body)
      if (body.fields) assertFields(400, body.fields)
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('datastructs')
          .set({
            showName: body.showName,
            description: body.description,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('datastructId', '=', row.datastructId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.datastructStale, { name: row.name }))
        if (body.fields) await replaceFields(trx, row.datastructId, body.fields)
      })
      request.operation = { action: 'metadata.datastructs.update', target: row.name }
      return modified(reply, await datastructView(app.db, row.name))
    },
  )

  modelRoutes(app, {
    path: '/datastructs',
    action: 'metadata.datastructs',
    config: WRITE,
    location,
    find: (name) => findDatastruct(app.db, name),
    notFound: METADATA_ROUTE_MESSAGES.datastructNotDeleted,
    async remove(rows) {
      const ids = rows.map((r) => r.datastructId)
      await app.db.deleteFrom('datastructs').where('datastructId', 'in', ids).execute()
    },
    async clone(name, body) {
      const source = await datastructView(app.db, name)
      await insertDatastruct({
        name: body.name,
        showName: body.showName ?? source.showName,
        description: source.description,
        fields: source.fields.map((f) => ({ ...f, type: f.type as FieldInput['type'] })),
      })
      return { from: source.name, copy: await datastructView(app.db, body.name) }
    },
  })
}
