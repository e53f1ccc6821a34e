import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely'
import { sql } from 'kysely'
import type { Engine } from '../../../db/database.ts'
import type { Database, UsersTable } from '../../../db/schema.ts'
import { containsPattern, fetchPage, type Page, type PagingQuery } from '../../../http/paging.ts'
import { now } from '../../../http/session.ts'

/** A user as the API shows it: never the password hash. */
export interface UserView {
  userId: number
  username: string
  realName: string
  email: string
  phone: string
  timezone: string
  avatar: string
  enabled: boolean
  /** A forced password change is pending (first login or reset). */
  mustChangePassword: boolean
  locked: boolean
  passwordChangedAt: string
  createdAt: string
  updatedAt: string
  version: number
  roleIds: number[]
}

const COLUMNS = [
  'userId',
  'username',
  'realName',
  'email',
  'phone',
  'timezone',
  'avatar',
  'enabled',
  'mustChangePassword',
  'lockedUntil',
  'passwordChangedAt',
  'createdAt',
  'updatedAt',
  'version',
] as const

type UserRow = Pick<Selectable<UsersTable>, (typeof COLUMNS)[number]>

/** The API's view of a user row; `at` is the current time (ISO), read once per list. */
function toView(row: UserRow, roleIds: number[], at: string): UserView {
  // Fields named one by one: a rest spread over each row was the list endpoint's hottest line.
  return {
    userId: row.userId,
    username: row.username,
    realName: row.realName,
    email: row.email,
    phone: row.phone,
    timezone: row.timezone,
    avatar: row.avatar,
    passwordChangedAt: row.passwordChangedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    enabled: row.enabled === 1,
    mustChangePassword: row.mustChangePassword === 1,
    locked: row.lockedUntil !== null && row.lockedUntil > at,
    roleIds,
  }
}

async function roleIdsOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byUser
  const rows = await db
    .selectFrom('userRoles')
    .select(['userId', 'roleId'])
    .where('userId', 'in', userIds)
    .orderBy('roleId')
    .execute()
  for (const row of rows) byUser.get(row.userId)?.push(row.roleId)
  return byUser
}

export async function getUserView(db: Kysely<Database>, username: string): Promise<UserView | undefined> {
  const row = await db.selectFrom('users').select(COLUMNS).where('username', '=', username).executeTakeFirst()
  if (!row) return undefined
  const roles = await roleIdsOf(db, [row.userId])
  return toView(row, roles.get(row.userId) ?? [], now())
}

/**
 * One page of users. On PostgreSQL in ONE query, as each query is a round trip: the rows, the total as
 * a window count (the users table stays small) and each user's role ids as a JSON array; a page past the
 * end has no row to carry the total, so only then is it counted apart. SQLite runs in-process, where
 * three plain queries cost less than the window and the correlated subquery (measured).
 */
