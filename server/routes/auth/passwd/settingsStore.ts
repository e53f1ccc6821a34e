import type { Kysely } from 'kysely'
import { DEFAULT_PASSWORD_SETTINGS, type PasswordSettings } from '../../../../engine/rules/passwords.ts'
import type { Database } from '../../../db/schema.ts'
import { now } from '../../../http/session.ts'

/** The configuration record that holds the password rules (spec S1 §3 "Configuration record"). */
export const PASSWORD_SETTINGS_KEY = 'passwd_settings'

export interface StoredPasswordSettings {
  settings: PasswordSettings
  version: number
}

/**
 * Password rules are read on every authenticated request (validity period), so they are cached in the
 * process: dropped on a save here, and re-read after `ttlMs` so that a save made through another
 * process on the same database applies here within that time, as sessions and permissions do
 * (`http/accessCache.ts`).
 */
export class PasswordSettingsStore {
  #cached: StoredPasswordSettings | null = null
  #readAt = 0

  constructor(
    private readonly db: Kysely<Database>,
    readonly ttlMs = 2_000,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(): Promise<PasswordSettings> {
    return (await this.getStored()).settings
  }

  async getStored(): Promise<StoredPasswordSettings> {
    const at = this.clock()
    if (this.#cached && at - this.#readAt <= this.ttlMs) return this.#cached
    const row = await this.db
      .selectFrom('configRecords')
      .select(['configValue', 'version'])
      .where('key', '=', PASSWORD_SETTINGS_KEY)
      .executeTakeFirst()
    // Saved settings are merged over the defaults so a field added later has a value.
    const settings = row
      ? { ...DEFAULT_PASSWORD_SETTINGS, ...(JSON.parse(row.configValue) as Partial<PasswordSettings>) }
      : { ...DEFAULT_PASSWORD_SETTINGS }
    this.#cached = { settings, version: row?.version ?? 0 }
    this.#readAt = at
    return this.#cached
  }

  /**
   * Saves `settings` if `version` is the stored one (0 before the first save); returns the new version,
   * or null when someone saved in between.
   */
  async save(settings: PasswordSettings, version: number): Promise<number | null> {
    const configValue = JSON.stringify(settings)
    const at = now()
    const saved = await this.db.transaction().execute(async (trx) => {
      if (version === 0) {
        const inserted = await trx
          .insertInto('configRecords')
          .values({ key: PASSWORD_SETTINGS_KEY, configValue, updatedAt: at, version: 1 })
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst()
        return inserted.numInsertedOrUpdatedRows === 1n ? 1 : null
      }
      const updated = await trx
        .updateTable('configRecords')
        .set({ configValue, updatedAt: at, version: version + 1 })
        .where('key', '=', PASSWORD_SETTINGS_KEY)
        .where('version', '=', version)
        .executeTakeFirst()
      return updated.numUpdatedRows === 1n ? version + 1 : null
    })
    this.#cached = null
    return saved
  }

  /** Drops the cached rules after the records changed under the store (a restore replaced them). */
  forget(): void {
    this.#cached = null
  }
}
