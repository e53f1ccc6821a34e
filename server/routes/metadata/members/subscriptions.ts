import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { badRequest, notFound } from '../../../http/httpError.ts'
import { created, deleted } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { objectModelOr404 } from '../common/owners.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import {
  type CreateSubscriptionBody,
  createSubscriptionBody,
  memberParams,
  subscriptionsQuery,
} from './schema.ts'

/**
 * Subscriptions of an instance, kept per owner type (spec S0 §3 "Subscription"): who (ownerType,
 * ownerName) follows which property, event or service (queryType, target) of the object.
 */
/** 400 for a subscription target the object does not have. */
function noTarget(owner: string, kind: 'property' | 'event' | 'service', name: string) {
  const missing = {
    property: METADATA_ROUTE_MESSAGES.objectNoProperty,
    event: METADATA_ROUTE_MESSAGES.objectNoEvent,
    service: METADATA_ROUTE_MESSAGES.objectNoService,
  }
  return withValues(missing[kind], { owner, name })
}

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const WRITE = canWrite(RESOURCE.objects)
  const columns = ['subscriptionId', 'ownerType', 'ownerName', 'queryType', 'target', 'createdAt'] as const

  app.get<{ Params: { objName: string }; Querystring: { queryType?: string; ownerType?: string } }>(
    '/objects/:objName/subscriptions',
    { schema: { params: memberParams('objName'), querystring: subscriptionsQuery }, config: READ },
    async (request) => {
      const model = await objectModelOr404(app.db, request.params.objName)
      let query = app.db
        .selectFrom('modelSubscriptions')
        .select(columns)
        .where('objectId', '=', model.objectId)
        .orderBy('subscriptionId')
      if (request.query.queryType) query = query.where('queryType', '=', request.query.queryType)
      if (request.query.ownerType) query = query.where('ownerType', '=', request.query.ownerType)
      const rows = await query.execute()
      return { list: rows.map((row) => ({ objName: model.name, ...row })) }
    },
  )

  app.post<{ Params: { objName: string }; Body: CreateSubscriptionBody }>(
    '/objects/:objName/subscriptions',
    { schema: { params: memberParams('objName'), body: createSubscriptionBody }, config: WRITE },
    async (request, reply) => {
      const model = await objectModelOr404(app.db, request.params.objName)
      const body = request.body
      const target = body.target ?? ''
      if (target !== '') {
        const known =
          body.queryType === 'property'
            ? model.properties.some((p) => p.name === target)
            : model.services.some((s) => s.type === body.queryType && s.name === target)
        if (!known) throw badRequest(noTarget(model.name, body.queryType, target))
      }
      const row = await app.db
        .insertInto('modelSubscriptions')
        .values({
          objectId: model.objectId,
          ownerType: body.ownerType,
          ownerName: body.ownerName,
          queryType: body.queryType,
          target,
          createdAt: now(),
        })
        .returning(columns)
        .executeTakeFirstOrThrow()
      request.operation = { action: 'metadata.objects.subscriptions.create', target: model.name }
      return created(
        reply,
        `/api/metadata/objects/${encodeURIComponent(model.name)}/subscriptions/${row.subscriptionId}`,
        { objName: model.name, ...row },
      )
    },
  )

  app.delete<{ Params: { objName: string; id: number } }>(
    '/objects/:objName/subscriptions/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['objName', 'id'],
          properties: { objName: { type: 'string', maxLength: 200 }, id: { type: 'integer', minimum: 1 } },
        },
      },
      config: WRITE,
    },
    async (request, reply) => {
      const model = await objectModelOr404(app.db, request.params.objName)
      const result = await app.db
        .deleteFrom('modelSubscriptions')
        .where('objectId', '=', model.objectId)
        .where('subscriptionId', '=', request.params.id)
        .executeTakeFirst()
      if (result.numDeletedRows === 0n)
        throw notFound(withValues(METADATA_ROUTE_MESSAGES.subscriptionMissing, { id: request.params.id }))
      request.operation = { action: 'metadata.objects.subscriptions.delete', target: model.name }
      return deleted(reply)
    },
  )
}
