import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { AnalysisResult } from '../../../engine/bigdata/analysis.ts'
import { BIGDATA_MESSAGES } from '../../../engine/bigdata/messages.ts'
import type { RegressionModel } from '../../../engine/bigdata/regression.ts'
import { type MessageDescriptor, withValues } from '../../../engine/messages.ts'
import type { SoftSensors } from '../../bigdata/softSensors.ts'
import { assertUpdated } from '../../http/concurrency.ts'
import { conflict, notFound, ruleError } from '../../http/httpError.ts'
import { containsPattern, fetchPage } from '../../http/paging.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { liveKey } from '../../live/types.ts'
import { checkedName, RELEASES } from './common.ts'
import {
  type ListQuery,
  listQuery,
  releaseBody,
  releaseParams,
  releaseUpdate,
  versionBody,
} from './schema.ts'

type Params = { releaseId: number }
interface Target {
  objName: string
  propName: string
}

const REGRESSIONS = ['linearRegression', 'polynomialRegression']
const INPUT_TYPES = ['int', 'long', 'float', 'double', 'bool']
/** The output is a fraction whatever the inputs are. */
const TARGET_TYPES = ['float', 'double']

/**
 * Releases (publish-mgr-release): a regression run's model published as a soft sensor into an object
 * property. Each publication is a new version; the active one can be pointed back at an older one.
 */
