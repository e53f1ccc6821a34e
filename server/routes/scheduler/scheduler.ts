import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import './tables.ts'
import { LEASE_MS, RENEW_MS } from './lease.ts'
import { RealtimeMissions } from './realtime.ts'
import { runTask } from './runners.ts'
import { nextRunAfter } from './schedule.ts'

const TICK_MS = 1000
/** A due time later than this is a run missed while no server was up: the task's `misfire` decides. */
export const MISFIRE_GRACE_MS = 30_000

const iso = (ms: number) => new Date(ms).toISOString()

export interface TaskRow {
  taskId: number
  name: string
  kind: string
  cron: string | null
  intervalSeconds: number | null
  misfire: string
  config: string
  nextRunAt: string | null
}

export interface RunRow {
  runId: number
  taskId: number
  trigger: string
  status: string
  startedAt: string
  endedAt: string | null
  rows: number | null
  error: string | null
  file: string | null
}

/**
 * Runs due scheduled tasks in this server process. Several processes may share one database: each
 * claims a task with one conditional UPDATE (due time unchanged, no live lease), so only one of them
 * wins a due time and a task never runs twice at once. Due times are stored, so they survive a restart.
 */
export class TaskScheduler {
  readonly ownerId = randomUUID()
  /** The real-time data tasks, which run continuously instead of when due. */
  readonly realtime: RealtimeMissions
  readonly #inFlight = new Set<Promise<unknown>>()
  #timer: NodeJS.Timeout | null = null
  #ticking: Promise<void> | null = null

  constructor(private readonly app: FastifyInstance) {
    this.realtime = new RealtimeMissions(app, this.ownerId)
  }

  start(): void {
    this.#timer = setInterval(() => {
      this.#ticking ??= Promise.all([this.tick(), this.realtime.tick()])
        .then(() => {})
        .catch((error) => this.app.log.error({ err: error }, 'scheduler: a tick failed'))
        .finally(() => {
          this.#ticking = null
        })
    }, TICK_MS)
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    await this.#ticking
    await this.realtime.stop()
    await Promise.allSettled([...this.#inFlight])
  }

  /** Waits for the runs this process has started (tests). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#inFlight])
  }

  /** Claims and starts every due task; returns once each claimed run has started (not finished). */
  async tick(now = Date.now()): Promise<void> {
    await this.#failOrphans(now)
    const due = await this.app.db
      .selectFrom('scheduledTasks')
      .select(['taskId', 'name', 'kind', 'cron', 'intervalSeconds', 'misfire', 'config', 'nextRunAt'])
      .where('enabled', '=', 1)
      .where('nextRunAt', '<=', iso(now))
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', iso(now))]))
      .execute()
    for (const task of due) {
      const next = nextRunAfter(task, now)
      const claimed = await this.#claim(task.taskId, now, { seenDue: task.nextRunAt, next })
      if (!claimed) continue
      const late = now - Date.parse(task.nextRunAt as string) > MISFIRE_GRACE_MS
      if (late && task.misfire === 'skip') {
        await this.app.db
          .insertInto('scheduledTaskRuns')
          .values({
            taskId: task.taskId,
            trigger: 'misfire',
            ownerId: this.ownerId,
            status: 'skipped',
            startedAt: iso(now),
            endedAt: iso(now),
            error: `Missed at ${task.nextRunAt} while no server was running`,
          })
          .execute()
        await this.#release(task.taskId)
        continue
      }
      this.#track(this.#execute(task, late ? 'misfire' : 'schedule', now))
    }
  }

  /** Runs a task now, out of schedule; null when another run of it holds the lease. */
  async runNow(task: TaskRow, now = Date.now()): Promise<RunRow | null> {
    if (!(await this.#claim(task.taskId, now, {}))) return null
    const run = this.#execute(task, 'manual', now)
    this.#track(run)
    return run
  }

  #track(run: Promise<unknown>): void {
    const tracked = run.finally(() => this.#inFlight.delete(tracked))
    this.#inFlight.add(tracked)
  }

  /** One atomic UPDATE: the winner holds the lease (and moves the due time on when it claims one). */
  async #claim(
    taskId: number,
    now: number,
    due: { seenDue?: string | null; next?: number | null },
  ): Promise<boolean> {
    let update = this.app.db
      .updateTable('scheduledTasks')
      .set({
        leaseOwner: this.ownerId,
        leaseUntil: iso(now + LEASE_MS),
        ...(due.seenDue !== undefined ? { nextRunAt: due.next == null ? null : iso(due.next) } : {}),
      })
      .where('taskId', '=', taskId)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', iso(now))]))
    if (due.seenDue !== undefined) update = update.where('nextRunAt', '=', due.seenDue)
    const result = await update.executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async #release(taskId: number): Promise<void> {
    await this.app.db
      .updateTable('scheduledTasks')
      .set({ leaseOwner: null, leaseUntil: null })
      .where('taskId', '=', taskId)
      .where('leaseOwner', '=', this.ownerId)
      .execute()
  }

  async #execute(task: TaskRow, trigger: string, now: number): Promise<RunRow> {
    const startedAt = iso(now)
    const { runId } = await this.app.db
      .insertInto('scheduledTaskRuns')
      .values({ taskId: task.taskId, trigger, ownerId: this.ownerId, status: 'running', startedAt })
      .returning('runId')
      .executeTakeFirstOrThrow()
    const renew = setInterval(() => {
      void this.app.db
        .updateTable('scheduledTasks')
        .set({ leaseUntil: iso(Date.now() + LEASE_MS) })
        .where('taskId', '=', task.taskId)
        .where('leaseOwner', '=', this.ownerId)
        .execute()
        .catch(() => {})
    }, RENEW_MS)
    renew.unref()
    let end: Pick<RunRow, 'status' | 'rows' | 'error' | 'file'>
    try {
      const outcome = await runTask(
        this.app,
        { taskId: task.taskId, kind: task.kind, config: JSON.parse(task.config) },
        now,
      )
      end = { status: 'succeeded', rows: outcome.rows, error: null, file: outcome.file ?? null }
    } catch (error) {
      end = {
        status: 'failed',
        rows: null,
        error: error instanceof Error ? error.message : String(error),
        file: null,
      }
    } finally {
      clearInterval(renew)
    }
    const endedAt = iso(Math.max(Date.now(), now))
    await this.app.db
      .updateTable('scheduledTaskRuns')
      .set({ ...end, endedAt })
      .where('runId', '=', runId)
      .execute()
    await this.#release(task.taskId)
    return { runId, taskId: task.taskId, trigger, startedAt, endedAt, ...end }
  }

  /** Runs left 'running' by a process that stopped: their task's lease has lapsed. */
  async #failOrphans(now: number): Promise<void> {
    await this.app.db
      .updateTable('scheduledTaskRuns')
      .set({ status: 'failed', endedAt: iso(now), error: 'The server running it stopped' })
      .where('status', '=', 'running')
      .where('taskId', 'in', (eb) =>
        eb
          .selectFrom('scheduledTasks')
          .select('taskId')
          .where((w) => w.or([w('leaseUntil', 'is', null), w('leaseUntil', '<', iso(now))])),
      )
      .execute()
  }
}
