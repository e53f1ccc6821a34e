import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import type { FlowState } from '../../../engine/workflow/model.ts'
import { activeElements } from '../../../engine/workflow/runner.ts'
import { FLOW_MESSAGES } from '../../flow/messages.ts'
import { syncStartTimers } from '../../flow/timers.ts'
import { sessionOf } from '../../http/access.ts'
import { conflict, forbidden, notFound } from '../../http/httpError.ts'
import { created, deleted, modified } from '../../http/replies.ts'
import { ADMIN_USER_ID } from '../../http/session.ts'
import { readAccess, writeAccess } from '../compose/access.ts'
import { flowPage } from './paging.ts'
import { checkedModel } from './publish.ts'
import {
  type CreateDiagramBody,
  createDiagramBody,
  type DiagramListQuery,
  diagramListQuery,
  emptyBodyIsObject,
  generateQuery,
  type IdParams,
  idParams,
  type PublishBody,
  publishBody,
  type StartBody,
  startBody,
  type UpdateDiagramBody,
  updateDiagramBody,
  yes,
} from './schema.ts'
import { canViewInstance } from './visibility.ts'

const SESSION = { access: 'session' } as const

/** A new diagram's drawing: one start event, so the editor opens on something. */
export function blankDiagram(name: string): string {
  const id = `Process_${Math.random().toString(36).slice(2, 9)}`
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:gantry="http://gantry.dev/schema/bpmn" id="Definitions_1" targetNamespace="http://gantry.dev/bpmn">
  <bpmn:process id="${id}" name="${name.replace(/[<>&"]/g, '')}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`
}

const DIAGRAM_COLUMNS = [
  'id',
  'appId',
  'diagramName',
  'type',
  'description',
  'currentVersion',
  'defaultVersionId',
  'createdBy',
  'updatedBy',
  'createdAt',
  'updatedAt',
  'version',
] as const

/**
 * Workflow diagrams (S1 §7): list, create, get, update (version-checked), delete, publish into an
 * immutable version, the start entry, start, and the instance diagram with its active nodes.
 */
export async function diagramRoutes(app: FastifyInstance): Promise<void> {
  async function diagramOr404(id: number) {
    const row = await app.db
      .selectFrom('flowDiagrams')
      .select([...DIAGRAM_COLUMNS, 'xml'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(FLOW_MESSAGES.diagramMissing, { id }))
    return row
  }

  app.get<{ Querystring: DiagramListQuery }>(
    '/diagram',
    { schema: { querystring: diagramListQuery }, config: { access: readAccess } },
    async (request) => {
      const { appId, page, size, type, name } = request.query
      let query = app.db.selectFrom('flowDiagrams').select(DIAGRAM_COLUMNS).where('appId', '=', appId)
      if (type) query = query.where('type', '=', type)
      if (name) query = query.where('diagramName', 'like', `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      return flowPage(query.orderBy('id', 'desc'), page, size)
    },
  )

  // The processes an alarm limit may name (alarm → to-do loop): every diagram with a published version,
  // whatever its application, since a template's limits are not tied to one application.
  app.get('/published', { config: { access: readAccess } }, async () => {
    const rows = await app.db
      .selectFrom('flowDiagrams')
      .select(['diagramName', 'appId', 'description'])
      .where('defaultVersionId', 'is not', null)
      .orderBy('diagramName')
      .execute()
    return { list: rows }
  })

  app.post<{ Body: CreateDiagramBody }>(
    '/diagram',
    { schema: { body: createDiagramBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const body = request.body
      const appRow = await app.db
        .selectFrom('applications')
        .select('appId')
        .where('appId', '=', body.appId)
        .executeTakeFirst()
      if (!appRow) throw notFound(withValues(FLOW_MESSAGES.appMissing, { id: body.appId }))
      const name = body.diagramName.trim()
      const taken = await app.db
        .selectFrom('flowDiagrams')
        .select('id')
        .where('appId', '=', body.appId)
        .where('diagramName', '=', name)
        .executeTakeFirst()
      if (taken) throw conflict(withValues(FLOW_MESSAGES.diagramNameTaken, { name }))
      const stamp = new Date().toISOString()
      const user = sessionOf(request)
      const row = await app.db
        .insertInto('flowDiagrams')
        .values({
          appId: body.appId,
          diagramName: name,
          type: body.type ?? 'process',
          description: body.description ?? '',
          xml: body.xml || blankDiagram(name),
          createdBy: user.username,
          updatedBy: user.username,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      request.operation = { action: 'flow.diagram.create', target: `${row.id} ${name}` }
      return created(reply, `/api/flow/diagram/${row.id}`, await diagramOr404(row.id))
    },
  )

  app.get<{ Params: IdParams }>(
    '/diagram/:id',
    { schema: { params: idParams }, config: { access: readAccess } },
    async (request) => diagramOr404(request.params.id),
  )

  app.put<{ Params: IdParams; Body: UpdateDiagramBody }>(
    '/diagram/:id',
    { schema: { params: idParams, body: updateDiagramBody }, config: { access: writeAccess } },
    async (request, reply) => {
      const current = await diagramOr404(request.params.id)
      const body = request.body
      const name = body.diagramName?.trim() ?? current.diagramName
      if (name !== current.diagramName) {
        const taken = await app.db
          .selectFrom('flowDiagrams')
          .select('id')
          .where('appId', '=', current.appId)
          .where('diagramName', '=', name)
          .executeTakeFirst()
        if (taken) throw conflict(withValues(FLOW_MESSAGES.diagramNameTaken, { name }))
      }
      const result = await app.db
        .updateTable('flowDiagrams')
        .set({
          diagramName: name,
          description: body.description ?? current.description,
          xml: body.xml ?? current.xml,
          updatedBy: sessionOf(request).username,
          updatedAt: new Date().toISOString(),
          version: current.version + 1,
        })
        .where('id', '=', current.id)
        .where('version', '=', body.version)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1)
        throw conflict(withValues(FLOW_MESSAGES.diagramStale, { name: current.diagramName }))
      request.operation = { action: 'flow.diagram.update', target: `${current.id} ${name}` }
      return modified(reply, await diagramOr404(current.id))
    },
  )

  app.delete<{ Params: IdParams }>(
    '/diagram/:id',
    { schema: { params: idParams }, config: { access: writeAccess } },
    async (request, reply) => {
      const current = await diagramOr404(request.params.id)
      const live = await app.db
        .selectFrom('flowInstances')
        .select('id')
        .where('diagramId', '=', current.id)
        .where('status', 'in', ['running', 'suspended'])
        .executeTakeFirst()
      if (live) throw conflict(withValues(FLOW_MESSAGES.versionInUse, { version: current.currentVersion }))
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('flowVersions').where('diagramId', '=', current.id).execute()
        await trx.deleteFrom('flowDiagrams').where('id', '=', current.id).execute()
        await syncStartTimers(trx, current.id)
      })
      request.operation = { action: 'flow.diagram.delete', target: `${current.id} ${current.diagramName}` }
      return deleted(reply)
    },
  )

  // Publish: the draft becomes version n+1 and the default; `isNew: false` with a version `id` replaces
  // that version instead, which is allowed only while no instance ever ran on it (versions that ran stay immutable).
  app.post<{ Params: IdParams; Body: PublishBody | undefined }>(
    '/diagram/:id',
    {
      schema: { params: idParams, body: publishBody },
      config: { access: writeAccess },
      preValidation: emptyBodyIsObject,
    },
    async (request, reply) => {
      const current = await diagramOr404(request.params.id)
      const model = await checkedModel(app.db, current.appId, current.diagramName, current.xml)
      const user = sessionOf(request)
      const stamp = new Date().toISOString()
      const signals = Object.values(model.elements)
        .filter((element) => element.kind === 'startEvent' && element.parent === null && element.signal)
        .map((element) => element.signal)
        .join(',')
      const replaceId = request.body?.isNew === false ? request.body.id : undefined
      const versionId = await app.db.transaction().execute(async (trx) => {
        if (replaceId) {
          const target = await trx
            .selectFrom('flowVersions')
            .select(['id'])
            .where('id', '=', replaceId)
            .where('diagramId', '=', current.id)
            .executeTakeFirst()
          if (!target) throw notFound(withValues(FLOW_MESSAGES.versionMissing, { id: replaceId }))
          const used = await trx
            .selectFrom('flowInstances')
            .select('id')
            .where('versionId', '=', replaceId)
            .executeTakeFirst()
          if (used) throw conflict(withValues(FLOW_MESSAGES.versionInUse, { version: replaceId }))
          await trx
            .updateTable('flowVersions')
            .set({
              xml: current.xml,
              model: JSON.stringify(model),
              startSignals: signals,
              createdBy: user.username,
              createdAt: stamp,
            })
            .where('id', '=', replaceId)
            .execute()
          await syncStartTimers(trx, current.id, { rearm: true })
          return replaceId
        }
        const next = current.currentVersion + 1
        const row = await trx
          .insertInto('flowVersions')
          .values({
            diagramId: current.id,
            appId: current.appId,
            diagramName: current.diagramName,
            versionNo: next,
            xml: current.xml,
            model: JSON.stringify(model),
            startSignals: signals,
            createdBy: user.username,
            createdAt: stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const result = await trx
          .updateTable('flowDiagrams')
          .set({
            currentVersion: next,
            defaultVersionId: row.id,
            version: current.version + 1,
            updatedAt: stamp,
          })
          .where('id', '=', current.id)
          .where('version', '=', current.version)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1)
          throw conflict(withValues(FLOW_MESSAGES.diagramStale, { name: current.diagramName }))
        await syncStartTimers(trx, current.id, { rearm: true })
        return row.id
      })
      await app.flow.schedule()
      request.operation = { action: 'flow.diagram.publish', target: `${current.id} ${current.diagramName}` }
      return modified(reply, { ...(await diagramOr404(current.id)), publishedVersionId: versionId })
    },
  )

  // What a runtime page needs to start the process: its name, default version and start form.
  app.get<{ Params: IdParams }>(
    '/diagram/:id/entry',
    { schema: { params: idParams }, config: SESSION },
    async (request) => {
      const current = await diagramOr404(request.params.id)
      if (!current.defaultVersionId)
        throw notFound(withValues(FLOW_MESSAGES.notPublished, { name: current.diagramName }))
      const model = await app.flow.model(app.db, current.defaultVersionId)
      const start = Object.values(model.elements).find(
        (element) =>
          element.kind === 'startEvent' && element.parent === null && !element.signal && !element.timer,
      )
      return {
        id: current.id,
        diagramName: current.diagramName,
        appId: current.appId,
        versionId: current.defaultVersionId,
        startable: start !== undefined,
        startName: start?.name ?? '',
      }
    },
  )

  app.post<{ Params: IdParams; Body: StartBody | undefined }>(
    '/diagram/:id/start',
    { schema: { params: idParams, body: startBody }, config: SESSION, preValidation: emptyBodyIsObject },
    async (request, reply) => {
      const current = await diagramOr404(request.params.id)
      if (!current.defaultVersionId)
        throw notFound(withValues(FLOW_MESSAGES.notPublished, { name: current.diagramName }))
      const session = sessionOf(request)
      const body = request.body ?? {}
      // Only the administrator starts in someone else's name.
      let starter = { userId: session.userId, username: session.username }
      if (body.user && body.user !== session.username) {
        if (session.userId !== ADMIN_USER_ID)
          throw forbidden(withValues(FLOW_MESSAGES.delegateUnknown, { name: body.user }))
        const other = await app.db
          .selectFrom('users')
          .select(['userId', 'username'])
          .where('username', '=', body.user)
          .where('enabled', '=', 1)
          .executeTakeFirst()
        if (!other) throw notFound(withValues(FLOW_MESSAGES.delegateUnknown, { name: body.user }))
        starter = other
      }
      const versionId = current.defaultVersionId
      const variables = { ...(body.data ?? {}), audit: body.audit ?? '', branch: body.branch ?? '' }
      const instanceId = await app.flow.transact((trx, after) =>
        app.flow.startIn(trx, after, versionId, starter, variables),
      )
      const tasks = await app.db
        .selectFrom('flowTasks')
        .select(['id', 'name'])
        .where('instanceId', '=', instanceId)
        .where('status', '=', 'todo')
        .execute()
      request.operation = { action: 'flow.start', target: `${instanceId} ${current.diagramName}` }
      return created(reply, `/api/flow/process/${instanceId}`, { instanceId, tasks })
    },
  )

  // The instance's diagram with the nodes where it stands (`done`: also the nodes it has passed).
  app.get<{ Params: IdParams; Querystring: { done?: boolean | string } }>(
    '/diagram/generateDiagram/:id',
    { schema: { params: idParams, querystring: generateQuery }, config: SESSION },
    async (request) => {
      const instance = await app.db
        .selectFrom('flowInstances')
        .innerJoin('flowVersions', 'flowVersions.id', 'flowInstances.versionId')
        .select(['flowInstances.id', 'flowInstances.state', 'flowVersions.xml'])
        .where('flowInstances.id', '=', request.params.id)
        .executeTakeFirst()
      if (!instance) throw notFound(withValues(FLOW_MESSAGES.processMissing, { id: request.params.id }))
      if (!(await canViewInstance(app, request, instance.id)))
        throw notFound(withValues(FLOW_MESSAGES.processMissing, { id: request.params.id }))
      const activeKeys = activeElements(JSON.parse(instance.state) as FlowState)
      let doneKeys: string[] = []
      if (yes(request.query.done)) {
        const rows = await app.db
          .selectFrom('flowTasks')
          .select('elementId')
          .where('instanceId', '=', instance.id)
          .where('status', '=', 'done')
          .execute()
        doneKeys = [...new Set(rows.map((row) => row.elementId))]
      }
      return { xml: instance.xml, activeKeys, doneKeys }
    },
  )
}
