import type { FastifyInstance } from 'fastify'
import {
  type AnalysisSpec,
  analysisProblem,
  runAnalysis,
  type SampleData,
} from '../../engine/bigdata/analysis.ts'
import { BIGDATA_MESSAGES } from '../../engine/bigdata/messages.ts'
import { formatMessage, withValues } from '../../engine/messages.ts'
import { notFound } from '../http/httpError.ts'
import { now } from '../http/session.ts'
import './tables.ts'

/** A kept run: the parameters it ran with and what it found (or why it failed). */
export interface ExperimentRunView {
  runId: number
  experimentId: number
  trigger: string
  spec: AnalysisSpec
  status: 'succeeded' | 'failed'
  result: unknown
  error: string | null
  rows: number
  startedAt: string
  endedAt: string
}

export function runView(row: {
  runId: number
  experimentId: number
  trigger: string
  spec: string
  status: string
  result: string | null
  error: string | null
  rows: number
  startedAt: string
  endedAt: string
}): ExperimentRunView {
  return {
    ...row,
    spec: JSON.parse(row.spec) as AnalysisSpec,
    status: row.status as ExperimentRunView['status'],
    result: row.result === null ? null : JSON.parse(row.result),
  }
}

/**
 * Runs an experiment's analysis on its sample and keeps the run, succeeded or failed (a regression that
 * cannot be fitted is a failed run with the reason, not an error of the call). Throws 404 for an unknown
 * experiment.
 */
export async function runExperiment(
  app: FastifyInstance,
  experimentId: number,
  trigger: 'manual' | 'schedule',
): Promise<ExperimentRunView> {
  const startedAt = now()
  const experiment = await app.db
    .selectFrom('bigdataExperiments')
    .innerJoin('bigdataSamples', 'bigdataSamples.sampleId', 'bigdataExperiments.sampleId')
    .select([
      'bigdataExperiments.spec',
      'bigdataSamples.data',
      'bigdataSamples.columns',
      'bigdataSamples.rowCount',
    ])
    .where('bigdataExperiments.experimentId', '=', experimentId)
    .executeTakeFirst()
  if (!experiment) throw notFound(withValues(BIGDATA_MESSAGES.experimentMissing, { id: experimentId }))
  const spec = JSON.parse(experiment.spec) as AnalysisSpec
  const data = JSON.parse(experiment.data) as SampleData
  const problem = analysisProblem(spec, JSON.parse(experiment.columns) as string[])
  const outcome = problem ? { ok: false as const, reason: problem } : runAnalysis(spec, data)
  const row = await app.db
    .insertInto('bigdataExperimentRuns')
    .values({
      experimentId,
      trigger,
      spec: experiment.spec,
      status: outcome.ok ? 'succeeded' : 'failed',
      result: outcome.ok ? JSON.stringify(outcome.result) : null,
      error: outcome.ok ? null : formatMessage(outcome.reason),
      rows: experiment.rowCount,
      startedAt,
      endedAt: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return runView(row)
}
