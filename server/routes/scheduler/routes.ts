import { createReadStream, existsSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BIGDATA_MESSAGES } from '../../../engine/bigdata/messages.ts'
import { withValues } from '../../../engine/messages.ts'
import '../../bigdata/tables.ts'
import { checkTextLength, NAME_MESSAGES } from '../../../engine/rules/names.ts'
import { holdsResource, requireResource } from '../../http/access.ts'
import { assertUpdated } from '../../http/concurrency.ts'
import { conflict, HttpError, notFound, ruleError } from '../../http/httpError.ts'
import { HTTP_MESSAGES } from '../../http/messages.ts'
import { fetchPage } from '../../http/paging.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { type ExportFormat, REPORT_MIME } from '../../reports/pages.ts'
import { CONTINUOUS_KINDS, cleanConfig, configProblem, type ReportTaskConfig, TASK_KINDS } from './config.ts'
import { SCHEDULER_MESSAGES } from './messages.ts'
import { findTask, listTasks, type TaskView, taskView } from './queries.ts'
import { reportTaskProblems } from './reportTask.ts'
import { nextRunAfter, scheduleProblem } from './schedule.ts'
import type { TaskScheduler } from './scheduler.ts'
import {
  createBody,
  downloadQuery,
  type ListQuery,
  listQuery,
  type RunParams,
  runParams,
  runsQuery,
  type TaskInput,
  type TaskUpdate,
  taskParams,
  updateBody,
} from './schema.ts'

const READ = { access: 'session' } as const
// Writes are checked per task kind in the handler: each kind is a page (resource) of the design menu.
const WRITE = { access: 'session' } as const
const location = (taskId: number) => `/api/scheduler/tasks/${taskId}`
type Params = { taskId: number }

/**
 * The task scheduler's calls (issue 27, screen /design/industry-task-scheduler/:path): tasks of every
 * kind with their cron or interval schedule, run now, and their runs.
 */
