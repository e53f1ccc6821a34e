import type { FastifyInstance } from 'fastify'
import { decodeDashboard } from '../../../../engine/codec/dashboardCodec.ts'
import { DASHBOARD_VERSION } from '../../../../engine/document/persisted.ts'
import { withValues } from '../../../../engine/messages.ts'
import { sessionOf } from '../../../http/access.ts'
import { badRequest, conflict } from '../../../http/httpError.ts'
import { modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { AUTH_MESSAGES } from '../messages.ts'

const mkey = { type: 'string', minLength: 1, maxLength: 200 } as const

const dashboardQuery = {
  type: 'object',
  required: ['mkey'],
  properties: { mkey },
} as const

const dashboardBody = {
  type: 'object',
  additionalProperties: false,
  required: ['mkey', 'configInfo', 'version'],
  properties: {
    mkey,
    /** The dashboard document as a JSON string (version tag v1.0). */
    configInfo: { type: 'string', maxLength: 2_000_000 },
    /** JSON string. */
    fields: { type: 'string', maxLength: 200_000 },
    /** 0 for the first save. */
    version: { type: 'integer', minimum: 0 },
  },
} as const

interface DashboardBody {
  mkey: string
  configInfo: string
  fields?: string
  version: number
}

/** The caller's dashboard configuration (spec S1 §3 "Dashboard user config": mkey, configInfo, fields). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  function load(userId: number, key: string) {
    return app.db
      .selectFrom('dashboardConfigs')
      .select(['mkey', 'configInfo', 'fields', 'updatedAt', 'version'])
      .where('userId', '=', userId)
      .where('mkey', '=', key)
      .executeTakeFirst()
  }

  app.get<{ Querystring: { mkey: string } }>(
    '/user/config/dashboard',
    { schema: { querystring: dashboardQuery }, config: { access: 'session' } },
    async (request) => {
      const row = await load(sessionOf(request).userId, request.query.mkey)
      // Nothing saved yet: an empty dashboard at version 0, so the first save sends version 0.
      return row ?? { mkey: request.query.mkey, configInfo: '', fields: '[]', updatedAt: null, version: 0 }
    },
  )

  app.put<{ Body: DashboardBody }>(
    '/user/config/dashboard',
    { schema: { body: dashboardBody }, config: { access: 'session' } },
    async (request, reply) => {
      const userId = sessionOf(request).userId
      const { mkey: key, configInfo, version } = request.body
      const fields = request.body.fields ?? '[]'
      assertJson(configInfo, 'configInfo')
      assertJson(fields, 'fields')
      assertDashboard(configInfo)
      const at = now()
      const stale = () => conflict(AUTH_MESSAGES.dashboardStale)
      if (version === 0) {
        const inserted = await app.db
          .insertInto('dashboardConfigs')
          .values({ userId, mkey: key, configInfo, fields, updatedAt: at, version: 1 })
          .onConflict((oc) => oc.columns(['userId', 'mkey']).doNothing())
          .executeTakeFirst()
        if (inserted.numInsertedOrUpdatedRows !== 1n) throw stale()
      } else {
        const updated = await app.db
          .updateTable('dashboardConfigs')
          .set({ configInfo, fields, updatedAt: at, version: version + 1 })
          .where('userId', '=', userId)
          .where('mkey', '=', key)
          .where('version', '=', version)
          .executeTakeFirst()
        if (updated.numUpdatedRows === 0n) throw stale()
      }
      request.operation = { action: 'dashboard.save', target: key }
      return modified(reply, await load(userId, key))
    },
  )
}

/**
 * configInfo must read as a dashboard (its cards each with an id, a plugin type and a box): the welcome
 * page would otherwise show an empty dashboard and the next save would lose what was stored.
 */
function assertDashboard(configInfo: string): void {
  if (configInfo === '') return
  const decoded = decodeDashboard(configInfo)
  if (!decoded.ok && decoded.code !== 'newerVersion')
    throw badRequest(withValues(AUTH_MESSAGES.dashboardInvalid, { problem: decoded.message }))
}

/** configInfo and fields are stored as given, so they must at least be JSON. */
function assertJson(text: string, field: string): void {
  try {
    JSON.parse(text)
  } catch {
    throw badRequest(withValues(AUTH_MESSAGES.dashboardJson, { field, version: DASHBOARD_VERSION }))
  }
}
