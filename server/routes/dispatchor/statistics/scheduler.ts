import type { FastifyInstance } from 'fastify'
import '../../../history/plugin.ts'
import '../tables.ts'
import { computeTask } from './compute.ts'
import { type TaskView, taskView } from './queries.ts'

const TICK_MS = 1000
const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * Runs periodic statistics tasks: when a window of `intervalSeconds` (aligned to the epoch) has passed,
 * the task's aggregates over it are stored in `statistics_results`. Only the history leader runs it
 * (one process per database); the unique index over (task, window, source, aggregate) makes a repeat
 * harmless. After a pause only the latest finished window is computed, not every missed one.
 */
export class StatisticsScheduler {
  readonly #done = new Map<number, number>()
  #timer: NodeJS.Timeout | null = null
  #purgeTimer: NodeJS.Timeout | null = null
  #running: Promise<void> | null = null

  constructor(private readonly app: FastifyInstance) {}

  start(): void {
    this.#timer = setInterval(() => {
      this.#running ??= this.tick()
        .catch((error) => this.app.log.error({ err: error }, 'statistics: a periodic task failed'))
        .finally(() => {
          this.#running = null
        })
    }, TICK_MS)
    this.#timer.unref()
    this.#purgeTimer = setInterval(() => void this.purge(), PURGE_EVERY_MS)
    this.#purgeTimer.unref()
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    if (this.#purgeTimer) clearInterval(this.#purgeTimer)
    await this.#running
  }

  /** Computes every periodic task whose latest window is not stored yet. */
  async tick(now = Date.now()): Promise<void> {
    if (!this.app.history.leader.isLeader()) return
    const rows = await this.app.db
      .selectFrom('statisticsTasks')
      .selectAll()
      .where('type', '=', 'periodic')
      .where('enabled', '=', 1)
      .execute()
    for (const task of rows.map(taskView)) await this.#run(task, now)
  }

  async #run(task: TaskView, now: number): Promise<void> {
    const intervalMs = task.intervalSeconds * 1000
    const end = Math.floor(now / intervalMs) * intervalMs
    const done = this.#done.get(task.taskId) ?? (await this.#lastStored(task.taskId))
    if (done >= end) {
      this.#done.set(task.taskId, done)
      return
    }
    const results = await computeTask(this.app.history, task, { start: end - intervalMs, end })
    const createdAt = new Date().toISOString()
    if (results.length > 0) {
      await this.app.db
        .insertInto('statisticsResults')
        .values(results.map((result) => ({ ...result, createdAt })))
        .onConflict((oc) =>
          oc.columns(['taskId', 'windowEnd', 'objName', 'propName', 'aggregate']).doNothing(),
        )
        .execute()
    }
    this.#done.set(task.taskId, end)
  }

  async #lastStored(taskId: number): Promise<number> {
    const row = await this.app.db
      .selectFrom('statisticsResults')
      .select((eb) => eb.fn.max('windowEnd').as('last'))
      .where('taskId', '=', taskId)
      .executeTakeFirst()
    return row?.last ? Date.parse(row.last) : 0
  }

  /** Results older than the history retention go with the values they came from. */
  async purge(): Promise<void> {
    const days = this.app.history.settings.retentionDays
    if (days <= 0 || !this.app.history.leader.isLeader()) return
    const cutoff = new Date(Date.now() - days * 86_400_000).toISOString()
    await this.app.db
      .deleteFrom('statisticsResults')
      .where('windowEnd', '<', cutoff)
      .execute()
      .catch((error) => this.app.log.warn({ err: error }, 'statistics purge failed'))
  }
}
