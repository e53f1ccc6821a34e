import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { type AnalysisSpec, analysisProblem, cleanAnalysis } from '../../../engine/bigdata/analysis.ts'
import { BIGDATA_MESSAGES } from '../../../engine/bigdata/messages.ts'
import { withValues } from '../../../engine/messages.ts'
import { runExperiment, runView } from '../../bigdata/experimentRuns.ts'
import { assertUpdated } from '../../http/concurrency.ts'
import { notFound, ruleError } from '../../http/httpError.ts'
import { containsPattern, fetchPage, type PagingQuery, pagingQuerySchema } from '../../http/paging.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { checkedName, EXPERIMENTS } from './common.ts'
import {
  experimentBody,
  experimentParams,
  experimentUpdate,
  type ListQuery,
  listQuery,
  runParams,
} from './schema.ts'

interface ExperimentBody {
  name: string
  sampleId: number
  spec: AnalysisSpec
}
type Params = { experimentId: number }

const pagingOnly = { type: 'object', properties: { ...pagingQuerySchema } } as const

/** Experiments (experiments-mgr): an analysis of a sample with its parameters; its runs are kept. */
export async function experimentRoutes(app: FastifyInstance): Promise<void> {
  const selectExperiments = () =>
    app.db
      .selectFrom('bigdataExperiments')
      .innerJoin('bigdataSamples', 'bigdataSamples.sampleId', 'bigdataExperiments.sampleId')
      .select([
        'bigdataExperiments.experimentId',
        'bigdataExperiments.name',
        'bigdataExperiments.sampleId',
        'bigdataSamples.name as sampleName',
        'bigdataExperiments.spec',
        'bigdataExperiments.updatedAt',
        'bigdataExperiments.version',
      ])
  const view = <T extends { spec: string }>(row: T) => ({
    ...row,
    spec: JSON.parse(row.spec) as AnalysisSpec,
  })

  async function rowOr404(experimentId: number) {
    const row = await selectExperiments()
      .where('bigdataExperiments.experimentId', '=', experimentId)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(BIGDATA_MESSAGES.experimentMissing, { id: experimentId }))
    return view(row)
  }
  const idWithName = async (name: string) =>
    (
      await app.db
        .selectFrom('bigdataExperiments')
        .select('experimentId')
        .where('name', '=', name)
        .executeTakeFirst()
    )?.experimentId

  /** The checked, cleaned spec for the sample's columns (422 on create, 400 on edit). */
  async function checkedSpec(spec: unknown, sampleId: number, status: 400 | 422): Promise<AnalysisSpec> {
    const sample = await app.db
      .selectFrom('bigdataSamples')
      .select('columns')
      .where('sampleId', '=', sampleId)
      .executeTakeFirst()
    if (!sample) throw ruleError(status, [withValues(BIGDATA_MESSAGES.sampleMissing, { id: sampleId })])
    const problem = analysisProblem(spec, JSON.parse(sample.columns) as string[])
    if (problem) throw ruleError(status, [problem])
    return cleanAnalysis(spec as AnalysisSpec)
  }

  app.get<{ Querystring: ListQuery }>(
    '/experiments',
    { schema: { querystring: listQuery }, config: EXPERIMENTS },
    async (request) => {
      let query = selectExperiments()
      const { keyword } = request.query
      if (keyword)
        query = query.where(
          sql`lower(${sql.ref('bigdataExperiments.name')})`,
          'like',
          sql`${containsPattern(keyword)} escape '\\'`,
        )
      const page = await fetchPage(query.orderBy('bigdataExperiments.experimentId', 'desc'), request.query)
      return { ...page, list: page.list.map(view) }
    },
  )

  app.get<{ Params: Params }>(
    '/experiments/:experimentId',
    { schema: { params: experimentParams }, config: EXPERIMENTS },
    async (request) => rowOr404(request.params.experimentId),
  )

  app.post<{ Body: ExperimentBody }>(
    '/experiments',
    { schema: { body: experimentBody }, config: EXPERIMENTS },
    async (request, reply) => {
      const name = await checkedName(request.body.name, 422, idWithName)
      const spec = await checkedSpec(request.body.spec, request.body.sampleId, 422)
      const at = now()
      const row = await app.db
        .insertInto('bigdataExperiments')
        .values({
          name,
          sampleId: request.body.sampleId,
          spec: JSON.stringify(spec),
          createdAt: at,
          updatedAt: at,
        })
        .returning('experimentId')
        .executeTakeFirstOrThrow()
      request.operation = { action: 'bigdata.experiments.create', target: name }
      return created(reply, `/api/bigdata/experiments/${row.experimentId}`, await rowOr404(row.experimentId))
    },
  )

  app.put<{ Params: Params; Body: { name?: string; spec?: AnalysisSpec; version: number } }>(
    '/experiments/:experimentId',
    { schema: { params: experimentParams, body: experimentUpdate }, config: EXPERIMENTS },
    async (request, reply) => {
      const current = await rowOr404(request.params.experimentId)
      const body = request.body
      const name = await checkedName(body.name ?? current.name, 400, idWithName, current.experimentId)
      const spec = await checkedSpec(body.spec ?? current.spec, current.sampleId, 400)
      const result = await app.db
        .updateTable('bigdataExperiments')
        .set({ name, spec: JSON.stringify(spec), updatedAt: now(), version: body.version + 1 })
        .where('experimentId', '=', current.experimentId)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(BIGDATA_MESSAGES.stale, { name: current.name }))
      request.operation = { action: 'bigdata.experiments.update', target: name }
      return modified(reply, await rowOr404(current.experimentId))
    },
  )

  app.delete<{ Params: Params }>(
    '/experiments/:experimentId',
    { schema: { params: experimentParams }, config: EXPERIMENTS },
    async (request, reply) => {
      const row = await rowOr404(request.params.experimentId)
      await app.db.deleteFrom('bigdataExperiments').where('experimentId', '=', row.experimentId).execute()
      request.operation = { action: 'bigdata.experiments.delete', target: row.name }
      return deleted(reply)
    },
  )

  /** Runs the analysis now; the run is kept whether it succeeded or not. */
  app.post<{ Params: Params }>(
    '/experiments/:experimentId/run',
    { schema: { params: experimentParams }, config: EXPERIMENTS },
    async (request, reply) => {
      const row = await rowOr404(request.params.experimentId)
      const run = await runExperiment(app, row.experimentId, 'manual')
      request.operation = { action: 'bigdata.experiments.run', target: row.name }
      return created(reply, `/api/bigdata/runs/${run.runId}`, run)
    },
  )

  app.get<{ Params: Params; Querystring: PagingQuery }>(
    '/experiments/:experimentId/runs',
    { schema: { params: experimentParams, querystring: pagingOnly }, config: EXPERIMENTS },
    async (request) => {
      const row = await rowOr404(request.params.experimentId)
      // The list leaves the results out (a regression's fitted column is one number a row).
      const query = app.db
        .selectFrom('bigdataExperimentRuns')
        .select([
          'runId',
          'experimentId',
          'trigger',
          'spec',
          'status',
          'error',
          'rows',
          'startedAt',
          'endedAt',
        ])
        .where('experimentId', '=', row.experimentId)
        .orderBy('runId', 'desc')
      const page = await fetchPage(query, request.query)
      return { ...page, list: page.list.map(view) }
    },
  )

  app.get<{ Params: { runId: number } }>(
    '/runs/:runId',
    { schema: { params: runParams }, config: EXPERIMENTS },
    async (request) => {
      const row = await app.db
        .selectFrom('bigdataExperimentRuns')
        .selectAll()
        .where('runId', '=', request.params.runId)
        .executeTakeFirst()
      if (!row) throw notFound(withValues(BIGDATA_MESSAGES.runMissing, { id: request.params.runId }))
      return runView(row)
    },
  )
}
