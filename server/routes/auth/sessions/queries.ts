import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { addMinutes, hashTicket, newTicket, now } from '../../../http/session.ts'

/** The columns a login decision needs. */
export function findLoginUser(db: Kysely<Database>, by: { username: string } | { phone: string }) {
  let query = db
    .selectFrom('users')
    .select([
      'userId',
      'username',
      'phone',
      'enabled',
      'passwordHash',
      'passwordChangedAt',
      'mustChangePassword',
      'failedAttempts',
      'lockedUntil',
    ])
  query = 'username' in by ? query.where('username', '=', by.username) : query.where('phone', '=', by.phone)
  return query.limit(2).execute()
}

export type LoginUser = Awaited<ReturnType<typeof findLoginUser>>[number]

/**
 * Counts one failed attempt; when `retryCount` is reached the account locks for `lockMinutes` and the count
 * starts again. Returns the lock end, or the attempts left (null when unlimited).
 */
export async function recordFailedAttempt(
  db: Kysely<Database>,
  userId: number,
  limits: { retryCount: number; lockMinutes: number },
): Promise<{ lockedUntil: string | null; attemptsLeft: number | null }> {
  return db.transaction().execute(async (trx) => {
    // Incremented in SQL so two concurrent failures both count.
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
      .where('userId', '=', userId)
      .returning('failedAttempts')
      .executeTakeFirstOrThrow()
    if (limits.retryCount <= 0) return { lockedUntil: null, attemptsLeft: null }
    if (row.failedAttempts < limits.retryCount || limits.lockMinutes <= 0) {
      return { lockedUntil: null, attemptsLeft: Math.max(0, limits.retryCount - row.failedAttempts) }
    }
    const lockedUntil = addMinutes(now(), limits.lockMinutes)
    await trx
      .updateTable('users')
      .set({ failedAttempts: 0, lockedUntil })
      .where('userId', '=', userId)
      .execute()
    return { lockedUntil, attemptsLeft: 0 }
  })
}

/** Opens a session and returns its ticket; a successful login also clears the failure count and lock. */
export async function openSession(
  db: Kysely<Database>,
  userId: number,
  method: 'login' | 'sms',
  idleMinutes: number,
): Promise<string> {
  const ticket = newTicket()
  const at = now()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ failedAttempts: 0, lockedUntil: null })
      .where('userId', '=', userId)
      .execute()
    // Expired sessions of this user are swept here rather than by a timer.
    await trx.deleteFrom('sessions').where('userId', '=', userId).where('expiresAt', '<=', at).execute()
    await trx
      .insertInto('sessions')
      .values({
        ticketHash: hashTicket(ticket),
        userId,
        method,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: addMinutes(at, idleMinutes),
      })
      .execute()
  })
  return ticket
}

export async function closeSession(db: Kysely<Database>, ticketHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('ticketHash', '=', ticketHash).execute()
}

export type AccessEvent = 'login' | 'smsLogin' | 'logout' | 'loginFailed' | 'locked'

/** Appends one row to the user access log. */
export async function writeAccessLog(
  db: Kysely<Database>,
  entry: { userId: number | null; username: string; event: AccessEvent; ip: string; userAgent: string },
): Promise<void> {
  await db
    .insertInto('accessLog')
    .values({ ...entry, at: now() })
    .execute()
}
