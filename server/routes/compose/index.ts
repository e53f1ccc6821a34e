import type { FastifyInstance } from 'fastify'
import { registerUploads } from '../app/uploads.ts'
import { composeAppRoutes } from './apps/routes.ts'
import { businessRoutes } from './business/routes.ts'
import { folderRoutes } from './folders/routes.ts'
import { layoutRoutes } from './layouts/routes.ts'
import { orderRoutes } from './order/routes.ts'
import { packageRoutes } from './packages/routes.ts'
import { pageRoutes } from './pages/routes.ts'
import { symbolRoutes } from './symbols/routes.ts'
import { templateRoutes } from './templates/routes.ts'

/**
 * The designer's calls of spec S0 §7 "Compose manage" and "Symbols", mounted under /api/compose/manage.
 * (`/objectdata*` and `/object/{name}/snapshot` under the same base belong to the live-values area.)
 */
export async function composeRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app)
  await app.register(composeAppRoutes)
  await app.register(folderRoutes)
  await app.register(pageRoutes)
  await app.register(layoutRoutes)
  await app.register(orderRoutes)
  await app.register(templateRoutes)
  await app.register(packageRoutes)
  await app.register(symbolRoutes)
  await app.register(businessRoutes)
}
