import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { notFound } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import type { MetaPaging } from '../common/paging.ts'
import { assertName, assertNoDuplicates, assertTexts, nameTaken, type RuleStatus } from '../common/rules.ts'
import { type CloneBody, cloneBody, deleteNamesBody, nameParams } from '../common/schema.ts'
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

  async function deleteDatastructs(names: string[]) {
    const rows = []
    for (const name of names) {
      const row = await findDatastruct(app.db, name)
      if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.datastructNotDeleted, { name }))
      rows.push(row)
    }
    await app.db
      .deleteFrom('datastructs')
      .where(
        'datastructId',
        'in',
        rows.map((r) => r.datastructId),
      )
      .execute()
    return rows.map((r) => r.name)
  }

  app.delete<{ Params: Params }>(
    '/datastructs/:name',
    { schema: { params: nameParams('name') }, config: WRITE },
    async (request, reply) => {
      const names = await deleteDatastructs([request.params.name])
      request.operation = { action: 'metadata.datastructs.delete', target: names.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Body: { names: string[] } }>(
    '/datastructs/delete',
    { schema: { body: deleteNamesBody }, config: WRITE },
    async (request, reply) => {
      const names = await deleteDatastructs(request.body.names)
      request.operation = { action: 'metadata.datastructs.delete', target: names.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Params: Params; Body: CloneBody }>(
    '/datastructs/:name/cloneTo',
    { schema: { params: nameParams('name'), body: cloneBody }, config: WRITE },
    async (request, reply) => {
      const source = await datastructView(app.db, request.params.name)
      await insertDatastruct({
        name: request.body.name,
        showName: request.body.showName ?? source.showName,
        description: source.description,
        fields: source.fields.map((f) => ({ ...f, type: f.type as FieldInput['type'] })),
      })
      request.operation = {
        action: 'metadata.datastructs.clone',
        target: `${source.name} → ${request.body.name}`,
      }
      const view = await datastructView(app.db, request.body.name)
      return created(reply, location(view.name), view)
    },
  )
}
