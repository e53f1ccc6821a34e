import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict } from '../../../http/httpError.ts'
import { created, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { dropInheritedMembers } from '../common/cleanup.ts'
import { assertLimitProcessesMap } from '../common/limitProcess.ts'
import { replaceFeatures, replaceLabels, resolveFeatures, resolveLabels } from '../common/links.ts'
import { assertLimitsMap, assertNewProperties, assertServices, inputAsView } from '../common/memberRules.ts'
import {
  insertProperties,
  insertServices,
  limitInputOf,
  propertyInputOf,
  replaceLimits,
  serviceInputOf,
} from '../common/memberWrites.ts'
import { modelRoutes } from '../common/modelRoutes.ts'
import { findOwner, instanceNamesOf, type Owner, templateModelOr404 } from '../common/owners.ts'
import { assertName, assertTexts, nameTaken } from '../common/rules.ts'
import { nameParams } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { TemplateModel } from '../model/types.ts'
import { instanceCounts, listTemplates } from './queries.ts'
import {
  type CreateTemplateBody,
  createTemplateBody,
  type ListTemplatesQuery,
  listTemplatesQuery,
  type UpdateTemplateBody,
  updateTemplateBody,
} from './schema.ts'

type Params = { name: string }
const WRITE = canWrite(RESOURCE.templates)
const location = (name: string) => `/api/metadata/object_templates/${encodeURIComponent(name)}`

/** Object templates (spec S0 §7 "Metadata"): list, create, fetch, edit, delete, batch delete, cloneTo. */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  async function view(name: string) {
    const { templateId, ...model } = await templateModelOr404(app.db, name)
    const counts = await instanceCounts(app.db, [templateId])
    return { ...model, instanceCount: counts.get(templateId) ?? 0 }
  }

  /** Validates a complete new template (create and clone) and stores it in one transaction. */
  async function insertTemplate(body: CreateTemplateBody): Promise<void> {
    assertName(422, body.name)
    assertTexts(422, body)
    const labelIds = await resolveLabels(app.db, 422, body.labels)
    const { features, properties: featureProps } = await resolveFeatures(app.db, 422, body.features)
    const properties = body.properties ?? []
    await assertNewProperties(
      app.db,
      422,
      properties,
      featureProps.map((p) => p.name),
    )
    const effective = [...properties.map(inputAsView), ...featureProps]
    assertServices(422, body.services ?? [], effective, [])
    assertLimitsMap(422, body.alertLimits, effective)
    await assertLimitProcessesMap(app.db, 422, body.alertLimits)
    if (await findOwner(app.db, 'template', body.name)) throw nameTaken(body.name)
    const at = now()
    await app.db.transaction().execute(async (trx) => {
      const { templateId } = await trx
        .insertInto('objectTemplates')
        .values({
          name: body.name,
          showName: body.showName ?? '',
          description: body.description ?? '',
          createdAt: at,
          updatedAt: at,
        })
        .returning('templateId')
        .executeTakeFirstOrThrow()
      await replaceFeatures(
        trx,
        templateId,
        features.map((f) => f.featureId),
      )
      await replaceLabels(trx, 'template', templateId, labelIds)
      await insertProperties(trx, { templateId }, properties)
      await insertServices(trx, { templateId }, body.services ?? [])
      for (const [propName, limits] of Object.entries(body.alertLimits ?? {})) {
        await replaceLimits(trx, { templateId }, propName, limits)
      }
    })
  }

  app.get<{ Querystring: ListTemplatesQuery }>(
    '/object_templates',
    { schema: { querystring: listTemplatesQuery }, config: READ },
    async (request) => listTemplates(app.db, request.query),
  )

  app.post<{ Body: CreateTemplateBody }>(
    '/object_templates',
    { schema: { body: createTemplateBody }, config: WRITE },
    async (request, reply) => {
      await insertTemplate(request.body)
      request.operation = { action: 'metadata.templates.create', target: request.body.name }
      const stored = await view(request.body.name)
      return created(reply, location(stored.name), stored)
    },
  )

  app.get<{ Params: Params }>(
    '/object_templates/:name',
    { schema: { params: nameParams('name') }, config: READ },
    async (request) => view(request.params.name),
  )

  app.put<{ Params: Params; Body: UpdateTemplateBody }>(
    '/object_templates/:name',
    { schema: { params: nameParams('name'), body: updateTemplateBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const model = await templateModelOr404(app.db, request.params.name)
      assertTexts(400, body)
      const labelIds = body.labels === undefined ? undefined : await resolveLabels(app.db, 400, body.labels)
      const features = body.features === undefined ? undefined : await featureChange(model, body.features)
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('objectTemplates')
          .set({
            showName: body.showName,
            description: body.description,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('templateId', '=', model.templateId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.templateStale, { name: model.name }))
        if (labelIds) await replaceLabels(trx, 'template', model.templateId, labelIds)
        if (features) {
          await replaceFeatures(trx, model.templateId, features.ids)
          await dropInheritedMembers(trx, model.templateId, features.lost)
        }
      })
      if (features) await app.live.refresh(await instanceNamesOf(app.db, [model.templateId]))
      request.operation = { action: 'metadata.templates.update', target: model.name }
      return modified(reply, await view(model.name))
    },
  )

  /** New feature list: no clash with the template's own properties; which inherited names it drops. */
  async function featureChange(model: TemplateModel, names: string[]) {
    const { features, properties } = await resolveFeatures(app.db, 400, names)
    const own = new Set(
      model.properties.filter((p) => p.source === 'template').map((p) => p.name.toLowerCase()),
    )
    const clash = properties.find((p) => own.has(p.name.toLowerCase()))
    if (clash)
      throw badRequest(
        withValues(METADATA_ROUTE_MESSAGES.templatePropertyClash, { template: model.name, name: clash.name }),
      )
    const kept = new Set(properties.map((p) => p.name.toLowerCase()))
    const lost = model.properties
      .filter((p) => p.source === 'feature' && !kept.has(p.name.toLowerCase()))
      .map((p) => p.name)
    return { ids: features.map((f) => f.featureId), lost }
  }

  /** 409 if any of the templates still has instances; otherwise all go in one transaction. */
  async function deleteTemplates(owners: Owner[]): Promise<void> {
    const counts = await instanceCounts(
      app.db,
      owners.map((o) => o.id),
    )
    const used = owners.find((owner) => (counts.get(owner.id) ?? 0) > 0)
    if (used) {
      throw conflict(
        withValues(METADATA_ROUTE_MESSAGES.templateHasInstances, {
          name: used.name,
          count: counts.get(used.id) ?? 0,
        }),
      )
    }
    await app.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('objectTemplates')
        .where(
          'templateId',
          'in',
          owners.map((o) => o.id),
        )
        .execute()
    })
  }

  modelRoutes(app, {
    path: '/object_templates',
    action: 'metadata.templates',
    config: WRITE,
    location,
    find: (name) => findOwner(app.db, 'template', name),
    notFound: METADATA_ROUTE_MESSAGES.templateNotDeleted,
    remove: deleteTemplates,
    async clone(name, body) {
      const source = await templateModelOr404(app.db, name)
      const alertLimits: CreateTemplateBody['alertLimits'] = {}
      for (const [propName, limits] of Object.entries(source.alertLimits)) {
        alertLimits[propName] = limits.map(limitInputOf)
      }
      await insertTemplate({
        name: body.name,
        showName: body.showName ?? source.showName,
        description: source.description,
        features: source.features,
        labels: source.labels,
        properties: source.properties.filter((p) => p.source === 'template').map(propertyInputOf),
        services: source.services.map(serviceInputOf),
        alertLimits,
      })
      return { from: source.name, copy: await view(body.name) }
    },
  })
}
