import { createReadStream } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { checkResourceFile, FILE_MESSAGES } from '../../../../engine/rules/files.ts'
import { checkFileName } from '../../../../engine/rules/names.ts'
import { badRequest, conflict, notFound, ruleError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { runtimeReadAccess, writeAccess } from '../../compose/access.ts'
import { requireAppRead } from '../../compose/appGrants.ts'
import { appOr404 } from '../manager/appWrites.ts'
import { APP_MESSAGES } from '../messages.ts'
import { readUpload } from '../uploads.ts'
import { joinPath, mimeTypeOf, pathSegments } from './paths.ts'
import {
  type CreateFolderBody,
  createFolderBody,
  type DeleteQuery,
  deleteQuery,
  type ItemQuery,
  itemQuery,
  type ListQuery,
  listQuery,
  type MoveFolderBody,
  moveFolderBody,
} from './schema.ts'
import { AppResourceStore } from './store.ts'

/** One uploaded resource file at most (pictures, videos, fonts of an application). */
export const RESOURCE_MAX_BYTES = 50 * 1024 * 1024

const locationOf = (appId: number, path: string, what: 'file' | 'fileAndfolder') =>
  `/api/app/resource/${what}?appId=${appId}&path=${encodeURIComponent(path)}`

/**
 * An application's static file manager (spec S0 §7 "Application resources"): folder and file items
 * under `${DATA_DIR}/app-resources/<appId>/`. Paths are '/'-joined names checked with the file-name
 * rule, so none can leave the application's folder.
 */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  async function storeOf(appId: number) {
    await appOr404(app, appId)
    return new AppResourceStore(app.config.dataDir, appId)
  }

  async function folderOr404(store: AppResourceStore, segments: string[]) {
    if ((await store.kind(segments)) !== 'folder')
      throw notFound(withValues(APP_MESSAGES.noFolder, { path: joinPath(segments) }))
  }

  app.get<{ Querystring: ListQuery }>(
    '/fileAndfolder',
    { schema: { querystring: listQuery }, config: { access: runtimeReadAccess } },
    async (request) => {
      const { appId, pageIndex, pageSize } = request.query
      await requireAppRead(app, request, appId)
      const store = await storeOf(appId)
      const segments = pathSegments(request.query.path)
      await folderOr404(store, segments)
      const items = await store.list(segments)
      return {
        list: items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
        pagination: { page: pageIndex, size: pageSize, total: items.length },
      }
    },
  )

  app.delete<{ Querystring: DeleteQuery }>(
    '/fileAndfolder',
    { schema: { querystring: deleteQuery }, config: { access: writeAccess } },
    async (request, reply) => {
      const store = await storeOf(request.query.appId)
      const targets = request.query.path.map((path) => pathSegments(path))
      if (targets.some((segments) => segments.length === 0)) {
        throw badRequest(APP_MESSAGES.rootNotDeleted)
      }
      // All must exist before anything is removed, so a wrong path changes nothing.
      for (const segments of targets) {
        if ((await store.kind(segments)) === null)
          throw notFound(withValues(APP_MESSAGES.noFileOrFolder, { path: joinPath(segments) }))
      }
      for (const segments of targets) await store.remove(segments)
      request.operation = { action: 'app.resources.delete', target: request.query.path.join(', ') }
      return deleted(reply)
    },
  )

  app.get<{ Querystring: ItemQuery }>(
    '/folder',
    { schema: { querystring: itemQuery }, config: { access: runtimeReadAccess } },
    async (request) => {
      await requireAppRead(app, request, request.query.appId)
      const store = await storeOf(request.query.appId)
      const segments = pathSegments(request.query.path)
      await folderOr404(store, segments)
      return store.tree(segments)
    },
  )

  app.post<{ Body: CreateFolderBody }>(
    '/folder',
    { schema: { body: createFolderBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { appId, name } = request.body
      const store = await storeOf(appId)
      const parent = pathSegments(request.body.parentPath, 422)
      const problem = checkFileName(name)
      if (problem) throw ruleError(422, [problem])
      await folderOr404(store, parent)
      const segments = [...parent, name]
      if ((await store.kind(segments)) !== null)
        throw conflict(withValues(APP_MESSAGES.pathExists, { path: joinPath(segments) }))
      await store.createFolder(segments)
      const path = joinPath(segments)
      request.operation = { action: 'app.resources.createFolder', target: `${appId}:${path}` }
      return created(reply, locationOf(appId, path, 'fileAndfolder'), {
        name,
        path,
        type: 'folder',
        children: [],
      })
    },
  )

  app.put<{ Body: MoveFolderBody }>(
    '/folder',
    { schema: { body: moveFolderBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { appId } = request.body
      const store = await storeOf(appId)
      const from = pathSegments(request.body.path)
      const parent = pathSegments(request.body.parentPath)
      const name = from.at(-1)
      if (name === undefined) throw badRequest(APP_MESSAGES.rootNotMoved)
      // The spec: a new directory's name cannot be changed afterwards; it can only move.
      if (request.body.name !== undefined && request.body.name !== name) {
        throw ruleError(400, [FILE_MESSAGES.directoryNameFinal])
      }
      await folderOr404(store, from)
      await folderOr404(store, parent)
      const to = [...parent, name]
      const inside = parent.length >= from.length && from.every((segment, index) => parent[index] === segment)
      if (inside) throw badRequest(APP_MESSAGES.folderIntoItself)
      if (joinPath(to) !== joinPath(from)) {
        if ((await store.kind(to)) !== null)
          throw conflict(withValues(APP_MESSAGES.pathExists, { path: joinPath(to) }))
        await store.move(from, to)
      }
      request.operation = { action: 'app.resources.moveFolder', target: `${appId}:${joinPath(from)}` }
      return modified(reply, await store.tree(to))
    },
  )

  app.get<{ Querystring: ItemQuery }>(
    '/file',
    // A link cannot send a header: it carries a one-use ?download= token (never the ticket, which logs keep).
    { schema: { querystring: itemQuery }, config: { access: runtimeReadAccess, downloadToken: true } },
    async (request, reply) => {
      await requireAppRead(app, request, request.query.appId)
      const store = await storeOf(request.query.appId)
      const segments = pathSegments(request.query.path)
      if (segments.length === 0 || (await store.kind(segments)) !== 'file') {
        throw notFound(withValues(APP_MESSAGES.noSuchFile, { path: joinPath(segments) }))
      }
      const name = segments.at(-1) as string
      return (
        reply
          .header('Content-Type', mimeTypeOf(name))
          // Uploaded HTML or SVG must not run as this origin's page when opened directly.
          .header('Content-Security-Policy', 'sandbox')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
          .send(createReadStream(store.full(segments)))
      )
    },
  )

  // Upload: the spec lists no call for it; multipart with the folder in the query (`path`).
  app.post<{ Querystring: ItemQuery & { overwrite?: boolean } }>(
    '/file',
    {
      schema: {
        querystring: {
          ...itemQuery,
          properties: { ...itemQuery.properties, overwrite: { type: 'boolean', default: false } },
        },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { appId } = request.query
      const store = await storeOf(appId)
      const parent = pathSegments(request.query.path, 422)
      await folderOr404(store, parent)
      const upload = await readUpload(request, RESOURCE_MAX_BYTES)
      const problem =
        checkFileName(upload.fileName) ??
        checkResourceFile({ name: upload.fileName, size: upload.data.length }, upload.data)
      if (problem) throw ruleError(422, [problem])
      const segments = [...parent, upload.fileName]
      const existing = await store.kind(segments)
      if (existing === 'folder' || (existing === 'file' && !request.query.overwrite)) {
        throw conflict(withValues(APP_MESSAGES.pathExists, { path: joinPath(segments) }))
      }
      await store.write(segments, upload.data)
      const path = joinPath(segments)
      request.operation = { action: 'app.resources.upload', target: `${appId}:${path}` }
      const item = (await store.list(parent)).find((entry) => entry.name === upload.fileName)
      return created(reply, locationOf(appId, path, 'file'), item)
    },
  )
}
