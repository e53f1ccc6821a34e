import type { FastifyInstance } from 'fastify'
import { COMPRESSION_LEVEL } from '../../../../engine/codec/compression.ts'
import {
  LAYOUT_CONTEXT_VERSION,
  PAGE_LAYOUT_VERSION,
  SYMBOL_VERSION,
} from '../../../../engine/document/persisted.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { readAccess, runtimeReadAccess, writeAccess } from '../../compose/access.ts'
import { requireAppRead } from '../../compose/appGrants.ts'
import { RESOURCE_MAX_BYTES } from '../resources/routes.ts'
import { APP_FILE, PAGES_FILE } from '../transfer/fileFormats.ts'
import { appOr404, createApp, deleteApp, setAppActivity, updateApp } from './appWrites.ts'
import { appCounts, type ListAppsQuery, listApps } from './queries.ts'
import {
  type AppBody,
  type AppUpdateBody,
  appIdQuery,
  type ContainerActivityBody,
  containerActivityBody,
  createAppBody,
  listAppsQuery,
  updateAppBody,
} from './schema.ts'

type AppIdQuery = { appId: number }

export const appLocation = (appId: number) => `/api/app/manager/detail?appId=${appId}`

/** The application manager (spec S0 §7): list, create, edit, delete, detail, environment, start / stop. */
export async function managerRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListAppsQuery }>(
    '/',
    { schema: { querystring: listAppsQuery }, config: { access: readAccess } },
    async (request) => listApps(app.db, request.query),
  )

  app.post<{ Body: AppBody }>(
    '/',
    { schema: { body: createAppBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const record = await createApp(app, request.body)
      request.operation = { action: 'app.create', target: `${record.appId} ${record.name}` }
      return created(reply, appLocation(record.appId), record)
    },
  )

  app.put<{ Querystring: AppIdQuery; Body: AppUpdateBody }>(
    '/',
    { schema: { querystring: appIdQuery, body: updateAppBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const record = await updateApp(app, request.query.appId, request.body)
      request.operation = { action: 'app.update', target: String(record.appId) }
      return modified(reply, record)
    },
  )

  app.delete<{ Querystring: AppIdQuery }>(
    '/',
    { schema: { querystring: appIdQuery }, config: { access: writeAccess } },
    async (request, reply) => {
      const record = await deleteApp(app, request.query.appId)
      request.operation = { action: 'app.delete', target: `${record.appId} ${record.name}` }
      return deleted(reply)
    },
  )

  app.get<{ Querystring: AppIdQuery }>(
    '/detail',
    { schema: { querystring: appIdQuery }, config: { access: runtimeReadAccess } },
    async (request) => {
      await requireAppRead(app, request, request.query.appId)
      const record = await appOr404(app, request.query.appId)
      return { ...record, counts: await appCounts(app.db, record.appId) }
    },
  )

  // What the designer needs to know about this server to build and move applications.
  app.get('/getAppEnv', { config: { access: readAccess } }, async () => ({
    storage: app.engine,
    documentVersions: { page: PAGE_LAYOUT_VERSION, layout: LAYOUT_CONTEXT_VERSION, symbol: SYMBOL_VERSION },
    compressionLevel: COMPRESSION_LEVEL,
    exportFormat: { extension: APP_FILE.extension, formatVersion: APP_FILE.formatVersion },
    pagePackageFormat: { extension: PAGES_FILE.extension, formatVersion: PAGES_FILE.formatVersion },
    resourceMaxBytes: RESOURCE_MAX_BYTES,
    statuses: ['running', 'stopped', 'upgrading'],
  }))

  app.put<{ Body: ContainerActivityBody }>(
    '/containerActivity',
    { schema: { body: containerActivityBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const { appId, action } = request.body
      const record = await setAppActivity(app, appId, action)
      request.operation = { action: `app.${action}`, target: `${appId} ${record.name}` }
      return modified(reply, record)
    },
  )
}
