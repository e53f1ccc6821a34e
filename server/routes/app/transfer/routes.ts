import { createReadStream, existsSync } from 'node:fs'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { conflict, notFound } from '../../../http/httpError.ts'
import { readAccess, writeAccess } from '../../compose/access.ts'
import { isJobRunning, type JobView, jobStatus, startJob } from '../jobs/jobs.ts'
import { appOr404 } from '../manager/appWrites.ts'
import { appIdQuery } from '../manager/schema.ts'
import { APP_MESSAGES } from '../messages.ts'
import { publishApp } from '../publish/appMenu.ts'
import { readUpload } from '../uploads.ts'
import { exportFilePath, runExport } from './exportApp.ts'
import { APP_FILE, type AppFile, readFormatFile } from './fileFormats.ts'
import { checkAppFile, freeAppName, runImport } from './importApp.ts'

type AppIdQuery = { appId: number }

/** An application export file at most. */
const IMPORT_MAX_BYTES = 500 * 1024 * 1024

/** 202: the job was queued; `Location` is where its status is polled (S1 §8 "queued in background"). */
function accepted(reply: FastifyReply, location: string, job: JobView): FastifyReply {
  return reply.code(202).header('Location', location).send(job)
}

/**
 * Export and import of whole applications (spec S0 §4, §7): both run in the background and are polled
 * with /export/status and /import/status; a finished export is downloaded from /export/file.
 */
export async function transferRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Querystring: AppIdQuery }>(
    '/export',
    { schema: { querystring: appIdQuery }, config: { access: writeAccess } },
    async (request, reply) => {
      const { appId } = request.query
      const record = await appOr404(app, appId)
      if (await isJobRunning(app.db, appId, 'export')) {
        throw conflict(withValues(APP_MESSAGES.exportRunning, { name: record.name }))
      }
      const job = await startJob(app, appId, 'export', request.session?.userId ?? null, (jobId) =>
        runExport(app, appId, jobId),
      )
      request.operation = { action: 'app.export', target: `${appId} ${record.name}` }
      return accepted(reply, `/api/app/manager/export/status?appId=${appId}`, job)
    },
  )

  app.get<{ Querystring: AppIdQuery }>(
    '/export/status',
    { schema: { querystring: appIdQuery }, config: { access: readAccess } },
    async (request) => {
      await appOr404(app, request.query.appId)
      const job = await jobStatus(app.db, request.query.appId, 'export')
      const ready = job.status === 'succeeded'
      return { ...job, downloadUrl: ready ? `/api/app/manager/export/file?appId=${job.appId}` : null }
    },
  )

  app.get<{ Querystring: AppIdQuery }>(
    '/export/file',
    // A browser download (<a href>) cannot send the Authorization header: a one-use ?download= token.
    { schema: { querystring: appIdQuery }, config: { access: writeAccess, downloadToken: true } },
    async (request, reply) => {
      const { appId } = request.query
      await appOr404(app, appId)
      const job = await jobStatus(app.db, appId, 'export')
      const path = exportFilePath(app.config.dataDir, appId)
      if (job.status !== 'succeeded' || !existsSync(path)) {
        throw notFound(APP_MESSAGES.noExport)
      }
      return reply
        .header('Content-Type', 'application/json')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(job.fileName)}`)
        .send(createReadStream(path))
    },
  )

  // The spec lists only the status call; the upload is multipart to /import (optional `name`).
  app.post<{ Querystring: { name?: string } }>(
    '/import',
    {
      schema: { querystring: { type: 'object', properties: { name: { type: 'string', maxLength: 50 } } } },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const file = readFormatFile<AppFile>(await readUpload(request, IMPORT_MAX_BYTES), APP_FILE)
      checkAppFile(file)
      const name = await freeAppName(app, request.query.name || file.app.name)
      const at = new Date().toISOString()
      const row = await app.db
        .insertInto('applications')
        .values({
          name,
          description: typeof file.app.description === 'string' ? file.app.description : '',
          appVersion: typeof file.app.appVersion === 'string' ? file.app.appVersion : '1.0.0',
          icon: typeof file.app.icon === 'string' ? file.app.icon : '',
          createdAt: at,
          updatedAt: at,
        })
        .returning('appId')
        .executeTakeFirstOrThrow()
      const appId = row.appId
      const job = await startJob(
        app,
        appId,
        'import',
        request.session?.userId ?? null,
        (jobId) => runImport(app, appId, file, jobId, name),
        // Published as the job ends (a no-op unless the application was started meanwhile).
        { finish: (_outcome, trx) => publishApp(trx, appId) },
      )
      request.operation = { action: 'app.import', target: `${appId} ${name}` }
      return accepted(reply, `/api/app/manager/import/status?appId=${appId}`, job)
    },
  )

  app.get<{ Querystring: AppIdQuery }>(
    '/import/status',
    { schema: { querystring: appIdQuery }, config: { access: readAccess } },
    async (request) => {
      await appOr404(app, request.query.appId)
      return jobStatus(app.db, request.query.appId, 'import')
    },
  )
}
