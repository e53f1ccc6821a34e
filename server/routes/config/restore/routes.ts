import { randomBytes } from 'node:crypto'
import { mkdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { BACKUP_NOT_SIGNED_HERE, checkBackupFile } from '../../../../engine/rules/files.ts'
import { checkFileName } from '../../../../engine/rules/names.ts'
import { backupPath, backupsDirOf, removeLeftovers } from '../../../backup/backupFiles.ts'
import type { AnyDb } from '../../../backup/catalog.ts'
import { BackupRejected } from '../../../backup/reader.ts'
import {
  BackupNotSignedHere,
  type BackupTrust,
  RESTORE_STATUS,
  type RestoreContext,
  RestoreJob,
} from '../../../backup/restoreJob.ts'
import { installationKey } from '../../../backup/signing.ts'
import { restoreHooksFor } from '../../../backup/testHooks.ts'
import { badRequest, conflict, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import { writeOperationLog } from '../../../http/operationLog.ts'
import { imagesDirOf } from '../../files/images/store.ts'
import { partToFile, uploadPart } from '../../files/multipart.ts'
import { SYSTEM_RESOURCE } from '../access.ts'
import { restoreBody, uploadRestoreQuery } from '../backup/schema.ts'
import { CONFIG_MESSAGES } from '../messages.ts'

/**
 * Restore (spec S1 §4 "System maintenance", §7 "GET /api/config/system/restore/status"). The two
 * starting calls are ours: `POST /system/restore` names a backup on the server, `POST
 * /system/restore/upload` sends one (multipart field `file`). Both check the whole file before anything
 * changes, then answer 202 and restore in the background behind the maintenance gate (425 everywhere
 * but the status call).
 */
export async function restoreRoutes(app: FastifyInstance): Promise<void> {
  const backupsDir = backupsDirOf(app.config.dataDir)
  const { restoreMaxBytes } = app.config.backup
  const signingKey = await installationKey(app.db, app.config.backup.signingKey)
  const tooLarge = () =>
    badRequest(withValues(CONFIG_MESSAGES.backupTooLarge, { size: Math.floor(restoreMaxBytes / 1024 ** 2) }))
  const job = new RestoreJob()
  await removeLeftovers(backupsDir, imagesDirOf(app.config.dataDir))
  const context = (): RestoreContext => ({
    db: app.db.withoutPlugins() as unknown as AnyDb,
    engine: app.engine,
    imagesDir: imagesDirOf(app.config.dataDir),
    hooks: restoreHooksFor(app.db),
    signingKey,
  })

  /**
   * Verifies `path` completely, then starts the restore once the answer has gone out. `cleanup` removes
   * an uploaded file whatever the outcome.
   */
  async function startRestore(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    filename: string,
    trust: BackupTrust,
    cleanup: () => Promise<void>,
  ) {
    if (!job.claim(filename)) {
      await cleanup()
      throw conflict(CONFIG_MESSAGES.restoreRunning)
    }
    let verified: Awaited<ReturnType<RestoreJob['verify']>>
    try {
      verified = await job.verify(context(), path, filename, trust)
    } catch (error) {
      await cleanup()
      if (error instanceof BackupNotSignedHere) {
        throw new HttpError(
          400,
          withValues(CONFIG_MESSAGES.backupNotSignedHere, { filename }),
          BACKUP_NOT_SIGNED_HERE,
        )
      }
      if (error instanceof BackupRejected) {
        throw badRequest(withValues(CONFIG_MESSAGES.backupRejected, { reason: error.message }))
      }
      throw error
    }
    const session = request.session
    // From here on every other call answers 425 until the restore ends.
    app.maintenance.begin('restore')
    // Started once the answer is out, so the app sees 202 before the first 425.
    reply.raw.once('close', () => {
      void job
        .run(context(), verified, async (status) => {
          try {
            // Caches of the previous data must go; the password rules are read anew on the next request.
            app.passwordSettings.forget()
            // The installed plugins are the restored table's (installed, removed, enabled, their modules):
            // page checks and the widget calls read them from memory. Browsers reload when the restore
            // ends and ask again which plugins to register, at addresses holding the restored checksums.
            await app.installedPlugins
              .reload()
              .catch((error: unknown) => request.log.error({ err: error }, 'plugin list reload failed'))
            if (status === RESTORE_STATUS.succeeded && session) {
              // The restored operation log is the backup's: record in it that this restore happened.
              await writeOperationLog(app.db, {
                userId: session.userId,
                username: session.username,
                method: request.method,
                path: request.url.split('?')[0] ?? '',
                action: 'config.restore',
                target: filename,
                status: 202,
                ip: request.ip,
              }).catch((error: unknown) => request.log.error({ err: error }, 'operation log write failed'))
            }
          } finally {
            app.maintenance.end()
            await cleanup().catch(() => {})
          }
        })
        .catch((error: unknown) => {
          // run() reports its outcome as a status and never throws; should it, the system is not left shut.
          request.log.error({ err: error }, 'restore failed')
          app.maintenance.end()
        })
    })
    request.operation = { action: 'config.restore.start', target: filename }
    return reply.code(202).header('Location', '/api/config/system/restore/status').send(job.state)
  }

  app.post<{ Body: { filename: string; acceptUnsigned?: boolean } }>(
    '/system/restore',
    { schema: { body: restoreBody }, config: { access: { resource: SYSTEM_RESOURCE } } },
    async (request, reply) => {
      const { filename, acceptUnsigned } = request.body
      const path = backupPath(backupsDir, filename)
      if (!path) {
        const problem = checkFileName(filename)
        if (problem) throw ruleError(400, [problem])
        throw badRequest(withValues(CONFIG_MESSAGES.notBackupName, { filename }))
      }
      const info = await stat(path).catch(() => null)
      if (!info?.isFile()) throw notFound(withValues(CONFIG_MESSAGES.backupMissing, { filename }))
      const problem = checkBackupFile({ name: filename, size: info.size })
      if (problem) throw ruleError(400, [problem])
      if (info.size > restoreMaxBytes) throw tooLarge()
      const trust = acceptUnsigned ? 'acceptUnsigned' : 'signedHere'
      return startRestore(request, reply, path, filename, trust, async () => {})
    },
  )

  app.post<{ Querystring: { acceptUnsigned?: boolean } }>(
    '/system/restore/upload',
    { schema: { querystring: uploadRestoreQuery }, config: { access: { resource: SYSTEM_RESOURCE } } },
    async (request, reply) => {
      // Streamed to disk and cut off at the limit: a larger file never fills the disk or the memory.
      const part = await uploadPart(request, restoreMaxBytes)
      await mkdir(backupsDir, { recursive: true })
      const path = join(backupsDir, `.upload-${randomBytes(6).toString('hex')}.tmp`)
      const cleanup = () => rm(path, { force: true })
      if (!(await partToFile(part, path))) throw tooLarge()
      const { size } = await stat(path)
      const problem = checkBackupFile({ name: part.filename, size })
      if (problem) {
        await cleanup()
        throw ruleError(400, [problem])
      }
      const trust = request.query.acceptUnsigned ? 'acceptUnsigned' : 'signedHere'
      return startRestore(request, reply, path, part.filename, trust, cleanup)
    },
  )

  // Public and answered from memory: it stays open during maintenance and must not wait on the database.
  app.get('/system/restore/status', { config: { access: 'public' } }, async () => job.state)
}
