import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { REPORT_MESSAGES } from '../../../engine/reports/messages.ts'
import { keyColumns, TABLE_IMPORT_MESSAGES } from '../../../engine/reports/tableSource.ts'
import { MESSAGES } from '../../../engine/rules/responses.ts'
import { HttpError, notFound, ruleError } from '../../http/httpError.ts'
import { importIntoTable } from '../../reports/import/importTable.ts'
import { readSheet } from '../../reports/import/readSheet.ts'
import { reportSource } from '../../reports/source.ts'
import { importBody, reportIdParams } from './schema.ts'

interface ImportBody {
  fileName: string
  content: string
  dryRun?: boolean
}

/**
 * Import of xlsx/csv data into a report's table source (S1 §3, §8): a dry run answers each line's
 * action or errors and changes nothing; the import writes every line or none (422 when any is wrong).
 * The same permission as the report designer.
 */
export async function reportTableImportRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { reportId: number }; Body: ImportBody }>(
    '/reports/:reportId/import',
    {
      schema: { params: reportIdParams, body: importBody },
      config: { access: { resource: 'report-design' } },
    },
    async (request) => {
      const { reportId } = request.params
      const report = await app.db
        .selectFrom('reports')
        .select(['name', 'datasourceId'])
        .where('reportId', '=', reportId)
        .executeTakeFirst()
      if (!report) throw notFound(withValues(REPORT_MESSAGES.missing, { id: reportId }))
      const table = await app.db
        .selectFrom('reportTableSources')
        .selectAll()
        .where('reportId', '=', reportId)
        .executeTakeFirst()
      // The spec's "primary key or filter not configured".
      if (!table) throw new HttpError(422, MESSAGES.keyOrFilterMissing)
      if (report.datasourceId === null) throw new HttpError(422, TABLE_IMPORT_MESSAGES.productDatabase)
      const read = await readSheet(request.body.fileName, request.body.content)
      if (!read.ok) throw new HttpError(422, read.problem)
      const settings = await reportSource(app, report.datasourceId)
      if ('id' in settings) throw new HttpError(422, settings)
      const mode = request.body.dryRun ? 'check' : 'write'
      const source = { tableName: table.tableName, primaryKey: keyColumns(table.primaryKey) }
      const result = await importIntoTable(settings, source, read.sheet, mode)
      if (!result.ok) throw ruleError(422, result.problems)
      const { outcome } = result
      if (mode === 'write') {
        if (outcome.invalid > 0)
          throw new HttpError(422, withValues(TABLE_IMPORT_MESSAGES.rowsInvalid, { count: outcome.invalid }))
        request.operation = { action: 'report.import', target: `${report.name}: ${request.body.fileName}` }
      }
      return outcome
    },
  )
}
