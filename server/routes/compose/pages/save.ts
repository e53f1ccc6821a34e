import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import {
  defaultLayoutContext,
  defaultLayoutNode,
  defaultPageLayout,
} from '../../../../engine/document/defaults.ts'
import { withValues } from '../../../../engine/messages.ts'
import type { WidgetManifest } from '../../../../engine/plugins/contract.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import type { Database } from '../../../db/schema.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict, HttpError, notFound } from '../../../http/httpError.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../../http/language.ts'
import { now } from '../../../http/session.ts'
import { appOr404 } from '../../app/manager/appWrites.ts'
import { publishApp } from '../../app/publish/appMenu.ts'
import { newLayoutId, newPageId } from '../documents/ids.ts'
import {
  checkLayoutContext,
  checkLayoutReferences,
  checkLinkUrl,
  checkPageLayout,
} from '../documents/validate.ts'
import { assertParentFolder } from '../folders/parents.ts'
import { parentOf } from '../folders/queries.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { checkItemName } from '../names.ts'
import { getPage, nextSortOrder, type PageView, takenLayoutIds } from './queries.ts'
import type { CreatePageBody, UpdatePageBody } from './schema.ts'

/*
 * Saving pages with their layout blocks. Everything is validated before the first write (documents with
 * the engine's codec, ids, versions), then written in one transaction: a page and its blocks are saved
 * together or not at all, and a normal page is never stored without a block.
 */

/** A page ready to be inserted with its blocks (all documents already checked). */
export interface NewPage {
  pageId: string
  appId: number
  parentId: number | null
  name: string
  type: number
  layout: string
  url: string | null
  layouts: { id: string; name: string; context: string; sortOrder?: number }[]
  /** Imports keep the position they had; new pages go last in their parent. */
  sortOrder?: number
}

export async function pageOr404(app: FastifyInstance, id: string): Promise<PageView> {
  const page = await getPage(app.db, id)
  if (!page) throw notFound(withValues(COMPOSE_MESSAGES.pageMissing, { id }))
  return page
}

/** Codec checks of a whole page record: url, layout, each block, and the layout's block references. */
export function checkPageDocuments(
  page: Pick<NewPage, 'type' | 'layout' | 'url' | 'layouts'>,
  installed?: ReadonlyMap<string, WidgetManifest>,
  /** An import's: widgets of plugins this server lacks are kept and their types added (checkLayoutContext). */
  missing?: Set<string>,
): void {
  checkLinkUrl(page.type, page.url)
  const shown = checkPageLayout(page.layout, page.type)
  const ids = new Set<string>()
  for (const block of page.layouts) {
    if (ids.has(block.id)) throw badRequest(withValues(COMPOSE_MESSAGES.layoutIdTwice, { id: block.id }))
    ids.add(block.id)
    checkLayoutContext(block.context, block.id, installed, missing)
  }
  checkLayoutReferences(shown, ids)
}

/** 409 when another page already uses one of these block ids. */
export async function assertLayoutIdsFree(app: FastifyInstance, ids: string[]): Promise<void> {
  const taken = await takenLayoutIds(app.db, ids)
  if (taken.length > 0) throw conflict(withValues(COMPOSE_MESSAGES.layoutIdsTaken, { ids: taken.join(', ') }))
}

