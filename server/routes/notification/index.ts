import type { FastifyInstance } from 'fastify'
import '../../notify/plugin.ts'
import { logsRoutes } from './logsRoutes.ts'
import { messagesRoutes } from './messagesRoutes.ts'
import { settingsRoutes } from './settingsRoutes.ts'
import { typesRoutes } from './typesRoutes.ts'

/**
 * The notification centre's calls under /api/notification (the spec names the screens, not the paths):
 * types, the send log, the caller's messages and personal settings. Needs `app.notify`.
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(typesRoutes)
  await app.register(logsRoutes)
  await app.register(messagesRoutes)
  await app.register(settingsRoutes)
}
