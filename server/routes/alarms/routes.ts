import type { FastifyInstance } from 'fastify'
import '../../alarms/plugin.ts'
import { withValues } from '../../../engine/messages.ts'
import { journalOf } from '../../alarms/journal.ts'
import { dataAccessOf, sessionOf } from '../../http/access.ts'
import { noDataPermission } from '../../http/dataPermission.ts'
import { notFound } from '../../http/httpError.ts'
import { modified } from '../../http/replies.ts'
import { OPERATIONS_MESSAGES } from '../operationsMessages.ts'
import { requireOperate } from '../runtime/operate.ts'
import { historyCsv, historyWorkbook } from './export.ts'
import { ackUsers, alarmHistory, alarmHistoryRows, currentAlarms, existingAlarms } from './queries.ts'
import {
  type AckBody,
  type AlarmFilters,
  ackBody,
  ackUsersQuery,
  currentQuery,
  type HistoryExportQuery,
  historyExportQuery,
  historyQuery,
} from './schema.ts'

const SESSION = { access: 'session' } as const

/**
 * The spec's alarm calls (S0 §7 "Runtime" → Alerts; S1 §7): current alarms, alarm history (paged), acknowledge
 * and the acknowledging users. The spec lists them bare (`/objects/alert/...`) among runtime calls that all
 * live under /api/runtime, so they are mounted there: /api/runtime/objects/alert/....
 */
export async function alarmRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AlarmFilters }>(
    '/objects/alert/current',
    { schema: { querystring: currentQuery }, config: SESSION },
    async (request) => {
      await app.alarms.settled()
      return currentAlarms(app.db, request.query, await dataAccessOf(app, request))
    },
  )

  app.get<{ Querystring: AlarmFilters }>(
    '/objects/alert/history',
    { schema: { querystring: historyQuery }, config: SESSION },
    async (request) => {
      await app.alarms.settled()
      return alarmHistory(app.db, request.query, await dataAccessOf(app, request))
    },
  )

  // The history as a CSV or spreadsheet file, with the same filters (the history control's export). A
  // browser download cannot send the bearer header: it carries a one-use ?download= token.
  app.get<{ Querystring: HistoryExportQuery }>(
    '/objects/alert/history/export',
    { schema: { querystring: historyExportQuery }, config: { ...SESSION, downloadToken: true } },
    async (request, reply) => {
      await app.alarms.settled()
      const { format, lang = 'en-us' } = request.query
      const rows = await alarmHistoryRows(app.db, request.query, await dataAccessOf(app, request))
      const stamp = new Date().toISOString().slice(0, 10)
      if (format === 'csv') {
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="alarm-history-${stamp}.csv"`)
          .send(historyCsv(rows, lang))
      }
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="alarm-history-${stamp}.xlsx"`)
        .send(await historyWorkbook(rows, lang))
    },
  )

  app.post<{ Body: AckBody }>(
    '/objects/alert/ack',
    { schema: { body: ackBody }, config: SESSION },
    async (request, reply) => {
      await requireOperate(app, request)
      const ids = [...new Set(request.body.ids.map(Number))]
      const found = await existingAlarms(app.db, ids)
      const missing = ids.filter((id) => !found.has(id))
      if (missing.length > 0)
        throw notFound(withValues(OPERATIONS_MESSAGES.alarmsMissing, { ids: missing.join(', ') }))
      // Acknowledging needs what seeing the alarm needs: reading its property.
      const access = await dataAccessOf(app, request)
      const denied = [...found.values()]
        .filter((alarm) => !access.can('read', alarm.objName, alarm.propName))
        .map((alarm) => `${alarm.objName}.${alarm.propName}`)
      if (denied.length > 0) throw noDataPermission('read', [...new Set(denied)])
      const user = sessionOf(request)
      const { list, already } = await app.alarms.acknowledge(ids, user)
      request.operation = { action: 'runtime.alarms.ack', target: ids.join(',') }
      return modified(reply, { list, alreadyConfirmed: already })
    },
  )

  // The alarm's journal (what a workflow did about it: started, comments, acknowledged, closed).
  app.get<{ Params: { id: number } }>(
    '/objects/alert/:id/journal',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      },
      config: SESSION,
    },
    async (request) => {
      const found = await existingAlarms(app.db, [request.params.id])
      const alarm = found.get(request.params.id)
      if (!alarm)
        throw notFound(withValues(OPERATIONS_MESSAGES.alarmsMissing, { ids: String(request.params.id) }))
      const access = await dataAccessOf(app, request)
      if (!access.can('read', alarm.objName, alarm.propName))
        throw noDataPermission('read', [`${alarm.objName}.${alarm.propName}`])
      return { list: await journalOf(app.db, request.params.id) }
    },
  )

  app.get<{ Querystring: { startTime?: string; endTime?: string; objName?: string } }>(
    '/objects/alert/ackUsers',
    { schema: { querystring: ackUsersQuery }, config: SESSION },
    async (request) => ackUsers(app.db, request.query),
  )
}
