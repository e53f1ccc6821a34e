import type { Kysely } from 'kysely'
import { compressText, decompressText } from '../../../../engine/codec/compression.ts'
import type { Database } from '../../../db/schema.ts'
import '../../compose/tables.ts'

/** The address a page uses to show an application's picture or video (served by GET /media). */
export const mediaUrl = (appId: number, path: string) =>
  `/api/app/resource/media/${appId}/${path.split('/').map(encodeURIComponent).join('/')}`

export interface ResourceUsage {
  kind: 'page' | 'symbol'
  id: string
  name: string
}

/** A page (its main layout and its layout blocks) or a symbol of an application, with its saved texts. */
export interface AppDocument {
  kind: 'page' | 'symbol'
  id: string
  name: string
  /** Page type (1 normal, 2 inner link, 3 link); 0 for a symbol. */
  type: number
  /** The link target of a link page (JSON text), null otherwise. */
  url: string | null
  /** Saved documents, compressed or not: a page's layout and each block's, a symbol's content. */
  texts: string[]
}

/**
 * Every page and symbol of an application with its saved documents: the one reading the reference scans
 * (a file's "used by", the business designer's where-used) share.
 */
export async function appDocuments(db: Kysely<Database>, appId: number): Promise<AppDocument[]> {
  const pages = await db
    .selectFrom('composePages')
    .select(['pageId', 'name', 'type', 'url', 'layout'])
    .where('appId', '=', appId)
    .execute()
  const blocks = await db
    .selectFrom('composeLayouts')
    .innerJoin('composePages', 'composePages.pageId', 'composeLayouts.pageId')
    .select(['composeLayouts.pageId', 'composeLayouts.context'])
    .where('composePages.appId', '=', appId)
    .execute()
  const blocksOf = new Map<string, string[]>()
  for (const block of blocks)
    blocksOf.set(block.pageId, [...(blocksOf.get(block.pageId) ?? []), block.context])
  const symbols = await db
    .selectFrom('composeSymbols')
    .select(['symbolId', 'name', 'content'])
    .where('appId', '=', appId)
    .execute()
  return [
    ...pages.map((page) => ({
      kind: 'page' as const,
      id: page.pageId,
      name: page.name,
      type: Number(page.type),
      url: page.url ?? null,
      texts: [page.layout ?? '', ...(blocksOf.get(page.pageId) ?? [])],
    })),
    ...symbols.map((symbol) => ({
      kind: 'symbol' as const,
      id: String(symbol.symbolId),
      name: symbol.name,
      type: 0,
      url: null,
      texts: [symbol.content],
    })),
  ]
}

/**
 * The pages (their main layout or any layout block) and symbols of an application whose saved documents
 * refer to a file or to anything under a folder. Documents are JSON text: the address appears as a
 * string, ending at its closing quote (a file) or continuing with '/' (a folder's content).
 */
export async function resourceUsage(
  db: Kysely<Database>,
  appId: number,
  path: string,
  type: 'file' | 'folder',
): Promise<ResourceUsage[]> {
  const url = mediaUrl(appId, path)
  // Saved documents may be compressed; the address is looked for in their JSON text.
  const refers = (text: string) => decompressText(text).includes(type === 'file' ? `${url}"` : `${url}/`)
  return (await appDocuments(db, appId))
    .filter((doc) => doc.texts.some(refers))
    .map((doc) => ({ kind: doc.kind, id: doc.id, name: doc.name }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** `text` (a saved document, compressed or not) with every whole reference to `from` pointing at `to`. */
function repointed(text: string, from: string, to: string): string | null {
  const plain = decompressText(text)
  if (!plain.includes(`${from}"`)) return null
  const next = plain.split(`${from}"`).join(`${to}"`)
  return plain === text ? next : compressText(next)
}

/**
 * Points every page (main layout and blocks) and symbol of the application that shows the file at `from`
 * to `to` instead, each changed document getting a new version. Runs in the caller's transaction, so the
 * documents and the file move together or not at all.
 */
export async function repointResource(
  db: Kysely<Database>,
  appId: number,
  from: string,
  to: string,
  at: string,
): Promise<number> {
  const fromUrl = mediaUrl(appId, from)
  const toUrl = mediaUrl(appId, to)
  let changed = 0
  const pages = await db
    .selectFrom('composePages')
    .select(['pageId', 'layout'])
    .where('appId', '=', appId)
    .execute()
  for (const page of pages) {
    const layout = repointed(page.layout, fromUrl, toUrl)
    if (layout === null) continue
    await db
      .updateTable('composePages')
      .set((eb) => ({ layout, updatedAt: at, version: eb('version', '+', 1) }))
      .where('pageId', '=', page.pageId)
      .execute()
    changed++
  }
  const blocks = await db
    .selectFrom('composeLayouts')
    .innerJoin('composePages', 'composePages.pageId', 'composeLayouts.pageId')
    .select(['composeLayouts.layoutId', 'composeLayouts.context'])
    .where('composePages.appId', '=', appId)
    .execute()
  for (const block of blocks) {
    const context = repointed(block.context, fromUrl, toUrl)
    if (context === null) continue
    await db
      .updateTable('composeLayouts')
      .set((eb) => ({ context, updatedAt: at, version: eb('version', '+', 1) }))
      .where('layoutId', '=', block.layoutId)
      .execute()
    changed++
  }
  const symbols = await db
    .selectFrom('composeSymbols')
    .select(['symbolId', 'content'])
    .where('appId', '=', appId)
    .execute()
  for (const symbol of symbols) {
    const content = repointed(symbol.content, fromUrl, toUrl)
    if (content === null) continue
    await db
      .updateTable('composeSymbols')
      .set((eb) => ({ content, updatedAt: at, version: eb('version', '+', 1) }))
      .where('symbolId', '=', symbol.symbolId)
      .execute()
    changed++
  }
  return changed
}
