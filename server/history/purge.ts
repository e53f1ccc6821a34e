import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import './tables.ts'

const KEYS_PER_DELETE = 200

/**
 * Deletes values older than `retentionDays`, key by key, so each delete walks the (key_id, t) index
 * rather than scanning the table (there is deliberately no index on `t` alone: it would slow every insert).
 */
export async function purgeHistory(
  db: Kysely<Database>,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  if (retentionDays <= 0) return 0
  const cutoff = now - retentionDays * 86_400_000
  const ids = (await db.selectFrom('historyKeys').select('keyId').execute()).map((row) => row.keyId)
  let deleted = 0
  for (let i = 0; i < ids.length; i += KEYS_PER_DELETE) {
    const result = await db
      .deleteFrom('historyValues')
      .where('keyId', 'in', ids.slice(i, i + KEYS_PER_DELETE))
      .where('t', '<', cutoff)
      .executeTakeFirst()
    deleted += Number(result.numDeletedRows)
  }
  return deleted
}
