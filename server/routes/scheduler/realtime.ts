import type { FastifyInstance } from 'fastify'
import { formatMessage } from '../../../engine/messages.ts'
import '../../history/plugin.ts'
import type { Quality, ValueChange } from '../../live/types.ts'
import { liveKey } from '../../live/types.ts'
import { computeAggregate, type Sample } from '../dispatchor/statistics/aggregates.ts'
import type { RealtimeConfig } from './config.ts'
import { LEASE_MS, RENEW_MS } from './lease.ts'
import './tables.ts'

/** After a mission fails (its target was removed, say), this long before this process tries it again. */
export const RETRY_MS = 60_000
/** The most samples a mission holds; beyond it the oldest fold into the value in force at the start. */
const MAX_SAMPLES = 100_000

const iso = (ms: number) => new Date(ms).toISOString()

/** A live value as history reads it for statistics: booleans 1/0, null unless a good number. */
function numeric(change: Pick<ValueChange, 'value' | 'quality'>): number | null {
  if (change.quality !== 'good') return null
  if (typeof change.value === 'number') return Number.isFinite(change.value) ? change.value : null
  if (typeof change.value === 'boolean') return change.value ? 1 : 0
  return null
}

/**
 * One real-time statistics mission: the aggregate of its source over the sliding window that ends now,
 * kept from live values as they arrive (seeded from history when it starts, so a restart does not empty
 * the window) and written to the target at most once per `publishSeconds`, and again as the window slides.
 * The target's quality follows the source: bad while the window holds no good value, uncertain while the
 * source's latest value is not good (the statistic then rests on older values).
 */
