import type { FastifyInstance } from 'fastify'
import { alarmRoutes } from './routes.ts'

/** Alarm calls, mounted under /api/runtime (see routes.ts). Needs `app.alarms` (server/alarms/plugin.ts). */
export async function alarmArea(app: FastifyInstance): Promise<void> {
  await app.register(alarmRoutes)
}
