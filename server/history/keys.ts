import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { PropertyType } from '../live/types.ts'
import './tables.ts'

export interface KeyInfo {
  id: number
  type: PropertyType
}

/** Bound parameters per statement stay far below SQLite's limit. */
const CHUNK = 500

/**
 * The ids of recorded properties (`history_keys`), cached: rows name their property by id. A new key is
 * inserted with `on conflict do nothing` and read back, so processes sharing a database agree on ids.
 */
export class HistoryKeys {
  readonly #cache = new Map<string, KeyInfo>()

  constructor(private readonly db: Kysely<Database>) {}

  async load(): Promise<void> {
    for (const row of await this.db.selectFrom('historyKeys').selectAll().execute()) {
      this.#cache.set(row.key, { id: row.keyId, type: row.type as PropertyType })
    }
  }

  cached(key: string): KeyInfo | undefined {
    return this.#cache.get(key)
  }

  /** Ids for these keys, creating the missing ones with the given types. */
  async ensure(wanted: Map<string, PropertyType>): Promise<void> {
    const missing = [...wanted].filter(([key]) => !this.#cache.has(key))
    for (let i = 0; i < missing.length; i += CHUNK) {
      const chunk = missing.slice(i, i + CHUNK)
      await this.db
        .insertInto('historyKeys')
        .values(chunk.map(([key, type]) => ({ key, type })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      await this.#read(chunk.map(([key]) => key))
    }
  }

  /** Ids of keys that may have been recorded by another process since the cache was filled. */
  async lookup(keys: readonly string[]): Promise<Map<string, KeyInfo>> {
    const unknown = keys.filter((key) => !this.#cache.has(key))
    for (let i = 0; i < unknown.length; i += CHUNK) await this.#read(unknown.slice(i, i + CHUNK))
    const out = new Map<string, KeyInfo>()
    for (const key of keys) {
      const info = this.#cache.get(key)
      if (info) out.set(key, info)
    }
    return out
  }

  /** Follows a rename done in the database (`renameHistoryKeys`): the cache drops the old keys. */
  forget(keys: readonly string[]): void {
    for (const key of keys) this.#cache.delete(key)
  }

  async #read(keys: string[]): Promise<void> {
    if (keys.length === 0) return
    const rows = await this.db.selectFrom('historyKeys').selectAll().where('key', 'in', keys).execute()
    for (const row of rows) this.#cache.set(row.key, { id: row.keyId, type: row.type as PropertyType })
  }
}
