import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { fetchPage, type Page } from '../../../http/paging.ts'
import '../tables.ts'
import type { FolderType, ListFoldersQuery } from './schema.ts'

export interface FolderView {
  id: number
  appId: number
  parentId: number | null
  name: string
  type: string
  /** 'folder' | 'category' */
  kind: string
  sortOrder: number
  createdAt: string
  updatedAt: string
  version: number
}

export const FOLDER_COLUMNS = [
  'folderId as id',
  'appId',
  'parentId',
  'name',
  'type',
  'kind',
  'sortOrder',
  'createdAt',
  'updatedAt',
  'version',
] as const

export function getFolder(db: Kysely<Database>, id: number): Promise<FolderView | undefined> {
  return db.selectFrom('composeFolders').select(FOLDER_COLUMNS).where('folderId', '=', id).executeTakeFirst()
}

/** Folders in the order the designer arranged them; `parentId` 0 lists the top level. */
export function listFolders(db: Kysely<Database>, query: ListFoldersQuery): Promise<Page<FolderView>> {
  let select = db.selectFrom('composeFolders').select(FOLDER_COLUMNS).orderBy('sortOrder').orderBy('folderId')
  if (query.appId !== undefined) select = select.where('appId', '=', query.appId)
  if (query.type !== undefined) select = select.where('type', '=', query.type)
  if (query.kind !== undefined) select = select.where('kind', '=', query.kind)
  if (query.parentId === 0) select = select.where('parentId', 'is', null)
  else if (query.parentId !== undefined) select = select.where('parentId', '=', query.parentId)
  return fetchPage(select, query)
}

/** Whether a sibling folder (same application, type and parent) already has this name. */
export async function folderNameTaken(
  db: Kysely<Database>,
  folder: { appId: number; type: string; parentId: number | null; name: string },
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('composeFolders')
    .select('folderId')
    .where('appId', '=', folder.appId)
    .where('type', '=', folder.type)
    .where(sql`lower(name)`, '=', folder.name.toLowerCase())
  query =
    folder.parentId === null
      ? query.where('parentId', 'is', null)
      : query.where('parentId', '=', folder.parentId)
  if (exceptId !== undefined) query = query.where('folderId', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** The ids from a folder up to the top (the folder first). */
export async function folderChain(db: Kysely<Database>, folderId: number | null): Promise<number[]> {
  const chain: number[] = []
  let current = folderId
  // Bounded: a corrupt cycle must not hang the request.
  while (current !== null && chain.length < 1000 && !chain.includes(current)) {
    chain.push(current)
    const row = await db
      .selectFrom('composeFolders')
      .select('parentId')
      .where('folderId', '=', current)
      .executeTakeFirst()
    current = row?.parentId ?? null
  }
  return chain
}

/** Normalises a body's parent: 0 and null both mean the top level. */
export const parentOf = (parentId: number | null | undefined) => (parentId ? parentId : null)

export type { FolderType }
