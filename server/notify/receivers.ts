import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { AreaRef, Receivers } from './types.ts'

/** Members of organisations (sub-organisations too); set once the organisations area provides it. */
export type OrgMembers = (db: Kysely<Database>, orgIds: number[]) => Promise<number[]>

/** The objects of areas of the plant, and the areas that do not exist; set once the metadata area provides it. */
export type AreaObjects = (
  db: Kysely<Database>,
  areas: readonly AreaRef[],
) => Promise<{ objects: Set<string>; missing: AreaRef[] }>

/** Who a receiver list names: its users, the members of its roles and organisations; enabled users only. */
export async function usersOf(
  db: Kysely<Database>,
  receivers: Receivers,
  orgMembers: OrgMembers | null,
): Promise<number[]> {
  const ids = new Set(receivers.userIds)
  if (receivers.roleIds.length > 0) {
    const rows = await db
      .selectFrom('userRoles')
      .select('userId')
      .where('roleId', 'in', receivers.roleIds)
      .execute()
    for (const row of rows) ids.add(row.userId)
  }
  if (receivers.orgIds.length > 0 && orgMembers) {
    for (const id of await orgMembers(db, receivers.orgIds)) ids.add(id)
  }
  if (ids.size === 0) return []
  const enabled = await db
    .selectFrom('users')
    .select('userId')
    .where('userId', 'in', [...ids])
    .where('enabled', '=', 1)
    .execute()
  return enabled.map((row) => row.userId).sort((a, b) => a - b)
}
