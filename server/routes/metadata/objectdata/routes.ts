import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { FILE_MESSAGES, INSTANCE_ROW_LIMIT } from '../../../../engine/rules/files.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { dataAccessOf, sessionOf } from '../../../http/access.ts'
import { assertDataPermitted, readableOnly } from '../../../http/dataPermission.ts'
import { badRequest, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { requireOperate } from '../../runtime/operate.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { findOwner, objectModelOr404 } from '../common/owners.ts'
import { pageOf } from '../common/paging.ts'
import { nameParams } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import { loadObjectModels } from '../model/load.ts'
import { objectLocation, objectView } from '../objects/routes.ts'
import { createObject, deleteObjects, updateObject } from '../objects/write.ts'
import { queryInstances, readKeys } from './query.ts'
import {
  type PropertyBatchQueryBody,
  propertyBatchQueryBody,
  type QueryBody,
  queryBody,
  snapshotQuery,
  type WriteBody,
  writeBody,
} from './schema.ts'

/** Query calls are POSTs that only read: not operation-logged. */
const QUERY = { ...READ, readOnly: true } as const

/**
 * The instance-data calls of spec S0 §7 "Compose manage" (mounted under /api/compose/manage):
 * `POST /objectdata` (add, update, delete with the payload of S0 §3), `POST /objectdata/query`,
 * `POST /objectdata/propertyBatchQuery`, `GET /object/{objectName}/snapshot`.
 */
export async function objectDataRoutes(app: FastifyInstance): Promise<void> {
  /** The instance a write names must belong to `dataSource` when one is given. */
  async function assertInTemplate(names: string[], dataSource: string | undefined) {
    if (!dataSource) return
    const template = await findOwner(app.db, 'template', dataSource)
    if (!template) throw notFound(withValues(METADATA_ROUTE_MESSAGES.templateMissing, { name: dataSource }))
    for (const name of names) {
      const model = await objectModelOr404(app.db, name)
      if (model.templateId !== template.id)
        throw badRequest(withValues(METADATA_ROUTE_MESSAGES.notAnInstance, { name, template: template.name }))
    }
  }

  app.post<{ Body: WriteBody }>(
    '/objectdata',
    { schema: { body: writeBody }, config: canWrite(RESOURCE.objects) },
    async (request, reply) => {
      const { type, dataSource, keys, data } = request.body
      if (type === 'add') {
        if (!data?.name) throw new HttpError(422, METADATA_ROUTE_MESSAGES.addedNeedsName)
        const model = await createObject(app, {
          name: data.name,
          showName: data.showName,
          description: data.description,
          templateName: dataSource,
          visible: data.visible,
          systemProperty: data.systemProperty,
          values: data.properties,
        })
        request.operation = { action: 'objectdata.add', target: model.name }
        return created(reply, objectLocation(model.name), objectView(model))
      }
      if (type === 'update') {
        const name = keys?.name ?? data?.name
        // The spec's form messages (S1 §5) come from here, so every caller gets them, not only the browser.
        if (!name) throw ruleError(422, [MESSAGES.keyOrFilterMissing])
        if (data?.version === undefined) throw badRequest(METADATA_ROUTE_MESSAGES.updateNeedsVersion)
        // The key a form was filled from no longer names an instance: renamed or removed meanwhile.
        const [existing] = await loadObjectModels(app.db, { names: [name] })
        if (!existing) throw ruleError(422, [MESSAGES.primaryKeyChanged])
        await assertInTemplate([name], dataSource)
        // The new values of unbound properties become live values: a runtime write like setPropertyValue,
        // so it needs the operate right too (issue 17: designing objects is not operating the plant).
        if (Object.keys(data.properties ?? {}).length > 0) await requireOperate(app, request)
        const access = await dataAccessOf(app, request)
        assertDataPermitted(access, 'write', name, Object.keys(data.properties ?? {}))
        const model = await updateObject(
          app,
          name,
          {
            showName: data.showName,
            description: data.description,
            visible: data.visible,
            systemProperty: data.systemProperty,
            values: data.properties,
            version: data.version,
          },
          { applyLive: sessionOf(request) },
        )
        request.operation = { action: 'objectdata.update', target: model.name }
        return modified(reply, objectView(model))
      }
      // Deleting by filter could remove far more than a user meant: deletes name their instances.
      const names = keys?.names ?? (keys?.name ? [keys.name] : data?.name ? [data.name] : [])
      if (names.length === 0) throw ruleError(422, [MESSAGES.keyOrFilterMissing])
      if (names.length > INSTANCE_ROW_LIMIT)
        throw ruleError(422, [withValues(FILE_MESSAGES.overInstanceLimit, { num: INSTANCE_ROW_LIMIT })])
      await assertInTemplate(names, dataSource)
      const removed = await deleteObjects(app, names)
      request.operation = { action: 'objectdata.delete', target: removed.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Body: QueryBody }>(
    '/objectdata/query',
    { schema: { body: queryBody }, config: QUERY },
    async (request) => queryInstances(app, request.body, await dataAccessOf(app, request)),
  )

  app.post<{ Body: PropertyBatchQueryBody }>(
    '/objectdata/propertyBatchQuery',
    { schema: { body: propertyBatchQueryBody }, config: QUERY },
    async (request) => {
      const keys = [
        ...(request.body.keys ?? []),
        ...(request.body.list ?? []).map((item) => `${item.objName}.${item.propName}`),
      ]
      return readKeys(app, keys, await dataAccessOf(app, request))
    },
  )

  app.get<{ Params: { objectName: string }; Querystring: { type?: string; page: number; per_page: number } }>(
    '/object/:objectName/snapshot',
    { schema: { params: nameParams('objectName'), querystring: snapshotQuery }, config: READ },
    async (request) => {
      const snapshot = app.live.store.snapshot(request.params.objectName)
      if (!snapshot)
        throw notFound(withValues(METADATA_ROUTE_MESSAGES.objectMissing, { name: request.params.objectName }))
      const { type } = request.query
      const readable = readableOnly(await dataAccessOf(app, request), request.params.objectName, snapshot)
      const list = readable
        .filter((entry) => !type || entry.type === type)
        .map((entry) => ({ name: entry.name, type: entry.type, ...entry.vqt }))
      return { objName: request.params.objectName, ...pageOf(list, request.query) }
    },
  )
}
