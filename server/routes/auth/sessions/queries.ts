import type { Kysely } from 'kysely'
import type { SessionLimits } from '../../../config.ts'
import type { Database } from '../../../db/schema.ts'
import { hashTicket, newTicket, now, sessionExpiry } from '../../../http/session.ts'

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
    ])
  query = 'username' in by ? query.where('username', '=', by.username) : query.where('phone', '=', by.phone)
  return query.limit(2).execute()
}

export type LoginUser = Awaited<ReturnType<typeof findLoginUser>>[number]

/**
 * Opens a session and returns its ticket. It lasts `idleMinutes` after the last request but never more
 * than `maxHours` after this login; beyond `perUser` sessions the user's least recently used ones end.
 */
export async function openSession(
  db: Kysely<Database>,
  userId: number,
  method: 'login' | 'sms',
  limits: SessionLimits,
): Promise<string> {
  const ticket = newTicket()
  const at = now()
  await db.transaction().execute(async (trx) => {
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
        expiresAt: sessionExpiry(at, at, limits),
      })
      .execute()
    const sessions = await trx
      .selectFrom('sessions')
      .select('ticketHash')
      .where('userId', '=', userId)
      .orderBy('lastSeenAt', 'desc')
      .orderBy('createdAt', 'desc')
      .execute()
    const surplus = sessions.slice(Math.max(1, limits.perUser)).map((row) => row.ticketHash)
    if (surplus.length > 0) await trx.deleteFrom('sessions').where('ticketHash', 'in', surplus).execute()
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
