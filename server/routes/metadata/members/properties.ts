import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { badRequest } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { typeDefault, valueProblem } from '../../../live/values.ts'
import { canWrite, READ } from '../common/access.ts'
import { dropInheritedMembers } from '../common/cleanup.ts'
import { assertDefault, assertNewProperties, assertUnits, type PropertyInput } from '../common/memberRules.ts'
import { insertProperties, nextSortOrder } from '../common/memberWrites.ts'
import {
  bumpOwner,
  memberNotFound,
  type Owner,
  ownerModel,
  ownerOr404,
  refreshOwner,
} from '../common/owners.ts'
import { pageOf } from '../common/paging.ts'
import { assertTexts } from '../common/rules.ts'
import { propertyInput } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { PropertyView } from '../model/types.ts'
import {
  type ListPropertiesQuery,
  listPropertiesQuery,
  memberParams,
  movePropertyBody,
  type UpdatePropertyBody,
  updatePropertyBody,
} from './schema.ts'
import type { OwnerRoutes } from './types.ts'

type Trx = Transaction<Database>

const NUMERIC = ['int', 'long', 'float', 'double']

/** The owner's own row of a property (a template's, or an instance's own or override row). */
function ownRow(trx: Trx, owner: Owner, name: string) {
  const column = owner.kind === 'template' ? 'templateId' : 'objectId'
  return trx
    .updateTable('modelProperties')
    .where(column, '=', owner.id)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
}

/**
 * Properties of templates and instances (spec S0 §7: GET …/properties with type, page, per_page 20,
 * propName). An instance edits an inherited property through an override row; its type stays the
 * template's. Every write sends or bumps the owner's version.
 */
