import type { FastifyInstance } from 'fastify'
import { RESOURCE } from './common/access.ts'
import { datastructRoutes } from './datastructs/routes.ts'
import { featureRoutes } from './features/routes.ts'
import { labelRoutes } from './labels/routes.ts'
import { alertRoutes } from './members/alerts.ts'
import { bindingRoutes } from './members/bindings.ts'
import { propertyRoutes } from './members/properties.ts'
import { serviceRoutes } from './members/services.ts'
import { subscriptionRoutes } from './members/subscriptions.ts'
import type { OwnerRoutes } from './members/types.ts'
import { networkRoutes } from './networks/routes.ts'
import { objectRoutes } from './objects/routes.ts'
import { organizationRoutes } from './organizations/organizationRoutes.ts'
import { staffRoutes } from './organizations/staffRoutes.ts'
import { searchRoutes } from './search/routes.ts'
import './tables.ts'
import { templateRoutes } from './templates/routes.ts'
import { unitRoutes } from './units/routes.ts'

const TEMPLATES: OwnerRoutes = {
  kind: 'template',
  base: '/object_templates/:name',
  param: 'name',
  resource: RESOURCE.templates,
}
const OBJECTS: OwnerRoutes = {
  kind: 'object',
  base: '/objects/:objName',
  param: 'objName',
  resource: RESOURCE.objects,
}

/** The spec's "Metadata" calls (S0 §7), mounted under /api/metadata. Needs `app.live` (server/live). */
export async function metadataRoutes(app: FastifyInstance): Promise<void> {
  await app.register(templateRoutes)
  await app.register(objectRoutes)
  for (const owner of [TEMPLATES, OBJECTS]) {
    await app.register(propertyRoutes, owner)
    await app.register(serviceRoutes, owner)
    await app.register(alertRoutes, owner)
  }
  await app.register(bindingRoutes)
  await app.register(subscriptionRoutes)
  await app.register(featureRoutes)
  await app.register(labelRoutes)
  await app.register(unitRoutes)
  await app.register(datastructRoutes)
  await app.register(networkRoutes)
  await app.register(organizationRoutes)
  await app.register(staffRoutes)
  await app.register(searchRoutes)
}