export function schedulerRoutes(scheduler: TaskScheduler) {
  return async (app: FastifyInstance): Promise<void> => {
    async function rowOr404(taskId: number) {
      const row = await findTask(app.db, { taskId })
      if (!row) throw notFound(withValues(SCHEDULER_MESSAGES.taskMissing, { task: taskId }))
      return row
    }

    /** Rules of a task as it will be stored (422 on create, 400 on edit, as elsewhere). */
    async function check(status: 400 | 422, task: TaskInput, taskId?: number): Promise<void> {
      const name = task.name.trim()
      if (name === '') throw ruleError(status, [NAME_MESSAGES.empty])
      const long = checkTextLength(name, 50)
      if (long) throw ruleError(status, [long])
      const given = { cron: task.cron?.trim() || null, intervalSeconds: task.intervalSeconds ?? null }
      if (CONTINUOUS_KINDS.includes(task.kind)) {
        if (given.cron !== null || given.intervalSeconds !== null)
          throw ruleError(status, [SCHEDULER_MESSAGES.continuousNoSchedule])
      } else {
        const schedule = scheduleProblem(given)
        if (schedule) throw ruleError(status, [schedule])
      }
      const config = configProblem(task.kind, task.config, app.live.store)
      if (config) throw ruleError(status, [config])
      if (task.kind === 'experiment-task') {
        const experimentId = task.config.experimentId as number
        const experiment = await app.db
          .selectFrom('bigdataExperiments')
          .select('experimentId')
          .where('experimentId', '=', experimentId)
          .executeTakeFirst()
        if (!experiment)
          throw ruleError(status, [withValues(BIGDATA_MESSAGES.experimentMissing, { id: experimentId })])
      }
      if (task.kind === 'reportStatistics-task') {
        const problems = await reportTaskProblems(
          app,
          cleanConfig(task.kind, task.config) as ReportTaskConfig,
        )
        if (problems.length > 0) throw ruleError(status, problems)
      }
      const same = await findTask(app.db, { name })
      if (same && same.taskId !== taskId) throw conflict(withValues(SCHEDULER_MESSAGES.nameTaken, { name }))
    }

    /** The stored columns of a checked task; the next due time counts from now. */
    function columns(task: TaskInput) {
      const cron = task.cron?.trim() || null
      const intervalSeconds = task.intervalSeconds ?? null
      const next = nextRunAfter({ cron, intervalSeconds }, Date.now())
      return {
        name: task.name.trim(),
        kind: task.kind,
        cron,
        intervalSeconds,
        misfire: task.misfire ?? 'skip',
        enabled: task.enabled === false ? 0 : 1,
        config: JSON.stringify(cleanConfig(task.kind, task.config)),
        nextRunAt: next === null ? null : new Date(next).toISOString(),
        updatedAt: now(),
      }
    }

    const mayWrite = (request: FastifyRequest, kind: string) => requireResource(app, request, kind)

    // A caller holding none of the scheduler's pages is refused before the input is read.
    app.addHook('preValidation', async (request) => {
      if (request.method === 'GET') return
      for (const kind of TASK_KINDS) if (await holdsResource(app, request, kind)) return
      throw new HttpError(403, HTTP_MESSAGES.noPermission)
    })

    app.get<{ Querystring: ListQuery }>(
      '/tasks',
      { schema: { querystring: listQuery }, config: READ },
      async (request) => listTasks(app.db, request.query),
    )

    app.get<{ Params: Params }>(
      '/tasks/:taskId',
      { schema: { params: taskParams }, config: READ },
      async (request) => taskView(await rowOr404(request.params.taskId)),
    )

    app.post<{ Body: TaskInput }>(
      '/tasks',
      { schema: { body: createBody }, config: WRITE },
      async (request, reply) => {
        await mayWrite(request, request.body.kind)
        await check(422, request.body)
        const row = await app.db
          .insertInto('scheduledTasks')
          .values({ ...columns(request.body), createdAt: now() })
          .returning('taskId')
          .executeTakeFirstOrThrow()
        request.operation = { action: 'scheduler.tasks.create', target: request.body.name.trim() }
        return created(reply, location(row.taskId), taskView(await rowOr404(row.taskId)))
      },
    )

    app.put<{ Params: Params; Body: TaskUpdate }>(
      '/tasks/:taskId',
      { schema: { params: taskParams, body: updateBody }, config: WRITE },
      async (request, reply) => {
        const current: TaskView = taskView(await rowOr404(request.params.taskId))
        const { version, ...changes } = request.body
        await mayWrite(request, current.kind)
        const next: TaskInput = { ...current, ...changes } as TaskInput
        if (next.kind !== current.kind) await mayWrite(request, next.kind)
        // A schedule given in full replaces the other form.
        if (changes.cron) next.intervalSeconds = changes.intervalSeconds ?? null
        if (changes.intervalSeconds) next.cron = changes.cron ?? null
        await check(400, next, current.taskId)
        const result = await app.db
          .updateTable('scheduledTasks')
          .set({ ...columns(next), version: version + 1 })
          .where('taskId', '=', current.taskId)
          .where('version', '=', version)
          .executeTakeFirst()
        assertUpdated(result, withValues(SCHEDULER_MESSAGES.stale, { name: current.name }))
        request.operation = { action: 'scheduler.tasks.update', target: current.name }
        return modified(reply, taskView(await rowOr404(current.taskId)))
      },
    )

    app.delete<{ Params: Params }>(
      '/tasks/:taskId',
      { schema: { params: taskParams }, config: WRITE },
      async (request, reply) => {
        const row = await rowOr404(request.params.taskId)
        await mayWrite(request, row.kind)
        await app.db.deleteFrom('scheduledTasks').where('taskId', '=', row.taskId).execute()
        request.operation = { action: 'scheduler.tasks.delete', target: row.name }
        return deleted(reply)
      },
    )

    /** Runs the task now and answers its finished run; 409 while another run of it goes on. */
    app.post<{ Params: Params }>(
      '/tasks/:taskId/run',
      { schema: { params: taskParams }, config: WRITE },
      async (request, reply) => {
        const row = await rowOr404(request.params.taskId)
        await mayWrite(request, row.kind)
        const run = await scheduler.runNow(row)
        if (!run) throw conflict(withValues(SCHEDULER_MESSAGES.alreadyRunning, { name: row.name }))
        request.operation = { action: 'scheduler.tasks.run', target: row.name }
        return created(reply, `${location(row.taskId)}/runs`, run)
      },
    )

    app.get<{ Params: Params; Querystring: { pageIndex: number; pageSize: number } }>(
      '/tasks/:taskId/runs',
      { schema: { params: taskParams, querystring: runsQuery }, config: READ },
      async (request) => {
        const row = await rowOr404(request.params.taskId)
        const query = app.db
          .selectFrom('scheduledTaskRuns')
          .select(['runId', 'taskId', 'trigger', 'status', 'startedAt', 'endedAt', 'rows', 'error', 'file'])
          .where('taskId', '=', row.taskId)
          .orderBy('runId', 'desc')
        const page = await fetchPage(query, request.query)
        // The path on the server stays there: a run shows only its file's name.
        return {
          ...page,
          list: page.list.map((run) => ({ ...run, file: run.file ? basename(run.file) : null })),
        }
      },
    )

    // A report run's kept file. A browser link carries a one-use ?download= token instead of the header.
    app.get<{ Params: RunParams }>(
      '/tasks/:taskId/runs/:runId/file',
      { schema: { params: runParams, querystring: downloadQuery }, config: { ...READ, downloadToken: true } },
      async (request, reply) => {
        // Only report tasks keep files; their contents are the report page's to see, as its runs are.
        await mayWrite(request, 'reportStatistics-task')
        const task = await rowOr404(request.params.taskId)
        const run = await app.db
          .selectFrom('scheduledTaskRuns')
          .select(['runId', 'file'])
          .where('taskId', '=', task.taskId)
          .where('runId', '=', request.params.runId)
          .executeTakeFirst()
        const path = run?.file ? join(app.config.dataDir, run.file) : null
        if (!path || !existsSync(path))
          throw notFound(withValues(SCHEDULER_MESSAGES.noFile, { run: request.params.runId }))
        const name = basename(path)
        const type = REPORT_MIME[extname(name).slice(1) as ExportFormat] ?? 'application/octet-stream'
        return reply
          .header('Content-Type', type)
          .header(
            'Content-Disposition',
            `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .send(createReadStream(path))
      },
    )
  }
}