export async function propertyRoutes(app: FastifyInstance, { kind, base, param, resource }: OwnerRoutes) {
  type Params = Record<string, string>
  const WRITE = canWrite(resource)

  async function context(params: Params) {
    const owner = await ownerOr404(app.db, kind, params[param] as string)
    const model = await ownerModel(app.db, owner)
    return { owner, model }
  }

  function propertyOr404(owner: Owner, properties: PropertyView[], name: string): PropertyView {
    const property = properties.find((p) => p.name.toLowerCase() === name.toLowerCase())
    if (!property) throw memberNotFound('property', name, owner)
    return property
  }

  const location = (owner: Owner, name: string) =>
    `/api/metadata/${kind === 'template' ? 'object_templates' : 'objects'}/${encodeURIComponent(owner.name)}/properties/${encodeURIComponent(name)}`

  app.get<{ Params: Params; Querystring: ListPropertiesQuery }>(
    `${base}/properties`,
    { schema: { params: memberParams(param), querystring: listPropertiesQuery }, config: READ },
    async (request) => {
      const { model } = await context(request.params)
      const { type, propName } = request.query
      const needle = propName?.toLowerCase()
      const list = model.properties.filter(
        (p) =>
          (!type || p.type === type) &&
          (!needle || p.name.toLowerCase().includes(needle) || p.showName.toLowerCase().includes(needle)),
      )
      return pageOf(list, request.query)
    },
  )

  app.get<{ Params: Params }>(
    `${base}/properties/:propName`,
    { schema: { params: memberParams(param, 'propName') }, config: READ },
    async (request) => {
      const { owner, model } = await context(request.params)
      return propertyOr404(owner, model.properties, request.params.propName as string)
    },
  )

  app.post<{ Params: Params; Body: PropertyInput }>(
    `${base}/properties`,
    { schema: { params: memberParams(param), body: propertyInput }, config: WRITE },
    async (request, reply) => {
      const { owner, model } = await context(request.params)
      const body = request.body
      await assertNewProperties(
        app.db,
        422,
        [body],
        model.properties.map((p) => p.name),
      )
      await app.db.transaction().execute(async (trx) => {
        const column = owner.kind === 'template' ? 'templateId' : 'objectId'
        const order = await nextSortOrder(trx, 'modelProperties', column, owner.id)
        await insertProperties(
          trx,
          owner.kind === 'template' ? { templateId: owner.id } : { objectId: owner.id },
          [body],
          order,
        )
        await bumpOwner(trx, owner)
      })
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.properties.create`,
        target: `${owner.name}.${body.name}`,
      }
      const { model: after } = await context(request.params)
      return created(reply, location(owner, body.name), propertyOr404(owner, after.properties, body.name))
    },
  )

  app.put<{ Params: Params; Body: UpdatePropertyBody }>(
    `${base}/properties/:propName`,
    { schema: { params: memberParams(param, 'propName'), body: updatePropertyBody }, config: WRITE },
    async (request, reply) => {
      const { owner, model } = await context(request.params)
      const property = propertyOr404(owner, model.properties, request.params.propName as string)
      const body = request.body
      assertTexts(400, body)
      await assertUnits(app.db, 400, [body.unit ?? ''])
      if (property.source === 'feature' && kind === 'template') {
        throw badRequest(
          withValues(METADATA_ROUTE_MESSAGES.propertyFromFeatureEdit, {
            name: property.name,
            feature: property.featureName ?? '',
          }),
        )
      }
      const inherited = property.inherited
      if (inherited && body.type !== undefined && body.type !== property.type) {
        throw badRequest(
          withValues(METADATA_ROUTE_MESSAGES.typeFromTemplate, { name: property.name, type: property.type }),
        )
      }
      const type = body.type ?? property.type
      assertDefault(400, property.name, type, body.defaultValue)
      const typeChanged = type !== property.type
      if (typeChanged && !NUMERIC.includes(type) && (model.alertLimits[property.name] ?? []).length > 0) {
        throw badRequest(withValues(METADATA_ROUTE_MESSAGES.removeLimitsFirst, { name: property.name, type }))
      }
      // A type change keeps the default when it still fits, else starts from the type's own default.
      let defaultValue = body.defaultValue
      if (defaultValue === undefined && typeChanged && valueProblem(type, property.defaultValue) !== null) {
        defaultValue = typeDefault(type)
      }
      const set = {
        showName: body.showName,
        description: body.description,
        type: inherited ? undefined : type,
        defaultValue: defaultValue === undefined ? undefined : JSON.stringify(defaultValue),
        unit: body.unit,
        writable: body.writable === undefined ? undefined : body.writable ? 1 : 0,
      }
      await app.db.transaction().execute(async (trx) => {
        await bumpOwner(trx, owner, body.version)
        // An edit that changes nothing still bumps the owner's version (above); SQL needs a column to set.
        const changes = Object.values(set).some((value) => value !== undefined)
        const updated = changes
          ? await ownRow(trx, owner, property.name).set(set).executeTakeFirst()
          : undefined
        if (changes && updated?.numUpdatedRows === 0n) {
          // First change of an inherited property on this instance: its override row.
          await trx
            .insertInto('modelProperties')
            .values({ objectId: owner.id, name: property.name, ...set, type: null })
            .execute()
        }
        if (typeChanged && owner.kind === 'template') await resetOverrides(trx, owner.id, property.name, type)
      })
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.properties.update`,
        target: `${owner.name}.${property.name}`,
      }
      const { model: after } = await context(request.params)
      return modified(reply, propertyOr404(owner, after.properties, property.name))
    },
  )

  app.delete<{ Params: Params }>(
    `${base}/properties/:propName`,
    { schema: { params: memberParams(param, 'propName') }, config: WRITE },
    async (request, reply) => {
      const { owner, model } = await context(request.params)
      const property = propertyOr404(owner, model.properties, request.params.propName as string)
      if (property.source === 'feature' && kind === 'template') {
        throw badRequest(
          withValues(METADATA_ROUTE_MESSAGES.propertyFromFeature, {
            name: property.name,
            feature: property.featureName ?? '',
          }),
        )
      }
      if (property.inherited && !property.overridden && !property.binding) {
        throw badRequest(withValues(METADATA_ROUTE_MESSAGES.propertyInherited, { name: property.name }))
      }
      await app.db.transaction().execute(async (trx) => {
        const column = owner.kind === 'template' ? 'templateId' : 'objectId'
        await trx
          .deleteFrom('modelProperties')
          .where(column, '=', owner.id)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', property.name.toLowerCase()))
          .execute()
        // An instance's reset of an inherited property keeps its alarm-limit overrides; a real delete does not.
        if (owner.kind === 'template') await dropInheritedMembers(trx, owner.id, [property.name])
        else if (!property.inherited) {
          await trx
            .deleteFrom('alertLimits')
            .where('objectId', '=', owner.id)
            .where('propName', '=', property.name)
            .execute()
        }
        await bumpOwner(trx, owner)
      })
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.properties.delete`,
        target: `${owner.name}.${property.name}`,
      }
      return deleted(reply)
    },
  )

  // "Property move by PUT": moves one of the owner's own properties to `index` among its own properties.
  app.put<{ Params: Params; Body: { index: number } }>(
    `${base}/properties/:propName/move`,
    { schema: { params: memberParams(param, 'propName'), body: movePropertyBody }, config: WRITE },
    async (request, reply) => {
      const { owner, model } = await context(request.params)
      const property = propertyOr404(owner, model.properties, request.params.propName as string)
      if (property.inherited)
        throw badRequest(withValues(METADATA_ROUTE_MESSAGES.inheritedOrder, { name: property.name }))
      const own = model.properties.filter((p) => !p.inherited).map((p) => p.name)
      const rest = own.filter((name) => name !== property.name)
      rest.splice(Math.min(request.body.index, rest.length), 0, property.name)
      await app.db.transaction().execute(async (trx) => {
        for (const [sortOrder, name] of rest.entries()) {
          await ownRow(trx, owner, name).set({ sortOrder }).execute()
        }
        await bumpOwner(trx, owner)
      })
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.properties.move`,
        target: `${owner.name}.${property.name}`,
      }
      const { model: after } = await context(request.params)
      return modified(reply, { list: after.properties, version: after.version })
    },
  )
}

/** After a template property's type changed, instance defaults that no longer fit are dropped. */
async function resetOverrides(trx: Trx, templateId: number, propName: string, type: PropertyInput['type']) {
  const rows = await trx
    .selectFrom('modelProperties')
    .innerJoin('objects', 'objects.objectId', 'modelProperties.objectId')
    .select(['modelProperties.propertyId', 'modelProperties.defaultValue'])
    .where('objects.templateId', '=', templateId)
    .where((eb) => eb(eb.fn('lower', ['modelProperties.name']), '=', propName.toLowerCase()))
    .where('modelProperties.defaultValue', 'is not', null)
    .execute()
  for (const row of rows) {
    let value: unknown
    try {
      value = JSON.parse(row.defaultValue as string)
    } catch {
      value = undefined
    }
    if (valueProblem(type, value) === null) continue
    await trx
      .updateTable('modelProperties')
      .set({ defaultValue: null })
      .where('propertyId', '=', row.propertyId)
      .execute()
  }
}
