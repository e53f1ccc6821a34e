import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { SampleData } from '../../../engine/bigdata/analysis.ts'
import { BIGDATA_MESSAGES } from '../../../engine/bigdata/messages.ts'
import type { SampleAggregation } from '../../../engine/bigdata/resample.ts'
import { withValues } from '../../../engine/messages.ts'
import { cutProblem, cutSample } from '../../bigdata/cutSample.ts'
import { SAMPLE_MIME, type SampleFormat, sampleCsv, sampleXlsx } from '../../bigdata/sampleExport.ts'
import { notFound, ruleError } from '../../http/httpError.ts'
import { containsPattern, fetchPage } from '../../http/paging.ts'
import { created, deleted } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { checkedName, SAMPLES } from './common.ts'
import { exportQuery, type ListQuery, listQuery, sampleBody, sampleParams } from './schema.ts'

interface SampleBody {
  name: string
  columns: string[]
  start: string
  end: string
  intervalSeconds: number
  aggregation: SampleAggregation
}
type Params = { sampleId: number }

const SUMMARY = [
  'sampleId',
  'name',
  'columns',
  'startAt',
  'endAt',
  'intervalSeconds',
  'aggregation',
  'rowCount',
  'createdAt',
  'version',
] as const

const summary = <T extends { columns: string }>(row: T) => ({
  ...row,
  columns: JSON.parse(row.columns) as string[],
})

/** Samples (samples-mgr): data sets cut from history, stored with their data, previewed and exported. */
export async function sampleRoutes(app: FastifyInstance): Promise<void> {
  async function rowOr404(sampleId: number) {
    const row = await app.db
      .selectFrom('bigdataSamples')
      .selectAll()
      .where('sampleId', '=', sampleId)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(BIGDATA_MESSAGES.sampleMissing, { id: sampleId }))
    return row
  }

  app.get<{ Querystring: ListQuery }>(
    '/samples',
    { schema: { querystring: listQuery }, config: SAMPLES },
    async (request) => {
      let query = app.db.selectFrom('bigdataSamples').select(SUMMARY)
      const { keyword } = request.query
      if (keyword) query = query.where(sql`lower(name)`, 'like', sql`${containsPattern(keyword)} escape '\\'`)
      const page = await fetchPage(query.orderBy('sampleId', 'desc'), request.query)
      return { ...page, list: page.list.map(summary) }
    },
  )

  app.get<{ Params: Params }>(
    '/samples/:sampleId',
    { schema: { params: sampleParams }, config: SAMPLES },
    async (request) => {
      const row = await rowOr404(request.params.sampleId)
      return { ...summary(row), data: JSON.parse(row.data) as SampleData }
    },
  )

  /** Cuts the sample from history now and stores it with its data. */
  app.post<{ Body: SampleBody }>(
    '/samples',
    { schema: { body: sampleBody }, config: SAMPLES },
    async (request, reply) => {
      const body = request.body
      const name = await checkedName(body.name, 422, async (n) => {
        const same = await app.db
          .selectFrom('bigdataSamples')
          .select('sampleId')
          .where('name', '=', n)
          .executeTakeFirst()
        return same?.sampleId
      })
      const cut = {
        columns: [...new Set(body.columns)],
        start: Date.parse(body.start),
        end: Date.parse(body.end),
        intervalSeconds: body.intervalSeconds,
        aggregation: body.aggregation,
      }
      const problem = cutProblem(cut, app.live.store)
      if (problem) throw ruleError(422, [problem])
      const data = await cutSample(app, cut)
      const at = now()
      const row = await app.db
        .insertInto('bigdataSamples')
        .values({
          name,
          columns: JSON.stringify(cut.columns),
          startAt: new Date(cut.start).toISOString(),
          endAt: new Date(cut.end).toISOString(),
          intervalSeconds: cut.intervalSeconds,
          aggregation: cut.aggregation,
          rowCount: data.times.length,
          data: JSON.stringify(data),
          createdAt: at,
          updatedAt: at,
        })
        .returning(SUMMARY)
        .executeTakeFirstOrThrow()
      request.operation = { action: 'bigdata.samples.create', target: name }
      return created(reply, `/api/bigdata/samples/${row.sampleId}`, { ...summary(row), data })
    },
  )

  app.delete<{ Params: Params }>(
    '/samples/:sampleId',
    { schema: { params: sampleParams }, config: SAMPLES },
    async (request, reply) => {
      const row = await rowOr404(request.params.sampleId)
      await app.db.deleteFrom('bigdataSamples').where('sampleId', '=', row.sampleId).execute()
      request.operation = { action: 'bigdata.samples.delete', target: row.name }
      return deleted(reply)
    },
  )

  app.get<{ Params: Params; Querystring: { format: SampleFormat } }>(
    '/samples/:sampleId/export',
    {
      schema: { params: sampleParams, querystring: exportQuery },
      config: { ...SAMPLES, downloadToken: true },
    },
    async (request, reply) => {
      const row = await rowOr404(request.params.sampleId)
      const data = JSON.parse(row.data) as SampleData
      const { format } = request.query
      const file = format === 'xlsx' ? await sampleXlsx(row.name, data) : sampleCsv(data)
      const fileName = `${row.name}.${format}`
      request.operation = { action: 'bigdata.samples.export', target: row.name }
      return reply
        .header('Content-Type', SAMPLE_MIME[format])
        .header(
          'Content-Disposition',
          `attachment; filename="sample.${format}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(file)
    },
  )
}
