import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, HttpError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { readAccess, writeAccess } from '../access.ts'
import { newLayoutId } from '../documents/ids.ts'
import { checkLayoutContext, checkPageLayout } from '../documents/validate.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { getLayout, nextLayoutOrder } from '../pages/queries.ts'
import { assertLayoutIdsFree, pageOr404 } from '../pages/save.ts'
import {
  type CreateLayoutBody,
  createLayoutBody,
  layoutIdParams,
  type UpdateLayoutBody,
  updateLayoutBody,
} from './schema.ts'

type Params = { id: string }

const layoutLocation = (id: string) => `/api/compose/manage/layouts/${id}`

/** Layout blocks one at a time: a block's `context` is a v1.0 document belonging to one page. */
export async function layoutRoutes(app: FastifyInstance): Promise<void> {
  async function layoutOr404(id: string) {
    const layout = await getLayout(app.db, id)
    // The spec: a missing layout shows "data request failed"; the next detail says which one.
    if (!layout) {
      const missing = withValues(COMPOSE_MESSAGES.layoutMissing, { id })
      throw new HttpError(404, missing, 404, [MESSAGES.dataRequestFailed, missing])
    }
    return layout
  }

  app.post<{ Body: CreateLayoutBody }>(
    '/layouts',
    { schema: { body: createLayoutBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const body = request.body
      const page = await pageOr404(app, body.pageId)
      const id = body.id ?? newLayoutId()
      checkLayoutContext(body.context, id, app.installedPlugins.manifests)
      await assertLayoutIdsFree(app, [id])
      const at = now()
      await app.db
        .insertInto('composeLayouts')
        .values({
          layoutId: id,
          pageId: page.id,
          name: body.name ?? '',
          context: body.context,
          sortOrder: await nextLayoutOrder(app.db, page.id),
          createdAt: at,
          updatedAt: at,
        })
        .execute()
      request.operation = { action: 'compose.layouts.create', target: `${page.id}/${id}` }
      return created(reply, layoutLocation(id), await layoutOr404(id))
    },
  )

  app.get<{ Params: Params }>(
    '/layouts/:id',
    { schema: { params: layoutIdParams }, config: { access: readAccess } },
    async (request) => layoutOr404(request.params.id),
  )

  app.put<{ Params: Params; Body: UpdateLayoutBody }>(
    '/layouts/:id',
    { schema: { params: layoutIdParams, body: updateLayoutBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { id } = request.params
      const body = request.body
      const stored = await layoutOr404(id)
      if (body.context !== undefined)
        checkLayoutContext(body.context, id, app.installedPlugins.manifests, undefined, stored.context)
      const result = await app.db
        .updateTable('composeLayouts')
        .set({ name: body.name, context: body.context, updatedAt: now(), version: body.version + 1 })
        .where('layoutId', '=', id)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(COMPOSE_MESSAGES.layoutStale, { id }))
      request.operation = { action: 'compose.layouts.update', target: id }
      return modified(reply, await layoutOr404(id))
    },
  )

  app.delete<{ Params: Params }>(
    '/layouts/:id',
    { schema: { params: layoutIdParams }, config: { access: writeAccess } },
    async (request, reply) => {
      const layout = await layoutOr404(request.params.id)
      const page = await pageOr404(app, layout.pageId)
      if (page.type === 1 && page.layouts.length <= 1) {
        throw new HttpError(409, MESSAGES.lastLayoutBlock.message, 409, [MESSAGES.lastLayoutBlock])
      }
      // A block the page layout still shows would make the page fail to load ("data request failed").
      const shown = checkPageLayoutSafely(page.layout, page.type)
      if (shown?.includes(layout.id)) {
        throw conflict(withValues(COMPOSE_MESSAGES.layoutShown, { id: layout.id }))
      }
      await app.db.deleteFrom('composeLayouts').where('layoutId', '=', layout.id).execute()
      request.operation = { action: 'compose.layouts.delete', target: `${page.id}/${layout.id}` }
      return deleted(reply)
    },
  )
}

// The stored layout was checked when saved; a newer version (null) cannot be read, so it blocks nothing.
function checkPageLayoutSafely(layout: string, type: number): string[] | null {
  try {
    return checkPageLayout(layout, type)
  } catch {
    return null
  }
}
