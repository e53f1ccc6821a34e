import type { Kysely } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { CONFIG_MESSAGES } from '../messages.ts'

export interface StoredRecord {
  key: string
  configValue: string
  version: number
  updatedAt: string
}

export function findRecord(db: Kysely<Database>, key: string): Promise<StoredRecord | undefined> {
  return db
    .selectFrom('configRecords')
    .select(['key', 'configValue', 'version', 'updatedAt'])
    .where('key', '=', key)
    .executeTakeFirst()
}

/**
 * Creates the record when `version` is 0 (nothing saved yet) or updates the stored `version`; either
 * way a save based on a stale version answers 409, never a silent overwrite.
 */
export async function saveRecord(
  db: Kysely<Database>,
  key: string,
  configValue: string,
  version: number,
): Promise<{ record: StoredRecord; created: boolean }> {
  const updatedAt = now()
  if (version === 0) {
    const inserted = await db
      .insertInto('configRecords')
      .values({ key, configValue, updatedAt, version: 1 })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst()
    if (inserted.numInsertedOrUpdatedRows !== 1n) {
      throw conflict(withValues(CONFIG_MESSAGES.recordExists, { key }))
    }
    return { record: { key, configValue, updatedAt, version: 1 }, created: true }
  }
  const result = await db
    .updateTable('configRecords')
    .set({ configValue, updatedAt, version: version + 1 })
    .where('key', '=', key)
    .where('version', '=', version)
    .executeTakeFirst()
  assertUpdated(result, withValues(CONFIG_MESSAGES.recordStale, { key }))
  return { record: { key, configValue, updatedAt, version: version + 1 }, created: false }
}
