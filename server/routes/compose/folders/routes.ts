import type { FastifyInstance } from 'fastify'
import { created, deleted, modified } from '../../../http/replies.ts'
import { readAccess, writeAccess } from '../access.ts'
import { listFolders } from './queries.ts'
import {
  type CreateFolderBody,
  createFolderBody,
  folderIdParams,
  type ListFoldersQuery,
  listFoldersQuery,
  type UpdateFolderBody,
  updateFolderBody,
} from './schema.ts'
import { createFolder, deleteFolder, folderOr404, updateFolder } from './writes.ts'

type Params = { id: number }

export const folderLocation = (id: number) => `/api/compose/manage/folders/${id}`

/** Folders of an application's pages, templates and symbols, as a tree by parentId (spec S0 §7). */
export async function folderRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListFoldersQuery }>(
    '/folders',
    { schema: { querystring: listFoldersQuery }, config: { access: readAccess } },
    async (request) => listFolders(app.db, request.query),
  )

  app.post<{ Body: CreateFolderBody }>(
    '/folders',
    { schema: { body: createFolderBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const folder = await createFolder(app, request.body, request.body.type ?? 'page', 'folder')
      request.operation = { action: 'compose.folders.create', target: String(folder.id) }
      return created(reply, folderLocation(folder.id), folder)
    },
  )

  app.get<{ Params: Params }>(
    '/folders/:id',
    { schema: { params: folderIdParams }, config: { access: readAccess } },
    async (request) => folderOr404(app, request.params.id),
  )

  app.put<{ Params: Params; Body: UpdateFolderBody }>(
    '/folders/:id',
    { schema: { params: folderIdParams, body: updateFolderBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const folder = await updateFolder(app, request.params.id, request.body)
      request.operation = { action: 'compose.folders.update', target: String(folder.id) }
      return modified(reply, folder)
    },
  )

  app.delete<{ Params: Params }>(
    '/folders/:id',
    { schema: { params: folderIdParams }, config: { access: writeAccess } },
    async (request, reply) => {
      const folder = await deleteFolder(app, request.params.id)
      request.operation = { action: 'compose.folders.delete', target: `${folder.id} ${folder.name}` }
      return deleted(reply)
    },
  )
}
