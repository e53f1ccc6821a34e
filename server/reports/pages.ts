import type { FastifyInstance } from 'fastify'
import type { ReportColumn } from '../../engine/reports/definition.ts'
import type { ReportLine } from '../../engine/reports/layout.ts'
import { pagesInRange, paginate } from '../../engine/reports/pages.ts'
import { ruleError } from '../http/httpError.ts'
import { reportCsv } from './export/csv.ts'
import type { SumLabels } from './export/labels.ts'
import { reportPdf } from './export/pdf.ts'
import { reportFontPath } from './export/pdfFont.ts'
import { reportXlsx } from './export/xlsx.ts'
import { type ReportToRun, runReport } from './run.ts'

export const EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** The most rows an export reads (a run on screen answers at most the query limit's maximum). */
export const EXPORT_ROW_LIMIT = 50_000

type Named = ReportToRun & { name: string }

export interface RunRequest {
  params: Readonly<Record<string, unknown>>
  pageRange?: string | undefined
  limit: number
  signal?: AbortSignal
}

/** A saved report run for the pages of `pageRange` (all when blank); a bad range is a 400. */
export async function runPages(app: FastifyInstance, report: Named, request: RunRequest) {
  const run = await runReport(app, report, request.params, {
    limit: request.limit,
    ...(request.signal ? { signal: request.signal } : {}),
  })
  const pages = paginate(run.lines, report.definition.linesPerPage)
  const chosen = pagesInRange(request.pageRange, pages.length)
  if (!chosen.ok) throw ruleError(400, [chosen.message])
  return {
    pages: chosen.pages.map((page) => pages[page - 1] ?? ([] as ReportLine[])),
    pageNumbers: chosen.pages,
    pageCount: pages.length,
    truncated: run.truncated,
    /** The rows the query answered (all pages). */
    rowCount: run.rows.length,
  }
}

/** The content type of each export format. */
export const REPORT_MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
}

/** A saved report as a file of the chosen pages, with its type and a download name. */
export async function exportReport(
  app: FastifyInstance,
  report: Named,
  request: Omit<RunRequest, 'limit'> & { format: ExportFormat; labels: SumLabels },
) {
  const run = await runPages(app, report, { ...request, limit: EXPORT_ROW_LIMIT })
  const input = {
    name: report.name,
    columns: report.definition.columns as ReportColumn[],
    pages: run.pages,
    labels: request.labels,
  }
  const file =
    request.format === 'xlsx'
      ? await reportXlsx(input)
      : request.format === 'csv'
        ? reportCsv(input)
        : await reportPdf({
            ...input,
            pageNumbers: run.pageNumbers,
            pageCount: run.pageCount,
            fontPath: reportFontPath(app.config.reportFont),
          })
  const fileName = `${report.name}.${request.format}`
  // The report's name may hold any character: the RFC 5987 form carries it, the plain one is a fallback.
  const disposition = `attachment; filename="report.${request.format}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
  return {
    file,
    type: REPORT_MIME[request.format],
    disposition,
    truncated: run.truncated,
    rows: run.rowCount,
  }
}
