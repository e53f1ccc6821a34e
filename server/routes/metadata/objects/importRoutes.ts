import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import Papa from 'papaparse'
import { withValues } from '../../../../engine/messages.ts'
import { sessionOf } from '../../../http/access.ts'
import { HttpError } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { notifyTransferEnded } from '../../../notify/senders/transfer.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { replaceLabels } from '../common/links.ts'
import {
  checkImportRows,
  IMPORT_COLUMNS,
  IMPORT_CONFIRM_ABOVE,
  IMPORT_MESSAGES,
  ImportFileError,
  readImportFile,
} from './importRows.ts'
import { listObjects } from './queries.ts'

interface ImportBody {
  format: 'csv' | 'xlsx'
  /** CSV text, or the XLSX file as base64. */
  content: string
  /** Only check and answer the preview; nothing is written. */
  dryRun?: boolean
  /** Needed to write more than IMPORT_CONFIRM_ABOVE rows. */
  confirm?: boolean
  /** Names the live socket's `progress` messages of this import (rows written so far). */
  progressKey?: string
}

/** Rows between two progress messages: often enough for a bar, rare enough to cost nothing. */
const PROGRESS_EVERY = 50

const importBody = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'content'],
  properties: {
    format: { type: 'string', enum: ['csv', 'xlsx'] },
    content: { type: 'string', minLength: 1, maxLength: 3_500_000 },
    dryRun: { type: 'boolean' },
    confirm: { type: 'boolean' },
    progressKey: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const

/**
 * Instances from a CSV or XLSX file (columns name, showName, description, templateName, visible, labels):
 * at most 2,000 lines; a dry run answers the preview with each row's errors; the import itself writes all
 * rows in one transaction or none (422 when any row is wrong), and more than 200 only when confirmed.
 */
export async function objectImportRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ImportBody }>(
    '/objects/import',
    { schema: { body: importBody }, config: canWrite(RESOURCE.objects) },
    async (request, reply) => {
      const { format, content, dryRun = false, confirm = false, progressKey } = request.body
      let cells: Awaited<ReturnType<typeof readImportFile>>
      try {
        cells = await readImportFile(format, content)
      } catch (error) {
        if (error instanceof ImportFileError) throw new HttpError(422, error.descriptor)
        throw error
      }
      const rows = await checkImportRows(app.db, cells)
      const invalid = rows.filter((row) => row.errors.length > 0)
      const flagged = rows.length > IMPORT_CONFIRM_ABOVE
      if (dryRun) {
        return {
          total: rows.length,
          invalid: invalid.length,
          flagged,
          confirmAbove: IMPORT_CONFIRM_ABOVE,
          rows,
        }
      }
      const userId = sessionOf(request).userId
      // The import's end tells "import/export finished"; a refused import (rows wrong) is told failed.
      const tell = (ok: boolean, error?: string) =>
        app.hasDecorator('notify')
          ? notifyTransferEnded(app, {
              key: `objects-import:${userId}:${request.id}:${Date.now()}`,
              userId,
              task: `Import of ${rows.length} object instances (${format})`,
              ok,
              error,
            })
          : Promise.resolve()
      if (invalid.length > 0) {
        await tell(false, `${invalid.length} of ${rows.length} rows are wrong`)
        throw new HttpError(422, withValues(IMPORT_MESSAGES.rowsInvalid, { count: invalid.length }))
      }
      if (flagged && !confirm) {
        throw new HttpError(
          422,
          withValues(IMPORT_MESSAGES.confirmLarge, { count: rows.length, max: IMPORT_CONFIRM_ABOVE }),
        )
      }
      const templateIds = new Map(
        (await app.db.selectFrom('objectTemplates').select(['templateId', 'name']).execute()).map((t) => [
          t.name,
          t.templateId,
        ]),
      )
      const labelIds = new Map(
        (await app.db.selectFrom('modelLabels').select(['labelId', 'labelName']).execute()).map((l) => [
          l.labelName,
          l.labelId,
        ]),
      )
      const at = now()
      // The importing user's open screens follow the rows being written (the live socket's `progress`).
      const progress = (done: number) => {
        if (progressKey && app.hasDecorator('live'))
          app.live.hub.sendToUser(userId, { type: 'progress', key: progressKey, done, total: rows.length })
      }
      progress(0)
      await app.db.transaction().execute(async (trx) => {
        for (const [index, row] of rows.entries()) {
          if (index > 0 && index % PROGRESS_EVERY === 0) progress(index)
          const { objectId } = await trx
            .insertInto('objects')
            .values({
              name: row.name,
              showName: row.showName,
              description: row.description,
              templateId: row.templateName ? (templateIds.get(row.templateName) ?? null) : null,
              visible: row.visible ? 1 : 0,
              systemProperty: 1,
              createdAt: at,
              updatedAt: at,
            })
            .returning('objectId')
            .executeTakeFirstOrThrow()
          if (row.labels.length > 0) {
            await replaceLabels(
              trx,
              'object',
              objectId,
              row.labels.map((label) => labelIds.get(label) as number),
            )
          }
        }
      })
      progress(rows.length)
      await app.live.refresh(rows.map((row) => row.name))
      await tell(true)
      request.operation = { action: 'metadata.objects.import', target: `${rows.length}` }
      return reply.code(201).send({ created: rows.length })
    },
  )
}

const exportQuery = {
  type: 'object',
  properties: {
    format: { type: 'string', enum: ['csv', 'xlsx'] },
    keyWord: { type: 'string', maxLength: 200 },
    templateName: { type: 'string', maxLength: 200 },
    label: { type: 'string', maxLength: 200 },
    visible: { type: 'boolean' },
    download: { type: 'string', maxLength: 200 },
  },
} as const

interface ExportQuery {
  format?: 'csv' | 'xlsx'
  keyWord?: string
  templateName?: string
  label?: string
  visible?: boolean
}

/** The instances the list's filters select, as a file in the import's columns (so it imports back). */
export async function objectExportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ExportQuery }>(
    '/objects/export',
    { schema: { querystring: exportQuery }, config: { ...READ, downloadToken: true } },
    async (request, reply) => {
      const { format = 'csv', ...filters } = request.query
      const page = await listObjects(app.db, { ...filters, page: 1, per_page: 100_000 })
      const rows = page.list.map((o) => ({
        name: o.name,
        showName: o.showName,
        description: o.description,
        templateName: o.templateName ?? '',
        visible: o.visible ? 'true' : 'false',
        labels: o.labels.join(';'),
      }))
      if (format === 'csv') {
        const text = Papa.unparse({
          fields: [...IMPORT_COLUMNS],
          data: rows.map((r) => IMPORT_COLUMNS.map((c) => r[c])),
        })
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="instances.csv"')
          .send(`\uFEFF${text}`)
      }
      const workbook = new ExcelJS.Workbook()
      const sheet = workbook.addWorksheet('instances')
      sheet.columns = IMPORT_COLUMNS.map((key) => ({
        header: key,
        key,
        width: key === 'description' ? 40 : 20,
      }))
      sheet.addRows(rows)
      const buffer = await workbook.xlsx.writeBuffer()
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="instances.xlsx"')
        .send(Buffer.from(buffer as ArrayBuffer))
    },
  )
}
