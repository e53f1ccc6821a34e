import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import '../../compose/tables.ts'
import '../tables.ts'
import type { Owner } from '../common/owners.ts'
import {
  collectBlockListRefs,
  collectRefs,
  parseDocument,
  type RefFilter,
  renameInBlockList,
  renameInDocument,
} from './documents.ts'

type Db = Kysely<Database> | Transaction<Database>

export type UsageKind = 'page' | 'block' | 'pageTemplate' | 'symbol'

/** One saved document that refers to the owner's properties. */
export interface DocumentUsage {
  kind: UsageKind
  appId: number
  appName: string
  /** The page, block, page template or symbol. */
  id: string
  name: string
  /** The page a layout block belongs to. */
  pageId: string | null
  pageName: string | null
  /** `objName.propName` → how many references. */
  refs: { key: string; count: number }[]
}

export interface LimitUsage {
  ownerKind: 'template' | 'object'
  ownerName: string
  propName: string
  name: string
  alertType: string
  limitValue: number
}

export interface UsageReport {
  ownerKind: 'template' | 'object'
  ownerName: string
  propName: string | null
  /** The instances whose references count (a template's instances, or the instance itself). */
  objects: string[]
  documents: DocumentUsage[]
  alarmLimits: LimitUsage[]
  /** Documents plus alarm limits. */
  total: number
}

/** The instances a template or instance property reaches: a template's instances, or the instance. */
export async function affectedObjects(db: Db, owner: Owner): Promise<string[]> {
  if (owner.kind === 'object') return [owner.name]
  const rows = await db.selectFrom('objects').select('name').where('templateId', '=', owner.id).execute()
  return rows.map((row) => row.name)
}

function refsOf(map: Map<string, number>) {
  return [...map].map(([key, count]) => ({ key, count })).sort((a, b) => a.key.localeCompare(b.key))
}

/** Saved pages, blocks, page templates and symbols that refer to the filter's properties. */
export async function documentUsages(db: Db, filter: RefFilter): Promise<DocumentUsage[]> {
  if (filter.objNames.size === 0) return []
  const apps = new Map(
    (await db.selectFrom('applications').select(['appId', 'name']).execute()).map((a) => [a.appId, a.name]),
  )
  const out: DocumentUsage[] = []
  const push = (usage: Omit<DocumentUsage, 'appName' | 'refs'>, refs: Map<string, number>) => {
    if (refs.size > 0) out.push({ ...usage, appName: apps.get(usage.appId) ?? '', refs: refsOf(refs) })
  }
  const pages = await db.selectFrom('composePages').select(['pageId', 'appId', 'name', 'layout']).execute()
  const pageById = new Map(pages.map((page) => [page.pageId, page]))
  for (const page of pages) {
    const refs = collectRefs(parseDocument(page.layout), filter)
    push(
      { kind: 'page', appId: page.appId, id: page.pageId, name: page.name, pageId: null, pageName: null },
      refs,
    )
  }
  const blocks = await db
    .selectFrom('composeLayouts')
    .select(['layoutId', 'pageId', 'name', 'context'])
    .execute()
  for (const block of blocks) {
    const page = pageById.get(block.pageId)
    if (!page) continue
    const refs = collectRefs(parseDocument(block.context), filter)
    push(
      {
        kind: 'block',
        appId: page.appId,
        id: block.layoutId,
        name: block.name,
        pageId: page.pageId,
        pageName: page.name,
      },
      refs,
    )
  }
  const templates = await db
    .selectFrom('composeTemplates')
    .select(['templateId', 'appId', 'name', 'layout', 'layouts'])
    .execute()
  for (const template of templates) {
    const refs = collectRefs(parseDocument(template.layout), filter)
    for (const [key, count] of collectBlockListRefs(template.layouts, filter)) {
      refs.set(key, (refs.get(key) ?? 0) + count)
    }
    push(
      {
        kind: 'pageTemplate',
        appId: template.appId,
        id: String(template.templateId),
        name: template.name,
        pageId: null,
        pageName: null,
      },
      refs,
    )
  }
  const symbols = await db
    .selectFrom('composeSymbols')
    .select(['symbolId', 'appId', 'name', 'content'])
    .execute()
  for (const symbol of symbols) {
    const refs = collectRefs(parseDocument(symbol.content), filter)
    push(
      {
        kind: 'symbol',
        appId: symbol.appId,
        id: String(symbol.symbolId),
        name: symbol.name,
        pageId: null,
        pageName: null,
      },
      refs,
    )
  }
  return out
}

