import '../../../notify/plugin.ts'
import { createReadStream } from 'node:fs'
import { stat, unlink } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { checkFileName } from '../../../../engine/rules/names.ts'
import { type BackupFileInfo, backupPath, backupsDirOf, listBackups } from '../../../backup/backupFiles.ts'
import type { AnyDb } from '../../../backup/catalog.ts'
import { installationKey } from '../../../backup/signing.ts'
import { createBackup } from '../../../backup/writer.ts'
import { badRequest, notFound, ruleError } from '../../../http/httpError.ts'
import type { Page, PagingQuery } from '../../../http/paging.ts'
import { created, deleted } from '../../../http/replies.ts'
import { localTime } from '../../../notify/enqueue.ts'
import { imagesDirOf } from '../../files/images/store.ts'
import { SYSTEM_RESOURCE } from '../access.ts'
import { CONFIG_MESSAGES } from '../messages.ts'
import { PRODUCT } from '../product.ts'
import { downloadQuery, filenameParams, listBackupsQuery } from './schema.ts'

/**
 * Backups of the backup management screen (spec S1 §7 "POST /api/config/system/backup",
 * "GET /api/config/backup/{filename}"); the list and the delete are ours. Files live in
 * `${DATA_DIR}/backups`; their format is described in server/backup/format.ts.
 */
export async function backupRoutes(app: FastifyInstance): Promise<void> {
  const backupsDir = backupsDirOf(app.config.dataDir)
  const access = { resource: SYSTEM_RESOURCE }
  const signingKey = await installationKey(app.db, app.config.backup.signingKey)

  async function existingBackup(filename: string): Promise<string> {
    const problem = checkFileName(filename)
    if (problem) throw ruleError(400, [problem])
    const path = backupPath(backupsDir, filename)
    if (!path) throw badRequest(withValues(CONFIG_MESSAGES.notBackupName, { filename }))
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) throw notFound(withValues(CONFIG_MESSAGES.backupMissing, { filename }))
    return path
  }

  app.post('/system/backup', { config: { access } }, async (request, reply) => {
    const startedAt = new Date().toISOString()
    const backup = await createBackup({
      db: app.db.withoutPlugins() as unknown as AnyDb,
      engine: app.engine,
      imagesDir: imagesDirOf(app.config.dataDir),
      backupsDir,
      app: { name: PRODUCT.name, version: PRODUCT.version },
      signingKey,
    }).catch((error: unknown) => {
      // The notification centre's "backup failed" types hear of it (queued, never blocking the answer).
      app.notify.notify({
        event: 'backup.failed',
        key: `backup:failed:${startedAt}`,
        data: { time: localTime(startedAt), error: error instanceof Error ? error.message : String(error) },
      })
      throw error
    })
    app.notify.notify({
      event: 'backup.finished',
      key: `backup:${backup.filename}`,
      data: { file: backup.filename, time: localTime(new Date().toISOString()) },
    })
    request.operation = { action: 'config.backup', target: backup.filename }
    const { manifest } = backup
    return created(reply, `/api/config/backup/${encodeURIComponent(backup.filename)}`, {
      filename: backup.filename,
      size: backup.size,
      created: manifest.created,
      engine: manifest.engine,
      rows: Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0),
      tables: Object.fromEntries(Object.entries(manifest.tables).map(([name, table]) => [name, table.rows])),
      images: manifest.images.files,
      checksum: manifest.checksum.value,
    })
  })

  app.get<{ Querystring: PagingQuery }>(
    '/backups',
    { schema: { querystring: listBackupsQuery }, config: { access } },
    async (request): Promise<Page<BackupFileInfo>> => {
      const all = await listBackups(backupsDir)
      const { pageIndex, pageSize } = request.query
      const from = (pageIndex - 1) * pageSize
      return {
        list: all.slice(from, from + pageSize),
        pagination: { page: pageIndex, size: pageSize, total: all.length },
      }
    },
  )

  // A download link in the browser cannot send the bearer header: it carries a one-use ?download= token.
  app.get<{ Params: { filename: string } }>(
    '/backup/:filename',
    {
      schema: { params: filenameParams, querystring: downloadQuery },
      config: { access, downloadToken: true },
    },
    async (request, reply) => {
      const { filename } = request.params
      const path = await existingBackup(filename)
      const { size } = await stat(path)
      return reply
        .header('Content-Type', 'application/x-ndjson')
        .header('Content-Length', size)
        .header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
        .send(createReadStream(path))
    },
  )

  app.delete<{ Params: { filename: string } }>(
    '/backup/:filename',
    { schema: { params: filenameParams }, config: { access } },
    async (request, reply) => {
      const { filename } = request.params
      await unlink(await existingBackup(filename))
      request.operation = { action: 'config.backup.delete', target: filename }
      return deleted(reply)
    },
  )
}
