import type { FastifyInstance } from 'fastify'
import { localTime } from '../enqueue.ts'
import { notifyUsers } from '../notifyUsers.ts'

/** An import or export that ended, as "import/export finished" tells it. */
export interface TransferEnd {
  /** Identifies the occurrence ('app-job:12', 'objects-import:…'): told once. */
  key: string
  /** Who started it: told besides the type's own receivers (none when unknown). */
  userId: number | null
  /** What ran, e.g. "Export of application Boiler room". */
  task: string
  ok: boolean
  /** Why it failed, or what was partial. */
  error?: string
}

/**
 * Tells the "import/export finished" types of a transfer's end; never throws (a notification must not
 * turn a finished transfer into a failed one), a failure to queue is logged.
 */
export async function notifyTransferEnded(app: FastifyInstance, end: TransferEnd): Promise<void> {
  try {
    const task = end.ok ? end.task : `${end.task} — failed${end.error ? `: ${end.error}` : ''}`
    await notifyUsers(app, 'transfer.finished', end.key, end.userId === null ? [] : [end.userId], {
      task,
      status: end.ok ? 'succeeded' : 'failed',
      error: end.error ?? '',
      time: localTime(new Date().toISOString()),
      link: '',
    })
  } catch (error) {
    app.log.error({ err: error, key: end.key }, 'telling of an import/export failed')
  }
}
