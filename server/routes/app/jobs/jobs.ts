import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import { formatMessage, type MessageDescriptor } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { databaseTime } from '../../../db/clock.ts'
import type { Database } from '../../../db/schema.ts'
import { forgetCachedAccess } from '../../../http/access.ts'
import { HttpError } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { notifyTransferEnded } from '../../../notify/senders/transfer.ts'
import type { ItemResult } from '../../compose/packages/pageEntries.ts'
import { APP_MESSAGES } from '../messages.ts'
import '../../compose/tables.ts'

/*
 * Export, import and upgrade run in the background (spec S0 §4: each has a status that is polled). A
 * job's state is a row of app_jobs, so every server process sharing the database reports the same
 * status; the work itself runs in the process that accepted the request, which owns the row and renews
 * its heartbeat (leases.ts) until the job ends.
 */

export type JobKind = 'export' | 'import' | 'upgrade'
export type JobStatus = 'none' | 'running' | 'succeeded' | 'partial' | 'failed'

export interface JobView {
  appId: number
  kind: JobKind
  jobId: number | null
  status: JobStatus
  progress: number
  message: string
  /** The message as catalogue descriptors, shown by the app in the user's language (empty when unknown). */
  details: MessageDescriptor[]
  items: ItemResult[]
  fileName: string
  startedAt: string | null
  finishedAt: string | null
}

export interface JobOutcome {
  status: Exclude<JobStatus, 'none' | 'running'>
  /** English, kept for logs and older clients. */
  message: string
  /** The message as catalogue descriptors. */
  details: MessageDescriptor[]
  items: ItemResult[]
  fileName?: string
}

const FAILED_MESSAGES: Record<JobKind, MessageDescriptor> = {
  export: MESSAGES.exportFailed,
  import: MESSAGES.importFailed,
  upgrade: APP_MESSAGES.upgradeFailed,
}

const FAILED: Record<JobKind, string> = {
  export: formatMessage(FAILED_MESSAGES.export),
  import: formatMessage(FAILED_MESSAGES.import),
  upgrade: formatMessage(FAILED_MESSAGES.upgrade),
}

/**
 * The descriptors of a job row stored before they were (details '[]'), from its message where the server
 * worded it itself: a bare failure, or one interrupted by a restart (the app's notice already says which
 * job failed, so the detail is the reason).
 */
function jobDetails(kind: JobKind, message: string): MessageDescriptor[] {
  if (message === interruptedMessage(kind)) return [MESSAGES.jobInterrupted]
  if (message === FAILED[kind]) return [FAILED_MESSAGES[kind]]
  return []
}

/** The message of a job whose process stopped while it ran: "Export failed: interrupted by a server restart". */
export function interruptedMessage(kind: JobKind): string {
  return `${FAILED[kind]}: ${formatMessage(MESSAGES.jobInterrupted)}`
}

/** The stored details of such a job: the reason alone, as old rows are read (jobDetails). */
export const INTERRUPTED_DETAILS = JSON.stringify([MESSAGES.jobInterrupted])

/** The outcome of a job whose work threw: the failure, and the error's own reason when it is a rule's. */
function thrownOutcome(kind: JobKind, error: unknown): JobOutcome {
  const reason = (error as Error).message
  const details = error instanceof HttpError ? error.details : []
  return {
    status: 'failed',
    message: reason ? `${FAILED[kind]}: ${reason}` : FAILED[kind],
    details: [FAILED_MESSAGES[kind], ...details],
    items: [],
  }
}

function storedDetails(kind: JobKind, row: { details: string; message: string }): MessageDescriptor[] {
  const stored: MessageDescriptor[] = JSON.parse(row.details)
  return stored.length > 0 ? stored : jobDetails(kind, row.message)
}

// Keyed by the database handle: the same in every plugin context of one app.
const running = new WeakMap<object, Set<Promise<void>>>()
const owners = new WeakMap<object, string>()

/** The id this app instance writes into the jobs it runs (random per start). */
export function jobOwner(app: FastifyInstance): string {
  let owner = owners.get(app.db)
  if (!owner) {
    owner = randomUUID()
    owners.set(app.db, owner)
  }
  return owner
}

/** Writes that belong to a job's start or end, made in the same transaction as the job row. */
export interface JobHooks {
  /** Runs with the insert of the running job (the upgrade marks its application 'upgrading'). */
  prepare?: (trx: Transaction<Database>) => Promise<void>
  /** Runs with the update that ends the job, so a poller that sees it done also sees what this did. */
  finish?: (outcome: JobOutcome, trx: Transaction<Database>) => Promise<void>
}

