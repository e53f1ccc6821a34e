import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { badRequest } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { canWrite, READ } from '../common/access.ts'
import { assertServices, type ServiceInput } from '../common/memberRules.ts'
import { insertServices, nextSortOrder, serviceRow } from '../common/memberWrites.ts'
import {
  bumpOwner,
  memberNotFound,
  type Owner,
  ownerModel,
  ownerOr404,
  refreshOwner,
} from '../common/owners.ts'
import { serviceInput } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { ServiceKind, ServiceView } from '../model/types.ts'
import {
  memberParams,
  type ServiceTypeQuery,
  serviceTypeQuery,
  type UpdateServiceBody,
  updateServiceBody,
} from './schema.ts'
import type { OwnerRoutes } from './types.ts'

/**
 * Services and events of templates and instances (spec S0 §7 "services and events for objects and
 * templates (?type)"). A service runs one built-in action; an event is a declaration others raise.
 */
export async function serviceRoutes(app: FastifyInstance, { kind, base, param, resource }: OwnerRoutes) {
  type Params = Record<string, string>
  const WRITE = canWrite(resource)

  async function context(params: Params) {
    const owner = await ownerOr404(app.db, kind, params[param] as string)
    return { owner, model: await ownerModel(app.db, owner) }
  }

  function serviceOr404(owner: Owner, services: ServiceView[], name: string, type: ServiceKind): ServiceView {
    const service = services.find((s) => s.type === type && s.name.toLowerCase() === name.toLowerCase())
    if (!service) throw memberNotFound(type, name, owner)
    return service
  }

  const location = (owner: Owner, name: string, type: ServiceKind) =>
    `/api/metadata/${kind === 'template' ? 'object_templates' : 'objects'}/${encodeURIComponent(owner.name)}/services/${encodeURIComponent(name)}?type=${type}`

  for (const path of ['services', 'events']) {
    app.get<{ Params: Params; Querystring: ServiceTypeQuery }>(
      `${base}/${path}`,
      { schema: { params: memberParams(param), querystring: serviceTypeQuery }, config: READ },
      async (request) => {
        const { model } = await context(request.params)
        const type = path === 'events' ? 'event' : request.query.type
        return { list: model.services.filter((s) => !type || s.type === type), version: model.version }
      },
    )
  }

  app.get<{ Params: Params; Querystring: ServiceTypeQuery }>(
    `${base}/services/:serviceName`,
    { schema: { params: memberParams(param, 'serviceName'), querystring: serviceTypeQuery }, config: READ },
    async (request) => {
      const { owner, model } = await context(request.params)
      return serviceOr404(
        owner,
        model.services,
        request.params.serviceName as string,
        request.query.type ?? 'service',
      )
    },
  )

  app.post<{ Params: Params; Body: ServiceInput }>(
    `${base}/services`,
    { schema: { params: memberParams(param), body: serviceInput }, config: WRITE },
    async (request, reply) => {
      const { owner, model } = await context(request.params)
      const body = request.body
      const type = body.type ?? 'service'
      assertServices(422, [body], model.properties, model.services)
      await app.db.transaction().execute(async (trx) => {
        const column = owner.kind === 'template' ? 'templateId' : 'objectId'
        const order = await nextSortOrder(trx, 'modelServices', column, owner.id)
        await insertServices(
          trx,
          owner.kind === 'template' ? { templateId: owner.id } : { objectId: owner.id },
          [body],
          order,
        )
        await bumpOwner(trx, owner)
      })
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.services.create`,
        target: `${owner.name}.${body.name}`,
      }
      const { model: after } = await context(request.params)
      return created(
        reply,
        location(owner, body.name, type),
        serviceOr404(owner, after.services, body.name, type),
      )
    },
  )

  app.put<{ Params: Params; Querystring: ServiceTypeQuery; Body: UpdateServiceBody }>(
    `${base}/services/:serviceName`,
    {
      schema: {
        params: memberParams(param, 'serviceName'),
        querystring: serviceTypeQuery,
        body: updateServiceBody,
      },
      config: WRITE,
    },
    async (request, reply) => {
      const { owner, model } = await context(request.params)
      const type = request.query.type ?? 'service'
      const service = serviceOr404(owner, model.services, request.params.serviceName as string, type)
      const { version, ...changes } = request.body
      const merged: ServiceInput = {
        name: service.name,
        type,
        showName: changes.showName ?? service.showName,
        description: changes.description ?? service.description,
        inputs: changes.inputs ?? service.inputs,
        outputs: changes.outputs ?? service.outputs,
        ...(type === 'service' ? { action: changes.action ?? service.action ?? undefined } : {}),
        ...(type === 'event' && changes.action ? { action: changes.action } : {}),
      }
      assertServices(400, [merged], model.properties, [])
      await app.db.transaction().execute(async (trx) => {
        await bumpOwner(trx, owner, version)
        const column = owner.kind === 'template' ? 'templateId' : 'objectId'
        const { sortOrder: _, ...row } = serviceRow(merged, 0)
        const updated = await trx
          .updateTable('modelServices')
          .set(row)
          .where(column, '=', owner.id)
          .where('kind', '=', type)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', service.name.toLowerCase()))
          .executeTakeFirst()
        if (updated.numUpdatedRows === 0n) {
          // First change of an inherited service on this instance: its override row.
          await insertServices(trx, { objectId: owner.id }, [merged], 0)
        }
      })
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.services.update`,
        target: `${owner.name}.${service.name}`,
      }
      const { model: after } = await context(request.params)
      return modified(reply, serviceOr404(owner, after.services, service.name, type))
    },
  )

  app.delete<{ Params: Params; Querystring: ServiceTypeQuery }>(
    `${base}/services/:serviceName`,
    { schema: { params: memberParams(param, 'serviceName'), querystring: serviceTypeQuery }, config: WRITE },
    async (request, reply) => {
      const { owner, model } = await context(request.params)
      const type = request.query.type ?? 'service'
      const service = serviceOr404(owner, model.services, request.params.serviceName as string, type)
      if (service.inherited && !service.overridden) {
        throw badRequest(
          withValues(
            type === 'event'
              ? METADATA_ROUTE_MESSAGES.eventInherited
              : METADATA_ROUTE_MESSAGES.serviceInherited,
            { name: service.name },
          ),
        )
      }
      await app.db.transaction().execute(async (trx) => {
        const column = owner.kind === 'template' ? 'templateId' : 'objectId'
        await trx
          .deleteFrom('modelServices')
          .where(column, '=', owner.id)
          .where('kind', '=', type)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', service.name.toLowerCase()))
          .execute()
        if (owner.kind === 'template') {
          // The instances' overrides of a service that no longer exists would otherwise turn into own ones.
          await trx
            .deleteFrom('modelServices')
            .where(
              'objectId',
              'in',
              trx.selectFrom('objects').select('objectId').where('templateId', '=', owner.id),
            )
            .where('kind', '=', type)
            .where((eb) => eb(eb.fn('lower', ['name']), '=', service.name.toLowerCase()))
            .execute()
        }
        await bumpOwner(trx, owner)
      })
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.services.delete`,
        target: `${owner.name}.${service.name}`,
      }
      return deleted(reply)
    },
  )
}
