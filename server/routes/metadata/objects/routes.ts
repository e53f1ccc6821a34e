import type { FastifyInstance } from 'fastify'
import { created, deleted, modified } from '../../../http/replies.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { objectModelOr404 } from '../common/owners.ts'
import { type CloneBody, cloneBody, deleteNamesBody, nameParams } from '../common/schema.ts'
import type { ObjectModel } from '../model/types.ts'
import { listObjects } from './queries.ts'
import {
  type CreateObjectBody,
  createObjectBody,
  type ListObjectsQuery,
  listObjectsQuery,
  type UpdateObjectBody,
  updateObjectBody,
} from './schema.ts'
import { cloneObject, createObject, deleteObjects, updateObject } from './write.ts'

type Params = { objName: string }
const WRITE = canWrite(RESOURCE.objects)
export const objectLocation = (name: string) => `/api/metadata/objects/${encodeURIComponent(name)}`

/** The API shows models by name; internal ids stay inside. */
export function objectView({ objectId, templateId, ...model }: ObjectModel) {
  return model
}

/** Object instances (spec S0 §7 "Metadata"): list, create, fetch, edit, delete, batch delete, cloneTo. */
export async function objectRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListObjectsQuery }>(
    '/objects',
    { schema: { querystring: listObjectsQuery }, config: READ },
    async (request) => listObjects(app.db, request.query),
  )

  app.post<{ Body: CreateObjectBody }>(
    '/objects',
    { schema: { body: createObjectBody }, config: WRITE },
    async (request, reply) => {
      const model = await createObject(app, request.body)
      request.operation = { action: 'metadata.objects.create', target: model.name }
      return created(reply, objectLocation(model.name), objectView(model))
    },
  )

  app.get<{ Params: Params }>(
    '/objects/:objName',
    { schema: { params: nameParams('objName') }, config: READ },
    async (request) => objectView(await objectModelOr404(app.db, request.params.objName)),
  )

  app.put<{ Params: Params; Body: UpdateObjectBody }>(
    '/objects/:objName',
    { schema: { params: nameParams('objName'), body: updateObjectBody }, config: WRITE },
    async (request, reply) => {
      const model = await updateObject(app, request.params.objName, request.body)
      request.operation = { action: 'metadata.objects.update', target: model.name }
      return modified(reply, objectView(model))
    },
  )

  app.delete<{ Params: Params }>(
    '/objects/:objName',
    { schema: { params: nameParams('objName') }, config: WRITE },
    async (request, reply) => {
      const names = await deleteObjects(app, [request.params.objName])
      request.operation = { action: 'metadata.objects.delete', target: names.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Body: { names: string[] } }>(
    '/objects/delete',
    { schema: { body: deleteNamesBody }, config: WRITE },
    async (request, reply) => {
      const names = await deleteObjects(app, request.body.names)
      request.operation = { action: 'metadata.objects.delete', target: names.join(',') }
      return deleted(reply)
    },
  )

  app.post<{ Params: Params; Body: CloneBody }>(
    '/objects/:objName/cloneTo',
    { schema: { params: nameParams('objName'), body: cloneBody }, config: WRITE },
    async (request, reply) => {
      const { objName } = request.params
      const model = await cloneObject(app, objName, request.body.name, request.body.showName)
      request.operation = { action: 'metadata.objects.clone', target: `${objName} → ${model.name}` }
      return created(reply, objectLocation(model.name), objectView(model))
    },
  )
}