/** Alarm limits on the property: the template's own and its instances' overrides, or the instance's. */
export async function limitUsages(db: Db, owner: Owner, propName: string | null): Promise<LimitUsage[]> {
  let query = db
    .selectFrom('alertLimits')
    .leftJoin('objectTemplates', 'objectTemplates.templateId', 'alertLimits.templateId')
    .leftJoin('objects', 'objects.objectId', 'alertLimits.objectId')
    .select([
      'alertLimits.propName',
      'alertLimits.name',
      'alertLimits.alertType',
      'alertLimits.limitValue',
      'objectTemplates.name as templateName',
      'objects.name as objectName',
    ])
  if (owner.kind === 'template') {
    query = query.where((eb) =>
      eb.or([eb('alertLimits.templateId', '=', owner.id), eb('objects.templateId', '=', owner.id)]),
    )
  } else {
    const templateId = (
      await db.selectFrom('objects').select('templateId').where('objectId', '=', owner.id).executeTakeFirst()
    )?.templateId
    query = query.where((eb) =>
      eb.or([
        eb('alertLimits.objectId', '=', owner.id),
        ...(templateId ? [eb('alertLimits.templateId', '=', templateId)] : []),
      ]),
    )
  }
  if (propName !== null) {
    query = query.where((eb) => eb(eb.fn('lower', ['alertLimits.propName']), '=', propName.toLowerCase()))
  }
  const rows = await query.orderBy('alertLimits.propName').orderBy('alertLimits.sortOrder').execute()
  return rows.map((row) => ({
    ownerKind: row.objectName ? 'object' : 'template',
    ownerName: row.objectName ?? row.templateName ?? '',
    propName: row.propName,
    name: row.name,
    alertType: row.alertType,
    limitValue: row.limitValue,
  }))
}

/** How many saved documents each kind had rewritten by a rename. */
export type RewriteCounts = Record<UsageKind, number>

/**
 * Renames the filter's references in every saved document, inside the rename's transaction (documents
 * are read and written in it, so a concurrent save either lands before and is rewritten, or after).
 */
export async function rewriteDocuments(
  trx: Transaction<Database>,
  filter: RefFilter & { propName: string },
  newName: string,
): Promise<RewriteCounts> {
  const counts: RewriteCounts = { page: 0, block: 0, pageTemplate: 0, symbol: 0 }
  if (filter.objNames.size === 0) return counts
  const stamp = new Date().toISOString()
  for (const page of await trx.selectFrom('composePages').select(['pageId', 'layout']).execute()) {
    const layout = renameInDocument(page.layout, filter, newName)
    if (layout === null) continue
    await trx
      .updateTable('composePages')
      .set((eb) => ({ layout, updatedAt: stamp, version: eb('version', '+', 1) }))
      .where('pageId', '=', page.pageId)
      .execute()
    counts.page += 1
  }
  for (const block of await trx.selectFrom('composeLayouts').select(['layoutId', 'context']).execute()) {
    const context = renameInDocument(block.context, filter, newName)
    if (context === null) continue
    await trx
      .updateTable('composeLayouts')
      .set((eb) => ({ context, updatedAt: stamp, version: eb('version', '+', 1) }))
      .where('layoutId', '=', block.layoutId)
      .execute()
    counts.block += 1
  }
  const templates = await trx
    .selectFrom('composeTemplates')
    .select(['templateId', 'layout', 'layouts'])
    .execute()
  for (const template of templates) {
    const layout = renameInDocument(template.layout, filter, newName)
    const layouts = renameInBlockList(template.layouts, filter, newName)
    if (layout === null && layouts === null) continue
    await trx
      .updateTable('composeTemplates')
      .set((eb) => ({
        ...(layout === null ? {} : { layout }),
        ...(layouts === null ? {} : { layouts }),
        updatedAt: stamp,
        version: eb('version', '+', 1),
      }))
      .where('templateId', '=', template.templateId)
      .execute()
    counts.pageTemplate += 1
  }
  for (const symbol of await trx.selectFrom('composeSymbols').select(['symbolId', 'content']).execute()) {
    const content = renameInDocument(symbol.content, filter, newName)
    if (content === null) continue
    await trx
      .updateTable('composeSymbols')
      .set((eb) => ({ content, updatedAt: stamp, version: eb('version', '+', 1) }))
      .where('symbolId', '=', symbol.symbolId)
      .execute()
    counts.symbol += 1
  }
  return counts
}
