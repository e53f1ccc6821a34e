import { type Kysely, sql } from 'kysely'
import type { Engine } from '../db/database.ts'
import type { Database } from '../db/schema.ts'

/** Whether this process is the one that writes history (and runs the periodic jobs that go with it). */
export interface Leadership {
  isLeader(): boolean
  /** Resolves after the first attempt to become the leader. */
  ready(): Promise<void>
  stop(): Promise<void>
}

/**
 * SQLite belongs to one process: it always leads. On PostgreSQL several processes may share the database
 * and all see the same values (each subscribes to the broker itself), so exactly one must write them:
 * the holder of a session advisory lock, named after the schema so test schemas do not compete. The
 * lock lives on one pooled connection held for the process's lifetime; if that connection breaks, the
 * lock is gone and the others take over at their next try (every `retryMs`).
 */
export function leadership(db: Kysely<Database>, engine: Engine, name: string, retryMs: number): Leadership {
  if (engine === 'sqlite') {
    return { isLeader: () => true, ready: async () => {}, stop: async () => {} }
  }
  return new AdvisoryLeader(db, name, retryMs)
}

class AdvisoryLeader implements Leadership {
  #leader = false
  #stopped = false
  #wake: (() => void) | null = null
  #firstTry: Promise<void>
  #markTried: () => void = () => {}
  readonly #done: Promise<void>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly name: string,
    private readonly retryMs: number,
  ) {
    this.#firstTry = new Promise((resolve) => {
      this.#markTried = resolve
    })
    this.#done = this.#run()
  }

  isLeader(): boolean {
    return this.#leader
  }

  ready(): Promise<void> {
    return this.#firstTry
  }

  async stop(): Promise<void> {
    this.#stopped = true
    this.#wake?.()
    await this.#done
  }

  async #run(): Promise<void> {
    const lock = sql<{
      ok: boolean
    }>`select pg_try_advisory_lock(hashtext(current_schema() || ${`.${this.name}`})) as ok`
    const unlock = sql`select pg_advisory_unlock(hashtext(current_schema() || ${`.${this.name}`}))`
    while (!this.#stopped) {
      try {
        await this.db.connection().execute(async (connection) => {
          while (!this.#stopped) {
            if (!this.#leader) this.#leader = (await lock.execute(connection)).rows[0]?.ok === true
            // The leader's heartbeat: a broken connection throws here and ends the leadership.
            else await sql`select 1`.execute(connection)
            this.#markTried()
            await this.#sleep()
          }
          if (this.#leader) await unlock.execute(connection)
        })
      } catch {
        this.#markTried()
        this.#leader = false
        await this.#sleep()
      }
      this.#leader = false
    }
  }

  #sleep(): Promise<void> {
    if (this.#stopped) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.retryMs)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.#wake = done
    })
  }
}
