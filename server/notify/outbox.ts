import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type Mail, mailServerOf, sendMail } from './channels/email.ts'
import { sendWebhook, type WebhookTarget } from './channels/webhook.ts'
import type { NotificationOutboxTable } from './tables.ts'
import type { MailAttachment } from './types.ts'

export type OutboxRow = Selectable<NotificationOutboxTable>

/** The channels' senders; tests and the benchmark may replace them. */
export interface Senders {
  email(mail: Mail, db: Kysely<Database>): Promise<void>
  webhook(target: WebhookTarget, row: OutboxRow): Promise<void>
}

export const realSenders: Senders = {
  async email(mail, db) {
    const server = await mailServerOf(db)
    if (!server) throw new Error('No mail server is configured (global settings → mail server)')
    await sendMail(server, mail)
  },
  async webhook(target, row) {
    await sendWebhook(target, {
      title: row.title,
      content: row.content,
      link: row.link,
      event: row.event,
      receiver: row.receiver,
    })
  },
}

const MAX_BACKOFF_MS = 10 * 60_000

export interface DeliverOptions {
  leaseMs: number
  maxAttempts: number
  backoffMs: number
  concurrency: number
  senders: Senders
  /** In-site letters were stored for these users: tell their open screens. */
  onLetters(userIds: number[]): void
}

/**
 * Logs failed the sends a process began but never finished (it died, or hung past the lease): they are
 * not sent again on their own, because the receiver may already have them; the log offers a resend.
 */
export async function failInterrupted(db: Kysely<Database>, now = new Date()): Promise<number> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('notificationOutbox')
      .set({
        status: 'failed',
        leaseUntil: null,
        lastError: 'Interrupted while sending (the server stopped); not sent again in case it arrived',
      })
      .where('status', '=', 'sending')
      .where('leaseUntil', '<', at)
      .returning('outboxId')
      .execute()
    if (rows.length > 0) {
      await trx
        .updateTable('notificationAttempts')
        .set({ finishedAt: at, result: 'interrupted', error: 'The server stopped during the attempt' })
        .where(
          'outboxId',
          'in',
          rows.map((row) => row.outboxId),
        )
        .where('finishedAt', 'is', null)
        .execute()
    }
    return rows.length
  })
}

/** Delivers the sends that are due (at most `limit`); answers how many were attempted. */
export async function deliverDue(
  db: Kysely<Database>,
  options: DeliverOptions,
  limit = 200,
): Promise<number> {
  const at = new Date().toISOString()
  const due = await db
    .selectFrom('notificationOutbox')
    .select(['outboxId', 'channel'])
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', at)
    .orderBy('outboxId')
    .limit(limit)
    .execute()
  if (due.length === 0) return 0
  const site = due.filter((row) => row.channel === 'site').map((row) => row.outboxId)
  const others = due.filter((row) => row.channel !== 'site').map((row) => row.outboxId)
  if (site.length > 0) await deliverLetters(db, site, options)
  if (others.length > 0) await deliverExternal(db, others, options)
  return due.length
}

/** In-site letters: stored and marked sent in one transaction, so each arrives exactly once. */
async function deliverLetters(db: Kysely<Database>, ids: number[], options: DeliverOptions): Promise<void> {
  const at = new Date().toISOString()
  const users = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('notificationOutbox')
      .set((eb) => ({ status: 'success', sentAt: at, attempts: eb('attempts', '+', 1) }))
      .where('outboxId', 'in', ids)
      .where('status', '=', 'pending')
      .returningAll()
      .execute()
    const letters = rows.filter((row) => row.userId !== null)
    if (letters.length === 0) return []
    // A user deleted since the row was queued: the foreign key would refuse the letter.
    const living = new Set(
      (
        await trx
          .selectFrom('users')
          .select('userId')
          .where(
            'userId',
            'in',
            letters.map((row) => row.userId as number),
          )
          .execute()
      ).map((row) => row.userId),
    )
    const kept = letters.filter((row) => living.has(row.userId as number))
    for (let i = 0; i < kept.length; i += 200) {
      await trx
        .insertInto('notificationMessages')
        .values(
          kept.slice(i, i + 200).map((row) => ({
            userId: row.userId as number,
            outboxId: row.outboxId,
            typeId: row.typeId,
            typeName: row.typeName,
            title: row.title,
            content: row.content,
            link: row.link,
            createdAt: at,
          })),
        )
        .execute()
    }
    await trx
      .insertInto('notificationAttempts')
      .values(
        rows.map((row) => ({ outboxId: row.outboxId, startedAt: at, finishedAt: at, result: 'success' })),
      )
      .execute()
    return [...new Set(kept.map((row) => row.userId as number))]
  })
  if (users.length > 0) options.onLetters(users)
}

