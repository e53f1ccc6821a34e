import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { requireResource } from '../../../http/access.ts'
import { notFound } from '../../../http/httpError.ts'
import { created, modified } from '../../../http/replies.ts'
import { requireSignedIn, SYSTEM_RESOURCE } from '../access.ts'
import { CONFIG_MESSAGES } from '../messages.ts'
import { recordParams, type SaveRecordBody, saveRecordBody } from './schema.ts'
import { readRecord, writeRecord } from './service.ts'
import { KNOWN_RECORDS } from './wellKnown.ts'

/** Configuration records: key + configValue JSON (spec S1 §3, §7 "POST /api/config/configInfo"). */
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  // Declared public because the login page reads its images and title before anyone signs in; the
  // runtime's options need a session, every other key the system settings resource (checked here).
  app.get<{ Params: { key: string } }>(
    '/configInfo/:key',
    { schema: { params: recordParams }, config: { access: 'public' } },
    async (request) => {
      const { key } = request.params
      const known = KNOWN_RECORDS.get(key)
      if (!known?.public) requireSignedIn(request)
      if (!known?.public && !known?.signedIn) await requireResource(app, request, SYSTEM_RESOURCE)
      const record = await readRecord(app.db, key)
      if (!record) throw notFound(withValues(CONFIG_MESSAGES.recordMissing, { key }))
      return record
    },
  )

  app.post<{ Body: SaveRecordBody }>(
    '/configInfo',
    { schema: { body: saveRecordBody }, config: { access: { resource: SYSTEM_RESOURCE } } },
    async (request, reply) => {
      const { key, configValue, version } = request.body
      const saved = await writeRecord(app.db, key, configValue, version ?? 0)
      request.operation = { action: 'config.save', target: key }
      if (saved.created) return created(reply, `/api/config/configInfo/${key}`, saved.view)
      return modified(reply, saved.view)
    },
  )
}
