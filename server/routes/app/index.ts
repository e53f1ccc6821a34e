import type { FastifyInstance } from 'fastify'
import { drainJobs } from './jobs/jobs.ts'
import { managerRoutes } from './manager/routes.ts'
import { resourceRoutes } from './resources/routes.ts'
import { transferRoutes } from './transfer/routes.ts'
import { metadataUpgradeStatusRoute, upgradeRoutes } from './upgrade/routes.ts'
import { registerUploads } from './uploads.ts'

/**
 * The application manager (/api/app/manager) and application resources (/api/app/resource) of spec S0
 * §7, plus the one upgrade status call the spec places under /api/metadata (registered with its full
 * path, so this area is mounted without a prefix).
 */
export async function appRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app)
  // Background jobs write to the database: let them finish before it closes.
  app.addHook('onClose', async (instance) => drainJobs(instance))
  await app.register(managerRoutes, { prefix: '/api/app/manager' })
  await app.register(transferRoutes, { prefix: '/api/app/manager' })
  await app.register(upgradeRoutes, { prefix: '/api/app/manager' })
  await app.register(resourceRoutes, { prefix: '/api/app/resource' })
  await app.register(metadataUpgradeStatusRoute)
}
