import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { HistoryKeys } from './keys.ts'
import './tables.ts'

/** A recorded value as a number (booleans 1/0); null when not a number or not of good quality. */
export interface NumericSample {
  t: number
  v: number | null
}

/**
 * The stored samples of one property within [start, end], and the last one before `start` (the value in
 * force when the window opens), for statistics. Values of bad or uncertain quality read as null.
 */
export async function readSamples(
  db: Kysely<Database>,
  keys: HistoryKeys,
  key: string,
  start: number,
  end: number,
): Promise<{ prior: NumericSample | null; samples: NumericSample[] }> {
  const info = (await keys.lookup([key])).get(key)
  if (!info) return { prior: null, samples: [] }
  const sample = (row: { t: unknown; num: unknown; quality: unknown }): NumericSample => ({
    t: Number(row.t),
    v: Number(row.quality) === 0 && row.num !== null ? Number(row.num) : null,
  })
  const prior = await db
    .selectFrom('historyValues')
    .select(['t', 'num', 'quality'])
    .where('keyId', '=', info.id)
    .where('t', '<', start)
    .orderBy('t', 'desc')
    .limit(1)
    .executeTakeFirst()
  const rows = await db
    .selectFrom('historyValues')
    .select(['t', 'num', 'quality'])
    .where('keyId', '=', info.id)
    .where('t', '>=', start)
    .where('t', '<=', end)
    .orderBy('t')
    .execute()
  return { prior: prior ? sample(prior) : null, samples: rows.map(sample) }
}
