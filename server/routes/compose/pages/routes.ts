import type { FastifyInstance } from 'fastify'
import { languageOf } from '../../../http/language.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { publishApp } from '../../app/publish/appMenu.ts'
import { readAccess, runtimeReadAccess, writeAccess } from '../access.ts'
import { requirePageRead } from '../appGrants.ts'
import { assertNotHomePage } from '../folders/parents.ts'
import { templateDocuments } from '../templates/instantiate.ts'
import { copyPage } from './copy.ts'
import { getPageJson, listPages } from './queries.ts'
import { createPage, pageOr404, updatePage } from './save.ts'
import {
  type CopyPageBody,
  type CreatePageBody,
  copyPageBody,
  createPageBody,
  type ListPagesQuery,
  listPagesQuery,
  pageIdParams,
  type UpdatePageBody,
  updatePageBody,
} from './schema.ts'

type Params = { id: string }

export const pageLocation = (id: string) => `/api/compose/manage/pages/${id}`

/** Pages of types 1 normal, 2 inner link and 3 link, each with its layout blocks (spec S0 §3, §7). */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListPagesQuery }>(
    '/pages',
    { schema: { querystring: listPagesQuery }, config: { access: readAccess } },
    async (request) => listPages(app.db, request.query),
  )

  app.post<{ Body: CreatePageBody }>(
    '/pages',
    { schema: { body: createPageBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { templateId } = request.body
      const page = await createPage(
        app,
        request.body,
        templateId === undefined ? undefined : (pageId) => templateDocuments(app, templateId, pageId),
        languageOf(request.headers['accept-language']),
      )
      request.operation = { action: 'compose.pages.create', target: `${page.id} ${page.name}` }
      return created(reply, pageLocation(page.id), page)
    },
  )

  app.get<{ Params: Params }>(
    '/pages/:id',
    // The runtime reads pages too: the caller needs a grant of the page (or its folder or application).
    { schema: { params: pageIdParams }, config: { access: runtimeReadAccess } },
    async (request, reply) => {
      await requirePageRead(app, request, request.params.id)
      const json = await getPageJson(app.db, request.params.id)
      if (json === undefined) return pageOr404(app, request.params.id)
      return reply.type('application/json; charset=utf-8').send(json)
    },
  )

  app.put<{ Params: Params; Body: UpdatePageBody }>(
    '/pages/:id',
    { schema: { params: pageIdParams, body: updatePageBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const page = await updatePage(app, request.params.id, request.body)
      request.operation = { action: 'compose.pages.update', target: page.id }
      return modified(reply, page)
    },
  )

  app.delete<{ Params: Params }>(
    '/pages/:id',
    { schema: { params: pageIdParams }, config: { access: writeAccess } },
    async (request, reply) => {
      const page = await pageOr404(app, request.params.id)
      await assertNotHomePage(app.db, page.appId, { pageId: page.id })
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('composePages').where('pageId', '=', page.id).execute()
        await publishApp(trx, page.appId)
      })
      request.operation = { action: 'compose.pages.delete', target: `${page.id} ${page.name}` }
      return deleted(reply)
    },
  )

  app.post<{ Params: Params; Body: CopyPageBody | null }>(
    '/page/:id/copy',
    { schema: { params: pageIdParams, body: copyPageBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const page = await copyPage(app, request.params.id, request.body ?? {})
      request.operation = { action: 'compose.pages.copy', target: `${request.params.id} → ${page.id}` }
      return created(reply, pageLocation(page.id), page)
    },
  )
}
