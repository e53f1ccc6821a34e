import type { FastifyInstance } from 'fastify'
import { sessionOf } from '../../http/access.ts'
import { HttpError } from '../../http/httpError.ts'
import { chartSeries } from './chartData.ts'
import { DEMO_CALL_MESSAGES } from './messages.ts'

const SESSION = { access: 'session' as const }

const chartQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    points: { type: 'integer', minimum: 2, maximum: 500, default: 24 },
    stepSeconds: { type: 'integer', minimum: 1, maximum: 86_400, default: 300 },
  },
} as const

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { count: { type: 'integer', minimum: 1, maximum: 200, default: 20 } },
} as const

const profileParams = {
  type: 'object',
  required: ['section'],
  properties: { section: { type: 'string', enum: ['basic', 'advanced'] } },
} as const

/**
 * The spec's demo calls (S1 §7 "Demo/mock"), answered from this server's own data rather than canned
 * text: chart series from the simulator's waveforms, a list of the plant's objects, tags from the object
 * templates, the caller's profile, and the error-page triggers. Signed-in users only.
 */
export async function demoCallRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { points: number; stepSeconds: number } }>(
    '/fake_chart_data',
    { schema: { querystring: chartQuery }, config: SESSION },
    async (request) => ({ series: chartSeries(request.query.points, request.query.stepSeconds, Date.now()) }),
  )

  app.get<{ Querystring: { count: number } }>(
    '/fake_list',
    { schema: { querystring: listQuery }, config: SESSION },
    async (request) => {
      const list = await app.db
        .selectFrom('objects')
        .leftJoin('objectTemplates', 'objectTemplates.templateId', 'objects.templateId')
        .select([
          'objects.objectId as id',
          'objects.name',
          'objects.showName',
          'objects.description',
          'objectTemplates.name as template',
          'objects.updatedAt',
        ])
        .orderBy('objects.objectId')
        .limit(request.query.count)
        .execute()
      return { list: list.map((row) => ({ ...row, template: row.template ?? '' })) }
    },
  )

  app.get('/tags', { config: SESSION }, async () => {
    // A tag cloud: each object template weighted by how many objects use it.
    const rows = await app.db
      .selectFrom('objectTemplates')
      .leftJoin('objects', 'objects.templateId', 'objectTemplates.templateId')
      .select(['objectTemplates.name', (eb) => eb.fn.count<number>('objects.objectId').as('value')])
      .groupBy('objectTemplates.name')
      .orderBy('objectTemplates.name')
      .execute()
    return { list: rows.map((row) => ({ name: row.name, value: Number(row.value) })) }
  })

  app.get<{ Params: { section: 'basic' | 'advanced' } }>(
    '/profile/:section',
    { schema: { params: profileParams }, config: SESSION },
    async (request) => {
      const { userId } = sessionOf(request)
      const user = await app.db
        .selectFrom('users')
        .select(['userId', 'username', 'realName', 'email', 'phone', 'timezone', 'createdAt'])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
      if (request.params.section === 'basic') return { user }
      // Advanced adds what the user last changed: their newest operations.
      const operations = await app.db
        .selectFrom('operationLog')
        .select(['action', 'target', 'status', 'at'])
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .limit(10)
        .execute()
      return { user, operations }
    },
  )

  for (const status of [401, 403, 404, 500] as const) {
    app.get(`/${status}`, { config: SESSION }, async () => {
      throw new HttpError(status, DEMO_CALL_MESSAGES[`trigger${status}`])
    })
  }
}
