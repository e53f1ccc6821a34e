import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'

/**
 * Fixed-window attempt counter kept in the database (`login_attempts`), so that every server process
 * on one database counts against the same limit: behind a load balancer an attacker cannot multiply
 * the attempts by the number of processes. One upsert per attempt, beside an argon2 verification that
 * costs far more. `hit` counts an attempt and says whether it is still within the limit.
 */
export class RateLimiter {
  #hitsSinceSweep = 0

  constructor(
    private readonly db: Kysely<Database>,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for `key`; allowed false once more than `max` fell into the current window. */
  async hit(key: string, atMs = Date.now()): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    if (++this.#hitsSinceSweep >= 1000) await this.#sweep(atMs)
    const at = new Date(atMs).toISOString()
    const ends = new Date(atMs + this.windowMs).toISOString()
    // A window that has ended starts again at this attempt; otherwise the attempt adds to it.
    const row = await this.db
      .insertInto('loginAttempts')
      .values({ key, attempts: 1, windowEndsAt: ends })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const ended = eb('loginAttempts.windowEndsAt', '<=', at)
          return {
            attempts: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('loginAttempts.attempts', '+', 1))
              .end(),
            windowEndsAt: eb.case().when(ended).then(ends).else(eb.ref('loginAttempts.windowEndsAt')).end(),
          }
        }),
      )
      .returning(['attempts', 'windowEndsAt'])
      .executeTakeFirstOrThrow()
    const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(row.windowEndsAt) - atMs) / 1000))
    return { allowed: row.attempts <= this.max, retryAfterSeconds }
  }

  async #sweep(atMs: number): Promise<void> {
    this.#hitsSinceSweep = 0
    await this.db
      .deleteFrom('loginAttempts')
      .where('windowEndsAt', '<', new Date(atMs).toISOString())
      .execute()
  }
}