/** Inserts a checked page and its blocks inside a transaction; the page goes last in its parent. */
export async function insertPage(trx: Transaction<Database>, page: NewPage): Promise<void> {
  const at = now()
  await trx
    .insertInto('composePages')
    .values({
      pageId: page.pageId,
      appId: page.appId,
      parentId: page.parentId,
      name: page.name,
      type: page.type,
      layout: page.layout,
      url: page.url,
      sortOrder: page.sortOrder ?? (await nextSortOrder(trx, 'composePages', page.appId, page.parentId)),
      createdAt: at,
      updatedAt: at,
    })
    .execute()
  if (page.layouts.length === 0) return
  await trx
    .insertInto('composeLayouts')
    .values(
      page.layouts.map((block, index) => ({
        layoutId: block.id,
        pageId: page.pageId,
        name: block.name,
        context: block.context,
        sortOrder: block.sortOrder ?? index,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute()
}

/**
 * The documents of a new page without a layout: a normal page gets its first block (a free layout
 * filling the grid's first row); link pages get an empty layout.
 */
function defaultDocuments(
  pageId: string,
  type: number,
  language: Language,
): Pick<NewPage, 'layout' | 'layouts'> {
  if (type !== 1) return { layout: JSON.stringify(defaultPageLayout(pageId)), layouts: [] }
  const blockId = newLayoutId()
  const name = FIRST_BLOCK_NAME[language]
  return {
    layout: JSON.stringify(defaultPageLayout(pageId, [defaultLayoutNode(blockId)])),
    layouts: [{ id: blockId, name, context: JSON.stringify(defaultLayoutContext('free')) }],
  }
}

/** The first block's name in the creator's language, worded as the designer's "Block {0}" is. */
const FIRST_BLOCK_NAME: Record<Language, string> = { 'en-us': 'Block 1', 'zh-cn': '区块 1' }

/** POST /pages: a page from a layout, from a template, or with the default first block. */
export async function createPage(
  app: FastifyInstance,
  body: CreatePageBody,
  fromTemplate?: (pageId: string) => Promise<Pick<NewPage, 'type' | 'layout' | 'layouts' | 'url'>>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PageView> {
  await appOr404(app, body.appId)
  const name = checkItemName(body.name, 422)
  const parentId = parentOf(body.parentId)
  await assertParentFolder(app.db, body.appId, parentId, 'page', 422)
  const pageId = newPageId()
  let page: NewPage
  if (fromTemplate) {
    page = { pageId, appId: body.appId, parentId, name, ...(await fromTemplate(pageId)) }
  } else {
    const type = body.type ?? 1
    // Blocks without a page layout would be stored unseen, or silently replaced by the default block.
    if (body.layout === undefined && body.layouts?.length) {
      throw new HttpError(422, COMPOSE_MESSAGES.layoutsWithPage)
    }
    const documents =
      body.layout === undefined
        ? defaultDocuments(pageId, type, language)
        : {
            layout: body.layout,
            layouts: (body.layouts ?? []).map((block) => {
              if (block.context === undefined) throw new HttpError(422, COMPOSE_MESSAGES.layoutNeedsContext)
              return { id: block.id ?? newLayoutId(), name: block.name ?? '', context: block.context }
            }),
          }
    page = { pageId, appId: body.appId, parentId, name, type, url: body.url ?? null, ...documents }
  }
  checkPageDocuments(page, app.installedPlugins.manifests)
  await assertLayoutIdsFree(
    app,
    page.layouts.map((block) => block.id),
  )
  await app.db.transaction().execute(async (trx) => {
    await insertPage(trx, page)
    await publishApp(trx, page.appId)
  })
  return pageOr404(app, pageId)
}

/**
 * PUT /pages/{id}: the page's fields and layout with any number of blocks added, saved or removed, all
 * or nothing. Each edited block must carry the version it was based on, as the page does.
 */
export async function updatePage(app: FastifyInstance, id: string, body: UpdatePageBody): Promise<PageView> {
  const page = await pageOr404(app, id)
  const name = body.name === undefined ? page.name : checkItemName(body.name, 400)
  const parentId = body.parentId === undefined ? page.parentId : parentOf(body.parentId)
  if (parentId !== page.parentId) await assertParentFolder(app.db, page.appId, parentId, 'page', 400)

  const existing = new Map(page.layouts.map((block) => [block.id, block]))
  const removed = new Set(body.removedLayoutIds ?? [])
  for (const removedId of removed) {
    if (!existing.has(removedId))
      throw badRequest(withValues(COMPOSE_MESSAGES.layoutNotOfPage, { id: removedId }))
  }
  const saves = body.layouts ?? []
  const added = saves.filter((block) => !existing.has(block.id))
  for (const block of saves) {
    if (removed.has(block.id))
      throw badRequest(withValues(COMPOSE_MESSAGES.layoutSavedAndRemoved, { id: block.id }))
    if (existing.has(block.id) && block.version === undefined) {
      throw badRequest(withValues(COMPOSE_MESSAGES.layoutNeedsVersion, { id: block.id }))
    }
    if (!existing.has(block.id) && block.version !== undefined) {
      throw conflict(withValues(COMPOSE_MESSAGES.layoutDeleted, { id: block.id }))
    }
    if (!existing.has(block.id) && block.context === undefined) {
      throw badRequest(withValues(COMPOSE_MESSAGES.newLayoutNeedsContext, { id: block.id }))
    }
  }

  // The page as it will be after the save, checked as a whole.
  const finalBlocks = new Map(
    [...existing.values()]
      .filter((block) => !removed.has(block.id))
      .map((block) => [block.id, block.context]),
  )
  for (const block of saves) {
    if (block.context !== undefined) finalBlocks.set(block.id, block.context)
  }
  if (page.type === 1 && finalBlocks.size === 0) {
    throw new HttpError(409, MESSAGES.lastLayoutBlock.message, 409, [MESSAGES.lastLayoutBlock])
  }
  const layout = body.layout ?? page.layout
  const url = body.url === undefined ? (page.url ?? null) : body.url
  checkLinkUrl(page.type, url)
  const shown = checkPageLayout(layout, page.type)
  for (const block of saves) {
    if (block.context !== undefined)
      checkLayoutContext(
        block.context,
        block.id,
        app.installedPlugins.manifests,
        undefined,
        existing.get(block.id)?.context,
      )
  }
  checkLayoutReferences(shown, new Set(finalBlocks.keys()))
  if (new Set(saves.map((block) => block.id)).size !== saves.length) {
    throw badRequest(COMPOSE_MESSAGES.layoutTwice)
  }
  await assertLayoutIdsFree(
    app,
    added.map((block) => block.id),
  )

  const at = now()
  await app.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('composePages')
      .set({ name, parentId, layout, url, updatedAt: at, version: body.version + 1 })
      .where('pageId', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst()
    assertUpdated(result, withValues(COMPOSE_MESSAGES.pageStale, { name }))
    let sortOrder = page.layouts.reduce((last, block) => Math.max(last, block.sortOrder), -1)
    for (const block of saves) {
      if (!existing.has(block.id)) {
        sortOrder += 1
        await trx
          .insertInto('composeLayouts')
          .values({
            layoutId: block.id,
            pageId: id,
            name: block.name ?? '',
            context: block.context as string,
            sortOrder,
            createdAt: at,
            updatedAt: at,
          })
          .execute()
        continue
      }
      const version = block.version as number
      const saved = await trx
        .updateTable('composeLayouts')
        .set({ name: block.name, context: block.context, updatedAt: at, version: version + 1 })
        .where('layoutId', '=', block.id)
        .where('version', '=', version)
        .executeTakeFirst()
      assertUpdated(saved, withValues(COMPOSE_MESSAGES.layoutStale, { id: block.id }))
    }
    if (removed.size > 0) {
      await trx
        .deleteFrom('composeLayouts')
        .where('pageId', '=', id)
        .where('layoutId', 'in', [...removed])
        .execute()
    }
    // Saving the layout alone changes nothing in the menu.
    if (name !== page.name || parentId !== page.parentId || url !== (page.url ?? null)) {
      await publishApp(trx, page.appId)
    }
  })
  return pageOr404(app, id)
}
