import { createReadStream } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { checkFileName } from '../../../../engine/rules/names.ts'
import { conflict, notFound, ruleError } from '../../../http/httpError.ts'
import { modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { runtimeReadAccess, writeAccess } from '../../compose/access.ts'
import { requireAppRead } from '../../compose/appGrants.ts'
import { appOr404 } from '../manager/appWrites.ts'
import { APP_MESSAGES } from '../messages.ts'
import { joinPath, mimeTypeOf, pathSegments } from './paths.ts'
import {
  type ItemQuery,
  itemQuery,
  type MediaParams,
  type MoveFileBody,
  mediaParams,
  moveFileBody,
} from './schema.ts'
import { AppResourceStore } from './store.ts'
import { mediaUrl, repointResource, resourceUsage } from './usage.ts'

/**
 * The file calls the static resource manager screen needs besides the spec's ones: rename or move a file
 * (a used one only with its pages and symbols updated, in one transaction), where a file is used, and the address pages show pictures and videos with.
 */
export async function resourceFileRoutes(app: FastifyInstance): Promise<void> {
  async function storeOf(appId: number) {
    await appOr404(app, appId)
    return new AppResourceStore(app.config.dataDir, appId)
  }

  app.put<{ Body: MoveFileBody }>(
    '/file',
    { schema: { body: moveFileBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { appId, name } = request.body
      const store = await storeOf(appId)
      const from = pathSegments(request.body.path)
      const parent = pathSegments(request.body.parentPath, 422)
      const problem = checkFileName(name)
      if (problem) throw ruleError(422, [problem])
      if (from.length === 0 || (await store.kind(from)) !== 'file')
        throw notFound(withValues(APP_MESSAGES.noSuchFile, { path: joinPath(from) }))
      if ((await store.kind(parent)) !== 'folder')
        throw notFound(withValues(APP_MESSAGES.noFolder, { path: joinPath(parent) }))
      const to = [...parent, name]
      if (joinPath(to) !== joinPath(from)) {
        if ((await store.kind(to)) !== null)
          throw conflict(withValues(APP_MESSAGES.pathExists, { path: joinPath(to) }))
        const usage = await resourceUsage(app.db, appId, joinPath(from), 'file')
        if (usage.length > 0 && !request.body.updateReferences) {
          const names = usage.map((use) => use.name).join(', ')
          throw conflict(withValues(APP_MESSAGES.fileInUse, { path: joinPath(from), names }))
        }
        // The documents follow the file in one transaction: a move that fails rolls them back.
        await app.db.transaction().execute(async (trx) => {
          if (usage.length > 0) await repointResource(trx, appId, joinPath(from), joinPath(to), now())
          await store.move(from, to)
        })
      }
      request.operation = { action: 'app.resources.moveFile', target: `${appId}:${joinPath(from)}` }
      const item = (await store.list(parent)).find((entry) => entry.name === name)
      return modified(reply, item)
    },
  )

  /** "Used by": the pages and symbols whose documents show this file (or anything in this folder). */
  app.get<{ Querystring: ItemQuery }>(
    '/usedBy',
    { schema: { querystring: itemQuery }, config: { access: runtimeReadAccess } },
    async (request) => {
      const { appId } = request.query
      await requireAppRead(app, request, appId)
      const store = await storeOf(appId)
      const segments = pathSegments(request.query.path)
      const kind = await store.kind(segments)
      if (segments.length === 0 || kind === null)
        throw notFound(withValues(APP_MESSAGES.noFileOrFolder, { path: joinPath(segments) }))
      const path = joinPath(segments)
      return { url: mediaUrl(appId, path), list: await resourceUsage(app.db, appId, path, kind) }
    },
  )

  /**
   * Pictures and videos as pages show them: an <img> or <video> cannot send the session, so, like the
   * image library's files, these are public; other files (documents, fonts, scripts) are not served here.
   */
  app.get<{ Params: MediaParams }>(
    '/media/:appId/*',
    { schema: { params: mediaParams }, config: { access: 'public' } },
    async (request, reply) => {
      const { appId } = request.params
      const segments = pathSegments(request.params['*'])
      const store = new AppResourceStore(app.config.dataDir, appId)
      const name = segments.at(-1) ?? ''
      const mimeType = mimeTypeOf(name)
      if (!/^(image|video)\//.test(mimeType)) throw notFound(APP_MESSAGES.notMedia)
      if (segments.length === 0 || (await store.kind(segments)) !== 'file')
        throw notFound(withValues(APP_MESSAGES.noSuchFile, { path: joinPath(segments) }))
      return reply
        .header('Content-Type', mimeType)
        .header('Content-Security-Policy', 'sandbox')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=60')
        .send(createReadStream(store.full(segments)))
    },
  )
}