export function releaseRoutes(sensors: SoftSensors) {
  return async (app: FastifyInstance): Promise<void> => {
    const store = app.live.store

    async function releaseOr404(releaseId: number) {
      const row = await app.db
        .selectFrom('bigdataReleases')
        .selectAll()
        .where('releaseId', '=', releaseId)
        .executeTakeFirst()
      if (!row) throw notFound(withValues(BIGDATA_MESSAGES.releaseMissing, { id: releaseId }))
      return row
    }

    async function view(releaseId: number) {
      const row = await releaseOr404(releaseId)
      const versions = await app.db
        .selectFrom('bigdataReleaseVersions')
        .selectAll()
        .where('releaseId', '=', releaseId)
        .orderBy('versionNo', 'desc')
        .execute()
      return {
        releaseId: row.releaseId,
        name: row.name,
        target: { objName: row.targetObj, propName: row.targetProp },
        activeVersion: row.activeVersion,
        enabled: row.enabled === 1,
        updatedAt: row.updatedAt,
        version: row.version,
        live: store.get(row.targetObj, row.targetProp) ?? null,
        versions: versions.map((v) => ({
          versionNo: v.versionNo,
          runId: v.runId,
          model: JSON.parse(v.model) as RegressionModel,
          createdAt: v.createdAt,
        })),
      }
    }

    /** The model of a succeeded regression run whose inputs are live properties (422 otherwise). */
    async function modelOf(runId: number): Promise<RegressionModel> {
      const run = await app.db
        .selectFrom('bigdataExperimentRuns')
        .selectAll()
        .where('runId', '=', runId)
        .executeTakeFirst()
      if (!run) throw ruleError(422, [withValues(BIGDATA_MESSAGES.runMissing, { id: runId })])
      const result = run.result ? (JSON.parse(run.result) as AnalysisResult) : null
      if (run.status !== 'succeeded' || !result || !('model' in result))
        throw ruleError(422, [BIGDATA_MESSAGES.notAModel])
      for (const column of result.model.inputs) {
        const [objName = '', propName = ''] = column.split('.')
        const property = store.property(objName, propName)
        if (!property || !INPUT_TYPES.includes(property.type))
          throw ruleError(422, [withValues(BIGDATA_MESSAGES.inputUnbound, { column })])
      }
      return result.model
    }

    function targetProblem(target: Target, model: RegressionModel): MessageDescriptor | null {
      const name = liveKey(target.objName, target.propName)
      const property = store.property(target.objName, target.propName)
      if (!property) return withValues(BIGDATA_MESSAGES.unknownProperty, { name })
      if (!TARGET_TYPES.includes(property.type)) return withValues(BIGDATA_MESSAGES.notNumeric, { name })
      if (model.inputs.includes(name)) return withValues(BIGDATA_MESSAGES.targetIsInput, { name })
      return null
    }

    app.get<{ Querystring: ListQuery }>(
      '/releases',
      { schema: { querystring: listQuery }, config: RELEASES },
      async (request) => {
        let query = app.db.selectFrom('bigdataReleases').select('releaseId')
        const { keyword } = request.query
        if (keyword)
          query = query.where(sql`lower(name)`, 'like', sql`${containsPattern(keyword)} escape '\\'`)
        const page = await fetchPage(query.orderBy('releaseId', 'desc'), request.query)
        return { ...page, list: await Promise.all(page.list.map((row) => view(row.releaseId))) }
      },
    )

    /** The succeeded regression runs a release can publish, newest first. */
    app.get('/releases/models', { config: RELEASES }, async () => {
      const rows = await app.db
        .selectFrom('bigdataExperimentRuns')
        .innerJoin(
          'bigdataExperiments',
          'bigdataExperiments.experimentId',
          'bigdataExperimentRuns.experimentId',
        )
        .select([
          'bigdataExperimentRuns.runId',
          'bigdataExperiments.name as experimentName',
          'bigdataExperimentRuns.result',
          'bigdataExperimentRuns.endedAt',
        ])
        .where('bigdataExperimentRuns.status', '=', 'succeeded')
        // Both regression analyses end in "Regression" (the spec is JSON text).
        .where('bigdataExperimentRuns.spec', 'like', '%Regression"%')
        .orderBy('bigdataExperimentRuns.runId', 'desc')
        .limit(200)
        .execute()
      return rows.flatMap((row) => {
        const result = JSON.parse(row.result ?? 'null') as AnalysisResult | null
        if (!result || !REGRESSIONS.includes(result.analysis) || !('model' in result)) return []
        return [
          {
            runId: row.runId,
            experimentName: row.experimentName,
            endedAt: row.endedAt,
            model: result.model,
            quality: result.quality,
          },
        ]
      })
    })

    app.get<{ Params: Params }>(
      '/releases/:releaseId',
      { schema: { params: releaseParams }, config: RELEASES },
      async (request) => view(request.params.releaseId),
    )

    app.post<{ Body: { name: string; runId: number; target: Target } }>(
      '/releases',
      { schema: { body: releaseBody }, config: RELEASES },
      async (request, reply) => {
        const body = request.body
        const name = await checkedName(
          body.name,
          422,
          async (n) =>
            (
              await app.db
                .selectFrom('bigdataReleases')
                .select('releaseId')
                .where('name', '=', n)
                .executeTakeFirst()
            )?.releaseId,
        )
        const model = await modelOf(body.runId)
        const problem = targetProblem(body.target, model)
        if (problem) throw ruleError(422, [problem])
        const taken = await app.db
          .selectFrom('bigdataReleases')
          .select('name')
          .where('targetObj', '=', body.target.objName)
          .where('targetProp', '=', body.target.propName)
          .executeTakeFirst()
        if (taken)
          throw conflict(
            withValues(BIGDATA_MESSAGES.targetTaken, {
              name: liveKey(body.target.objName, body.target.propName),
              release: taken.name,
            }),
          )
        const at = now()
        const releaseId = await app.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('bigdataReleases')
            .values({
              name,
              targetObj: body.target.objName,
              targetProp: body.target.propName,
              activeVersion: 1,
              createdAt: at,
              updatedAt: at,
            })
            .returning('releaseId')
            .executeTakeFirstOrThrow()
          await trx
            .insertInto('bigdataReleaseVersions')
            .values({
              releaseId: row.releaseId,
              versionNo: 1,
              runId: body.runId,
              model: JSON.stringify(model),
              createdAt: at,
            })
            .execute()
          return row.releaseId
        })
        await sensors.reload()
        request.operation = { action: 'bigdata.releases.create', target: name }
        return created(reply, `/api/bigdata/releases/${releaseId}`, await view(releaseId))
      },
    )

    /** Publishes another run's model as the next version, which becomes the active one. */
    app.post<{ Params: Params; Body: { runId: number; version: number } }>(
      '/releases/:releaseId/versions',
      { schema: { params: releaseParams, body: versionBody }, config: RELEASES },
      async (request, reply) => {
        const release = await releaseOr404(request.params.releaseId)
        const model = await modelOf(request.body.runId)
        const problem = targetProblem({ objName: release.targetObj, propName: release.targetProp }, model)
        if (problem) throw ruleError(422, [problem])
        const at = now()
        await app.db.transaction().execute(async (trx) => {
          const last = await trx
            .selectFrom('bigdataReleaseVersions')
            .select(sql<number>`max(version_no)`.as('last'))
            .where('releaseId', '=', release.releaseId)
            .executeTakeFirst()
          const versionNo = Number(last?.last ?? 0) + 1
          const result = await trx
            .updateTable('bigdataReleases')
            .set({ activeVersion: versionNo, updatedAt: at, version: request.body.version + 1 })
            .where('releaseId', '=', release.releaseId)
            .where('version', '=', request.body.version)
            .executeTakeFirst()
          assertUpdated(result, withValues(BIGDATA_MESSAGES.stale, { name: release.name }))
          await trx
            .insertInto('bigdataReleaseVersions')
            .values({
              releaseId: release.releaseId,
              versionNo,
              runId: request.body.runId,
              model: JSON.stringify(model),
              createdAt: at,
            })
            .execute()
        })
        await sensors.reload()
        request.operation = { action: 'bigdata.releases.publish', target: release.name }
        return created(reply, `/api/bigdata/releases/${release.releaseId}`, await view(release.releaseId))
      },
    )

    /** Rolls back (or forward) to a published version, or enables/disables the soft sensor. */
    app.put<{ Params: Params; Body: { activeVersion?: number; enabled?: boolean; version: number } }>(
      '/releases/:releaseId',
      { schema: { params: releaseParams, body: releaseUpdate }, config: RELEASES },
      async (request, reply) => {
        const release = await releaseOr404(request.params.releaseId)
        const body = request.body
        if (body.activeVersion !== undefined) {
          const exists = await app.db
            .selectFrom('bigdataReleaseVersions')
            .select('versionNo')
            .where('releaseId', '=', release.releaseId)
            .where('versionNo', '=', body.activeVersion)
            .executeTakeFirst()
          if (!exists)
            throw ruleError(400, [
              withValues(BIGDATA_MESSAGES.versionMissing, { version: body.activeVersion }),
            ])
        }
        const result = await app.db
          .updateTable('bigdataReleases')
          .set({
            activeVersion: body.activeVersion ?? release.activeVersion,
            enabled: body.enabled === undefined ? release.enabled : body.enabled ? 1 : 0,
            updatedAt: now(),
            version: body.version + 1,
          })
          .where('releaseId', '=', release.releaseId)
          .where('version', '=', body.version)
          .executeTakeFirst()
        assertUpdated(result, withValues(BIGDATA_MESSAGES.stale, { name: release.name }))
        await sensors.reload()
        request.operation = { action: 'bigdata.releases.update', target: release.name }
        return modified(reply, await view(release.releaseId))
      },
    )

    app.delete<{ Params: Params }>(
      '/releases/:releaseId',
      { schema: { params: releaseParams }, config: RELEASES },
      async (request, reply) => {
        const release = await releaseOr404(request.params.releaseId)
        await app.db.deleteFrom('bigdataReleases').where('releaseId', '=', release.releaseId).execute()
        await sensors.reload()
        request.operation = { action: 'bigdata.releases.delete', target: release.name }
        return deleted(reply)
      },
    )
  }
}
