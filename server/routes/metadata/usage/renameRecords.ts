import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import '../../../history/tables.ts'
import { liveKey } from '../../../live/types.ts'

type Trx = Transaction<Database>

/**
 * Takes a renamed property's recorded past along, inside the rename's transaction: its alarms (active and
 * in the journal), its statistics results and its history key. A history key of the new name left by an
 * earlier, deleted property of that name absorbs the values, so no recorded point is lost. Answers the old
 * history keys, for the caller to drop from its cache once the transaction has committed.
 */
export async function renameInRecords(
  trx: Trx,
  objNames: readonly string[],
  from: string,
  to: string,
): Promise<string[]> {
  if (objNames.length === 0) return []
  const lower = from.toLowerCase()
  await trx
    .updateTable('alarms')
    .set({ propName: to })
    .where('objName', 'in', objNames)
    .where((eb) => eb(eb.fn('lower', ['propName']), '=', lower))
    .execute()
  await trx
    .updateTable('statisticsResults')
    .set({ propName: to })
    .where('objName', 'in', objNames)
    .where((eb) => eb(eb.fn('lower', ['propName']), '=', lower))
    .execute()
  const oldKeys = objNames.map((objName) => liveKey(objName, from))
  const keys = await trx
    .selectFrom('historyKeys')
    .select(['keyId', 'key'])
    .where('key', 'in', [...oldKeys, ...objNames.map((objName) => liveKey(objName, to))])
    .execute()
  const idOf = new Map(keys.map((row) => [row.key, row.keyId]))
  for (const objName of objNames) {
    const oldId = idOf.get(liveKey(objName, from))
    if (oldId === undefined) continue
    const newId = idOf.get(liveKey(objName, to))
    if (newId === undefined) {
      await trx
        .updateTable('historyKeys')
        .set({ key: liveKey(objName, to) })
        .where('keyId', '=', oldId)
        .execute()
      continue
    }
    await trx.updateTable('historyValues').set({ keyId: newId }).where('keyId', '=', oldId).execute()
    await trx.deleteFrom('historyKeys').where('keyId', '=', oldId).execute()
  }
  return oldKeys
}
