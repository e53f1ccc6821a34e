import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { FLOW_MESSAGES } from '../../flow/messages.ts'
import { syncStartTimers } from '../../flow/timers.ts'
import { sessionOf } from '../../http/access.ts'
import { badRequest, conflict, notFound } from '../../http/httpError.ts'
import { deleted, modified } from '../../http/replies.ts'
import { readAccess, writeAccess } from '../compose/access.ts'
import { flowPage } from './paging.ts'
import { type VersionListQuery, versionIdBody, versionIdQuery, versionListQuery } from './schema.ts'

/**
 * Published versions (S1 §7): list (paged 15; `type=export` answers every version with its XML as
 * `exportList`), get, upgrade (the version becomes the editable draft again), set default, delete. A
 * version is immutable; deleting one that instances ran on, or the default, is refused.
 */
export async function versionRoutes(app: FastifyInstance): Promise<void> {
  async function versionOr404(id: number) {
    const row = await app.db
      .selectFrom('flowVersions')
      .innerJoin('flowDiagrams', 'flowDiagrams.id', 'flowVersions.diagramId')
      .select([
        'flowVersions.id',
        'flowVersions.diagramId',
        'flowVersions.appId',
        'flowVersions.diagramName',
        'flowVersions.versionNo',
        'flowVersions.xml',
        'flowVersions.createdBy',
        'flowVersions.createdAt',
        'flowDiagrams.defaultVersionId',
        'flowDiagrams.version as diagramVersion',
      ])
      .where('flowVersions.id', '=', id)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(FLOW_MESSAGES.versionMissing, { id }))
    return { ...row, isDefault: row.defaultVersionId === row.id }
  }

  app.get<{ Querystring: VersionListQuery }>(
    '/version/diagram',
    { schema: { querystring: versionListQuery }, config: { access: readAccess } },
    async (request) => {
      const { appId, diagramName, diagramId, currentVersion, page, size, type } = request.query
      if (!diagramId && !(appId && diagramName))
        throw badRequest('diagramId or appId and diagramName are required')
      let query = app.db
        .selectFrom('flowVersions')
        .innerJoin('flowDiagrams', 'flowDiagrams.id', 'flowVersions.diagramId')
        .select([
          'flowVersions.id',
          'flowVersions.diagramId',
          'flowVersions.diagramName',
          'flowVersions.versionNo as version',
          'flowVersions.createdBy',
          'flowVersions.createdAt',
          'flowDiagrams.defaultVersionId',
        ])
      if (diagramId) query = query.where('flowVersions.diagramId', '=', diagramId)
      if (appId) query = query.where('flowVersions.appId', '=', appId)
      if (diagramName) query = query.where('flowVersions.diagramName', '=', diagramName)
      if (currentVersion) query = query.where('flowVersions.versionNo', '=', currentVersion)
      const result = await flowPage(query.orderBy('flowVersions.versionNo', 'desc'), page, size)
      const list = result.list.map(({ defaultVersionId, ...row }) => ({
        ...row,
        isDefault: defaultVersionId === row.id,
      }))
      if (type === 'export') {
        const exportList = await app.db
          .selectFrom('flowVersions')
          .select(['id', 'diagramName', 'versionNo as version', 'xml'])
          .where('id', 'in', list.length ? list.map((row) => row.id) : [0])
          .execute()
        return { list, pagination: result.pagination, exportList }
      }
      return { list, pagination: result.pagination }
    },
  )

  app.get<{ Querystring: { id: number } }>(
    '/version/diagram/get',
    { schema: { querystring: versionIdQuery }, config: { access: readAccess } },
    async (request) => versionOr404(request.query.id),
  )

  app.post<{ Body: { id: number } }>(
    '/version/diagram/upgrade',
    { schema: { body: versionIdBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const version = await versionOr404(request.body.id)
      const result = await app.db
        .updateTable('flowDiagrams')
        .set({
          xml: version.xml,
          version: version.diagramVersion + 1,
          updatedBy: sessionOf(request).username,
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', version.diagramId)
        .where('version', '=', version.diagramVersion)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1)
        throw conflict(withValues(FLOW_MESSAGES.diagramStale, { name: version.diagramName }))
      request.operation = {
        action: 'flow.version.upgrade',
        target: `${version.diagramName} v${version.versionNo}`,
      }
      return modified(reply, { id: version.id, diagramId: version.diagramId })
    },
  )

  app.post<{ Body: { id: number } }>(
    '/version/diagram/setDefault',
    { schema: { body: versionIdBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const version = await versionOr404(request.body.id)
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('flowDiagrams')
          .set({
            defaultVersionId: version.id,
            version: version.diagramVersion + 1,
            updatedAt: new Date().toISOString(),
          })
          .where('id', '=', version.diagramId)
          .execute()
        // Timer start events follow the default version.
        await syncStartTimers(trx, version.diagramId)
      })
      await app.flow.schedule()
      request.operation = {
        action: 'flow.version.setDefault',
        target: `${version.diagramName} v${version.versionNo}`,
      }
      return modified(reply, { id: version.id, isDefault: true })
    },
  )

  app.post<{ Body: { id: number } }>(
    '/version/diagram/delete',
    { schema: { body: versionIdBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const version = await versionOr404(request.body.id)
      const used = await app.db
        .selectFrom('flowInstances')
        .select('id')
        .where('versionId', '=', version.id)
        .executeTakeFirst()
      if (version.isDefault || used)
        throw conflict(withValues(FLOW_MESSAGES.versionInUse, { version: version.versionNo }))
      await app.db.deleteFrom('flowVersions').where('id', '=', version.id).execute()
      request.operation = {
        action: 'flow.version.delete',
        target: `${version.diagramName} v${version.versionNo}`,
      }
      return deleted(reply)
    },
  )
}