/** The latest job of a kind for an application; status 'none' when there never was one. */
export async function jobStatus(db: Kysely<Database>, appId: number, kind: JobKind): Promise<JobView> {
  const row = await db
    .selectFrom('appJobs')
    .selectAll()
    .where('appId', '=', appId)
    .where('kind', '=', kind)
    .orderBy('jobId', 'desc')
    .executeTakeFirst()
  if (!row) {
    const none = {
      jobId: null,
      status: 'none' as const,
      progress: 0,
      message: '',
      details: [],
      items: [],
      fileName: '',
    }
    return { appId, kind, ...none, startedAt: null, finishedAt: null }
  }
  return {
    appId,
    kind,
    jobId: row.jobId,
    status: row.status as JobStatus,
    progress: row.progress,
    message: row.message,
    details: storedDetails(kind, row),
    items: JSON.parse(row.items),
    fileName: row.fileName,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  }
}

export async function isJobRunning(db: Kysely<Database>, appId: number, kind?: JobKind): Promise<boolean> {
  let query = db
    .selectFrom('appJobs')
    .select('jobId')
    .where('appId', '=', appId)
    .where('status', '=', 'running')
  if (kind) query = query.where('kind', '=', kind)
  return (await query.executeTakeFirst()) !== undefined
}

export async function setProgress(db: Kysely<Database>, jobId: number, progress: number): Promise<void> {
  await db
    .updateTable('appJobs')
    .set({ progress: Math.max(0, Math.min(99, Math.round(progress))) })
    .where('jobId', '=', jobId)
    .execute()
}

/**
 * Records a running job (owned by this process) and runs `work` after the answer: its outcome (or its
 * failure) ends the job. The app waits for running jobs when it closes.
 */
export async function startJob(
  app: FastifyInstance,
  appId: number,
  kind: JobKind,
  userId: number | null,
  work: (jobId: number) => Promise<JobOutcome>,
  hooks: JobHooks = {},
): Promise<JobView> {
  const owner = jobOwner(app)
  const jobId = await app.db.transaction().execute(async (trx) => {
    await hooks.prepare?.(trx)
    const row = await trx
      .insertInto('appJobs')
      .values({
        appId,
        kind,
        status: 'running',
        startedBy: userId,
        startedAt: now(),
        ownerId: owner,
        heartbeatAt: databaseTime(app.engine),
      })
      .returning('jobId')
      .executeTakeFirstOrThrow()
    return row.jobId
  })
  let jobs = running.get(app.db)
  if (!jobs) {
    jobs = new Set()
    running.set(app.db, jobs)
  }
  const run = (async () => {
    await new Promise((resolve) => setImmediate(resolve))
    let outcome: JobOutcome
    try {
      outcome = await work(jobId)
    } catch (error) {
      app.log.error({ err: error, appId, kind }, 'application job failed')
      outcome = thrownOutcome(kind, error)
    }
    try {
      await app.db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable('appJobs')
          .set({
            status: outcome.status,
            progress: 100,
            message: outcome.message,
            details: JSON.stringify(outcome.details),
            items: JSON.stringify(outcome.items),
            fileName: outcome.fileName ?? '',
            finishedAt: now(),
          })
          .where('jobId', '=', jobId)
          .where('status', '=', 'running')
          .executeTakeFirst()
        // Another process took this job for orphaned (this one missed its heartbeats) and ended it.
        if (ended.numUpdatedRows === 0n) throw new Error(`job ${jobId} was already ended as interrupted`)
        await hooks.finish?.(outcome, trx)
      })
      forgetCachedAccess(app)
    } catch (error) {
      app.log.error({ err: error, appId, kind }, 'recording the end of an application job failed')
      return
    }
    // Exports and imports tell "import/export finished" (the one who started it, and the type's receivers).
    if (kind !== 'upgrade' && app.hasDecorator('notify'))
      await notifyTransferEnded(app, {
        key: `app-job:${jobId}`,
        userId,
        task: `${kind === 'export' ? 'Export' : 'Import'} of application ${appId}`,
        ok: outcome.status === 'succeeded',
        error: outcome.status === 'succeeded' ? undefined : outcome.message,
      })
  })()
  jobs.add(run)
  void run.finally(() => jobs.delete(run))
  return jobStatus(app.db, appId, kind)
}

/** Waits for every job this process runs (on close, before the database goes away). */
export async function drainJobs(app: FastifyInstance): Promise<void> {
  const jobs = running.get(app.db)
  if (jobs) await Promise.allSettled([...jobs])
}

/** The overall status of a job from its items. */
export function outcomeStatus(items: ItemResult[]): JobOutcome['status'] {
  const ok = items.filter((item) => item.ok).length
  if (ok === items.length) return 'succeeded'
  return ok === 0 ? 'failed' : 'partial'
}
