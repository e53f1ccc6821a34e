import type { Kysely } from 'kysely'
import {
  compileDataAccess,
  DATA_ITEM_TYPES,
  type DataAccess,
  FULL_DATA_ACCESS,
} from '../../../../engine/rules/dataAccess.ts'
import { hasPermission } from '../../../../engine/rules/permissionMask.ts'
import type { Database } from '../../../db/schema.ts'
import { ADMIN_USER_ID } from '../../../http/session.ts'

/**
 * Whether a user may use bit `position` of one data item. Items that no group of the user mentions are
 * open, like the spec's empty mask; otherwise any one of the user's groups permitting it is enough. A
 * property (`objName.propName`) follows the runtime's rule: its own items, else its object's.
 */
export async function dataAuthority(
  db: Kysely<Database>,
  query: { userId: number; dataType: string; dataName: string; position: number },
): Promise<boolean> {
  if (query.userId === ADMIN_USER_ID) return true
  const dot = query.dataName.indexOf('.')
  if (query.dataType === DATA_ITEM_TYPES.property && dot > 0) {
    const access = await loadDataAccess(db, query.userId)
    return access.permits(query.position, query.dataName.slice(0, dot), query.dataName.slice(dot + 1))
  }
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

/** A user's permissions over live object data: the object and property items of all their groups. */
export async function loadDataAccess(db: Kysely<Database>, userId: number): Promise<DataAccess> {
  if (userId === ADMIN_USER_ID) return FULL_DATA_ACCESS
  const items = await db
    .selectFrom('dataGroupItems')
    .innerJoin('dataGroupUsers', 'dataGroupUsers.groupId', 'dataGroupItems.groupId')
    .select(['dataGroupItems.dataType', 'dataGroupItems.dataName', 'dataGroupItems.mask'])
    .where('dataGroupUsers.userId', '=', userId)
    .where('dataGroupItems.dataType', 'in', [DATA_ITEM_TYPES.object, DATA_ITEM_TYPES.property])
    .execute()
  return compileDataAccess(items)
}
