import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { backupRoutes } from './backup/routes.ts'
import { homePageRoutes } from './homePage/routes.ts'
import { recordRoutes } from './records/routes.ts'
import { restoreRoutes } from './restore/routes.ts'
import { systemRoutes } from './system/routes.ts'

/** The spec's "Config" calls (S1 §7), mounted under /api/config. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  // Restore uploads: the size limit is set per upload; one file per request.
  await app.register(multipart, {
    limits: { files: 1, fields: 10, parts: 12 },
    // Keep the client's file name whole, so '../x.png' is refused by the file-name rule, not quietly trimmed.
    preservePath: true,
  })
  await app.register(recordRoutes)
  await app.register(homePageRoutes)
  await app.register(systemRoutes)
  await app.register(backupRoutes)
  await app.register(restoreRoutes)
}
