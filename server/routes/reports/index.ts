import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import type { ReportDefinition } from '../../../engine/reports/definition.ts'
import { REPORT_MESSAGES } from '../../../engine/reports/messages.ts'
import { pagesInRange, paginate } from '../../../engine/reports/pages.ts'
import { keyColumns, tableSourceProblems } from '../../../engine/reports/tableSource.ts'
import { definitionProblems } from '../../../engine/reports/validate.ts'
import { conflict, notFound, ruleError } from '../../http/httpError.ts'
import { containsPattern, fetchPage, type PagingQuery } from '../../http/paging.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { ENGLISH_LABELS, type SumLabels } from '../../reports/export/labels.ts'
import { abortOnClose, type Params, paramsFromQuery } from '../../reports/http.ts'
import { type ExportFormat, exportReport, runPages } from '../../reports/pages.ts'
import { type ReportToRun, runReport } from '../../reports/run.ts'
import type { ReportsTable } from '../../reports/tables.ts'
import { QUERY_ROW_LIMIT } from '../datasources/schema.ts'
import { exportQuery, previewBody, reportBody, reportIdParams, reportsQuery, runBody } from './schema.ts'
import { reportTableImportRoutes } from './tableImport.ts'

/** The report designer's menu entry (migration 0120) guards the screen and its calls. */
const ACCESS = { access: { resource: 'report-design' } } as const

interface ReportBody {
  name: string
  datasourceId: number | null
  sqlText: string
  definition: ReportDefinition
  tableName?: string
  primaryKey?: string
  version?: number
}

type Row = {
  [K in keyof ReportsTable]: ReportsTable[K] extends import('kysely').Generated<infer T> ? T : ReportsTable[K]
}

type TableRow = { tableName: string; primaryKey: string } | undefined

const shown = (row: Row, table: TableRow) => ({
  reportId: row.reportId,
  name: row.name,
  datasourceId: row.datasourceId,
  sqlText: row.sqlText,
  definition: JSON.parse(row.definition) as ReportDefinition,
  tableName: table?.tableName ?? '',
  primaryKey: table?.primaryKey ?? '',
  version: row.version,
  updatedAt: row.updatedAt,
})

