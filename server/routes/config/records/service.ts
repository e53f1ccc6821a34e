import type { Kysely } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { badRequest, HttpError, ruleError } from '../../../http/httpError.ts'
import { CONFIG_MESSAGES } from '../messages.ts'
import { findRecord, saveRecord } from './queries.ts'
import { KNOWN_RECORDS, MANAGED_ELSEWHERE } from './wellKnown.ts'

/** A configuration record as the API shows it: configValue is a JSON string (spec S1 §3). */
export interface RecordView {
  key: string
  configValue: string
  /** 0 while only the built-in value exists: the first save sends 0 (or no version). */
  version: number
  updatedAt: string | null
}

/** The stored record, else the built-in value of a known key, else null; secrets masked. */
export async function readRecord(db: Kysely<Database>, key: string): Promise<RecordView | null> {
  const known = KNOWN_RECORDS.get(key)
  const stored = await findRecord(db, key)
  if (stored) {
    const present = known?.present
    const configValue = present
      ? JSON.stringify(present(parseOrNull(stored.configValue)))
      : stored.configValue
    return { key, configValue, version: stored.version, updatedAt: stored.updatedAt }
  }
  if (!known) return null
  const value = known.present ? known.present(known.default) : known.default
  return { key, configValue: JSON.stringify(value), version: 0, updatedAt: null }
}

/**
 * Validates and saves a record. Rule failures answer 422 when the record is new and 400 when it exists
 * (create and edit, as the spec's table says); everything is checked before the write.
 */
export async function writeRecord(
  db: Kysely<Database>,
  key: string,
  configValue: string,
  version: number,
): Promise<{ view: RecordView; created: boolean }> {
  const elsewhere = MANAGED_ELSEWHERE.get(key)
  if (elsewhere) throw badRequest(withValues(CONFIG_MESSAGES.managedElsewhere, { key, via: elsewhere }))
  const stored = await findRecord(db, key)
  const status = stored ? 400 : 422
  let value: unknown
  try {
    value = JSON.parse(configValue)
  } catch {
    throw new HttpError(status, CONFIG_MESSAGES.configValueJson)
  }
  const known = KNOWN_RECORDS.get(key)
  let toStore = configValue
  if (known?.prepare) {
    value = known.prepare(value, stored ? parseOrNull(stored.configValue) : undefined)
    toStore = JSON.stringify(value)
  }
  const problems = known?.validate?.(value) ?? []
  if (problems.length > 0) throw ruleError(status, problems)
  const { record, created } = await saveRecord(db, key, toStore, version)
  const configValueShown = known?.present ? JSON.stringify(known.present(value)) : record.configValue
  return {
    view: { key, configValue: configValueShown, version: record.version, updatedAt: record.updatedAt },
    created,
  }
}

// Stored values were checked on save, but a restored backup may carry anything: never fail a read on it.
function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
