import type { FastifyInstance } from 'fastify'
import type { ReportDefinition } from '../../engine/reports/definition.ts'
import { layoutReport, type ReportLine } from '../../engine/reports/layout.ts'
import { bindParams } from '../../engine/reports/params.ts'
import { missingColumns } from '../../engine/reports/validate.ts'
import { readOnlyProblem, runQuery } from '../datasources/query.ts'
import { ruleError } from '../http/httpError.ts'
import { reportSource } from './source.ts'

export interface ReportToRun {
  datasourceId: number | null
  sqlText: string
  definition: ReportDefinition
}

export interface ReportRun {
  columns: string[]
  rows: unknown[][]
  lines: ReportLine[]
  truncated: boolean
}

/** Seconds a report's query may take before the database cancels it. */
export const REPORT_TIMEOUT_S = 60

/**
 * Runs a report: parameters typed and bound, the query read-only with a row limit and a timeout (and
 * cancelled when `signal` aborts), then laid out. Every refusal is a 400 with the reasons.
 */
export async function runReport(
  app: FastifyInstance,
  report: ReportToRun,
  given: Readonly<Record<string, unknown>>,
  options: { limit: number; signal?: AbortSignal },
): Promise<ReportRun> {
  const refused = readOnlyProblem(report.sqlText)
  if (refused) throw ruleError(400, [refused])
  const bound = bindParams(report.definition.params, given)
  if (!bound.ok) throw ruleError(400, bound.problems)
  const source = await reportSource(app, report.datasourceId)
  if (!('kind' in source)) throw ruleError(400, [source])
  const result = await runQuery(source, {
    sql: report.sqlText,
    params: bound.values,
    limit: options.limit,
    timeoutMs: REPORT_TIMEOUT_S * 1000,
    ...(options.signal ? { signal: options.signal } : {}),
  })
  if (!result.ok) throw ruleError(400, [result.message])
  const missing = missingColumns(report.definition, result.answer.columns)
  if (missing.length > 0) throw ruleError(400, missing)
  return { ...result.answer, lines: layoutReport(report.definition, result.answer) }
}
