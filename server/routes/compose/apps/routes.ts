import type { FastifyInstance } from 'fastify'
import { created, deleted, modified } from '../../../http/replies.ts'
import { createApp, deleteApp, updateApp } from '../../app/manager/appWrites.ts'
import { listApps } from '../../app/manager/queries.ts'
import {
  type AppBody,
  type AppUpdateBody,
  appIdParams,
  createAppBody,
  listAppsQuery,
  updateAppBody,
} from '../../app/manager/schema.ts'
import { readAccess, writeAccess } from '../access.ts'

type Params = { id: number }

/**
 * The designer's view of applications (spec S0 §7 "Compose manage" /apps): the same records and rules
 * as the application manager, addressed by path instead of `?appId`.
 */
export async function composeAppRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { keyword?: string; status?: string; pageIndex: number; pageSize: number } }>(
    '/apps',
    { schema: { querystring: listAppsQuery }, config: { access: readAccess } },
    async (request) => listApps(app.db, request.query),
  )

  app.post<{ Body: AppBody }>(
    '/apps',
    { schema: { body: createAppBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const created_ = await createApp(app, request.body)
      request.operation = { action: 'compose.apps.create', target: `${created_.appId} ${created_.name}` }
      return created(reply, `/api/app/manager/detail?appId=${created_.appId}`, created_)
    },
  )

  app.put<{ Params: Params; Body: AppUpdateBody }>(
    '/apps/:id',
    { schema: { params: appIdParams, body: updateAppBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const updated = await updateApp(app, request.params.id, request.body)
      request.operation = { action: 'compose.apps.update', target: String(updated.appId) }
      return modified(reply, updated)
    },
  )

  app.delete<{ Params: Params }>(
    '/apps/:id',
    { schema: { params: appIdParams }, config: { access: writeAccess } },
    async (request, reply) => {
      const removed = await deleteApp(app, request.params.id)
      request.operation = { action: 'compose.apps.delete', target: `${removed.appId} ${removed.name}` }
      return deleted(reply)
    },
  )
}
