import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { sessionOf } from '../../../http/access.ts'
import { ruleError } from '../../../http/httpError.ts'
import { fetchPage } from '../../../http/paging.ts'
import { now } from '../../../http/session.ts'
import { forwardPageViews } from './forward.ts'
import { PAGE_VIEW_MESSAGES } from './messages.ts'
import { insertPageViews, summarisePageViews } from './queries.ts'
import {
  type ListQuery,
  listQuery,
  type PageViewBatch,
  pageViewBatchBody,
  type SummaryQuery,
  summaryQuery,
} from './schema.ts'

// Clocks of browsers drift; a view a few minutes "ahead" is still believable.
const FUTURE_TOLERANCE_MS = 5 * 60_000
// A batch kept in a closed tab's queue is sent when the app is opened again, so allow a while.
const MAX_AGE_DAYS = 30
const MAX_PERIOD_DAYS = 366
const DAY_MS = 86_400_000
const DEFAULT_PERIOD_DAYS = 7

// Reading what people viewed belongs with the user access log (S0 §2 user-manage/user-access-log).
const readAccess = { resource: 'user-access-log' }

/**
 * Page views (spec S1 §2): the app reports every navigation of a signed-in user; administrators read a
 * summary and the list. Paths are ours: the spec names no analytics calls.
 */
export async function pageViewRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: PageViewBatch }>(
    '/pageviews',
    {
      schema: { body: pageViewBatchBody },
      config: { access: 'session', operationLog: 'skip' },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const receivedAt = now()
      const nowMs = Date.parse(receivedAt)
      for (const view of request.body.views) {
        const at = Date.parse(view.viewedAt)
        if (at > nowMs + FUTURE_TOLERANCE_MS) {
          throw ruleError(422, [withValues(PAGE_VIEW_MESSAGES.inFuture, { at: view.viewedAt })])
        }
        if (at < nowMs - MAX_AGE_DAYS * DAY_MS) {
          throw ruleError(422, [
            withValues(PAGE_VIEW_MESSAGES.tooOld, { at: view.viewedAt, days: MAX_AGE_DAYS }),
          ])
        }
      }
      await insertPageViews(app.db, session, request.body.views, receivedAt)
      const forwardUrl = app.config.analyticsForwardUrl
      if (forwardUrl) {
        void forwardPageViews(
          forwardUrl,
          { userId: session.userId, username: session.username, views: request.body.views },
          request.log,
        )
      }
      return reply.code(201).send({ accepted: request.body.views.length })
    },
  )

  app.get<{ Querystring: SummaryQuery }>(
    '/pageviews/summary',
    { schema: { querystring: summaryQuery }, config: { access: readAccess } },
    async (request) => summarisePageViews(app.db, periodOf(request.query), request.query.limit),
  )

  app.get<{ Querystring: ListQuery }>(
    '/pageviews',
    { schema: { querystring: listQuery }, config: { access: readAccess } },
    async (request) => {
      const { username, pageIndex, pageSize } = request.query
      const period = periodOf(request.query)
      let query = app.db
        .selectFrom('pageViews')
        .selectAll()
        .where('viewedAt', '>=', period.from)
        .where('viewedAt', '<', period.to)
        .orderBy('viewedAt', 'desc')
        .orderBy('id', 'desc')
      if (username) query = query.where('username', '=', username)
      return fetchPage(query, { pageIndex, pageSize })
    },
  )
}

/** The asked period in UTC; by default the last seven days. A reversed or overlong one is a 400. */
function periodOf(query: { from?: string; to?: string }): { from: string; to: string } {
  const to = query.to ? Date.parse(query.to) : Date.now()
  const from = query.from ? Date.parse(query.from) : to - DEFAULT_PERIOD_DAYS * DAY_MS
  if (from >= to) throw ruleError(400, [PAGE_VIEW_MESSAGES.rangeOrder])
  if (to - from > MAX_PERIOD_DAYS * DAY_MS) {
    throw ruleError(400, [withValues(PAGE_VIEW_MESSAGES.rangeTooLong, { days: MAX_PERIOD_DAYS })])
  }
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() }
}
