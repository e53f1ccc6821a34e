import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { badRequest, conflict, notFound } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { appOr404 } from '../../app/manager/appWrites.ts'
import { publishApp } from '../../app/publish/appMenu.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { checkItemName } from '../names.ts'
import { assertNotHomePage, assertParentFolder } from './parents.ts'
import { type FolderView, folderChain, folderNameTaken, getFolder, parentOf } from './queries.ts'
import type { CreateFolderBody, FolderType, UpdateFolderBody } from './schema.ts'

/*
 * Folders of pages, templates and symbols (symbol categories are folders of type symbol whose kind is
 * 'category'). /folders, /templateFolders and /category all write through here.
 */

export type FolderKind = 'folder' | 'category'

export async function folderOr404(app: FastifyInstance, id: number, kind?: FolderKind): Promise<FolderView> {
  const folder = await getFolder(app.db, id)
  if (!folder || (kind !== undefined && folder.kind !== kind)) {
    throw notFound(withValues(COMPOSE_MESSAGES.itemMissing, { id }))
  }
  return folder
}

export async function createFolder(
  app: FastifyInstance,
  body: CreateFolderBody,
  type: FolderType,
  kind: FolderKind,
): Promise<FolderView> {
  await appOr404(app, body.appId)
  const name = checkItemName(body.name, 422)
  const parentId = parentOf(body.parentId)
  await assertParentFolder(app.db, body.appId, parentId, type, 422)
  if (await folderNameTaken(app.db, { appId: body.appId, type, parentId, name })) {
    throw conflict(withValues(COMPOSE_MESSAGES.nameTaken, { name }))
  }
  const at = now()
  const folderId = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('composeFolders')
      .values({ appId: body.appId, parentId, name, type, kind, createdAt: at, updatedAt: at })
      .returning('folderId')
      .executeTakeFirstOrThrow()
    if (type === 'page') await publishApp(trx, body.appId)
    return row.folderId
  })
  return folderOr404(app, folderId)
}

export async function updateFolder(
  app: FastifyInstance,
  id: number,
  body: UpdateFolderBody,
  kind?: FolderKind,
): Promise<FolderView> {
  const folder = await folderOr404(app, id, kind)
  const name = body.name === undefined ? folder.name : checkItemName(body.name, 400)
  const parentId = body.parentId === undefined ? folder.parentId : parentOf(body.parentId)
  if (parentId !== folder.parentId) {
    await assertParentFolder(app.db, folder.appId, parentId, folder.type as FolderType, 400)
    if ((await folderChain(app.db, parentId)).includes(id)) {
      throw badRequest(COMPOSE_MESSAGES.folderIntoItself)
    }
  }
  if (await folderNameTaken(app.db, { ...folder, parentId, name }, id)) {
    throw conflict(withValues(COMPOSE_MESSAGES.nameTaken, { name }))
  }
  await app.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('composeFolders')
      .set({ name, parentId, updatedAt: now(), version: body.version + 1 })
      .where('folderId', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst()
    assertUpdated(result, withValues(COMPOSE_MESSAGES.folderStale, { id }))
    if (folder.type === 'page') await publishApp(trx, folder.appId)
  })
  return folderOr404(app, id)
}

/** Deletes a folder with everything in it (the database cascades); never the home page. */
export async function deleteFolder(app: FastifyInstance, id: number, kind?: FolderKind): Promise<FolderView> {
  const folder = await folderOr404(app, id, kind)
  await assertNotHomePage(app.db, folder.appId, { folderId: id })
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('composeFolders').where('folderId', '=', id).execute()
    if (folder.type === 'page') await publishApp(trx, folder.appId)
  })
  return folder
}
