import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'

/**
 * When a template loses properties (deleted, or a feature removed), the alarm limits on them and the
 * instances' override rows (rows without a type) go too, in the same transaction: nothing is left that
 * would silently come back if a property of that name were added again.
 */
export async function dropInheritedMembers(
  trx: Transaction<Database>,
  templateId: number,
  propNames: readonly string[],
): Promise<void> {
  if (propNames.length === 0) return
  const lowered = propNames.map((name) => name.toLowerCase())
  const instances = trx.selectFrom('objects').select('objectId').where('templateId', '=', templateId)
  await trx
    .deleteFrom('modelProperties')
    .where('objectId', 'in', instances)
    .where('type', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', lowered))
    .execute()
  await trx
    .deleteFrom('alertLimits')
    .where((eb) => eb.or([eb('objectId', 'in', instances), eb('templateId', '=', templateId)]))
    .where('propName', 'in', [...propNames])
    .execute()
}
