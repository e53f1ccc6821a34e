import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { HttpError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { appOr404 } from '../../app/manager/appWrites.ts'
import { readAccess, writeAccess } from '../access.ts'
import { remapPageLayout } from '../documents/remap.ts'
import { assertParentFolder } from '../folders/parents.ts'
import { parentOf } from '../folders/queries.ts'
import { folderLocation } from '../folders/routes.ts'
import type { CreateFolderBody } from '../folders/schema.ts'
import { createFolder } from '../folders/writes.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { checkItemName } from '../names.ts'
import { nextSortOrder } from '../pages/queries.ts'
import { checkPageDocuments, pageOr404 } from '../pages/save.ts'
import { templateOr404 } from './instantiate.ts'
import { listTemplates } from './queries.ts'
import {
  type CreateTemplateBody,
  createTemplateBody,
  createTemplateFolderBody,
  type ListTemplatesQuery,
  listTemplatesQuery,
  type TemplateBlock,
  templateIdParams,
  type UpdateTemplateBody,
  updateTemplateBody,
} from './schema.ts'

type Params = { id: number }

const templateLocation = (id: number) => `/api/compose/manage/templates/${id}`

interface TemplateDocuments {
  type: number
  layout: string
  layouts: { id: string; name: string; context: string }[]
  url: string | null
}

const blocksOf = (layouts: TemplateBlock[]) =>
  layouts.map((block) => ({ id: block.id, name: block.name ?? '', context: block.context }))

/** Page templates and their folders (spec S0 §7 "Compose manage"). */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  /** A template made from a page keeps its documents, with the page's own id blanked out. */
  async function documentsOf(body: CreateTemplateBody): Promise<TemplateDocuments> {
    if (body.pageId !== undefined) {
      const page = await pageOr404(app, body.pageId)
      return {
        type: page.type,
        url: page.url ?? null,
        layout: remapPageLayout(page.layout, new Map(), new Map([[page.id, '']])),
        layouts: page.layouts.map((block) => ({ id: block.id, name: block.name, context: block.context })),
      }
    }
    if (body.layout === undefined) throw new HttpError(422, COMPOSE_MESSAGES.templateNeedsSource)
    return {
      type: body.type ?? 1,
      layout: body.layout,
      layouts: blocksOf(body.layouts ?? []),
      url: body.url ?? null,
    }
  }

  app.get<{ Querystring: ListTemplatesQuery }>(
    '/templates',
    { schema: { querystring: listTemplatesQuery }, config: { access: readAccess } },
    async (request) => listTemplates(app.db, request.query),
  )

  app.get<{ Params: Params }>(
    '/templates/:id',
    { schema: { params: templateIdParams }, config: { access: readAccess } },
    async (request) => templateOr404(app, request.params.id),
  )

  app.post<{ Body: CreateTemplateBody }>(
    '/templates',
    { schema: { body: createTemplateBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const body = request.body
      await appOr404(app, body.appId)
      const name = checkItemName(body.name, 422)
      const parentId = parentOf(body.parentId)
      await assertParentFolder(app.db, body.appId, parentId, 'template', 422)
      const documents = await documentsOf(body)
      checkPageDocuments(documents, app.installedPlugins.manifests)
      const at = now()
      const row = await app.db
        .insertInto('composeTemplates')
        .values({
          appId: body.appId,
          parentId,
          name,
          type: documents.type,
          layout: documents.layout,
          layouts: JSON.stringify(documents.layouts),
          url: documents.url,
          sortOrder: await nextSortOrder(app.db, 'composeTemplates', body.appId, parentId),
          createdAt: at,
          updatedAt: at,
        })
        .returning('templateId')
        .executeTakeFirstOrThrow()
      request.operation = { action: 'compose.templates.create', target: `${row.templateId} ${name}` }
      return created(reply, templateLocation(row.templateId), await templateOr404(app, row.templateId))
    },
  )

  app.put<{ Params: Params; Body: UpdateTemplateBody }>(
    '/templates/:id',
    { schema: { params: templateIdParams, body: updateTemplateBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { id } = request.params
      const body = request.body
      const template = await templateOr404(app, id)
      const name = body.name === undefined ? template.name : checkItemName(body.name, 400)
      const parentId = body.parentId === undefined ? template.parentId : parentOf(body.parentId)
      if (parentId !== template.parentId) {
        await assertParentFolder(app.db, template.appId, parentId, 'template', 400)
      }
      const documents: TemplateDocuments = {
        type: template.type,
        layout: body.layout ?? template.layout,
        layouts: body.layouts === undefined ? template.layouts : blocksOf(body.layouts),
        url: body.url === undefined ? (template.url ?? null) : body.url,
      }
      checkPageDocuments(documents, app.installedPlugins.manifests)
      const result = await app.db
        .updateTable('composeTemplates')
        .set({
          name,
          parentId,
          layout: documents.layout,
          layouts: JSON.stringify(documents.layouts),
          url: documents.url,
          updatedAt: now(),
          version: body.version + 1,
        })
        .where('templateId', '=', id)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(COMPOSE_MESSAGES.templateStale, { name }))
      request.operation = { action: 'compose.templates.update', target: String(id) }
      return modified(reply, await templateOr404(app, id))
    },
  )

  app.delete<{ Params: Params }>(
    '/templates/:id',
    { schema: { params: templateIdParams }, config: { access: writeAccess } },
    async (request, reply) => {
      const template = await templateOr404(app, request.params.id)
      await app.db.deleteFrom('composeTemplates').where('templateId', '=', template.id).execute()
      request.operation = { action: 'compose.templates.delete', target: `${template.id} ${template.name}` }
      return deleted(reply)
    },
  )

  app.post<{ Body: CreateFolderBody }>(
    '/templateFolders',
    { schema: { body: createTemplateFolderBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const folder = await createFolder(app, request.body, 'template', 'folder')
      request.operation = { action: 'compose.templateFolders.create', target: String(folder.id) }
      return created(reply, folderLocation(folder.id), folder)
    },
  )
}
