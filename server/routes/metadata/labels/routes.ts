import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict, HttpError, notFound } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import type { MetaPaging } from '../common/paging.ts'
import { assertName, assertTexts, nameTaken, type RuleStatus } from '../common/rules.ts'
import { deleteNamesBody, nameParams } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import {
  findLabel,
  findLabelType,
  labelCounts,
  labelOr404,
  labelTypeOr404,
  labelTypeView,
  labelView,
  listLabels,
  listLabelTypes,
} from './queries.ts'
import {
  createLabelBody,
  createLabelTypeBody,
  type LabelBody,
  type LabelTypeBody,
  type ListLabelsQuery,
  listLabelsQuery,
  listLabelTypesQuery,
  updateLabelBody,
  updateLabelTypeBody,
} from './schema.ts'

const HYPHEN = { allowHyphen: true }
const typeLocation = (name: string) => `/api/metadata/modelLabelType/${encodeURIComponent(name)}`
const labelLocation = (name: string) => `/api/metadata/modelLabels/${encodeURIComponent(name)}`

/** Model labels and label types (spec S0 §7 "Model labels", "Label types"). Names allow hyphens. */
export async function labelRoutes(app: FastifyInstance): Promise<void> {
  const TYPE_WRITE = canWrite(RESOURCE.labelTypes)
  const LABEL_WRITE = canWrite(RESOURCE.labels)

  // Label types ------------------------------------------------------------------------------------

  app.get<{ Querystring: MetaPaging & { keyWord?: string } }>(
    '/modelLabelType',
    { schema: { querystring: listLabelTypesQuery }, config: READ },
    async (request) => listLabelTypes(app.db, request.query),
  )

  app.get<{ Params: { labelName: string } }>(
    '/modelLabelType/:labelName',
    { schema: { params: nameParams('labelName') }, config: READ },
    async (request) => labelTypeView(app.db, request.params.labelName),
  )

  app.post<{ Body: LabelTypeBody & { labelName: string } }>(
    '/modelLabelType',
    { schema: { body: createLabelTypeBody }, config: TYPE_WRITE },
    async (request, reply) => {
      const body = request.body
      assertName(422, body.labelName, HYPHEN)
      assertTexts(422, body)
      if (await findLabelType(app.db, body.labelName)) throw nameTaken(body.labelName)
      const at = now()
      await app.db
        .insertInto('labelTypes')
        .values({
          labelName: body.labelName,
          description: body.description ?? '',
          createdAt: at,
          updatedAt: at,
        })
        .execute()
      request.operation = { action: 'metadata.labelTypes.create', target: body.labelName }
      return created(reply, typeLocation(body.labelName), await labelTypeView(app.db, body.labelName))
    },
  )

  async function updateLabelType(current: string, body: LabelTypeBody & { version: number }) {
    const row = await labelTypeOr404(app.db, current)
    const name = body.labelName ?? row.labelName
    assertName(400, name, HYPHEN)
    assertTexts(400, body)
    const other = await findLabelType(app.db, name)
    if (other && other.labelTypeId !== row.labelTypeId) throw nameTaken(name)
    const result = await app.db
      .updateTable('labelTypes')
      .set({ labelName: name, description: body.description, updatedAt: now(), version: body.version + 1 })
      .where('labelTypeId', '=', row.labelTypeId)
      .where('version', '=', body.version)
      .executeTakeFirst()
    assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.labelTypeStale, { name: row.labelName }))
    return labelTypeView(app.db, name)
  }

  app.put<{ Body: LabelTypeBody & { version: number } }>(
    '/modelLabelType',
    { schema: { body: updateLabelTypeBody }, config: TYPE_WRITE },
    async (request, reply) => {
      const current = request.body.preName ?? request.body.labelName
      if (!current) throw badRequest(METADATA_ROUTE_MESSAGES.nameTheLabelType)
      const view = await updateLabelType(current, request.body)
      request.operation = { action: 'metadata.labelTypes.update', target: view.labelName }
      return modified(reply, view)
    },
  )

  app.put<{ Params: { labelName: string }; Body: LabelTypeBody & { version: number } }>(
    '/modelLabelType/:labelName',
    { schema: { params: nameParams('labelName'), body: updateLabelTypeBody }, config: TYPE_WRITE },
    async (request, reply) => {
      const view = await updateLabelType(request.params.labelName, request.body)
      request.operation = { action: 'metadata.labelTypes.update', target: view.labelName }
      return modified(reply, view)
    },
  )

  async function deleteLabelTypes(names: string[]) {
    const rows = []
    for (const name of names) {
      const row = await findLabelType(app.db, name)
      if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.labelTypeNotDeleted, { name }))
      rows.push(row)
    }
    const counts = await labelCounts(
      app.db,
      rows.map((r) => r.labelTypeId),
    )
    const used = rows.find((row) => (counts.get(row.labelTypeId) ?? 0) > 0)
    if (used) throw conflict(withValues(METADATA_ROUTE_MESSAGES.labelTypeInUse, { name: used.labelName }))
    await app.db
      .deleteFrom('labelTypes')
      .where(
        'labelTypeId',
        'in',
        rows.map((r) => r.labelTypeId),
      )
      .execute()
    return rows.map((r) => r.labelName)
  }

  app.delete<{ Params: { labelName: string } }>(
    '/modelLabelType/:labelName',
    { schema: { params: nameParams('labelName') }, config: TYPE_WRITE },
    async (request, reply) => {
      const names = await deleteLabelTypes([request.params.labelName])
      request.operation = { action: 'metadata.labelTypes.delete', target: names.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Body: { names: string[] } }>(
    '/modelLabelType/delete',
    { schema: { body: deleteNamesBody }, config: TYPE_WRITE },
    async (request, reply) => {
      const names = await deleteLabelTypes(request.body.names)
      request.operation = { action: 'metadata.labelTypes.delete', target: names.join(',') }
      return deleted(reply)
    },
  )

  // Model labels ----------------------------------------------------------------------------------

  async function typeIdOf(
    status: RuleStatus,
    name: string | null | undefined,
  ): Promise<number | null | undefined> {
    if (name === undefined) return undefined
    if (name === null || name === '') return null
    const type = await findLabelType(app.db, name)
    if (!type) throw new HttpError(status, withValues(METADATA_ROUTE_MESSAGES.unknownLabelType, { name }))
    return type.labelTypeId
  }

  app.get<{ Querystring: ListLabelsQuery }>(
    '/modelLabels',
    { schema: { querystring: listLabelsQuery }, config: READ },
    async (request) => listLabels(app.db, request.query),
  )

  app.post<{ Body: LabelBody & { labelName: string } }>(
    '/modelLabels',
    { schema: { body: createLabelBody }, config: LABEL_WRITE },
    async (request, reply) => {
      const body = request.body
      assertName(422, body.labelName, HYPHEN)
      assertTexts(422, body)
      const labelTypeId = (await typeIdOf(422, body.modelLabelsType)) ?? null
      if (await findLabel(app.db, body.labelName)) throw nameTaken(body.labelName)
      const at = now()
      await app.db
        .insertInto('modelLabels')
        .values({
          labelName: body.labelName,
          labelTypeId,
          description: body.description ?? '',
          createdAt: at,
          updatedAt: at,
        })
        .execute()
      request.operation = { action: 'metadata.labels.create', target: body.labelName }
      return created(reply, labelLocation(body.labelName), await labelView(app.db, body.labelName))
    },
  )

  app.get<{ Params: { labelName: string } }>(
    '/modelLabels/:labelName',
    { schema: { params: nameParams('labelName') }, config: READ },
    async (request) => labelView(app.db, request.params.labelName),
  )

  app.put<{ Params: { labelName: string }; Body: LabelBody & { version: number } }>(
    '/modelLabels/:labelName',
    { schema: { params: nameParams('labelName'), body: updateLabelBody }, config: LABEL_WRITE },
    async (request, reply) => {
      const body = request.body
      const row = await labelOr404(app.db, request.params.labelName)
      const name = body.labelName ?? row.labelName
      assertName(400, name, HYPHEN)
      assertTexts(400, body)
      const labelTypeId = await typeIdOf(400, body.modelLabelsType)
      const other = await findLabel(app.db, name)
      if (other && other.labelId !== row.labelId) throw nameTaken(name)
      const result = await app.db
        .updateTable('modelLabels')
        .set({
          labelName: name,
          labelTypeId,
          description: body.description,
          updatedAt: now(),
          version: body.version + 1,
        })
        .where('labelId', '=', row.labelId)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.labelStale, { name: row.labelName }))
      request.operation = { action: 'metadata.labels.update', target: name }
      return modified(reply, await labelView(app.db, name))
    },
  )

  async function deleteLabels(names: string[]) {
    const rows = []
    for (const name of names) {
      const row = await findLabel(app.db, name)
      if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.labelNotDeleted, { name }))
      rows.push(row)
    }
    // Links to templates and instances go with the label (foreign keys cascade).
    await app.db
      .deleteFrom('modelLabels')
      .where(
        'labelId',
        'in',
        rows.map((r) => r.labelId),
      )
      .execute()
    return rows.map((r) => r.labelName)
  }

  app.delete<{ Params: { labelName: string } }>(
    '/modelLabels/:labelName',
    { schema: { params: nameParams('labelName') }, config: LABEL_WRITE },
    async (request, reply) => {
      const names = await deleteLabels([request.params.labelName])
      request.operation = { action: 'metadata.labels.delete', target: names.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Body: { names: string[] } }>(
    '/modelLabels/delete',
    { schema: { body: deleteNamesBody }, config: LABEL_WRITE },
    async (request, reply) => {
      const names = await deleteLabels(request.body.names)
      request.operation = { action: 'metadata.labels.delete', target: names.join(',') }
      return deleted(reply)
    },
  )
}
