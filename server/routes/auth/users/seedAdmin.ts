import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { now } from '../../../http/session.ts'
import { hashPassword } from '../passwd/hashing.ts'

export interface SeedResult {
  /** The generated password, to print once; undefined when none was created or it came from the environment. */
  generatedPassword: string | undefined
  created: boolean
}

/**
 * On an empty database creates the administrator: userId 1 (the spec's admin), username `admin`, the given
 * password or a random one, and a forced password change at first login.
 */
export async function seedAdmin(db: Db, password: string | undefined): Promise<SeedResult> {
  const existing = await db.kysely.selectFrom('users').select('userId').limit(1).executeTakeFirst()
  if (existing) return { generatedPassword: undefined, created: false }
  // Random passwords carry each character class so they pass the default rules when typed back in.
  const initial = password ?? `${randomBytes(12).toString('base64url')}Aa1!`
  const passwordHash = await hashPassword(initial)
  const at = now()
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        userId: 1,
        username: 'admin',
        realName: 'Administrator',
        passwordHash,
        passwordChangedAt: at,
        mustChangePassword: 1,
        createdAt: at,
        updatedAt: at,
        version: 1,
      })
      .execute()
    await trx.insertInto('passwordHistory').values({ userId: 1, passwordHash, createdAt: at }).execute()
    if (db.engine === 'postgres') {
      // An explicit id does not advance PostgreSQL's identity sequence; move it past the admin.
      await sql`select setval(pg_get_serial_sequence('users', 'user_id'), (select max(user_id) from users))`.execute(
        trx,
      )
    }
  })
  return { generatedPassword: password === undefined ? initial : undefined, created: true }
}
