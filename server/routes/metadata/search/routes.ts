import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { notFound } from '../../../http/httpError.ts'
import { READ } from '../common/access.ts'
import { ownerModel, ownerOr404 } from '../common/owners.ts'
import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import { listObjects } from '../objects/queries.ts'
import type { ListObjectsQuery } from '../objects/schema.ts'

const searchObjectsQuery = {
  type: 'object',
  properties: {
    keyWord: { type: 'string', maxLength: 200 },
    templateName: { type: 'string', maxLength: 200 },
    label: { type: 'string', maxLength: 200 },
    visible: { type: 'boolean' },
    ...pagingSchema(PER_PAGE.search),
  },
} as const

const scriptQuery = {
  type: 'object',
  required: ['sourceType', 'sourceName'],
  properties: {
    sourceType: { type: 'string', enum: ['template', 'object', 'instance'] },
    sourceName: { type: 'string', minLength: 1, maxLength: 200 },
    type: { type: 'string', enum: ['service', 'event'], default: 'service' },
    typeName: { type: 'string', maxLength: 200 },
    name: { type: 'string', maxLength: 200 },
  },
} as const

interface ScriptQuery {
  sourceType: 'template' | 'object' | 'instance'
  sourceName: string
  type: 'service' | 'event'
  typeName?: string
  name?: string
}

/**
 * `GET /search/objects` (200 per search, spec S0 §9), `GET /script` and `GET /datasource`.
 * Gantry's services hold built-in actions, never script text, so /script answers the action definition.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListObjectsQuery }>(
    '/search/objects',
    { schema: { querystring: searchObjectsQuery }, config: READ },
    async (request) => listObjects(app.db, request.query),
  )

  app.get<{ Querystring: ScriptQuery }>(
    '/script',
    { schema: { querystring: scriptQuery }, config: READ },
    async (request) => {
      const query = request.query
      const kind = query.sourceType === 'template' ? 'template' : 'object'
      const owner = await ownerOr404(app.db, kind, query.sourceName)
      const model = await ownerModel(app.db, owner)
      const definitions = model.services
        .filter(
          (s) =>
            s.type === query.type &&
            (!query.typeName || s.name.toLowerCase() === query.typeName.toLowerCase()),
        )
        .map((s) => ({
          sourceType: query.sourceType,
          sourceName: owner.name,
          type: s.type,
          typeName: s.name,
          name: query.name ?? s.name,
          language: 'builtin',
          inputs: s.inputs,
          outputs: s.outputs,
          action: s.action,
        }))
      if (query.typeName) {
        const [definition] = definitions
        if (!definition)
          throw notFound(
            withValues(
              query.type === 'event'
                ? METADATA_ROUTE_MESSAGES.ownerNoEvent
                : METADATA_ROUTE_MESSAGES.ownerNoService,
              {
                owner: owner.name,
                name: query.typeName,
              },
            ),
          )
        return definition
      }
      return { list: definitions }
    },
  )

  // Data sources that properties can be bound to: the running connectors, plus any a binding names that
  // is not running (shown offline, so a missing connector is visible).
  app.get('/datasource', { config: READ }, async () => {
    const named = new Set<string>()
    for (const objName of app.live.store.objectNames()) {
      for (const property of app.live.store.object(objName)?.properties ?? []) {
        if (property.binding) named.add(property.binding.connector)
      }
    }
    const running = app.live.connectors.list()
    const list = running.map((connector) => ({
      name: connector.name,
      type: connector.type,
      ...connector.status(),
      boundCount: app.live.connectors.boundTo(connector.name).length,
    }))
    // External collectors' connectors run in their own processes: as those last reported them.
    const external = await app.db
      .selectFrom('collectorConnectors as c')
      .innerJoin('collectors as d', 'd.collectorId', 'c.collectorId')
      .select(['c.name', 'c.type', 'd.drivers', 'd.deviceUuid'])
      .where('d.builtIn', '=', 0)
      .execute()
    for (const row of external) {
      if (list.some((c) => c.name === row.name)) continue
      const drivers = JSON.parse(row.drivers) as {
        name: string
        online: boolean
        description?: string
        time?: string
      }[]
      const driver = drivers.find((d) => d.name === row.name)
      list.push({
        name: row.name,
        type: row.type,
        online: driver?.online ?? false,
        description: driver?.description || `Runs in the collector ${row.deviceUuid}`,
        time: driver?.time ?? '',
        boundCount: app.live.connectors.boundTo(row.name).length,
      })
    }
    for (const name of named) {
      if (list.some((c) => c.name === name)) continue
      list.push({
        name,
        type: 'unknown',
        online: false,
        description: 'Not running',
        time: '',
        boundCount: app.live.connectors.boundTo(name).length,
      })
    }
    return { list }
  })
}
