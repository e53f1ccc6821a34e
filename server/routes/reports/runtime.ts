import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import type { ReportDefinition } from '../../../engine/reports/definition.ts'
import { REPORT_MESSAGES } from '../../../engine/reports/messages.ts'
import { notFound } from '../../http/httpError.ts'
import { ENGLISH_LABELS } from '../../reports/export/labels.ts'
import { abortOnClose, type Params, paramsFromQuery } from '../../reports/http.ts'
import { type ExportFormat, exportReport, runPages } from '../../reports/pages.ts'
import { QUERY_ROW_LIMIT } from '../datasources/schema.ts'
import { exportQuery, runBody } from './schema.ts'

/**
 * The report control's calls (a report on a runtime page), under /api/runtime: any signed-in user may run
 * a saved report by its name, as the page it sits on shows it to them. Reports only read, through the
 * designer's saved SQL: a caller chooses parameter values and pages, never the query.
 */
const ACCESS = { access: 'session' } as const

const name = { type: 'string', minLength: 1, maxLength: 100 } as const
const nameQuery = { type: 'object', required: ['name'], properties: { name } } as const
const runtimeRunBody = {
  ...runBody,
  required: ['name'],
  properties: { ...runBody.properties, name },
} as const
const runtimeExportQuery = {
  ...exportQuery,
  required: ['name', 'format'],
  properties: { ...exportQuery.properties, name },
} as const

export async function runtimeReportRoutes(app: FastifyInstance): Promise<void> {
  async function byName(reportName: string) {
    const row = await app.db
      .selectFrom('reports')
      .selectAll()
      .where('name', '=', reportName)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(REPORT_MESSAGES.missingName, { name: reportName }))
    return { ...row, definition: JSON.parse(row.definition) as ReportDefinition }
  }

  // What the control draws before a run: the parameters as form controls and the column titles.
  app.get<{ Querystring: { name: string } }>(
    '/reports/describe',
    { schema: { querystring: nameQuery }, config: ACCESS },
    async (request) => {
      const report = await byName(request.query.name)
      return {
        name: report.name,
        params: report.definition.params,
        columns: report.definition.columns,
        linesPerPage: report.definition.linesPerPage,
      }
    },
  )

  app.post<{ Body: { name: string; params?: Params; pageRange?: string; limit?: number } }>(
    '/reports/run',
    { schema: { body: runtimeRunBody }, config: ACCESS },
    async (request, reply) => {
      const report = await byName(request.body.name)
      const run = await runPages(app, report, {
        params: request.body.params ?? {},
        pageRange: request.body.pageRange,
        limit: request.body.limit ?? QUERY_ROW_LIMIT.default,
        signal: abortOnClose(request, reply),
      })
      return {
        columns: report.definition.columns,
        lines: run.pages.flat(),
        pages: run.pageNumbers,
        pageCount: run.pageCount,
        truncated: run.truncated,
      }
    },
  )

  app.get<{
    Querystring: {
      name: string
      format: ExportFormat
      params?: string
      pageRange?: string
      subtotal?: string
      total?: string
    }
  }>(
    '/reports/export',
    { schema: { querystring: runtimeExportQuery }, config: { ...ACCESS, downloadToken: true } },
    async (request, reply) => {
      const query = request.query
      const report = await byName(query.name)
      const exported = await exportReport(app, report, {
        format: query.format,
        params: paramsFromQuery(query.params),
        pageRange: query.pageRange,
        labels: {
          subtotal: query.subtotal || ENGLISH_LABELS.subtotal,
          total: query.total || ENGLISH_LABELS.total,
        },
        signal: abortOnClose(request, reply),
      })
      request.operation = { action: 'report.export', target: report.name }
      return reply
        .header('Content-Type', exported.type)
        .header('Content-Disposition', exported.disposition)
        .send(exported.file)
    },
  )
}
