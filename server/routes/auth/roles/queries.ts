import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { containsPattern, fetchPage, type Page } from '../../../http/paging.ts'
import type { ListRolesQuery } from './schema.ts'

export interface RoleView {
  roleId: number
  roleName: string
  description: string
  resourceIds: number[]
  userCount: number
  createdAt: string
  updatedAt: string
  version: number
}

const COLUMNS = ['roleId', 'roleName', 'description', 'createdAt', 'updatedAt', 'version'] as const
type RoleRow = Omit<RoleView, 'resourceIds' | 'userCount'>

async function withGrants(db: Kysely<Database>, rows: RoleRow[]): Promise<RoleView[]> {
  const ids = rows.map((row) => row.roleId)
  if (ids.length === 0) return []
  const resources = await db
    .selectFrom('roleResources')
    .select(['roleId', 'resourceId'])
    .where('roleId', 'in', ids)
    .orderBy('resourceId')
    .execute()
  const counts = await db
    .selectFrom('userRoles')
    .select(['roleId', sql<number | string>`count(*)`.as('users')])
    .where('roleId', 'in', ids)
    .groupBy('roleId')
    .execute()
  return rows.map((row) => ({
    ...row,
    resourceIds: resources.filter((r) => r.roleId === row.roleId).map((r) => r.resourceId),
    userCount: Number(counts.find((c) => c.roleId === row.roleId)?.users ?? 0),
  }))
}

export async function getRole(db: Kysely<Database>, roleId: number): Promise<RoleView | undefined> {
  const row = await db.selectFrom('roles').select(COLUMNS).where('roleId', '=', roleId).executeTakeFirst()
  return row ? (await withGrants(db, [row]))[0] : undefined
}

/** `roleName` and `keyword` both match anywhere, case-insensitively; keyword also searches descriptions. */
export async function listRoles(db: Kysely<Database>, query: ListRolesQuery): Promise<Page<RoleView>> {
  let select = db.selectFrom('roles').select(COLUMNS).orderBy('roleId')
  if (query.roleName) {
    select = select.where(sql`lower(role_name)`, 'like', sql`${containsPattern(query.roleName)} escape '\\'`)
  }
  if (query.keyword) {
    const pattern = containsPattern(query.keyword)
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(role_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(description)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  const page = await fetchPage(select, query)
  return { ...page, list: await withGrants(db, page.list) }
}

export async function roleNameTaken(db: Kysely<Database>, roleName: string, exceptRoleId?: number) {
  let query = db
    .selectFrom('roles')
    .select('roleId')
    .where(sql`lower(role_name)`, '=', roleName.toLowerCase())
  if (exceptRoleId !== undefined) query = query.where('roleId', '!=', exceptRoleId)
  return (await query.executeTakeFirst()) !== undefined
}
