import type { Kysely } from 'kysely'
import { readJsonInput } from '../../../../engine/codec/jsonInput.ts'
import { addBoundKeys } from '../../../../engine/document/boundKeys.ts'
import type { Database } from '../../../db/schema.ts'

/** A block's bound keys as of one saved version of it. */
interface BlockKeys {
  version: number
  updatedAt: string
  keys: readonly string[]
}

/** Blocks whose keys are remembered per database (the most recently read first out when full). */
const MAX_BLOCKS = 500
const remembered = new WeakMap<Kysely<Database>, Map<string, BlockKeys>>()

/**
 * The live keys the saved layout blocks of a page bind (none for an unknown page or a link page). A
 * block's keys are read once per saved version: a page opened again (each operator, each reload) costs a
 * query of the blocks' versions, not the reading and parsing of its whole document (a 4,000-widget page
 * is over a megabyte). A block saved since (its version or time changed) is read afresh.
 */
export async function pageBoundKeys(db: Kysely<Database>, pageId: string): Promise<string[]> {
  let cache = remembered.get(db)
  if (!cache) {
    cache = new Map()
    remembered.set(db, cache)
  }
  const blocks = await db
    .selectFrom('composeLayouts')
    .select(['layoutId', 'version', 'updatedAt'])
    .where('pageId', '=', pageId)
    .execute()
  const known = (block: { layoutId: string; version: number; updatedAt: string }) => {
    const entry = cache.get(block.layoutId)
    return entry?.version === block.version && entry.updatedAt === block.updatedAt ? entry : undefined
  }
  const stale = blocks.filter((block) => !known(block)).map((block) => block.layoutId)
  const fresh = new Map<string, readonly string[]>()
  if (stale.length > 0) {
    // Each block's keys are remembered with the version they were read at (in the same row).
    const rows = await db
      .selectFrom('composeLayouts')
      .select(['layoutId', 'version', 'updatedAt', 'context'])
      .where('layoutId', 'in', stale)
      .where('pageId', '=', pageId)
      .execute()
    for (const row of rows) {
      const keys = new Set<string>()
      const parsed = readJsonInput(row.context)
      if (parsed.ok) addBoundKeys(parsed.value, keys)
      fresh.set(row.layoutId, [...keys])
      cache.delete(row.layoutId)
      cache.set(row.layoutId, { version: row.version, updatedAt: row.updatedAt, keys: [...keys] })
      for (const oldest of cache.keys()) {
        if (cache.size <= MAX_BLOCKS) break
        cache.delete(oldest)
      }
    }
  }
  const keys = new Set<string>()
  for (const block of blocks) {
    for (const key of fresh.get(block.layoutId) ?? known(block)?.keys ?? []) keys.add(key)
  }
  return [...keys]
}
