import type { FastifyInstance } from 'fastify'
import { drainJobs } from './jobs/jobs.ts'
import { JobLeaseKeeper, jobLeaseSettings } from './jobs/leases.ts'
import { managerRoutes } from './manager/routes.ts'
import { resourceFileRoutes } from './resources/fileRoutes.ts'
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
  // Jobs left running by a process that died are ended first; this process's own jobs keep a heartbeat.
  const leases = new JobLeaseKeeper(app, jobLeaseSettings(app.config.jobs))
  await leases.start()
  // Background jobs write to the database: let them finish (heartbeats going on) before it closes.
  app.addHook('onClose', async (instance) => {
    await drainJobs(instance)
    await leases.stop()
  })
  await app.register(managerRoutes, { prefix: '/api/app/manager' })
  await app.register(transferRoutes, { prefix: '/api/app/manager' })
  await app.register(upgradeRoutes, { prefix: '/api/app/manager' })
  await app.register(resourceRoutes, { prefix: '/api/app/resource' })
  await app.register(resourceFileRoutes, { prefix: '/api/app/resource' })
  await app.register(metadataUpgradeStatusRoute)
}
