import type { FastifyInstance } from 'fastify'
import { publishApp } from '../../app/publish/appMenu.ts'
import { newLayoutId, newPageId } from '../documents/ids.ts'
import { remapPageLayout } from '../documents/remap.ts'
import { assertParentFolder } from '../folders/parents.ts'
import { parentOf } from '../folders/queries.ts'
import { checkItemName } from '../names.ts'
import type { PageView } from './queries.ts'
import { insertPage, type NewPage, pageOr404 } from './save.ts'
import type { CopyPageBody } from './schema.ts'

/** "Name (copy)", kept within the 50-character name limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)'
  return [...name].slice(0, 50 - suffix.length).join('') + suffix
}

/**
 * POST /page/{id}/copy: the same page under new ids. The blocks' contexts are copied as they are; the
 * page layout is rewritten only where it names the blocks and the page itself.
 */
export async function copyPage(app: FastifyInstance, id: string, body: CopyPageBody): Promise<PageView> {
  const source = await pageOr404(app, id)
  const name = body.name === undefined ? copyName(source.name) : checkItemName(body.name, 422)
  const parentId = body.parentId === undefined ? source.parentId : parentOf(body.parentId)
  await assertParentFolder(app.db, source.appId, parentId, 'page', 422)
  const pageId = newPageId()
  const layoutIds = new Map(source.layouts.map((block) => [block.id, newLayoutId()]))
  const page: NewPage = {
    pageId,
    appId: source.appId,
    parentId,
    name,
    type: source.type,
    url: source.url ?? null,
    layout: remapPageLayout(source.layout, layoutIds, new Map([[source.id, pageId]])),
    layouts: source.layouts.map((block) => ({
      id: layoutIds.get(block.id) as string,
      name: block.name,
      context: block.context,
    })),
  }
  await app.db.transaction().execute(async (trx) => {
    await insertPage(trx, page)
    await publishApp(trx, page.appId)
  })
  return pageOr404(app, pageId)
}
