import type { Kysely } from 'kysely'
import { readJsonInput } from '../../../../engine/codec/jsonInput.ts'
import { addBoundKeys } from '../../../../engine/document/boundKeys.ts'
import type { Database } from '../../../db/schema.ts'
import { layoutsOf } from '../../compose/pages/queries.ts'

/** The live keys the saved layout blocks of a page bind (none for an unknown page or a link page). */
export async function pageBoundKeys(db: Kysely<Database>, pageId: string): Promise<string[]> {
  const keys = new Set<string>()
  for (const layout of await layoutsOf(db, pageId)) {
    const parsed = readJsonInput(layout.context)
    if (parsed.ok) addBoundKeys(parsed.value, keys)
  }
  return [...keys]
}
