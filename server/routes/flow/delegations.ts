import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { FLOW_MESSAGES } from '../../flow/messages.ts'
import { noticeDelegated } from '../../flow/todoNotices.ts'
import { pushTodos } from '../../flow/todoPush.ts'
import { sessionOf } from '../../http/access.ts'
import { badRequest, notFound } from '../../http/httpError.ts'
import { modified } from '../../http/replies.ts'
import { ADMIN_USER_ID } from '../../http/session.ts'
import { flowPage } from './paging.ts'
import {
  cancelDelegationBody,
  type DelegateBody,
  type DelegationQuery,
  delegateBody,
  delegationQuery,
} from './schema.ts'
import { actionableBy, rolesOf } from './visibility.ts'

const SESSION = { access: 'session' } as const

/**
 * Delegation (S1 §7): a to-do handed to another user with a reason. The delegate then acts on it in the
 * delegator's name (both are logged); the delegator can cancel while it is active.
 */
export async function delegationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: DelegateBody }>(
    '/task/delegation/delegate',
    { schema: { body: delegateBody }, config: SESSION },
    async (request, reply) => {
      const session = sessionOf(request)
      const { taskId, userTo, reason } = request.body
      if (userTo === session.username) throw badRequest(FLOW_MESSAGES.delegateSelf)
      const target = await app.db
        .selectFrom('users')
        .select(['userId', 'username'])
        .where('username', '=', userTo)
        .where('enabled', '=', 1)
        .executeTakeFirst()
      if (!target) throw notFound(withValues(FLOW_MESSAGES.delegateUnknown, { name: userTo }))
      const roles = await rolesOf(app, session.userId)
      const delegated = await app.db.transaction().execute(async (trx) => {
        const task = await trx
          .selectFrom('flowTasks')
          .select(['id', 'instanceId', 'elementId', 'name', 'version'])
          .where('id', '=', taskId)
          .where('status', '=', 'todo')
          .where(actionableBy(session.userId, roles))
          .executeTakeFirst()
        if (!task) throw notFound(withValues(FLOW_MESSAGES.taskMissing, { id: taskId }))
        const stamp = new Date().toISOString()
        const updated = await trx
          .updateTable('flowTasks')
          .set({ delegateId: target.userId, version: task.version + 1 })
          .where('id', '=', task.id)
          .where('version', '=', task.version)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) !== 1)
          throw notFound(withValues(FLOW_MESSAGES.taskStale, { id: taskId }))
        const row = await trx
          .insertInto('flowDelegations')
          .values({
            taskId,
            userFrom: session.userId,
            userFromName: session.username,
            userTo: target.userId,
            userToName: target.username,
            reason: reason ?? '',
            createdAt: stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await app.flow.log(trx, task.instanceId, {
          action: 'delegate',
          user: { userId: session.userId, username: session.username },
          forUser: target,
          taskId,
          elementId: task.elementId,
          elementName: task.name,
          audit: reason ?? '',
        })
        return { id: row.id, instanceId: task.instanceId, task: task.name }
      })
      void pushTodos(app, [delegated.instanceId])
      await noticeDelegated(app, {
        id: delegated.id,
        taskId,
        instanceId: delegated.instanceId,
        task: delegated.task,
        from: session.username,
        to: target.userId,
        reason: reason ?? '',
      })
      const id = delegated.id
      request.operation = { action: 'flow.task.delegate', target: `${taskId} → ${userTo}` }
      return modified(reply, { id, taskId, userTo })
    },
  )

  app.get<{ Querystring: DelegationQuery }>(
    '/task/delegation/query',
    { schema: { querystring: delegationQuery }, config: SESSION },
    async (request) => {
      const { userId } = sessionOf(request)
      const { page, size, status } = request.query
      let query = app.db
        .selectFrom('flowDelegations')
        .innerJoin('flowTasks', 'flowTasks.id', 'flowDelegations.taskId')
        .innerJoin('flowInstances', 'flowInstances.id', 'flowTasks.instanceId')
        .select([
          'flowDelegations.id',
          'flowDelegations.taskId',
          'flowDelegations.userFrom',
          'flowDelegations.userFromName',
          'flowDelegations.userTo',
          'flowDelegations.userToName as delegatePerson',
          'flowDelegations.reason as delegateReason',
          'flowDelegations.status',
          'flowDelegations.createdAt as createTime',
          'flowDelegations.endedAt as operateDate',
          'flowTasks.name as taskName',
          'flowInstances.id as flowId',
          'flowInstances.diagramName as flowName',
          'flowInstances.versionNo as version',
          'flowInstances.starterName as startPerson',
        ])
        .where((eb) =>
          eb.or([eb('flowDelegations.userFrom', '=', userId), eb('flowDelegations.userTo', '=', userId)]),
        )
      if (status) query = query.where('flowDelegations.status', '=', status)
      return flowPage(query.orderBy('flowDelegations.id', 'desc'), page, size)
    },
  )

  app.post<{ Body: { id: number; userFrom: number } }>(
    '/task/delegation/cancel',
    { schema: { body: cancelDelegationBody }, config: SESSION },
    async (request, reply) => {
      const session = sessionOf(request)
      const { id, userFrom } = request.body
      const missing = () => notFound(withValues(FLOW_MESSAGES.delegationMissing, { id, user: userFrom }))
      if (userFrom !== session.userId && session.userId !== ADMIN_USER_ID) throw missing()
      const instanceId = await app.db.transaction().execute(async (trx) => {
        const delegation = await trx
          .selectFrom('flowDelegations')
          .selectAll()
          .where('id', '=', id)
          .where('userFrom', '=', userFrom)
          .where('status', '=', 'active')
          .executeTakeFirst()
        if (!delegation) throw missing()
        const stamp = new Date().toISOString()
        await trx
          .updateTable('flowDelegations')
          .set({ status: 'cancelled', endedAt: stamp })
          .where('id', '=', id)
          .execute()
        // Back to whoever delegated it: an earlier delegate in a chain, or the candidates.
        const earlier = await trx
          .selectFrom('flowDelegations')
          .select('userTo')
          .where('taskId', '=', delegation.taskId)
          .where('status', '=', 'active')
          .where('userTo', '=', delegation.userFrom)
          .executeTakeFirst()
        const task = await trx
          .selectFrom('flowTasks')
          .select(['instanceId', 'elementId', 'name', 'version'])
          .where('id', '=', delegation.taskId)
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('flowTasks')
          .set({ delegateId: earlier?.userTo ?? null, version: task.version + 1 })
          .where('id', '=', delegation.taskId)
          .where('status', '=', 'todo')
          .execute()
        await app.flow.log(trx, task.instanceId, {
          action: 'cancelDelegation',
          user: { userId: session.userId, username: session.username },
          forUser: { userId: delegation.userTo, username: delegation.userToName },
          taskId: delegation.taskId,
          elementId: task.elementId,
          elementName: task.name,
        })
        return task.instanceId
      })
      void pushTodos(app, [instanceId])
      request.operation = { action: 'flow.task.cancelDelegation', target: String(id) }
      return modified(reply, { id })
    },
  )
}
