import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, notFound } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { appOr404 } from '../../app/manager/appWrites.ts'
import { appIdParams } from '../../app/manager/schema.ts'
import { readAccess, runtimeReadAccess, writeAccess } from '../access.ts'
import { requireAppRead } from '../appGrants.ts'
import { remapSymbolFields } from '../documents/remap.ts'
import { checkSymbolDocument } from '../documents/validate.ts'
import { assertParentFolder } from '../folders/parents.ts'
import { parentOf } from '../folders/queries.ts'
import { folderLocation } from '../folders/routes.ts'
import type { CreateFolderBody, UpdateFolderBody } from '../folders/schema.ts'
import { createFolder, deleteFolder, updateFolder } from '../folders/writes.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { checkItemName } from '../names.ts'
import { copyName } from '../pages/copy.ts'
import { nextSortOrder } from '../pages/queries.ts'
import { getSymbol, type SymbolView, symbolNameTaken, symbolTree } from './queries.ts'
import {
  type CopySymbolBody,
  type CreateSymbolBody,
  copySymbolBody,
  createCategoryBody,
  createSymbolBody,
  idParams,
  type UpdateSymbolBody,
  updateCategoryBody,
  updateSymbolBody,
} from './schema.ts'

type Params = { id: number }

const symbolLocation = (id: number) => `/api/compose/manage/symbol/${id}`

/**
 * Symbols (custom graphic pages, spec S0 §7 "Symbols") in folders and categories of type symbol. The
 * document is checked with the engine's symbol codec and stored as sent.
 */
