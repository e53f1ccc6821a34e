import type { FastifyInstance } from 'fastify'
import { modified } from '../../../http/replies.ts'
import { canWrite, READ } from '../common/access.ts'
import { assertLimitProcesses } from '../common/limitProcess.ts'
import { assertLimits } from '../common/memberRules.ts'
import { replaceLimits } from '../common/memberWrites.ts'
import {
  bumpOwner,
  memberNotFound,
  type Owner,
  ownerModel,
  ownerOr404,
  refreshOwner,
  templateModelOr404,
} from '../common/owners.ts'
import type { AlertLimitView, ObjectModel, TemplateModel } from '../model/types.ts'
import { alertsQuery, memberParams, type PutAlertsBody, putAlertsBody } from './schema.ts'
import type { OwnerRoutes } from './types.ts'

/**
 * Alarm limits of one property (spec S1 §3 entries plus priority and colour). A template stores them per
 * property; an instance inherits them and overrides entries by name (or adds its own). `ownerType`
 * picks the view: 'object' (default for instances) the effective list, 'template' the inherited one.
 */
export async function alertRoutes(app: FastifyInstance, { kind, base, param, resource }: OwnerRoutes) {
  type Params = Record<string, string>
  const WRITE = canWrite(resource)

  async function context(params: Params) {
    const owner = await ownerOr404(app.db, kind, params[param] as string)
    const model = await ownerModel(app.db, owner)
    const property = model.properties.find(
      (p) => p.name.toLowerCase() === (params.propName as string).toLowerCase(),
    )
    if (!property) throw memberNotFound('property', params.propName as string, owner)
    return { owner, model, property }
  }

  async function answer(
    owner: Owner,
    model: TemplateModel | ObjectModel,
    propName: string,
    ownerType: string,
  ) {
    let limits: AlertLimitView[] = model.alertLimits[propName] ?? []
    if (ownerType === 'template' && owner.kind === 'object') {
      const templateName = (model as ObjectModel).templateName
      const template = templateName ? await templateModelOr404(app.db, templateName) : undefined
      limits = (template?.alertLimits[propName] ?? []).map((limit) => ({ ...limit, inherited: true }))
    }
    return { ownerName: owner.name, propName, ownerType, limits, version: model.version }
  }

  app.get<{ Params: Params; Querystring: { ownerType?: 'template' | 'object' } }>(
    `${base}/properties/:propName/alerts`,
    { schema: { params: memberParams(param, 'propName'), querystring: alertsQuery }, config: READ },
    async (request) => {
      const { owner, model, property } = await context(request.params)
      return answer(owner, model, property.name, request.query.ownerType ?? kind)
    },
  )

  app.put<{ Params: Params; Body: PutAlertsBody }>(
    `${base}/properties/:propName/alerts`,
    { schema: { params: memberParams(param, 'propName'), body: putAlertsBody }, config: WRITE },
    async (request, reply) => {
      const { owner, property } = await context(request.params)
      assertLimits(400, property, request.body.limits)
      await assertLimitProcesses(app.db, 400, request.body.limits)
      await app.db.transaction().execute(async (trx) => {
        await bumpOwner(trx, owner, request.body.version)
        const ownerColumns = owner.kind === 'template' ? { templateId: owner.id } : { objectId: owner.id }
        await replaceLimits(trx, ownerColumns, property.name, request.body.limits)
      })
      await refreshOwner(app, owner)
      request.operation = {
        action: `metadata.${kind}s.alerts.update`,
        target: `${owner.name}.${property.name}`,
      }
      const { model } = await context(request.params)
      return modified(reply, await answer(owner, model, property.name, kind))
    },
  )
}
