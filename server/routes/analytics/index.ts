import type { FastifyInstance } from 'fastify'
import './tables.ts'
import { pageViewRoutes } from './pageViews/routes.ts'

/** Usage analytics (spec S1 §2 page views), mounted under /api/analytics. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(pageViewRoutes)
}