/**
 * Email and webhooks: each row is claimed ("sending", with a lease, attempt logged as started) in a
 * committed write BEFORE it is handed to the channel, then marked sent, retried later with back-off, or
 * logged failed after the last try. A crash in between leaves it "sending" for failInterrupted.
 */
async function deliverExternal(db: Kysely<Database>, ids: number[], options: DeliverOptions): Promise<void> {
  // Claimed a few at a time (as many as are sent at once), so a crash interrupts at most those.
  for (let i = 0; i < ids.length; i += options.concurrency) {
    const claimed = await claim(db, ids.slice(i, i + options.concurrency), options.leaseMs)
    await Promise.all(claimed.map(({ row, attemptId }) => deliverOne(db, row, attemptId, options)))
  }
}

async function claim(db: Kysely<Database>, ids: number[], leaseMs: number) {
  const at = new Date().toISOString()
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('notificationOutbox')
      .set((eb) => ({
        status: 'sending',
        leaseUntil: new Date(Date.now() + leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('outboxId', 'in', ids)
      .where('status', '=', 'pending')
      .returningAll()
      .execute()
    if (rows.length === 0) return []
    const attempts = await trx
      .insertInto('notificationAttempts')
      .values(rows.map((row) => ({ outboxId: row.outboxId, startedAt: at })))
      .returning(['attemptId', 'outboxId'])
      .execute()
    const attemptOf = new Map(attempts.map((a) => [a.outboxId, a.attemptId]))
    return rows.map((row) => ({ row, attemptId: attemptOf.get(row.outboxId) as number }))
  })
}

async function deliverOne(db: Kysely<Database>, row: OutboxRow, attemptId: number, options: DeliverOptions) {
  let error = ''
  try {
    if (row.channel === 'email') {
      const { attachment } = JSON.parse(row.target || '{}') as { attachment?: MailAttachment }
      await options.senders.email(
        { to: row.address, subject: row.title, text: row.content, ...(attachment ? { attachment } : {}) },
        db,
      )
    } else {
      await options.senders.webhook(JSON.parse(row.target) as WebhookTarget, row)
    }
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught)
    if (!error) error = 'Unknown error'
  }
  const at = new Date().toISOString()
  const last = row.attempts >= options.maxAttempts
  const retryAt = new Date(
    Date.now() + Math.min(options.backoffMs * 2 ** Math.max(0, row.attempts - 1), MAX_BACKOFF_MS),
  ).toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('notificationOutbox')
      .set(
        error === ''
          ? { status: 'success', sentAt: at, leaseUntil: null, lastError: '' }
          : {
              status: last ? 'failed' : 'pending',
              nextAttemptAt: retryAt,
              leaseUntil: null,
              lastError: error.slice(0, 1000),
            },
      )
      .where('outboxId', '=', row.outboxId)
      .where('status', '=', 'sending')
      .execute()
    await trx
      .updateTable('notificationAttempts')
      .set({ finishedAt: at, result: error === '' ? 'success' : 'failed', error: error.slice(0, 1000) })
      .where('attemptId', '=', attemptId)
      .execute()
  })
}
