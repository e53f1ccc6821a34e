import type { FastifyInstance } from 'fastify'
import { appOr404 } from '../../app/manager/appWrites.ts'
import { readAccess } from '../access.ts'
import { pluginManifests } from '../documents/pluginManifests.ts'
import { businessUsage } from './usage.ts'

const usageQuery = {
  type: 'object',
  required: ['appId'],
  additionalProperties: false,
  properties: { appId: { type: 'integer', minimum: 1 } },
} as const

/**
 * The business designer's where-used (issue 28): an application's form pages, workflows and the reports,
 * each with the pages, symbols, workflows and scheduled tasks that use it.
 */
export async function businessRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { appId: number } }>(
    '/business/usage',
    { schema: { querystring: usageQuery }, config: { access: readAccess } },
    async (request) => {
      await appOr404(app, request.query.appId)
      return businessUsage(app.db, request.query.appId, pluginManifests)
    },
  )
}