export class RealtimeMission {
  readonly #samples: Sample[] = []
  #prior: Sample | null = null
  #timer: NodeJS.Timeout | null = null
  #unsubscribe: (() => void) | null = null
  #publishedAt = 0
  #pending: NodeJS.Timeout | null = null
  #last: { value: number | null; quality: Quality } | null = null
  #stopped = false
  /** Values written to the target so far (the run's rows). */
  writes = 0

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: RealtimeConfig,
    private readonly onFail: (reason: string) => void,
  ) {}

  get #key() {
    return liveKey(this.config.source.objName, this.config.source.propName)
  }

  async start(now = Date.now()): Promise<void> {
    const early: Sample[] = []
    let seeding = true
    // Subscribed before history is read, so a change between the two is not lost (kept until seeded).
    this.#unsubscribe = this.app.live.store.onChange((change) => {
      if (change.key !== this.#key) return
      const sample = { t: Date.parse(change.timestamp), v: numeric(change) }
      if (seeding) early.push(sample)
      else this.#add(sample)
    })
    const windowMs = this.config.windowSeconds * 1000
    await this.app.history.flush()
    const { prior, samples } = await this.app.history.samples(this.#key, now - windowMs, now)
    seeding = false
    this.#prior = prior
    this.#samples.push(...samples)
    for (const sample of early) if (!samples.some((s) => s.t === sample.t)) this.#add(sample, false)
    if (this.#stopped) return
    this.#timer = setInterval(() => this.publish(), this.config.publishSeconds * 1000)
    this.#timer.unref()
    this.publish(Math.max(now, Date.now()))
  }

  stop(): void {
    this.#stopped = true
    this.#unsubscribe?.()
    if (this.#timer) clearInterval(this.#timer)
    if (this.#pending) clearTimeout(this.#pending)
  }

  #add(sample: Sample, publish = true): void {
    const samples = this.#samples
    const last = samples[samples.length - 1]
    samples.push(sample)
    // Connectors may stamp values with the source's time, out of arrival order: keep the window sorted.
    if (last && sample.t < last.t) samples.sort((a, b) => a.t - b.t)
    if (samples.length > MAX_SAMPLES) this.#prior = samples.shift() ?? this.#prior
    if (!publish || this.#stopped) return
    // The first change after a quiet spell is written at once; a burst, once per publish interval.
    const wait = this.#publishedAt + this.config.publishSeconds * 1000 - Date.now()
    if (wait <= 0) this.publish()
    else
      this.#pending ??= setTimeout(() => {
        this.#pending = null
        this.publish()
      }, wait)
  }

  /** Computes the aggregate over the window ending `now` and writes it when it changed. */
  publish(now = Date.now()): void {
    if (this.#stopped) return
    this.#publishedAt = now
    const start = now - this.config.windowSeconds * 1000
    let drop = 0
    while (drop < this.#samples.length && (this.#samples[drop] as Sample).t < start) drop += 1
    if (drop > 0) this.#prior = this.#samples.splice(0, drop).pop() ?? this.#prior
    const result = computeAggregate(this.config.aggregate, this.#samples, { start, end: now }, this.#prior)
    const latest = this.#samples[this.#samples.length - 1] ?? this.#prior
    const quality: Quality = result.value === null ? 'bad' : latest?.v === null ? 'uncertain' : 'good'
    if (this.#last && this.#last.value === result.value && this.#last.quality === quality) return
    const { objName, propName } = this.config.target
    const store = this.app.live.store
    // A bad result keeps the target's last value, marked bad.
    const value = result.value ?? store.get(objName, propName)?.value ?? null
    const written = store.write(objName, propName, value, {
      quality,
      timestamp: now,
      origin: { kind: 'model' },
    })
    if (!written.ok) {
      this.stop()
      this.onFail(formatMessage(written.reason))
      return
    }
    this.#last = { value: result.value, quality }
    this.writes += 1
  }
}

interface Running {
  mission: RealtimeMission
  version: number
  runId: number
}

/**
 * The real-time data tasks this process carries. They run continuously rather than on a schedule: each
 * enabled task is claimed with the scheduler's lease (one process at a time, taken over within a minute
 * when its process dies), keeps one run open while it runs, and is restarted when its settings change.
 */
export class RealtimeMissions {
  readonly #running = new Map<number, Running>()
  readonly #retryAfter = new Map<number, number>()
  #renewedAt = 0

  constructor(
    private readonly app: FastifyInstance,
    private readonly ownerId: string,
  ) {}

  /** Tasks whose mission runs in this process now (tests). */
  get running(): number[] {
    return [...this.#running.keys()]
  }

  /** Starts, restarts and stops missions to match the stored tasks, and renews this process's leases. */
  async tick(now = Date.now()): Promise<void> {
    const tasks = await this.app.db
      .selectFrom('scheduledTasks')
      .select(['taskId', 'version', 'enabled', 'config', 'leaseOwner'])
      .where('kind', '=', 'realtime-data')
      .execute()
    const byId = new Map(tasks.map((task) => [task.taskId, task]))
    for (const [taskId, entry] of this.#running) {
      const task = byId.get(taskId)
      const ours = task?.leaseOwner === this.ownerId
      if (task?.enabled !== 1 || task.version !== entry.version || !ours)
        await this.#end(taskId, { status: 'succeeded', error: null }, ours, now)
    }
    for (const task of tasks) {
      if (task.enabled !== 1 || this.#running.has(task.taskId)) continue
      if ((this.#retryAfter.get(task.taskId) ?? 0) > now) continue
      if (!(await this.#claim(task.taskId, now))) continue
      await this.#start(task.taskId, task.version, JSON.parse(task.config) as RealtimeConfig, now)
    }
    if (now - this.#renewedAt >= RENEW_MS) await this.#renew(now)
  }

  /** Ends every mission of this process and lets the tasks go, so another process takes them at once. */
  async stop(): Promise<void> {
    for (const taskId of [...this.#running.keys()])
      await this.#end(taskId, { status: 'succeeded', error: null }, true, Date.now())
  }

  async #start(taskId: number, version: number, config: RealtimeConfig, now: number): Promise<void> {
    const { runId } = await this.app.db
      .insertInto('scheduledTaskRuns')
      .values({ taskId, trigger: 'schedule', ownerId: this.ownerId, status: 'running', startedAt: iso(now) })
      .returning('runId')
      .executeTakeFirstOrThrow()
    const mission = new RealtimeMission(this.app, config, (reason) => {
      void this.#fail(taskId, reason)
    })
    this.#running.set(taskId, { mission, version, runId })
    try {
      await mission.start(now)
    } catch (error) {
      await this.#fail(taskId, error instanceof Error ? error.message : String(error))
    }
  }

  async #fail(taskId: number, reason: string): Promise<void> {
    this.#retryAfter.set(taskId, Date.now() + RETRY_MS)
    await this.#end(taskId, { status: 'failed', error: reason }, true, Date.now())
  }

  async #end(
    taskId: number,
    outcome: { status: 'succeeded' | 'failed'; error: string | null },
    release: boolean,
    now: number,
  ): Promise<void> {
    const entry = this.#running.get(taskId)
    if (!entry) return
    this.#running.delete(taskId)
    entry.mission.stop()
    await this.app.db
      .updateTable('scheduledTaskRuns')
      .set({ ...outcome, rows: entry.mission.writes, endedAt: iso(Math.max(now, Date.now())) })
      .where('runId', '=', entry.runId)
      .execute()
    if (!release) return
    await this.app.db
      .updateTable('scheduledTasks')
      .set({ leaseOwner: null, leaseUntil: null })
      .where('taskId', '=', taskId)
      .where('leaseOwner', '=', this.ownerId)
      .execute()
  }

  async #claim(taskId: number, now: number): Promise<boolean> {
    const result = await this.app.db
      .updateTable('scheduledTasks')
      .set({ leaseOwner: this.ownerId, leaseUntil: iso(now + LEASE_MS) })
      .where('taskId', '=', taskId)
      .where('enabled', '=', 1)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', iso(now))]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Keeps the leases of running missions and shows each run's writes so far. */
  async #renew(now: number): Promise<void> {
    this.#renewedAt = now
    for (const [taskId, entry] of this.#running) {
      await this.app.db
        .updateTable('scheduledTasks')
        .set({ leaseUntil: iso(now + LEASE_MS) })
        .where('taskId', '=', taskId)
        .where('leaseOwner', '=', this.ownerId)
        .execute()
      await this.app.db
        .updateTable('scheduledTaskRuns')
        .set({ rows: entry.mission.writes })
        .where('runId', '=', entry.runId)
        .execute()
    }
  }
}
