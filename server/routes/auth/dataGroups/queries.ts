import type { Kysely, Transaction } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { containsPattern, fetchPage, type Page, type PagingQuery } from '../../../http/paging.ts'
import type { GroupItem } from './schema.ts'

export interface GroupView {
  groupId: number
  name: string
  description: string
  userIds: number[]
  items: GroupItem[]
  createdAt: string
  updatedAt: string
  version: number
}

type GroupRow = Omit<GroupView, 'userIds' | 'items'>

async function withMembers(db: Kysely<Database>, rows: GroupRow[]): Promise<GroupView[]> {
  const ids = rows.map((row) => row.groupId)
  if (ids.length === 0) return []
  const users = await db
    .selectFrom('dataGroupUsers')
    .select(['groupId', 'userId'])
    .where('groupId', 'in', ids)
    .orderBy('userId')
    .execute()
  const items = await db
    .selectFrom('dataGroupItems')
    .select(['groupId', 'dataType', 'dataName', 'mask'])
    .where('groupId', 'in', ids)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    ...row,
    userIds: users.filter((u) => u.groupId === row.groupId).map((u) => u.userId),
    items: items
      .filter((i) => i.groupId === row.groupId)
      .map(({ dataType, dataName, mask }) => ({ dataType, dataName, mask })),
  }))
}

const COLUMNS = ['groupId', 'name', 'description', 'createdAt', 'updatedAt', 'version'] as const

export async function getGroup(db: Kysely<Database>, groupId: number): Promise<GroupView | undefined> {
  const row = await db
    .selectFrom('dataGroups')
    .select(COLUMNS)
    .where('groupId', '=', groupId)
    .executeTakeFirst()
  return row ? (await withMembers(db, [row]))[0] : undefined
}

export async function listGroups(
  db: Kysely<Database>,
  keyword: string | undefined,
  paging: PagingQuery,
): Promise<Page<GroupView>> {
  let query = db.selectFrom('dataGroups').select(COLUMNS).orderBy('groupId')
  if (keyword) query = query.where(sql`lower(name)`, 'like', sql`${containsPattern(keyword)} escape '\\'`)
  const page = await fetchPage(query, paging)
  return { ...page, list: await withMembers(db, page.list) }
}

/** Replaces the members and items of a group inside the caller's transaction. */
export async function replaceMembers(
  trx: Transaction<Database>,
  groupId: number,
  userIds: number[] | undefined,
  items: GroupItem[] | undefined,
): Promise<void> {
  if (userIds !== undefined) {
    await trx.deleteFrom('dataGroupUsers').where('groupId', '=', groupId).execute()
    if (userIds.length > 0) {
      await trx
        .insertInto('dataGroupUsers')
        .values(userIds.map((userId) => ({ groupId, userId })))
        .execute()
    }
  }
  if (items !== undefined) {
    await trx.deleteFrom('dataGroupItems').where('groupId', '=', groupId).execute()
    if (items.length > 0) {
      await trx
        .insertInto('dataGroupItems')
        .values(items.map((item) => ({ groupId, ...item, mask: item.mask.toLowerCase() })))
        .execute()
    }
  }
}

/** The ids among `userIds` that do not exist. */
export async function missingUsers(db: Kysely<Database>, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return []
  const rows = await db.selectFrom('users').select('userId').where('userId', 'in', userIds).execute()
  const found = new Set(rows.map((row) => row.userId))
  return userIds.filter((id) => !found.has(id))
}

/** Whether another group already has `name` in any letter case (spec S1 §5: group names are unique). */
export async function nameTaken(
  db: Kysely<Database>,
  name: string,
  exceptGroupId?: number,
): Promise<boolean> {
  let query = db.selectFrom('dataGroups').select('groupId').where(sql`lower(name)`, '=', name.toLowerCase())
  if (exceptGroupId !== undefined) query = query.where('groupId', '!=', exceptGroupId)
  return (await query.executeTakeFirst()) !== undefined
}