export async function listUsers(
  db: Kysely<Database>,
  engine: Engine,
  filter: { keyword?: string },
  paging: PagingQuery,
): Promise<Page<UserView>> {
  const offset = (paging.pageIndex - 1) * paging.pageSize
  const at = now()
  const matching = (query: SelectQueryBuilder<Database, 'users', object>) => {
    if (!filter.keyword) return query
    const pattern = containsPattern(filter.keyword)
    return query.where((eb) =>
      eb.or([
        eb(sql`lower(username)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(real_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  if (engine === 'sqlite') {
    const page = await fetchPage(matching(db.selectFrom('users')).select(COLUMNS).orderBy('userId'), paging)
    const roles = await roleIdsOf(
      db,
      page.list.map((row) => row.userId),
    )
    return { ...page, list: page.list.map((row) => toView(row, roles.get(row.userId) ?? [], at)) }
  }
  const rows = await matching(db.selectFrom('users'))
    .select(COLUMNS)
    .select([sql<number | string>`count(*) over()`.as('pageTotal'), roleIdsJson(engine).as('roleIdsJson')])
    .orderBy('userId')
    .limit(paging.pageSize)
    .offset(offset)
    .execute()
  let total = rows.length > 0 ? Number(rows[0]?.pageTotal) : 0
  if (rows.length === 0 && offset > 0) {
    const counted = await matching(db.selectFrom('users'))
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirst()
    total = Number(counted?.total ?? 0)
  }
  return {
    list: rows.map((row) => toView(row, readRoleIds(row.roleIdsJson), at)),
    pagination: { page: paging.pageIndex, size: paging.pageSize, total },
  }
}

/** A user's role ids, ascending, as a JSON array (PostgreSQL answers json, SQLite text). */
function roleIdsJson(engine: Engine) {
  return engine === 'postgres'
    ? sql<unknown>`(select coalesce(json_agg(ur.role_id order by ur.role_id), '[]'::json) from user_roles ur where ur.user_id = users.user_id)`
    : sql<unknown>`(select json_group_array(role_id) from (select ur.role_id from user_roles ur where ur.user_id = users.user_id order by ur.role_id))`
}

function readRoleIds(value: unknown): number[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return Array.isArray(list) ? list.map(Number) : []
}

/** Users whose username or real name contains `name`, for pickers (spec "queryUsersByName"). */
export function queryUsersByName(db: Kysely<Database>, name: string, limit: number) {
  const pattern = containsPattern(name)
  return db
    .selectFrom('users')
    .select(['userId', 'username', 'realName'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(real_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
    .orderBy('username')
    .limit(limit)
    .execute()
}

/** Whether another user already has `username` in any letter case, or `phone`. */
export async function findClash(
  db: Kysely<Database>,
  candidate: { username?: string; phone?: string },
  exceptUserId?: number,
): Promise<'username' | 'phone' | null> {
  if (candidate.username) {
    let query = db
      .selectFrom('users')
      .select('userId')
      .where(sql`lower(username)`, '=', candidate.username.toLowerCase())
    if (exceptUserId !== undefined) query = query.where('userId', '!=', exceptUserId)
    if (await query.executeTakeFirst()) return 'username'
  }
  if (candidate.phone) {
    let query = db.selectFrom('users').select('userId').where('phone', '=', candidate.phone)
    if (exceptUserId !== undefined) query = query.where('userId', '!=', exceptUserId)
    if (await query.executeTakeFirst()) return 'phone'
  }
  return null
}

/** The ids among `roleIds` that do not exist. */
export async function missingRoles(db: Kysely<Database>, roleIds: number[]): Promise<number[]> {
  if (roleIds.length === 0) return []
  const rows = await db.selectFrom('roles').select('roleId').where('roleId', 'in', roleIds).execute()
  const found = new Set(rows.map((row) => row.roleId))
  return roleIds.filter((id) => !found.has(id))
}

/** What a new account is given besides its password (empty text where the creator left a field out). */
export type NewUserFields = Pick<
  Insertable<UsersTable>,
  'username' | 'realName' | 'email' | 'phone' | 'timezone' | 'avatar' | 'enabled'
>

/**
 * Inserts an account set up by someone else (user management, the demo): its password (already hashed)
 * is changed by its owner at the first login, and starts its password history; `roleIds` are given to it.
 */
export async function insertUser(
  trx: Kysely<Database>,
  fields: Partial<NewUserFields> & { username: string },
  passwordHash: string,
  roleIds: readonly number[],
): Promise<number> {
  const at = now()
  const { userId } = await trx
    .insertInto('users')
    .values({
      ...fields,
      passwordHash,
      passwordChangedAt: at,
      mustChangePassword: 1,
      createdAt: at,
      updatedAt: at,
    })
    .returning('userId')
    .executeTakeFirstOrThrow()
  await trx.insertInto('passwordHistory').values({ userId, passwordHash, createdAt: at }).execute()
  if (roleIds.length > 0) {
    await trx
      .insertInto('userRoles')
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .execute()
  }
  return userId
}
