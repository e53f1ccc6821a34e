import type { FastifyInstance } from 'fastify'
import { dashboardRoutes } from './dashboard/routes.ts'
import { dataGroupRoutes } from './dataGroups/routes.ts'
import { deviceRoutes } from './devices/routes.ts'
import { logRoutes } from './logs/routes.ts'
import { menuTreeRoutes } from './menuTree/routes.ts'
import { passwdRoutes } from './passwd/routes.ts'
import { resourceRoutes } from './resources/routes.ts'
import { roleRoutes } from './roles/routes.ts'
import { sessionRoutes } from './sessions/routes.ts'
import type { SmsSender } from './sms/senders.ts'
import { userRoutes } from './users/routes.ts'

/** The spec's "Auth" calls (S1 §7, S0 §7 menu tree), mounted under /api/auth. */
export async function authRoutes(app: FastifyInstance, opts: { smsSender: SmsSender }): Promise<void> {
  await app.register(sessionRoutes, { smsSender: opts.smsSender })
  await app.register(passwdRoutes)
  await app.register(userRoutes)
  await app.register(roleRoutes)
  await app.register(dataGroupRoutes)
  await app.register(resourceRoutes)
  await app.register(menuTreeRoutes)
  await app.register(deviceRoutes)
  await app.register(dashboardRoutes)
  await app.register(logRoutes)

  // The spec lists GET /api/auth/checkIntegration without its answer: Gantry has no external identity
  // provider, so it reports none and the login page shows its own form.
  app.get('/checkIntegration', { config: { access: 'public' } }, async () => ({ integration: false }))
}
