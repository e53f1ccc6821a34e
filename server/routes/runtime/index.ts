import type { FastifyInstance } from 'fastify'
import { runtimeServiceRoutes } from './services/routes.ts'
import { runtimeSocketRoutes } from './ws/routes.ts'

/** The spec's "Runtime" object calls (S0 §7) and the live-value WebSocket, under /api/runtime. */
export async function runtimeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(runtimeServiceRoutes)
  await app.register(runtimeSocketRoutes)
}
