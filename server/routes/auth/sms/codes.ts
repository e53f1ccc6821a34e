import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { now } from '../../../http/session.ts'

/** Six digits: the spec leaves the code length open and six is what phones auto-fill. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest()

/** Seconds until a new code may be sent to `phone` (0 = now). */
export async function resendWait(
  db: Kysely<Database>,
  phone: string,
  resendSeconds: number,
): Promise<number> {
  const row = await db.selectFrom('smsCodes').select('sentAt').where('phone', '=', phone).executeTakeFirst()
  if (!row) return 0
  const waitMs = Date.parse(row.sentAt) + resendSeconds * 1000 - Date.now()
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
}

/** Stores a new code for `phone`, replacing any earlier one. */
export async function storeSmsCode(
  db: Kysely<Database>,
  phone: string,
  code: string,
  ttlSeconds: number,
): Promise<void> {
  const sentAt = now()
  const row = {
    codeHash: hashCode(phone, code).toString('hex'),
    sentAt,
    expiresAt: new Date(Date.parse(sentAt) + ttlSeconds * 1000).toISOString(),
    attempts: 0,
  }
  await db
    .insertInto('smsCodes')
    .values({ phone, ...row })
    .onConflict((oc) => oc.column('phone').doUpdateSet(row))
    .execute()
}

export async function deleteSmsCode(db: Kysely<Database>, phone: string): Promise<void> {
  await db.deleteFrom('smsCodes').where('phone', '=', phone).execute()
}

/**
 * Checks `code` for `phone`. A right code is used up; a wrong one counts, and after `maxAttempts` wrong
 * guesses the code is void so it cannot be brute-forced.
 */
export async function consumeSmsCode(
  db: Kysely<Database>,
  phone: string,
  code: string,
  maxAttempts: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('smsCodes').selectAll().where('phone', '=', phone).executeTakeFirst()
    if (!row || row.expiresAt <= now()) return false
    const expected = Buffer.from(row.codeHash, 'hex')
    if (timingSafeEqual(expected, hashCode(phone, code))) {
      await trx.deleteFrom('smsCodes').where('phone', '=', phone).execute()
      return true
    }
    if (row.attempts + 1 >= maxAttempts) await trx.deleteFrom('smsCodes').where('phone', '=', phone).execute()
    else
      await trx
        .updateTable('smsCodes')
        .set({ attempts: row.attempts + 1 })
        .where('phone', '=', phone)
        .execute()
    return false
  })
}