export async function symbolRoutes(app: FastifyInstance): Promise<void> {
  async function symbolOr404(id: number): Promise<SymbolView> {
    const symbol = await getSymbol(app.db, id)
    if (!symbol) throw notFound(withValues(COMPOSE_MESSAGES.symbolMissing, { id }))
    return symbol
  }

  /** 409 "the canvas already exists" when the folder already holds a symbol of that name. */
  async function assertNameFree(appId: number, parentId: number | null, name: string, exceptId?: number) {
    if (await symbolNameTaken(app.db, { appId, parentId, name }, exceptId))
      throw conflict(MESSAGES.canvasExists)
  }

  app.post<{ Body: CreateSymbolBody }>(
    '/symbol',
    { schema: { body: createSymbolBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const body = request.body
      await appOr404(app, body.appId)
      const name = checkItemName(body.name, 422)
      const parentId = parentOf(body.parentId)
      await assertParentFolder(app.db, body.appId, parentId, 'symbol', 422)
      await assertNameFree(body.appId, parentId, name)
      checkSymbolDocument(body.content)
      const at = now()
      const row = await app.db
        .insertInto('composeSymbols')
        .values({
          appId: body.appId,
          parentId,
          name,
          templateName: body.templateName ?? '',
          content: body.content,
          sortOrder: await nextSortOrder(app.db, 'composeSymbols', body.appId, parentId),
          createdAt: at,
          updatedAt: at,
        })
        .returning('symbolId')
        .executeTakeFirstOrThrow()
      request.operation = { action: 'compose.symbols.create', target: `${row.symbolId} ${name}` }
      return created(reply, symbolLocation(row.symbolId), await symbolOr404(row.symbolId))
    },
  )

  app.get<{ Params: Params }>(
    '/symbol/:id',
    { schema: { params: idParams }, config: { access: readAccess } },
    async (request) => symbolOr404(request.params.id),
  )

  // The drawing a placed symbol refers to (issue 23: a page stores the symbol's id, not a copy), for
  // whoever may read the symbol's application: the runtime draws it as well as the designer.
  app.get<{ Params: Params }>(
    '/symbol/:id/drawing',
    { schema: { params: idParams }, config: { access: runtimeReadAccess } },
    async (request) => {
      const symbol = await symbolOr404(request.params.id)
      await requireAppRead(app, request, symbol.appId)
      const { id, name, templateName, content, version } = symbol
      return { id, name, templateName, content, version }
    },
  )

  app.put<{ Params: Params; Body: UpdateSymbolBody }>(
    '/symbol/:id',
    { schema: { params: idParams, body: updateSymbolBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { id } = request.params
      const body = request.body
      const symbol = await symbolOr404(id)
      const name = body.name === undefined ? undefined : checkItemName(body.name, 400)
      const parentId = body.parentId === undefined ? symbol.parentId : parentOf(body.parentId)
      if (parentId !== symbol.parentId)
        await assertParentFolder(app.db, symbol.appId, parentId, 'symbol', 400)
      if (name !== undefined || parentId !== symbol.parentId)
        await assertNameFree(symbol.appId, parentId, name ?? symbol.name, id)
      if (body.content !== undefined) checkSymbolDocument(body.content)
      const result = await app.db
        .updateTable('composeSymbols')
        .set({
          name,
          parentId,
          templateName: body.templateName,
          content: body.content,
          updatedAt: now(),
          version: body.version + 1,
        })
        .where('symbolId', '=', id)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(COMPOSE_MESSAGES.symbolStale, { name: symbol.name }))
      request.operation = { action: 'compose.symbols.update', target: String(id) }
      return modified(reply, await symbolOr404(id))
    },
  )

  app.delete<{ Params: Params }>(
    '/symbol/:id',
    { schema: { params: idParams }, config: { access: writeAccess } },
    async (request, reply) => {
      const symbol = await symbolOr404(request.params.id)
      await app.db.deleteFrom('composeSymbols').where('symbolId', '=', symbol.id).execute()
      request.operation = { action: 'compose.symbols.delete', target: `${symbol.id} ${symbol.name}` }
      return deleted(reply)
    },
  )

  app.post<{ Params: Params; Body: CopySymbolBody | null }>(
    '/symbol/:id/copy',
    { schema: { params: idParams, body: copySymbolBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const source = await symbolOr404(request.params.id)
      const body = request.body ?? {}
      const name = body.name === undefined ? copyName(source.name) : checkItemName(body.name, 422)
      const parentId = body.parentId === undefined ? source.parentId : parentOf(body.parentId)
      await assertParentFolder(app.db, source.appId, parentId, 'symbol', 422)
      await assertNameFree(source.appId, parentId, name)
      const at = now()
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('composeSymbols')
          .values({
            appId: source.appId,
            parentId,
            name,
            templateName: source.templateName,
            content: source.content,
            sortOrder: await nextSortOrder(trx, 'composeSymbols', source.appId, parentId),
            createdAt: at,
            updatedAt: at,
          })
          .returning('symbolId')
          .executeTakeFirstOrThrow()
        // A document that names its own record names the copy.
        const content = remapSymbolFields(source.content, { id: [String(source.id), String(row.symbolId)] })
        if (content !== source.content) {
          await trx
            .updateTable('composeSymbols')
            .set({ content })
            .where('symbolId', '=', row.symbolId)
            .execute()
        }
        return row.symbolId
      })
      request.operation = { action: 'compose.symbols.copy', target: `${source.id} → ${id}` }
      return created(reply, symbolLocation(id), await symbolOr404(id))
    },
  )

  // The spec's {id} here is the application whose symbol library is shown.
  app.get<{ Params: Params }>(
    '/symbol/tree/:id',
    { schema: { params: appIdParams }, config: { access: readAccess } },
    async (request) => {
      await appOr404(app, request.params.id)
      return symbolTree(app.db, request.params.id)
    },
  )

  app.post<{ Body: CreateFolderBody }>(
    '/category',
    { schema: { body: createCategoryBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const category = await createFolder(app, request.body, 'symbol', 'category')
      request.operation = { action: 'compose.categories.create', target: `${category.id} ${category.name}` }
      return created(reply, folderLocation(category.id), category)
    },
  )

  app.put<{ Params: Params; Body: UpdateFolderBody }>(
    '/category/:id',
    { schema: { params: idParams, body: updateCategoryBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const category = await updateFolder(app, request.params.id, request.body, 'category')
      request.operation = { action: 'compose.categories.update', target: String(category.id) }
      return modified(reply, category)
    },
  )

  app.delete<{ Params: Params }>(
    '/category/:id',
    { schema: { params: idParams }, config: { access: writeAccess } },
    async (request, reply) => {
      const category = await deleteFolder(app, request.params.id, 'category')
      request.operation = { action: 'compose.categories.delete', target: `${category.id} ${category.name}` }
      return deleted(reply)
    },
  )
}
