import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { AnyDb } from '../../../backup/catalog.ts'
import { appliedMigrations } from '../../../backup/snapshot.ts'
import { notFound } from '../../../http/httpError.ts'
import { DEFAULT_IMAGE_FOLDER, imageExists, imagesDirOf, imageUrl } from '../../files/images/store.ts'
import { CONFIG_MESSAGES } from '../messages.ts'
import { PRODUCT } from '../product.ts'

const DATABASE_PROBE_TIMEOUT_MS = 2000

/** The product version, the service state and image addresses (spec S1 §7 "Config"). */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const startedAt = new Date()

  app.get('/version', { config: { access: 'session' } }, async () => {
    const migrations = await appliedMigrations(app.db.withoutPlugins() as unknown as AnyDb)
    return {
      name: PRODUCT.name,
      version: PRODUCT.version,
      startedAt: startedAt.toISOString(),
      database: app.engine,
      schemaVersion: migrations.at(-1) ?? '',
      node: process.version,
    }
  })

  app.get('/service', { config: { access: 'session' } }, async () => {
    const database = await probeDatabase(app)
    return {
      status: database.reachable ? 'ok' : 'degraded',
      startedAt: startedAt.toISOString(),
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      database: { engine: app.engine, ...database },
      // Always false when answered: during maintenance this call itself answers 425.
      maintenance: { active: app.maintenance.active, reason: app.maintenance.reason },
    }
  })

  const imagesDir = imagesDirOf(app.config.dataDir)
  const imageUrlQuery = {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200 },
      folder: { type: 'string', minLength: 1, maxLength: 200 },
    },
  } as const
  app.get<{ Querystring: { name: string; folder?: string } }>(
    '/getImageUrl',
    { schema: { querystring: imageUrlQuery }, config: { access: 'session' } },
    async (request) => {
      const folder = request.query.folder ?? DEFAULT_IMAGE_FOLDER
      const { name } = request.query
      if (!(await imageExists(imagesDir, folder, name)))
        throw notFound(withValues(CONFIG_MESSAGES.imageMissing, { folder, name }))
      return { name, folder, url: imageUrl(folder, name) }
    },
  )
}

async function probeDatabase(
  app: FastifyInstance,
): Promise<{ reachable: boolean; latencyMs: number | null }> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), DATABASE_PROBE_TIMEOUT_MS)
  })
  try {
    await Promise.race([sql`select 1`.execute(app.db), timeout])
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 }
  } catch {
    return { reachable: false, latencyMs: null }
  } finally {
    clearTimeout(timer)
  }
}
