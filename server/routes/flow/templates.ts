import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { FLOW_MESSAGES } from '../../flow/messages.ts'
import { notFound } from '../../http/httpError.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { readAccess, writeAccess } from '../compose/access.ts'
import { flowPage } from './paging.ts'
import {
  type TemplateQuery,
  templateAddBody,
  templateDeleteBody,
  templateQuery,
  templateUpdateBody,
} from './schema.ts'

/** Workflow templates (S1 §7, "defined, unused" by the spec's client): a named BPMN drawing per application, type 1. */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: TemplateQuery }>(
    '/template/query',
    { schema: { querystring: templateQuery }, config: { access: readAccess } },
    async (request) => {
      const { name, page, size, appId } = request.query
      let query = app.db.selectFrom('flowTemplates').selectAll()
      if (appId) query = query.where('appId', '=', appId)
      if (name) query = query.where('name', 'like', `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      return flowPage(query.orderBy('id', 'desc'), page, size)
    },
  )

  app.post<{ Body: { name: string; appId: number; xml?: string } }>(
    '/template/add',
    { schema: { body: templateAddBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const stamp = new Date().toISOString()
      const row = await app.db
        .insertInto('flowTemplates')
        // The spec fixes the type to 1 on add, whatever is sent.
        .values({
          name: request.body.name.trim(),
          appId: request.body.appId,
          type: 1,
          xml: request.body.xml ?? '',
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      request.operation = { action: 'flow.template.add', target: `${row.id} ${request.body.name}` }
      const template = await app.db
        .selectFrom('flowTemplates')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow()
      return created(reply, `/api/flow/template/query?name=${encodeURIComponent(template.name)}`, template)
    },
  )

  app.post<{ Body: { id: number; name?: string; xml?: string } }>(
    '/template/update',
    { schema: { body: templateUpdateBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { id, name, xml } = request.body
      const current = await app.db
        .selectFrom('flowTemplates')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      if (!current) throw notFound(withValues(FLOW_MESSAGES.templateMissing, { id }))
      await app.db
        .updateTable('flowTemplates')
        .set({
          name: name?.trim() ?? current.name,
          xml: xml ?? current.xml,
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute()
      request.operation = { action: 'flow.template.update', target: String(id) }
      return modified(
        reply,
        await app.db.selectFrom('flowTemplates').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      )
    },
  )

  app.post<{ Body: { id: number } }>(
    '/template/delete',
    { schema: { body: templateDeleteBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const result = await app.db
        .deleteFrom('flowTemplates')
        .where('id', '=', request.body.id)
        .executeTakeFirst()
      if (Number(result.numDeletedRows) !== 1)
        throw notFound(withValues(FLOW_MESSAGES.templateMissing, { id: request.body.id }))
      request.operation = { action: 'flow.template.delete', target: String(request.body.id) }
      return deleted(reply)
    },
  )
}
