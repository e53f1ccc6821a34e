import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import '../tables.ts'

export interface SymbolView {
  id: number
  appId: number
  parentId: number | null
  name: string
  templateName: string
  /** The symbol document as sent. */
  content: string
  sortOrder: number
  createdAt: string
  updatedAt: string
  version: number
}

export const SYMBOL_COLUMNS = [
  'symbolId as id',
  'appId',
  'parentId',
  'name',
  'templateName',
  'content',
  'sortOrder',
  'createdAt',
  'updatedAt',
  'version',
] as const

export function getSymbol(db: Kysely<Database>, id: number): Promise<SymbolView | undefined> {
  return db.selectFrom('composeSymbols').select(SYMBOL_COLUMNS).where('symbolId', '=', id).executeTakeFirst()
}

/** One node of an application's symbol tree: a folder, a category or a symbol. */
export interface SymbolTreeNode {
  id: number
  nodeType: 'folder' | 'category' | 'symbol'
  name: string
  parentId: number | null
  sortOrder: number
  templateName?: string
  version: number
  children?: SymbolTreeNode[]
}

/** The application's symbol folders and categories with their symbols, nested by parentId. */
export async function symbolTree(db: Kysely<Database>, appId: number): Promise<SymbolTreeNode[]> {
  const folders = await db
    .selectFrom('composeFolders')
    .select(['folderId', 'kind', 'name', 'parentId', 'sortOrder', 'version'])
    .where('appId', '=', appId)
    .where('type', '=', 'symbol')
    .orderBy('sortOrder')
    .orderBy('folderId')
    .execute()
  const symbols = await db
    .selectFrom('composeSymbols')
    .select(['symbolId', 'name', 'parentId', 'sortOrder', 'templateName', 'version'])
    .where('appId', '=', appId)
    .orderBy('sortOrder')
    .orderBy('symbolId')
    .execute()
  const byId = new Map<number, SymbolTreeNode>()
  for (const folder of folders) {
    byId.set(folder.folderId, {
      id: folder.folderId,
      nodeType: folder.kind === 'category' ? 'category' : 'folder',
      name: folder.name,
      parentId: folder.parentId,
      sortOrder: folder.sortOrder,
      version: folder.version,
      children: [],
    })
  }
  const roots: SymbolTreeNode[] = []
  const place = (node: SymbolTreeNode) => {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId)
    if (parent?.children) parent.children.push(node)
    else roots.push(node)
  }
  for (const node of byId.values()) place(node)
  for (const symbol of symbols) {
    place({
      id: symbol.symbolId,
      nodeType: 'symbol',
      name: symbol.name,
      parentId: symbol.parentId,
      sortOrder: symbol.sortOrder,
      templateName: symbol.templateName,
      version: symbol.version,
    })
  }
  return roots
}

/**
 * Whether another symbol of the application in the same folder or category already has this name (any
 * case): spec S1 §5 "the canvas already exists".
 */
export async function symbolNameTaken(
  db: Kysely<Database>,
  symbol: { appId: number; parentId: number | null; name: string },
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('composeSymbols')
    .select('symbolId')
    .where('appId', '=', symbol.appId)
    .where(sql`lower(name)`, '=', symbol.name.toLowerCase())
  query =
    symbol.parentId === null
      ? query.where('parentId', 'is', null)
      : query.where('parentId', '=', symbol.parentId)
  if (exceptId !== undefined) query = query.where('symbolId', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}
