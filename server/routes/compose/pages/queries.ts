import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { containsPattern, fetchPage, type Page } from '../../../http/paging.ts'
import '../tables.ts'
import type { ListPagesQuery } from './schema.ts'

/** A layout block as the compose calls return it (S0 §3 "Layout response": id, name, context). */
export interface LayoutView {
  id: string
  pageId: string
  name: string
  context: string
  sortOrder: number
  createdAt: string
  updatedAt: string
  version: number
}

export interface PageSummary {
  id: string
  appId: number
  parentId: number | null
  name: string
  /** 1 normal, 2 inner link, 3 link */
  type: number
  url?: string
  sortOrder: number
  createdAt: string
  updatedAt: string
  version: number
}

/** The "Layout response" of S0 §3: the page with its layout text and its blocks. */
export interface PageView extends PageSummary {
  layout: string
  layouts: LayoutView[]
}

const SUMMARY_COLUMNS = [
  'pageId as id',
  'appId',
  'parentId',
  'name',
  'type',
  'url',
  'sortOrder',
  'createdAt',
  'updatedAt',
  'version',
] as const

export const LAYOUT_COLUMNS = [
  'layoutId as id',
  'pageId',
  'name',
  'context',
  'sortOrder',
  'createdAt',
  'updatedAt',
  'version',
] as const

// `url` appears only on pages that have one, as in the engine's PageRecordWire.
function withoutNullUrl<T extends { url: string | null }>(row: T): Omit<T, 'url'> & { url?: string } {
  const { url, ...rest } = row
  return url === null ? rest : { ...rest, url }
}

export function layoutsOf(db: Kysely<Database>, pageId: string): Promise<LayoutView[]> {
  return db
    .selectFrom('composeLayouts')
    .select(LAYOUT_COLUMNS)
    .where('pageId', '=', pageId)
    .orderBy('sortOrder')
    .orderBy('layoutId')
    .execute()
}

export function getLayout(db: Kysely<Database>, id: string): Promise<LayoutView | undefined> {
  return db.selectFrom('composeLayouts').select(LAYOUT_COLUMNS).where('layoutId', '=', id).executeTakeFirst()
}

export async function getPage(db: Kysely<Database>, id: string): Promise<PageView | undefined> {
  const row = await db
    .selectFrom('composePages')
    .select([...SUMMARY_COLUMNS, 'layout'])
    .where('pageId', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return { ...withoutNullUrl(row), layouts: await layoutsOf(db, id) }
}

/** Pages without their documents, in the designer's order; `parentId` 0 lists the top level. */
export async function listPages(db: Kysely<Database>, query: ListPagesQuery): Promise<Page<PageSummary>> {
  let select = db.selectFrom('composePages').select(SUMMARY_COLUMNS).orderBy('sortOrder').orderBy('createdAt')
  if (query.appId !== undefined) select = select.where('appId', '=', query.appId)
  if (query.parentId === 0) select = select.where('parentId', 'is', null)
  else if (query.parentId !== undefined) select = select.where('parentId', '=', query.parentId)
  if (query.type !== undefined) select = select.where('type', '=', query.type)
  if (query.keyword) {
    select = select.where(sql`lower(name)`, 'like', sql`${containsPattern(query.keyword)} escape '\\'`)
  }
  const page = await fetchPage(select, query)
  return { ...page, list: page.list.map(withoutNullUrl) }
}

/** Which of these layout ids are taken (by any page). */
export async function takenLayoutIds(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('composeLayouts').select('layoutId').where('layoutId', 'in', ids).execute()
  return rows.map((row) => row.layoutId)
}

/** The next sort position at the end of a parent (new items go last). */
export async function nextSortOrder(
  db: Kysely<Database>,
  table: 'composePages' | 'composeFolders' | 'composeTemplates' | 'composeSymbols',
  appId: number,
  parentId: number | null,
): Promise<number> {
  let query = db
    .selectFrom(table)
    .select(sql<number | string | null>`max(sort_order)`.as('last'))
    .where('appId', '=', appId)
  query = parentId === null ? query.where('parentId', 'is', null) : query.where('parentId', '=', parentId)
  const row = await query.executeTakeFirst()
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1
}

/** The next block position of a page. */
export async function nextLayoutOrder(db: Kysely<Database>, pageId: string): Promise<number> {
  const row = await db
    .selectFrom('composeLayouts')
    .select(sql<number | string | null>`max(sort_order)`.as('last'))
    .where('pageId', '=', pageId)
    .executeTakeFirst()
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1
}

/** A page's answer as sent, with what it was read at (the page and its blocks without their documents). */
interface EncodedPage {
  fingerprint: string
  json: string
}

/** Pages whose answer is kept per database, and the bytes they may hold together. */
const ENCODED_PAGES = 64
const ENCODED_BYTES = 64 * 1024 * 1024
const encodedPages = new WeakMap<Kysely<Database>, Map<string, EncodedPage>>()

/** What a page's answer depends on, but its blocks' documents (their version and time stand for them). */
const fingerprintOf = (page: object, layouts: readonly object[]) => JSON.stringify({ ...page, layouts })

/**
 * GET /pages/{id} encoded (as getPage's answer, JSON): a runtime page opened again (each operator, each
 * reload) is read as its row and its blocks' versions, and sent as encoded the first time, rather than
 * its documents read and encoded again (a 4,000-widget page is over a megabyte). Any change to the page or
 * a block (a save bumps its version and time) reads it afresh. Undefined for an unknown page.
 */
export async function getPageJson(db: Kysely<Database>, id: string): Promise<string | undefined> {
  let cache = encodedPages.get(db)
  if (!cache) {
    cache = new Map()
    encodedPages.set(db, cache)
  }
  const row = await db
    .selectFrom('composePages')
    .select([...SUMMARY_COLUMNS, 'layout'])
    .where('pageId', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const kept = cache.get(id)
  if (kept) {
    const blocks = await db
      .selectFrom('composeLayouts')
      .select(LAYOUT_COLUMNS.filter((column) => column !== 'context'))
      .where('pageId', '=', id)
      .orderBy('sortOrder')
      .orderBy('layoutId')
      .execute()
    if (kept.fingerprint === fingerprintOf(withoutNullUrl(row), blocks)) return kept.json
  }
  // Read whole (page and blocks again, so that the fingerprint is of what is encoded).
  const page = await getPage(db, id)
  if (!page) return undefined
  const { layouts, ...fields } = page
  const json = JSON.stringify(page)
  const fingerprint = fingerprintOf(
    fields,
    layouts.map(({ context: _context, ...block }) => block),
  )
  cache.delete(id)
  cache.set(id, { fingerprint, json })
  let bytes = 0
  for (const entry of cache.values()) bytes += entry.json.length
  for (const [oldest, entry] of cache) {
    if (cache.size <= ENCODED_PAGES && bytes <= ENCODED_BYTES) break
    cache.delete(oldest)
    bytes -= entry.json.length
  }
  return json
}
