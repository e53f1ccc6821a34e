import type { Kysely } from 'kysely'
import { hasPermission } from '../../../../engine/rules/permissionMask.ts'
import type { Database } from '../../../db/schema.ts'
import { ADMIN_USER_ID } from '../../../http/session.ts'

/**
 * Whether a user may use bit `position` of one data item. Items that no group of the user mentions are
 * open, like the spec's empty mask; otherwise any one of the user's groups permitting it is enough.
 */
export async function dataAuthority(
  db: Kysely<Database>,
  query: { userId: number; dataType: string; dataName: string; position: number },
): Promise<boolean> {
  if (query.userId === ADMIN_USER_ID) return true
  const masks = await db
    .selectFrom('dataGroupItems')
    .innerJoin('dataGroupUsers', 'dataGroupUsers.groupId', 'dataGroupItems.groupId')
    .select('dataGroupItems.mask')
    .where('dataGroupUsers.userId', '=', query.userId)
    .where('dataGroupItems.dataType', '=', query.dataType)
    .where('dataGroupItems.dataName', '=', query.dataName)
    .execute()
  if (masks.length === 0) return true
  return masks.some((row) => hasPermission(row.mask, query.position))
}
