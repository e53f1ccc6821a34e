import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { FILE_MESSAGES } from '../../../../engine/rules/files.ts'
import { conflict, notFound, ruleError } from '../../../http/httpError.ts'
import type { Page, PagingQuery } from '../../../http/paging.ts'
import { created, deleted } from '../../../http/replies.ts'
import { FILES_MESSAGES } from '../messages.ts'
import {
  createFolderBody,
  type FileQuery,
  fileQuery,
  folderParams,
  type ListFilesQuery,
  listFilesQuery,
  listFoldersQuery,
} from './schema.ts'
import {
  checkImageName,
  createFolder,
  DEFAULT_IMAGE_FOLDER,
  deleteImage,
  folderExists,
  imagesDirOf,
  listFolders,
  listImages,
} from './store.ts'

/** Creating folders and deleting images belongs to the application manager (its image library). */
const MANAGER_RESOURCE = 'application-mgr'

/** The image library of the application manager under /api/app/manager/images (spec S1 §7 "Other"). */
export async function imageManagerRoutes(app: FastifyInstance): Promise<void> {
  const root = imagesDirOf(app.config.dataDir)

  app.get<{ Querystring: PagingQuery }>(
    '/folders',
    { schema: { querystring: listFoldersQuery }, config: { access: 'session' } },
    async (request) => pageOf(await listFolders(root), request.query),
  )

  app.post<{ Body: { name: string } }>(
    '/folders',
    { schema: { body: createFolderBody }, config: { access: { resource: MANAGER_RESOURCE } } },
    async (request, reply) => {
      const { name } = request.body
      const problem = checkImageName(name)
      if (problem) throw ruleError(422, [problem])
      if (!(await createFolder(root, name))) throw conflict(withValues(FILES_MESSAGES.folderExists, { name }))
      request.operation = { action: 'images.createFolder', target: name }
      return created(reply, `/api/app/manager/images/files?folder=${encodeURIComponent(name)}`, {
        name,
        fileCount: 0,
        modifyDate: new Date().toISOString(),
      })
    },
  )

  // "A new directory name cannot be changed afterwards" (spec S1 §5): renaming is refused with that rule.
  app.put<{ Params: { name: string } }>(
    '/folders/:name',
    { schema: { params: folderParams }, config: { access: { resource: MANAGER_RESOURCE } } },
    async () => {
      throw ruleError(400, [FILE_MESSAGES.directoryNameFinal])
    },
  )

  app.get<{ Querystring: ListFilesQuery }>(
    '/files',
    { schema: { querystring: listFilesQuery }, config: { access: 'session' } },
    async (request) => {
      const folder = request.query.folder ?? DEFAULT_IMAGE_FOLDER
      if (!(await folderExists(root, folder))) {
        // The default folder appears with the first upload; until then it is simply empty.
        if (folder === DEFAULT_IMAGE_FOLDER) return pageOf([], request.query)
        throw notFound(withValues(FILES_MESSAGES.folderMissing, { folder }))
      }
      return pageOf(await listImages(root, folder, request.query.name), request.query)
    },
  )

  app.delete<{ Querystring: FileQuery }>(
    '/files',
    { schema: { querystring: fileQuery }, config: { access: { resource: MANAGER_RESOURCE } } },
    async (request, reply) => {
      const folder = request.query.folder ?? DEFAULT_IMAGE_FOLDER
      const { name } = request.query
      if (!(await deleteImage(root, folder, name)))
        throw notFound(withValues(FILES_MESSAGES.imageMissing, { folder, name }))
      request.operation = { action: 'images.delete', target: `${folder}/${name}` }
      return deleted(reply)
    },
  )
}

/** The list answer of every paged call, over a list read whole (a directory is small). */
function pageOf<T>(all: T[], paging: PagingQuery): Page<T> {
  const from = (paging.pageIndex - 1) * paging.pageSize
  return {
    list: all.slice(from, from + paging.pageSize),
    pagination: { page: paging.pageIndex, size: paging.pageSize, total: all.length },
  }
}
