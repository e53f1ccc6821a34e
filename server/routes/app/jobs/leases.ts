import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { databaseTime } from '../../../db/clock.ts'
import type { Database } from '../../../db/schema.ts'
import { forgetCachedAccess } from '../../../http/access.ts'
import { now } from '../../../http/session.ts'
import { publishApp } from '../publish/appMenu.ts'
import { INTERRUPTED_DETAILS, interruptedMessage, type JobKind, jobOwner } from './jobs.ts'

/** How jobs prove their process is alive; environment-free, `config.jobs` (tests) over the defaults. */
export interface JobLeaseSettings {
  /** How often a process renews the heartbeat of its running jobs and looks for orphaned ones. */
  heartbeatMs: number
  /** A running job whose heartbeat is older than this belongs to a process that is gone. */
  staleMs: number
}

declare module '../../../config.ts' {
  interface ServerConfig {
    jobs?: Partial<JobLeaseSettings>
  }
}

export function jobLeaseSettings(override: Partial<JobLeaseSettings> = {}): JobLeaseSettings {
  return { heartbeatMs: 5000, staleMs: 30_000, ...override }
}

/**
 * Keeps this process's jobs alive and ends the jobs of processes that are gone. Every `heartbeatMs` it
 * renews the heartbeat of its own running jobs, then marks failed every running job of another owner
 * whose heartbeat is older than `staleMs` ("… failed: interrupted by a server restart"); an application
 * such a job left 'upgrading' returns to its status from before the upgrade. At start-up on SQLite, which
 * belongs to one process, every running job is such a job at once.
 */
export class JobLeaseKeeper {
  readonly owner: string
  #timer: NodeJS.Timeout | null = null
  #tick: Promise<void> = Promise.resolve()

  constructor(
    private readonly app: FastifyInstance,
    private readonly settings: JobLeaseSettings,
  ) {
    this.owner = jobOwner(app)
  }

  async start(): Promise<void> {
    await recoverInterruptedJobs(
      this.app,
      this.owner,
      this.app.engine === 'sqlite' ? 'all' : this.settings.staleMs,
    )
    this.#timer = setInterval(() => {
      this.#tick = this.#tick
        .then(() => this.#beat())
        .catch((error) => this.app.log.error({ err: error }, 'job lease check failed'))
    }, this.settings.heartbeatMs)
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await this.#tick
  }

  async #beat(): Promise<void> {
    await this.app.db
      .updateTable('appJobs')
      .set({ heartbeatAt: databaseTime(this.app.engine) })
      .where('ownerId', '=', this.owner)
      .where('status', '=', 'running')
      .execute()
    await recoverInterruptedJobs(this.app, this.owner, this.settings.staleMs)
  }
}

/**
 * Fails the running jobs of other owners whose heartbeat is older than `staleMs` (or all of them), and
 * puts back every application left 'upgrading' with no upgrade running. Each job with its application
 * is one transaction; the heartbeat is checked again in the update, so a job renewed meanwhile stays.
 */
export async function recoverInterruptedJobs(
  app: FastifyInstance,
  owner: string,
  staleMs: number | 'all',
): Promise<number> {
  const cutoff = staleMs === 'all' ? null : databaseTime(app.engine, staleMs / 1000)
  let orphaned = app.db
    .selectFrom('appJobs')
    .select(['jobId', 'appId', 'kind'])
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('ownerId', 'is', null), eb('ownerId', '!=', owner)]))
  if (cutoff)
    orphaned = orphaned.where((eb) => eb.or([eb('heartbeatAt', 'is', null), eb('heartbeatAt', '<', cutoff)]))
  let failed = 0
  for (const job of await orphaned.execute()) {
    const done = await app.db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('appJobs')
        .set({
          status: 'failed',
          progress: 100,
          message: interruptedMessage(job.kind as JobKind),
          details: INTERRUPTED_DETAILS,
          finishedAt: now(),
        })
        .where('jobId', '=', job.jobId)
        .where('status', '=', 'running')
      if (cutoff)
        update = update.where((eb) => eb.or([eb('heartbeatAt', 'is', null), eb('heartbeatAt', '<', cutoff)]))
      const result = await update.executeTakeFirst()
      if (result.numUpdatedRows === 0n) return false
      if (job.kind === 'upgrade') await endUpgrade(trx, job.appId)
      return true
    })
    if (done) failed += 1
  }
  // An application 'upgrading' without a running upgrade job can only be left over from a crash: the
  // upgrade call sets the status and records its job in one transaction.
  const stuck = await app.db
    .selectFrom('applications')
    .select('appId')
    .where('status', '=', 'upgrading')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('appJobs')
            .select('jobId')
            .whereRef('appJobs.appId', '=', 'applications.appId')
            .where('appJobs.kind', '=', 'upgrade')
            .where('appJobs.status', '=', 'running'),
        ),
      ),
    )
    .execute()
  for (const { appId } of stuck) await app.db.transaction().execute((trx) => endUpgrade(trx, appId))
  if (failed > 0 || stuck.length > 0) forgetCachedAccess(app)
  return failed
}

/** An interrupted upgrade: the application returns to its status from before it (stopped by default). */
async function endUpgrade(trx: Kysely<Database>, appId: number): Promise<void> {
  await trx
    .updateTable('applications')
    .set((eb) => ({
      status: eb.case().when('statusBeforeUpgrade', '=', 'running').then('running').else('stopped').end(),
      upgradeStatus: 'failed',
      updatedAt: now(),
    }))
    .where('appId', '=', appId)
    .where('status', '=', 'upgrading')
    .execute()
  await publishApp(trx, appId)
}