/** Grid reports (issue 27) under /api/global-setting: definitions, preview, run by pages, export. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  await reportTableImportRoutes(app)
  const byId = (reportId: number) =>
    app.db.selectFrom('reports').selectAll().where('reportId', '=', reportId).executeTakeFirst()
  const missing = (id: number) => notFound(withValues(REPORT_MESSAGES.missing, { id }))
  async function saved(reportId: number): Promise<Omit<Row, 'definition'> & ReportToRun> {
    const row = await byId(reportId)
    if (!row) throw missing(reportId)
    return { ...row, definition: JSON.parse(row.definition) as ReportDefinition }
  }

  async function check(body: ReportBody, status: 400 | 422, existingId?: number): Promise<void> {
    const problems = body.name.trim() === '' ? [REPORT_MESSAGES.nameRequired] : []
    problems.push(...definitionProblems(body.sqlText, body.definition))
    problems.push(...tableSourceProblems(body.tableName ?? '', body.primaryKey ?? ''))
    if (problems.length > 0) throw ruleError(status, problems)
    const taken = await app.db
      .selectFrom('reports')
      .select('reportId')
      .where('name', '=', body.name.trim())
      .executeTakeFirst()
    if (taken && taken.reportId !== existingId)
      throw ruleError(status, [withValues(REPORT_MESSAGES.nameTaken, { name: body.name.trim() })])
  }

  const columns = (body: ReportBody) => ({
    name: body.name.trim(),
    datasourceId: body.datasourceId,
    sqlText: body.sqlText,
    definition: JSON.stringify(body.definition),
  })

  const tableOf = (reportId: number) =>
    app.db
      .selectFrom('reportTableSources')
      .select(['tableName', 'primaryKey'])
      .where('reportId', '=', reportId)
      .executeTakeFirst()

  /** Keeps the report's table source as the body says: set, changed, or removed when both are blank. */
  async function keepTable(db: typeof app.db, reportId: number, body: ReportBody): Promise<TableRow> {
    const tableName = (body.tableName ?? '').trim()
    const primaryKey = keyColumns(body.primaryKey ?? '').join(',')
    await db.deleteFrom('reportTableSources').where('reportId', '=', reportId).execute()
    if (tableName === '') return undefined
    await db.insertInto('reportTableSources').values({ reportId, tableName, primaryKey }).execute()
    return { tableName, primaryKey }
  }

  app.get<{ Querystring: PagingQuery & { keyword?: string } }>(
    '/reports',
    { schema: { querystring: reportsQuery }, config: ACCESS },
    async (request) => {
      let query = app.db.selectFrom('reports').selectAll().orderBy('name')
      if (request.query.keyword)
        query = query.where((eb) =>
          eb(eb.fn('lower', ['name']), 'like', containsPattern(request.query.keyword ?? '')),
        )
      const page = await fetchPage(query, request.query)
      const ids = page.list.map((row) => row.reportId)
      const tables =
        ids.length === 0
          ? []
          : await app.db.selectFrom('reportTableSources').selectAll().where('reportId', 'in', ids).execute()
      const byReport = new Map(tables.map((table) => [table.reportId, table]))
      return { ...page, list: page.list.map((row) => shown(row, byReport.get(row.reportId))) }
    },
  )

  app.get<{ Params: { reportId: number } }>(
    '/reports/:reportId',
    { schema: { params: reportIdParams }, config: ACCESS },
    async (request) => {
      const row = await byId(request.params.reportId)
      if (!row) throw missing(request.params.reportId)
      return shown(row, await tableOf(row.reportId))
    },
  )

  app.post<{ Body: ReportBody }>(
    '/reports',
    { schema: { body: reportBody }, config: ACCESS },
    async (request, reply) => {
      await check(request.body, 422)
      const at = now()
      const { row, table } = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('reports')
          .values({ ...columns(request.body), createdAt: at, updatedAt: at, version: 1 })
          .returningAll()
          .executeTakeFirstOrThrow()
        return { row, table: await keepTable(trx, row.reportId, request.body) }
      })
      request.operation = { action: 'report.create', target: row.name }
      return created(reply, `/api/global-setting/reports/${row.reportId}`, shown(row, table))
    },
  )

  app.put<{ Params: { reportId: number }; Body: ReportBody }>(
    '/reports/:reportId',
    { schema: { params: reportIdParams, body: reportBody }, config: ACCESS },
    async (request, reply) => {
      const existing = await byId(request.params.reportId)
      if (!existing) throw missing(request.params.reportId)
      const stale = () => conflict(withValues(REPORT_MESSAGES.stale, { name: existing.name }))
      if (request.body.version !== existing.version) throw stale()
      await check(request.body, 400, existing.reportId)
      const saved = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('reports')
          .set({ ...columns(request.body), updatedAt: now(), version: existing.version + 1 })
          .where('reportId', '=', existing.reportId)
          .where('version', '=', existing.version)
          .returningAll()
          .executeTakeFirst()
        if (!row) throw stale()
        return { row, table: await keepTable(trx, row.reportId, request.body) }
      })
      request.operation = { action: 'report.update', target: saved.row.name }
      return modified(reply, shown(saved.row, saved.table))
    },
  )

  app.delete<{ Params: { reportId: number } }>(
    '/reports/:reportId',
    { schema: { params: reportIdParams }, config: ACCESS },
    async (request, reply) => {
      const row = await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('reportTableSources').where('reportId', '=', request.params.reportId).execute()
        return trx
          .deleteFrom('reports')
          .where('reportId', '=', request.params.reportId)
          .returning('name')
          .executeTakeFirst()
      })
      if (!row) throw missing(request.params.reportId)
      request.operation = { action: 'report.delete', target: row.name }
      return deleted(reply)
    },
  )

  // The designer's preview of the report being edited, saved or not.
  app.post<{ Body: Omit<ReportBody, 'name'> & { params?: Params; limit?: number } }>(
    '/reports/preview',
    { schema: { body: previewBody }, config: ACCESS },
    async (request, reply) => {
      const body = request.body
      // A preview may have no columns yet: the designer proposes them from the query's answer.
      const problems = definitionProblems(body.sqlText, body.definition).filter(
        (problem) => problem !== REPORT_MESSAGES.columnsRequired,
      )
      if (problems.length > 0) throw ruleError(400, problems)
      const run = await runReport(app, body, body.params ?? {}, {
        limit: body.limit ?? QUERY_ROW_LIMIT.default,
        signal: abortOnClose(request, reply),
      })
      const pageCount = paginate(run.lines, body.definition.linesPerPage).length
      return { columns: run.columns, rows: run.rows, lines: run.lines, truncated: run.truncated, pageCount }
    },
  )

  // A saved report's lines, for the chosen pages (the report control on a runtime page).
  app.post<{ Params: { reportId: number }; Body: { params?: Params; pageRange?: string; limit?: number } }>(
    '/reports/:reportId/run',
    { schema: { params: reportIdParams, body: runBody }, config: ACCESS },
    async (request, reply) => {
      const report = await saved(request.params.reportId)
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
    Params: { reportId: number }
    Querystring: {
      format: ExportFormat
      params?: string
      pageRange?: string
      subtotal?: string
      total?: string
    }
  }>(
    '/reports/:reportId/export',
    {
      schema: { params: reportIdParams, querystring: exportQuery },
      config: { ...ACCESS, downloadToken: true },
    },
    async (request, reply) => {
      const report = await saved(request.params.reportId)
      const body = request.query
      const labels: SumLabels = {
        subtotal: body.subtotal || ENGLISH_LABELS.subtotal,
        total: body.total || ENGLISH_LABELS.total,
      }
      const exported = await exportReport(app, report, {
        format: body.format,
        params: paramsFromQuery(body.params),
        pageRange: body.pageRange,
        labels,
        signal: abortOnClose(request, reply),
      })
      request.operation = { action: 'report.export', target: report.name }
      return reply
        .header('Content-Type', exported.type)
        .header('Content-Disposition', exported.disposition)
        .header('X-Report-Truncated', String(exported.truncated))
        .send(exported.file)
    },
  )
}
