import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { checkUnique } from '../../../../engine/rules/names.ts'
import { badRequest } from '../../../http/httpError.ts'
import { modified } from '../../../http/replies.ts'
import { canWrite, READ } from '../common/access.ts'
import { RESERVED_PROPERTIES } from '../common/memberRules.ts'
import { bumpOwner, memberNotFound, ownerModel, ownerOr404, refreshOwner } from '../common/owners.ts'
import { assertName, nameTaken, reservedName } from '../common/rules.ts'
import { nameField, versionField } from '../common/schema.ts'
import { memberParams } from '../members/schema.ts'
import type { OwnerRoutes } from '../members/types.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import { documentUsages, limitUsages, rewriteDocuments, type UsageReport } from './queries.ts'
import { renameInModel } from './rename.ts'
import { renameInRecords } from './renameRecords.ts'

const renameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['newName', 'version'],
  properties: { newName: nameField, version: versionField },
} as const

/**
 * Where used (pages, layout blocks, page templates and symbols whose widgets or actions refer to a
 * property, and its alarm limits) and the rename that takes every saved reference along, in one
 * transaction, so no page is silently broken by a model edit.
 */
export async function usageRoutes(app: FastifyInstance, { kind, base, param, resource }: OwnerRoutes) {
  type Params = Record<string, string>

  async function objectsOf(ownerId: number, ownerName: string) {
    if (kind === 'object') return [{ id: ownerId, name: ownerName }]
    return app.db
      .selectFrom('objects')
      .select(['objectId as id', 'name'])
      .where('templateId', '=', ownerId)
      .execute()
  }

  async function report(params: Params, propName: string | null): Promise<UsageReport> {
    const owner = await ownerOr404(app.db, kind, params[param] as string)
    let property = propName
    if (propName !== null) {
      const model = await ownerModel(app.db, owner)
      const found = model.properties.find((p) => p.name.toLowerCase() === propName.toLowerCase())
      if (!found) throw memberNotFound('property', propName, owner)
      property = found.name
    }
    const objects = (await objectsOf(owner.id, owner.name)).map((o) => o.name)
    const filter = {
      objNames: new Set(objects.map((name) => name.toLowerCase())),
      ...(property === null ? {} : { propName: property }),
    }
    const documents = await documentUsages(app.db, filter)
    const alarmLimits = await limitUsages(app.db, owner, property)
    return {
      ownerKind: kind,
      ownerName: owner.name,
      propName: property,
      objects,
      documents,
      alarmLimits,
      total: documents.length + alarmLimits.length,
    }
  }

  app.get<{ Params: Params }>(
    `${base}/usage`,
    { schema: { params: memberParams(param) }, config: READ },
    async (request) => report(request.params, null),
  )

  app.get<{ Params: Params }>(
    `${base}/properties/:propName/usage`,
    { schema: { params: memberParams(param, 'propName') }, config: READ },
    async (request) => report(request.params, request.params.propName as string),
  )

  app.put<{ Params: Params; Body: { newName: string; version: number } }>(
    `${base}/properties/:propName/rename`,
    { schema: { params: memberParams(param, 'propName'), body: renameBody }, config: canWrite(resource) },
    async (request, reply) => {
      const owner = await ownerOr404(app.db, kind, request.params[param] as string)
      const model = await ownerModel(app.db, owner)
      const from = request.params.propName as string
      const property = model.properties.find((p) => p.name.toLowerCase() === from.toLowerCase())
      if (!property) throw memberNotFound('property', from, owner)
      if (property.source === 'feature') {
        throw badRequest(
          withValues(METADATA_ROUTE_MESSAGES.renameFromFeature, {
            name: property.name,
            feature: property.featureName ?? '',
          }),
        )
      }
      if (property.inherited) {
        const templateName = 'templateName' in model ? (model.templateName ?? '') : ''
        throw badRequest(
          withValues(METADATA_ROUTE_MESSAGES.renameInherited, {
            name: property.name,
            template: templateName,
          }),
        )
      }
      const { newName, version } = request.body
      assertName(400, newName)
      if (RESERVED_PROPERTIES.includes(newName.toLowerCase())) throw reservedName(400, newName)
      const others = model.properties.filter((p) => p.name !== property.name).map((p) => p.name)
      if (checkUnique(newName, others, { ignoreCase: true })) throw nameTaken(newName)
      const objects = await objectsOf(owner.id, owner.name)
      // Instances of a template may have own properties of that name: they would clash after the rename.
      if (kind === 'template' && objects.length > 0) {
        const clash = await app.db
          .selectFrom('modelProperties')
          .select('name')
          .where(
            'objectId',
            'in',
            objects.map((o) => o.id),
          )
          .where('type', 'is not', null)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', newName.toLowerCase()))
          .executeTakeFirst()
        if (clash) throw nameTaken(newName)
      }
      const filter = {
        objNames: new Set(objects.map((o) => o.name.toLowerCase())),
        propName: property.name,
      }
      const objNames = objects.map((o) => o.name)
      // Buffered history must reach its key before the key is renamed.
      await app.history?.flush()
      const { rewritten, oldKeys } = await app.db.transaction().execute(async (trx) => {
        await bumpOwner(trx, owner, version)
        await renameInModel(
          trx,
          owner,
          objects.map((o) => o.id),
          property.name,
          newName,
        )
        const oldKeys = await renameInRecords(trx, objNames, property.name, newName)
        return { rewritten: await rewriteDocuments(trx, filter, newName), oldKeys }
      })
      // The same property under a new name: its value and active alarms carry over, not reset and cleared.
      app.history?.forgetKeys(oldKeys)
      app.alarms?.renameProperty(objNames, property.name, newName)
      app.live.store.renameProperty(objNames, property.name, newName)
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.properties.rename`,
        target: `${owner.name}.${property.name}`,
      }
      const after = await ownerModel(app.db, owner)
      return modified(reply, {
        property: after.properties.find((p) => p.name === newName) ?? null,
        version: after.version,
        rewritten,
      })
    },
  )
}
