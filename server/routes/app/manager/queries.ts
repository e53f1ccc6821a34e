import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { containsPattern, fetchPage, type Page } from '../../../http/paging.ts'
import '../../compose/tables.ts'

export interface AppView {
  appId: number
  name: string
  description: string
  appVersion: string
  icon: string
  /** 'running' | 'stopped' | 'upgrading' */
  status: string
  upgradeStatus: string
  homePageId: string | null
  createdAt: string
  updatedAt: string
  version: number
}

export const APP_COLUMNS = [
  'appId',
  'name',
  'description',
  'appVersion',
  'icon',
  'status',
  'upgradeStatus',
  'homePageId',
  'createdAt',
  'updatedAt',
  'version',
] as const

export interface ListAppsQuery {
  keyword?: string
  status?: string
  pageIndex: number
  pageSize: number
}

export function getApp(db: Kysely<Database>, appId: number): Promise<AppView | undefined> {
  return db.selectFrom('applications').select(APP_COLUMNS).where('appId', '=', appId).executeTakeFirst()
}

export function listApps(db: Kysely<Database>, query: ListAppsQuery): Promise<Page<AppView>> {
  let select = db.selectFrom('applications').select(APP_COLUMNS).orderBy('appId')
  if (query.keyword) {
    const pattern = containsPattern(query.keyword)
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(description)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  if (query.status) select = select.where('status', '=', query.status)
  return fetchPage(select, query)
}

export async function appNameTaken(db: Kysely<Database>, name: string, exceptAppId?: number) {
  let query = db.selectFrom('applications').select('appId').where(sql`lower(name)`, '=', name.toLowerCase())
  if (exceptAppId !== undefined) query = query.where('appId', '!=', exceptAppId)
  return (await query.executeTakeFirst()) !== undefined
}

/** How much an application holds, for its detail view. */
export async function appCounts(db: Kysely<Database>, appId: number) {
  const count = async (table: 'composeFolders' | 'composePages' | 'composeTemplates' | 'composeSymbols') => {
    const row = await db
      .selectFrom(table)
      .select(sql<number | string>`count(*)`.as('n'))
      .where('appId', '=', appId)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  return {
    folders: await count('composeFolders'),
    pages: await count('composePages'),
    templates: await count('composeTemplates'),
    symbols: await count('composeSymbols'),
  }
}
