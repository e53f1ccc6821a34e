import type { FastifyInstance } from 'fastify'
import { created, modified } from '../../../http/replies.ts'
import { SYSTEM_RESOURCE } from '../access.ts'
import { readRecord, writeRecord } from '../records/service.ts'
import { HOME_PAGE_KEY, type HomePage } from './rules.ts'

const homePageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  properties: {
    path: { type: 'string', maxLength: 1000 },
    version: { type: 'integer', minimum: 0 },
  },
} as const

interface HomePageView extends HomePage {
  version: number
  updatedAt: string | null
}

/**
 * The default home page (spec S1 §7 "GET, POST /api/config/homePage/default"): where users land after
 * login; '' means none is set and the app goes to /hellow. Kept as the configuration record
 * `default_home_page`, so it is versioned, validated and backed up like every other setting.
 */
export async function homePageRoutes(app: FastifyInstance): Promise<void> {
  function view(record: { configValue: string; version: number; updatedAt: string | null }): HomePageView {
    const value = JSON.parse(record.configValue) as Partial<HomePage>
    return {
      path: typeof value.path === 'string' ? value.path : '',
      version: record.version,
      updatedAt: record.updatedAt,
    }
  }

  app.get('/homePage/default', { config: { access: 'session' } }, async () => {
    const record = await readRecord(app.db, HOME_PAGE_KEY)
    return record ? view(record) : { path: '', version: 0, updatedAt: null }
  })

  app.post<{ Body: { path: string; version?: number } }>(
    '/homePage/default',
    { schema: { body: homePageBody }, config: { access: { resource: SYSTEM_RESOURCE } } },
    async (request, reply) => {
      const { path, version } = request.body
      const saved = await writeRecord(app.db, HOME_PAGE_KEY, JSON.stringify({ path }), version ?? 0)
      request.operation = { action: 'config.homePage', target: path }
      if (saved.created) return created(reply, '/api/config/homePage/default', view(saved.view))
      return modified(reply, view(saved.view))
    },
  )
}
