import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { terminateProcess } from '../../../engine/workflow/runner.ts'
import { touched } from '../../flow/host.ts'
import { FLOW_MESSAGES } from '../../flow/messages.ts'
import { sessionOf } from '../../http/access.ts'
import { conflict, notFound } from '../../http/httpError.ts'
import { modified } from '../../http/replies.ts'
import { writeAccess } from '../compose/access.ts'
import { flowPage } from './paging.ts'
import { type DoneQuery, doneQuery, type IdParams, idParams, yes } from './schema.ts'
import { canViewInstance, isManager } from './visibility.ts'

const SESSION = { access: 'session' } as const

/**
 * Process instances: my requests (`done` false: running or suspended; true: ended), all instances for
 * managers (`all`), one instance with its log, and suspend / resume / terminate (S1 §4).
 */
export async function processRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: DoneQuery }>(
    '/process',
    { schema: { querystring: doneQuery }, config: SESSION },
    async (request) => {
      const { userId } = sessionOf(request)
      const { page, size, status } = request.query
      let query = app.db
        .selectFrom('flowInstances')
        .select([
          'id',
          'id as flowId',
          'diagramId',
          'diagramName as flowName',
          'versionNo as version',
          'starterName as startPerson',
          'status',
          'createdAt as createTime',
          'endedAt as operateDate',
          'parentId',
          'alarmId',
        ])
      if (yes(request.query.all)) {
        if (!(await isManager(app, request)))
          throw notFound(withValues(FLOW_MESSAGES.processMissing, { id: 'all' }))
      } else query = query.where('starterId', '=', userId)
      if (status) query = query.where('status', '=', status)
      else if (request.query.done !== undefined)
        query = query.where(
          'status',
          'in',
          yes(request.query.done) ? ['completed', 'terminated'] : ['running', 'suspended'],
        )
      return flowPage(query.orderBy('id', 'desc'), page, size)
    },
  )

  app.get<{ Params: IdParams }>(
    '/process/:id',
    { schema: { params: idParams }, config: SESSION },
    async (request) => {
      const id = request.params.id
      if (!(await canViewInstance(app, request, id)))
        throw notFound(withValues(FLOW_MESSAGES.processMissing, { id }))
      const instance = await app.db
        .selectFrom('flowInstances')
        .select([
          'id',
          'diagramId',
          'diagramName',
          'versionNo',
          'starterName',
          'status',
          'createdAt',
          'endedAt',
          'state',
          'alarmId',
          'parentId',
        ])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const log = await app.db
        .selectFrom('flowLogs')
        .selectAll()
        .where('instanceId', '=', id)
        .orderBy('id')
        .execute()
      const tasks = await app.db
        .selectFrom('flowTasks')
        .select([
          'id',
          'name',
          'status',
          'doneByName',
          'doneForName',
          'createdAt',
          'doneAt',
          'dueAt',
          'audit',
          'branch',
        ])
        .where('instanceId', '=', id)
        .orderBy('id')
        .execute()
      const { state, ...rest } = instance
      return { ...rest, data: JSON.parse(state).variables, log, tasks }
    },
  )

  for (const action of ['suspend', 'resume', 'terminate'] as const) {
    app.post<{ Params: IdParams }>(
      `/process/:id/${action}`,
      { schema: { params: idParams }, config: { access: writeAccess } },
      async (request, reply) => {
        const id = request.params.id
        const session = sessionOf(request)
        const user = { userId: session.userId, username: session.username }
        await app.flow.transact(async (trx, after) => {
          const row = await app.flow.instance(trx, id)
          const from = {
            suspend: 'running',
            resume: 'suspended',
            terminate: row.status === 'suspended' ? 'suspended' : 'running',
          }[action]
          if (row.status !== from)
            throw conflict(withValues(FLOW_MESSAGES.processState, { id, status: row.status }))
          if (action === 'terminate') {
            // Runs on a running copy so its tasks and called processes are withdrawn too.
            row.status = 'running'
            await app.flow.step(trx, after, row, (model, state) => terminateProcess(model, state, new Date()))
          } else {
            const status = action === 'suspend' ? 'suspended' : 'running'
            await trx
              .updateTable('flowInstances')
              .set({ status, version: row.version + 1, updatedAt: new Date().toISOString() })
              .where('id', '=', id)
              .where('version', '=', row.version)
              .execute()
            after.timersChanged = true
            touched(after, id)
          }
          await app.flow.log(trx, id, { action, user })
        })
        request.operation = { action: `flow.process.${action}`, target: String(id) }
        return modified(reply, {
          id,
          status: { suspend: 'suspended', resume: 'running', terminate: 'terminated' }[action],
        })
      },
    )
  }
}
