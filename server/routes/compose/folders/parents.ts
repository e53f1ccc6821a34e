import type { Kysely } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import type { Database } from '../../../db/schema.ts'
import { HttpError } from '../../../http/httpError.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { folderChain, getFolder } from './queries.ts'
import type { FolderType } from './schema.ts'

/** A parent folder must exist in the same application and hold the same kind of item. */
export async function assertParentFolder(
  db: Kysely<Database>,
  appId: number,
  parentId: number | null,
  type: FolderType,
  status: 400 | 422,
): Promise<void> {
  if (parentId === null) return
  const folder = await getFolder(db, parentId)
  if (!folder || folder.appId !== appId || folder.type !== type) {
    throw new HttpError(status, withValues(COMPOSE_MESSAGES.notAppFolder, { parentId, type, appId }))
  }
}

/** The spec: "the home page cannot be deleted", neither alone nor with a folder above it. */
export async function assertNotHomePage(
  db: Kysely<Database>,
  appId: number,
  target: { pageId: string } | { folderId: number },
): Promise<void> {
  const app = await db
    .selectFrom('applications')
    .select('homePageId')
    .where('appId', '=', appId)
    .executeTakeFirst()
  const home = app?.homePageId
  if (!home) return
  if ('pageId' in target) {
    if (target.pageId !== home) return
  } else {
    const page = await db
      .selectFrom('composePages')
      .select('parentId')
      .where('pageId', '=', home)
      .executeTakeFirst()
    if (!page || !(await folderChain(db, page.parentId)).includes(target.folderId)) return
  }
  throw new HttpError(409, MESSAGES.homePageDelete.message, 409, [MESSAGES.homePageDelete])
}
