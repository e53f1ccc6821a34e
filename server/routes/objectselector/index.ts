import type { FastifyInstance } from 'fastify'
import { objectSelectorRoutes } from './routes.ts'

/** The spec's "Object selector" calls (S0 §7), mounted under /api/objectselector. */
export async function objectSelectorArea(app: FastifyInstance): Promise<void> {
  await app.register(objectSelectorRoutes)
}
