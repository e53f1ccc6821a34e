import type { FastifyInstance } from 'fastify'
import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { checkTextLength, NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { TREND_MAX_SPAN_MS } from '../../../../engine/rules/trend.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import '../tables.ts'
import { withValues } from '../../../../engine/messages.ts'
import { OPERATIONS_MESSAGES } from '../../operationsMessages.ts'
import { computeTask } from './compute.ts'
import { findTask, listTasks, resultView, type TaskView } from './queries.ts'
import {
  createTaskBody,
  type ListTasksQuery,
  listTasksQuery,
  type ResultQuery,
  resultQueryBody,
  type TaskInput,
  type TaskUpdate,
  taskParams,
  updateTaskBody,
} from './schema.ts'

const READ = { access: 'session' } as const
/** The design menu's "Statistics tasks" screen (migration 0002) guards task edits. */
const WRITE = { access: { resource: 'statistics-task' } } as const
const QUERY = { access: 'session', readOnly: true } as const
const STATISTIC_TYPES = ['int', 'long', 'float', 'double', 'bool']
const location = (taskId: number) => `/api/dispatchor/statistics/config/task/${taskId}`

/**
 * Dispatch statistics (spec S0 §7 "Dispatch statistics", S1 §3 "Real-time statistics mission"): tasks
 * that aggregate the history of object properties, and their results. A `periodic` task is computed by
 * the server for every finished window of `intervalSeconds` and stored; a `realtime` one is computed
 * when queried, over the asked range (default: the last `intervalSeconds`).
 */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  async function taskOr404(taskId: number): Promise<TaskView> {
    const task = await findTask(app.db, { taskId })
    if (!task) throw notFound(withValues(OPERATIONS_MESSAGES.taskMissing, { task: taskId }))
    return task
  }

  /** Rules of a task as it will be stored; sources must be number or boolean properties that exist. */
  async function check(status: 400 | 422, task: TaskInput, taskId?: number): Promise<void> {
    const problems: MessageDescriptor[] = []
    const name = task.name.trim()
    if (name === '') problems.push(NAME_MESSAGES.empty)
    const long = checkTextLength(name, 50) ?? checkTextLength(task.description ?? '', 500)
    if (long) problems.push(long)
    if (problems.length > 0) throw ruleError(status, problems)
    const unknown = task.sources.filter((s) => !app.live.store.property(s.objName, s.propName))
    if (unknown.length > 0) {
      throw new HttpError(
        status,
        withValues(OPERATIONS_MESSAGES.unknownProperties, {
          names: unknown.map((s) => `${s.objName}.${s.propName}`).join(', '),
        }),
      )
    }
    const text = task.sources.filter(
      (s) => !STATISTIC_TYPES.includes(app.live.store.property(s.objName, s.propName)?.type ?? ''),
    )
    if (text.length > 0) {
      throw new HttpError(
        status,
        withValues(OPERATIONS_MESSAGES.statisticsTypes, {
          names: text.map((s) => `${s.objName}.${s.propName}`).join(', '),
        }),
      )
    }
    const same = await findTask(app.db, { name })
    if (same && same.taskId !== taskId)
      throw conflict(withValues(OPERATIONS_MESSAGES.taskNameTaken, { name }))
  }

  app.get<{ Querystring: ListTasksQuery }>(
    '/statistics/config/task',
    { schema: { querystring: listTasksQuery }, config: READ },
    async (request) => listTasks(app.db, request.query),
  )

  app.get<{ Params: { taskId: number } }>(
    '/statistics/config/task/:taskId',
    { schema: { params: taskParams }, config: READ },
    async (request) => taskOr404(request.params.taskId),
  )

  app.post<{ Body: TaskInput }>(
    '/statistics/config/task',
    { schema: { body: createTaskBody }, config: WRITE },
    async (request, reply) => {
      const body = request.body
      await check(422, body)
      const at = now()
      const row = await app.db
        .insertInto('statisticsTasks')
        .values({
          name: body.name.trim(),
          description: body.description ?? '',
          type: body.type,
          sources: JSON.stringify(body.sources),
          aggregates: JSON.stringify(body.aggregates),
          intervalSeconds: body.intervalSeconds ?? 3600,
          enabled: body.enabled === false ? 0 : 1,
          createdAt: at,
          updatedAt: at,
        })
        .returning('taskId')
        .executeTakeFirstOrThrow()
      request.operation = { action: 'dispatchor.statistics.tasks.create', target: body.name.trim() }
      return created(reply, location(row.taskId), await taskOr404(row.taskId))
    },
  )

  app.put<{ Params: { taskId: number }; Body: TaskUpdate }>(
    '/statistics/config/task/:taskId',
    { schema: { params: taskParams, body: updateTaskBody }, config: WRITE },
    async (request, reply) => {
      const current = await taskOr404(request.params.taskId)
      const { version, ...changes } = request.body
      const next: TaskInput = { ...current, ...changes }
      await check(400, next, current.taskId)
      const result = await app.db
        .updateTable('statisticsTasks')
        .set({
          name: next.name.trim(),
          description: next.description ?? '',
          type: next.type,
          sources: JSON.stringify(next.sources),
          aggregates: JSON.stringify(next.aggregates),
          intervalSeconds: next.intervalSeconds,
          enabled: next.enabled === false ? 0 : 1,
          updatedAt: now(),
          version: version + 1,
        })
        .where('taskId', '=', current.taskId)
        .where('version', '=', version)
        .executeTakeFirst()
      assertUpdated(result, withValues(OPERATIONS_MESSAGES.taskStale, { name: current.name }))
      request.operation = { action: 'dispatchor.statistics.tasks.update', target: current.name }
      return modified(reply, await taskOr404(current.taskId))
    },
  )

  app.delete<{ Params: { taskId: number } }>(
    '/statistics/config/task/:taskId',
    { schema: { params: taskParams }, config: WRITE },
    async (request, reply) => {
      const task = await taskOr404(request.params.taskId)
      await app.db.deleteFrom('statisticsTasks').where('taskId', '=', task.taskId).execute()
      request.operation = { action: 'dispatchor.statistics.tasks.delete', target: task.name }
      return deleted(reply)
    },
  )

  app.post<{ Body: ResultQuery }>(
    '/statistics/result/query',
    { schema: { body: resultQueryBody }, config: QUERY },
    async (request) => {
      const body = request.body
      if (body.taskId === undefined && !body.taskName) throw badRequest(OPERATIONS_MESSAGES.nameTheTask)
      const task = await findTask(app.db, { taskId: body.taskId, name: body.taskName })
      if (!task)
        throw notFound(
          withValues(OPERATIONS_MESSAGES.taskMissing, { task: body.taskId ?? body.taskName ?? '' }),
        )
      const end = readTime(body.endTime, 'endTime') ?? Date.now()
      const start = readTime(body.startTime, 'startTime') ?? end - task.intervalSeconds * 1000
      if (end <= start) throw badRequest(OPERATIONS_MESSAGES.startBeforeEnd)
      if (end - start > TREND_MAX_SPAN_MS) throw badRequest(OPERATIONS_MESSAGES.spanTooLong)
      const pageIndex = body.pageIndex ?? 1
      const pageSize = body.pageSize ?? 20
      if (task.type === 'realtime') {
        const rows = (await computeTask(app.history, task, { start, end })).filter(
          (row) =>
            (!body.objName || row.objName.toLowerCase() === body.objName.toLowerCase()) &&
            (!body.aggregate || row.aggregate === body.aggregate),
        )
        return {
          task,
          computed: true,
          list: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
          pagination: { page: pageIndex, size: pageSize, total: rows.length },
        }
      }
      let query = app.db
        .selectFrom('statisticsResults')
        .where('taskId', '=', task.taskId)
        .where('windowEnd', '>', new Date(start).toISOString())
        .where('windowEnd', '<=', new Date(end).toISOString())
      if (body.objName)
        query = query.where((eb) => eb(eb.fn('lower', ['objName']), '=', body.objName?.toLowerCase()))
      if (body.aggregate) query = query.where('aggregate', '=', body.aggregate)
      const rows = await query
        .selectAll()
        .orderBy('windowEnd', 'desc')
        .orderBy('resultId')
        .limit(pageSize)
        .offset((pageIndex - 1) * pageSize)
        .execute()
      const counted = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst()
      return {
        task,
        computed: false,
        list: rows.map(resultView),
        pagination: { page: pageIndex, size: pageSize, total: Number(counted?.total ?? 0) },
      }
    },
  )
}

/** ISO text or epoch milliseconds (number, or digits as text), as epoch milliseconds. */
function readTime(value: string | number | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const ms = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value)
  if (!Number.isFinite(ms)) throw badRequest(withValues(OPERATIONS_MESSAGES.badTime, { field }))
  return ms
}
