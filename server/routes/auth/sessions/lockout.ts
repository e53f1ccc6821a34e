import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { addMinutes, now } from '../../../http/session.ts'

/*
 * Failed logins lock an account per client address (issue 17): wrong passwords sent from one address
 * lock the account for that address only, so nobody can shut the administrator out of the whole plant
 * by typing wrong passwords for "admin" from a machine of their own. The owner still gets in from their
 * usual station, and `npm run unlock -- <username>` on the server lifts every lock (README).
 */

/** When the account's lock for this address ends, or null when it is not locked from there. */
export async function lockedUntil(
  db: Kysely<Database>,
  userId: number,
  source: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('loginFailures')
    .select('lockedUntil')
    .where('userId', '=', userId)
    .where('source', '=', source)
    .executeTakeFirst()
  return row?.lockedUntil && row.lockedUntil > now() ? row.lockedUntil : null
}

/**
 * Counts one failed attempt from `source`; when `retryCount` is reached the account locks for that
 * address for `lockMinutes` and the count starts again. Returns the lock end, or null.
 */
export async function recordFailedAttempt(
  db: Kysely<Database>,
  userId: number,
  source: string,
  limits: { retryCount: number; lockMinutes: number },
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const at = now()
    // Counts from addresses that have not tried for a day and lock nothing are forgotten, so guesses
    // from ever new addresses do not pile up rows.
    await trx
      .deleteFrom('loginFailures')
      .where('userId', '=', userId)
      .where('updatedAt', '<', new Date(Date.parse(at) - 86_400_000).toISOString())
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', at)]))
      .execute()
    // Counted in SQL so two concurrent failures (also in two processes) both count.
    const row = await trx
      .insertInto('loginFailures')
      .values({ userId, source, failedAttempts: 1, lockedUntil: null, updatedAt: at })
      .onConflict((oc) =>
        oc.columns(['userId', 'source']).doUpdateSet((eb) => ({
          failedAttempts: eb('loginFailures.failedAttempts', '+', 1),
          updatedAt: at,
        })),
      )
      .returning('failedAttempts')
      .executeTakeFirstOrThrow()
    if (limits.retryCount <= 0 || limits.lockMinutes <= 0 || row.failedAttempts < limits.retryCount)
      return null
    const until = addMinutes(at, limits.lockMinutes)
    await trx
      .updateTable('loginFailures')
      .set({ failedAttempts: 0, lockedUntil: until })
      .where('userId', '=', userId)
      .where('source', '=', source)
      .execute()
    // The user's own columns mirror the latest lock, which the users list shows as "locked".
    await trx.updateTable('users').set({ lockedUntil: until }).where('userId', '=', userId).execute()
    return until
  })
}

/** A successful login from `source` forgets the failures counted there. */
export async function clearFailures(
  db: Kysely<Database>,
  userId: number,
  source: string | 'everywhere',
): Promise<void> {
  let query = db.deleteFrom('loginFailures').where('userId', '=', userId)
  if (source !== 'everywhere') query = query.where('source', '=', source)
  await query.execute()
}

/**
 * Lifts every lock and failure count of one account, from every address (a password reset, and the
 * `unlock` command that is the way back in when the administrator is locked out). Returns the user id.
 */
export async function unlockAccount(db: Kysely<Database>, username: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ failedAttempts: 0, lockedUntil: null })
      .where('username', '=', username)
      .returning('userId')
      .executeTakeFirst()
    if (!user) return null
    await trx.deleteFrom('loginFailures').where('userId', '=', user.userId).execute()
    await trx.deleteFrom('loginAttempts').where('key', '=', `account:${username.toLowerCase()}`).execute()
    return user.userId
  })
}
