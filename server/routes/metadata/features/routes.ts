import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, HttpError } from '../../../http/httpError.ts'
import { created, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { dropInheritedMembers } from '../common/cleanup.ts'
import { assertNewProperties } from '../common/memberRules.ts'
import { insertProperties, propertyInputOf } from '../common/memberWrites.ts'
import { modelRoutes } from '../common/modelRoutes.ts'
import { instanceNamesOf } from '../common/owners.ts'
import { assertName, assertTexts, nameTaken } from '../common/rules.ts'
import { nameParams } from '../common/schema.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import { loadTemplateModels } from '../model/load.ts'
import { featureOr404, featureView, findFeature, listFeatures, templatesOf } from './queries.ts'
import {
  type CreateFeatureBody,
  createFeatureBody,
  type ListFeaturesQuery,
  listFeaturesQuery,
  type UpdateFeatureBody,
  updateFeatureBody,
} from './schema.ts'

type Params = { name: string }
const WRITE = canWrite(RESOURCE.features)
const location = (name: string) => `/api/metadata/features/${encodeURIComponent(name)}`

/**
 * Features (feature sets): named property sets a template includes; its instances then carry them
 * (spec S0 §7: features GET, POST, PUT, DELETE, batch delete, cloneTo; POST /features).
 */
export async function featureRoutes(app: FastifyInstance): Promise<void> {
  async function insertFeature(body: CreateFeatureBody): Promise<void> {
    assertName(422, body.name)
    assertTexts(422, body)
    await assertNewProperties(app.db, 422, body.properties ?? [], [])
    if (await findFeature(app.db, body.name)) throw nameTaken(body.name)
    const at = now()
    await app.db.transaction().execute(async (trx) => {
      const { featureId } = await trx
        .insertInto('features')
        .values({
          name: body.name,
          showName: body.showName ?? '',
          description: body.description ?? '',
          createdAt: at,
          updatedAt: at,
        })
        .returning('featureId')
        .executeTakeFirstOrThrow()
      await insertProperties(trx, { featureId }, body.properties ?? [])
    })
  }

  app.get<{ Querystring: ListFeaturesQuery }>(
    '/features',
    { schema: { querystring: listFeaturesQuery }, config: READ },
    async (request) => listFeatures(app.db, request.query),
  )

  app.post<{ Body: CreateFeatureBody }>(
    '/features',
    { schema: { body: createFeatureBody }, config: WRITE },
    async (request, reply) => {
      await insertFeature(request.body)
      request.operation = { action: 'metadata.features.create', target: request.body.name }
      const view = await featureView(app.db, request.body.name)
      return created(reply, location(view.name), view)
    },
  )

  app.get<{ Params: Params }>(
    '/features/:name',
    { schema: { params: nameParams('name') }, config: READ },
    async (request) => featureView(app.db, request.params.name),
  )

  app.put<{ Params: Params; Body: UpdateFeatureBody }>(
    '/features/:name',
    { schema: { params: nameParams('name'), body: updateFeatureBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      const feature = await featureOr404(app.db, request.params.name)
      assertTexts(400, body)
      const users = (await templatesOf(app.db, [feature.featureId])).get(feature.featureId) ?? []
      let lost: string[] = []
      if (body.properties) {
        await assertNewProperties(app.db, 400, body.properties, [])
        // The new set must not clash with what the templates using the feature already have.
        const templates = await loadTemplateModels(
          app.db,
          users.map((u) => u.templateId),
        )
        for (const template of templates) {
          const others = template.properties.filter((p) => p.featureName !== feature.name)
          const clash = body.properties.find((p) =>
            others.some((o) => o.name.toLowerCase() === p.name.toLowerCase()),
          )
          if (clash)
            throw new HttpError(
              400,
              withValues(METADATA_ROUTE_MESSAGES.templatePropertyClash, {
                template: template.name,
                name: clash.name,
              }),
            )
        }
        const current = (await featureView(app.db, feature.name)).properties
        const kept = new Set(body.properties.map((p) => p.name.toLowerCase()))
        lost = current.filter((p) => !kept.has(p.name.toLowerCase())).map((p) => p.name)
      }
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('features')
          .set({
            showName: body.showName,
            description: body.description,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('featureId', '=', feature.featureId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.featureStale, { name: feature.name }))
        if (body.properties) {
          await trx.deleteFrom('modelProperties').where('featureId', '=', feature.featureId).execute()
          await insertProperties(trx, { featureId: feature.featureId }, body.properties)
          for (const user of users) await dropInheritedMembers(trx, user.templateId, lost)
        }
      })
      if (body.properties) {
        await app.live.refresh(
          await instanceNamesOf(
            app.db,
            users.map((u) => u.templateId),
          ),
        )
      }
      request.operation = { action: 'metadata.features.update', target: feature.name }
      return modified(reply, await featureView(app.db, feature.name))
    },
  )

  /** 409 if any of the features is still used by a template; otherwise all go. */
  async function deleteFeatures(rows: { featureId: number; name: string }[]): Promise<void> {
    const users = await templatesOf(
      app.db,
      rows.map((r) => r.featureId),
    )
    const used = rows.find((row) => (users.get(row.featureId) ?? []).length > 0)
    if (used) {
      const templates = (users.get(used.featureId) ?? []).map((t) => t.name).join(', ')
      throw conflict(withValues(METADATA_ROUTE_MESSAGES.featureInUse, { name: used.name, templates }))
    }
    const ids = rows.map((r) => r.featureId)
    await app.db.deleteFrom('features').where('featureId', 'in', ids).execute()
  }

  modelRoutes(app, {
    path: '/features',
    action: 'metadata.features',
    config: WRITE,
    location,
    find: (name) => findFeature(app.db, name),
    notFound: METADATA_ROUTE_MESSAGES.featureNotDeleted,
    remove: deleteFeatures,
    async clone(name, body) {
      const source = await featureView(app.db, name)
      await insertFeature({
        name: body.name,
        showName: body.showName ?? source.showName,
        description: source.description,
        properties: source.properties.map(propertyInputOf),
      })
      return { from: source.name, copy: await featureView(app.db, body.name) }
    },
  })
}
