import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import { withValues } from '../../../engine/messages.ts'
import type { FlowState } from '../../../engine/workflow/model.ts'
import { branchesAfter, completeToken } from '../../../engine/workflow/runner.ts'
import type { Database } from '../../db/schema.ts'
import { journalTaskDone } from '../../flow/alarmLoop.ts'
import type { Actor } from '../../flow/hostTypes.ts'
import { FLOW_MESSAGES } from '../../flow/messages.ts'
import { sessionOf } from '../../http/access.ts'
import { badRequest, conflict, notFound } from '../../http/httpError.ts'
import { deleted, modified } from '../../http/replies.ts'
import { flowPage } from './paging.ts'
import {
  type DoneQuery,
  doneQuery,
  emptyBodyIsObject,
  type IdParams,
  idParams,
  type SubmitBody,
  submitBody,
  tempDataBody,
  yes,
} from './schema.ts'
import { actionableBy, canViewInstance, isManager, rolesOf } from './visibility.ts'

const SESSION = { access: 'session' } as const

/** The columns of a task row in lists, with the workflow labels of S1 §3. */
function taskList(app: FastifyInstance) {
  return app.db
    .selectFrom('flowTasks')
    .innerJoin('flowInstances', 'flowInstances.id', 'flowTasks.instanceId')
    .leftJoin('users as delegate', 'delegate.userId', 'flowTasks.delegateId')
    .select([
      'flowTasks.id as taskId',
      'flowTasks.name as taskName',
      'flowTasks.elementId',
      'flowTasks.status',
      'flowTasks.formKey',
      'flowTasks.dueAt',
      'flowTasks.createdAt as createTime',
      'flowTasks.doneAt as operateDate',
      'flowTasks.doneByName',
      'flowTasks.doneForName',
      'flowTasks.audit',
      'flowTasks.branch',
      'flowInstances.id as flowId',
      'flowInstances.diagramName as flowName',
      'flowInstances.diagramId',
      'flowInstances.versionNo as version',
      'flowInstances.starterName as startPerson',
      'flowInstances.status as processStatus',
      'delegate.username as delegatePerson',
    ])
}

type TaskListRow = Awaited<ReturnType<ReturnType<typeof taskList>['execute']>>[number]

/** Normal or overdue (S1 §4), plus who holds it and when it reached them. */
async function decorate(app: FastifyInstance, rows: TaskListRow[]) {
  const now = new Date().toISOString()
  const ids = rows.map((row) => row.taskId)
  const delegations = ids.length
    ? await app.db
        .selectFrom('flowDelegations')
        .select(['taskId', 'reason', 'createdAt', 'userFromName', 'userToName'])
        .where('taskId', 'in', ids)
        .where('status', 'in', ['active', 'done'])
        .orderBy('id', 'desc')
        .execute()
    : []
  const holders = ids.length
    ? await app.db
        .selectFrom('flowTaskUsers')
        .innerJoin('users', 'users.userId', 'flowTaskUsers.refId')
        .select(['flowTaskUsers.taskId', 'users.username'])
        .where('flowTaskUsers.taskId', 'in', ids)
        .where('flowTaskUsers.kind', '=', 'user')
        .execute()
    : []
  return rows.map((row) => {
    const delegation = delegations.find((entry) => entry.taskId === row.taskId)
    return {
      ...row,
      id: row.taskId,
      todoPerson: holders
        .filter((holder) => holder.taskId === row.taskId)
        .map((holder) => holder.username)
        .join(', '),
      delegatePerson: row.delegatePerson ?? delegation?.userToName ?? '',
      delegateReason: delegation?.reason ?? '',
      receiveTime: delegation?.createdAt ?? row.createTime,
      overdue: row.status === 'todo' && row.dueAt !== null && row.dueAt < now,
      taskState: row.status === 'todo' && row.dueAt !== null && row.dueAt < now ? 'overdue' : 'normal',
    }
  })
}

/** A to-do the caller may act on, read inside `trx` (locked on PostgreSQL); 404 otherwise. */
export async function actionableTask(
  app: FastifyInstance,
  trx: Transaction<Database>,
  taskId: number,
  user: Actor,
  roles: number[],
) {
  let query = trx
    .selectFrom('flowTasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('status', '=', 'todo')
    .where(actionableBy(user.userId, roles))
  if (app.engine === 'postgres') query = query.forUpdate()
  const task = await query.executeTakeFirst()
  if (!task) {
    const exists = await trx
      .selectFrom('flowTasks')
      .select('status')
      .where('id', '=', taskId)
      .executeTakeFirst()
    if (exists && exists.status !== 'todo') throw conflict(withValues(FLOW_MESSAGES.taskDone, { id: taskId }))
    throw notFound(withValues(FLOW_MESSAGES.taskMissing, { id: taskId }))
  }
  return task
}

/** Whom the caller acts for on a delegated task (the delegator), else nobody. */
export async function actingFor(
  trx: Transaction<Database>,
  taskId: number,
  userId: number,
): Promise<Actor | null> {
  const delegation = await trx
    .selectFrom('flowDelegations')
    .select(['userFrom', 'userFromName'])
    .where('taskId', '=', taskId)
    .where('userTo', '=', userId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return delegation ? { userId: delegation.userFrom, username: delegation.userFromName } : null
}

/**
 * Tasks (S1 §7): my to-dos and done tasks (paged 20), detail with the form data and temporary data,
 * temporary save and reset, submit with audit/data/branch, recall, and the instance log.
 */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: DoneQuery }>(
    '/task',
    { schema: { querystring: doneQuery }, config: SESSION },
    async (request) => {
      const { userId } = sessionOf(request)
      const { page, size } = request.query
      let query = taskList(app)
      if (yes(request.query.all)) {
        if (!(await isManager(app, request)))
          throw notFound(withValues(FLOW_MESSAGES.taskMissing, { id: 'all' }))
        const status = request.query.status
        if (status) query = query.where('flowTasks.status', '=', status)
      } else if (yes(request.query.done)) {
        query = query.where((eb) =>
          eb.or([eb('flowTasks.doneById', '=', userId), eb('flowTasks.doneForId', '=', userId)]),
        )
      } else {
        // A suspended process's to-dos disappear until it is resumed.
        const roles = await rolesOf(app, userId)
        query = query
          .where('flowTasks.status', '=', 'todo')
          .where('flowInstances.status', '=', 'running')
          .where(actionableBy(userId, roles))
      }
      const result = await flowPage(query.orderBy('flowTasks.id', 'desc'), page, size)
      return { list: await decorate(app, result.list), pagination: result.pagination }
    },
  )

  app.get<{ Params: IdParams }>(
    '/task/:id',
    { schema: { params: idParams }, config: SESSION },
    async (request) => {
      const task = await visibleTask(app, request, request.params.id)
      const instance = await app.db
        .selectFrom('flowInstances')
        .select(['id', 'state', 'versionId', 'status', 'diagramName', 'starterName', 'alarmId'])
        .where('id', '=', task.instanceId)
        .executeTakeFirstOrThrow()
      const state = JSON.parse(instance.state) as FlowState
      const model = await app.flow.model(app.db, instance.versionId)
      const { userId } = sessionOf(request)
      const roles = await rolesOf(app, userId)
      const mine = await app.db
        .selectFrom('flowTasks')
        .select('id')
        .where('id', '=', task.id)
        .where('status', '=', 'todo')
        .where(actionableBy(userId, roles))
        .executeTakeFirst()
      const isDone = task.status !== 'todo'
      const [row] = await decorate(app, await taskList(app).where('flowTasks.id', '=', task.id).execute())
      return {
        ...row,
        instanceId: instance.id,
        processStatus: instance.status,
        alarmId: instance.alarmId,
        // The form shows the process data; a done task shows what was submitted.
        data: isDone ? JSON.parse(task.data) : state.variables,
        temp: { data: task.tempData ? JSON.parse(task.tempData) : null },
        readonly: isDone || !mine || instance.status !== 'running',
        isDone,
        branches: branchesAfter(model, task.elementId),
        canRecall:
          isDone &&
          task.status === 'done' &&
          task.stepAfter === state.step &&
          instance.status === 'running' &&
          (task.doneById === userId || task.doneForId === userId),
        version: task.version,
      }
    },
  )

  app.post<{ Params: IdParams; Body: { data: Record<string, unknown> } }>(
    '/task/:id/data',
    { schema: { params: idParams, body: tempDataBody }, config: SESSION },
    async (request, reply) => {
      const user = sessionOf(request)
      // Read before the transaction: on SQLite it holds the only connection.
      const roles = await rolesOf(app, user.userId)
      await app.db.transaction().execute(async (trx) => {
        const task = await actionableTask(app, trx, request.params.id, user, roles)
        await trx
          .updateTable('flowTasks')
          .set({ tempData: JSON.stringify(request.body.data), version: task.version + 1 })
          .where('id', '=', task.id)
          .execute()
      })
      request.operation = { action: 'flow.task.save', target: String(request.params.id) }
      return modified(reply, { id: request.params.id, temp: { data: request.body.data } })
    },
  )

  app.delete<{ Params: IdParams }>(
    '/task/:id/data',
    { schema: { params: idParams }, config: SESSION },
    async (request, reply) => {
      const user = sessionOf(request)
      // Read before the transaction: on SQLite it holds the only connection.
      const roles = await rolesOf(app, user.userId)
      await app.db.transaction().execute(async (trx) => {
        const task = await actionableTask(app, trx, request.params.id, user, roles)
        await trx
          .updateTable('flowTasks')
          .set({ tempData: null, version: task.version + 1 })
          .where('id', '=', task.id)
          .execute()
      })
      request.operation = { action: 'flow.task.reset', target: String(request.params.id) }
      return deleted(reply)
    },
  )

  app.post<{ Params: IdParams; Body: SubmitBody | undefined }>(
    '/task/:id',
    { schema: { params: idParams, body: submitBody }, config: SESSION, preValidation: emptyBodyIsObject },
    async (request, reply) => {
      const session = sessionOf(request)
      const user = { userId: session.userId, username: session.username }
      const body = request.body ?? {}
      const taskId = request.params.id
      const roles = await rolesOf(app, user.userId)
      await app.flow.transact(async (trx, after) => {
        const task = await actionableTask(app, trx, taskId, user, roles)
        if (body.version !== undefined && body.version !== task.version)
          throw conflict(withValues(FLOW_MESSAGES.taskStale, { id: taskId }))
        const instance = await app.flow.instance(trx, task.instanceId)
        if (instance.status === 'suspended')
          throw conflict(withValues(FLOW_MESSAGES.taskSuspended, { id: taskId }))
        if (instance.status !== 'running')
          throw conflict(withValues(FLOW_MESSAGES.processState, { id: instance.id, status: instance.status }))
        const model = await app.flow.model(trx, instance.versionId)
        const branch = body.branch ?? ''
        const choices = branchesAfter(model, task.elementId)
        if (
          branch &&
          choices.length > 0 &&
          !choices.some((choice) => choice.name === branch || choice.id === branch)
        )
          throw badRequest(
            withValues(FLOW_MESSAGES.badBranch, { branch, choices: choices.map((c) => c.name).join(', ') }),
          )
        const forUser = await actingFor(trx, taskId, user.userId)
        const stateBefore = instance.state
        const data = body.data ?? {}
        const stamp = new Date().toISOString()
        const variables = { ...data, branch, audit: body.audit ?? '', lastUser: (forUser ?? user).username }
        // Logged before the step, so the log reads in order when the submit ends the process.
        await app.flow.log(trx, instance.id, {
          action: 'submit',
          user,
          forUser,
          taskId,
          elementId: task.elementId,
          elementName: task.name,
          audit: body.audit ?? '',
          branch,
        })
        await journalTaskDone(
          trx,
          instance,
          { id: taskId, name: task.name },
          forUser ?? user,
          body.audit ?? '',
        )
        const result = await app.flow.step(trx, after, instance, (m, state) =>
          completeToken(m, state, task.token, variables, new Date()),
        )
        await trx
          .updateTable('flowTasks')
          .set({
            status: 'done',
            data: JSON.stringify(data),
            tempData: null,
            audit: body.audit ?? '',
            branch,
            doneAt: stamp,
            doneById: user.userId,
            doneByName: user.username,
            doneForId: forUser?.userId ?? null,
            doneForName: forUser?.username ?? '',
            stateBefore,
            stepAfter: result.state.step,
            version: task.version + 1,
          })
          .where('id', '=', taskId)
          .execute()
        await trx
          .updateTable('flowDelegations')
          .set({ status: 'done', endedAt: stamp })
          .where('taskId', '=', taskId)
          .where('status', '=', 'active')
          .execute()
      })
      request.operation = { action: 'flow.task.submit', target: String(taskId) }
      const next = await app.db
        .selectFrom('flowTasks')
        .innerJoin('flowTasks as mine', 'mine.instanceId', 'flowTasks.instanceId')
        .select(['flowTasks.id', 'flowTasks.name'])
        .where('mine.id', '=', taskId)
        .where('flowTasks.status', '=', 'todo')
        .execute()
      return modified(reply, { id: taskId, next })
    },
  )

  // Recall: the submitter takes a task back while nothing has happened in the process since.
  app.post<{ Params: IdParams }>(
    '/task/:id/rollback',
    { schema: { params: idParams }, config: SESSION },
    async (request, reply) => {
      const session = sessionOf(request)
      const user = { userId: session.userId, username: session.username }
      const taskId = request.params.id
      await app.flow.transact(async (trx, after) => {
        const task = await trx.selectFrom('flowTasks').selectAll().where('id', '=', taskId).executeTakeFirst()
        if (!task || (task.doneById !== user.userId && task.doneForId !== user.userId))
          throw notFound(withValues(FLOW_MESSAGES.taskMissing, { id: taskId }))
        const instance = await app.flow.instance(trx, task.instanceId)
        const state = JSON.parse(instance.state) as FlowState
        if (
          task.status !== 'done' ||
          !task.stateBefore ||
          task.stepAfter !== state.step ||
          instance.status !== 'running'
        )
          throw conflict(withValues(FLOW_MESSAGES.cannotRecall, { id: taskId }))
        const restored = JSON.parse(task.stateBefore) as FlowState
        // Token ids stay unique: the counter keeps counting from where the undone step left it.
        restored.seq = state.seq
        restored.step = state.step + 1
        const kept = new Set(restored.tokens.map((token) => token.id))
        const stamp = new Date().toISOString()
        const open = await trx
          .selectFrom('flowTasks')
          .select(['id', 'token', 'status'])
          .where('instanceId', '=', instance.id)
          .where('status', 'in', ['todo', 'cancelled'])
          .execute()
        for (const other of open) {
          if (other.status === 'todo' && !kept.has(other.token)) {
            await trx
              .updateTable('flowTasks')
              .set({ status: 'cancelled', doneAt: stamp, delegateId: null })
              .where('id', '=', other.id)
              .execute()
            await trx
              .updateTable('flowDelegations')
              .set({ status: 'cancelled', endedAt: stamp })
              .where('taskId', '=', other.id)
              .where('status', '=', 'active')
              .execute()
          }
          if (other.status === 'cancelled' && kept.has(other.token))
            await trx
              .updateTable('flowTasks')
              .set({ status: 'todo', doneAt: null })
              .where('id', '=', other.id)
              .execute()
        }
        const children = await trx
          .selectFrom('flowInstances')
          .select(['id', 'parentToken'])
          .where('parentId', '=', instance.id)
          .where('status', 'in', ['running', 'suspended'])
          .execute()
        for (const child of children) {
          if (!kept.has(child.parentToken ?? '')) {
            await trx
              .updateTable('flowInstances')
              .set({ status: 'terminated', endedAt: stamp })
              .where('id', '=', child.id)
              .execute()
            await trx
              .updateTable('flowTasks')
              .set({ status: 'cancelled', doneAt: stamp })
              .where('instanceId', '=', child.id)
              .where('status', '=', 'todo')
              .execute()
          }
        }
        await app.flow.save(trx, instance, restored, after)
        await trx
          .updateTable('flowTasks')
          .set({
            status: 'todo',
            doneAt: null,
            doneById: null,
            doneByName: '',
            doneForId: null,
            doneForName: '',
            stateBefore: null,
            stepAfter: null,
            tempData: task.data,
            version: task.version + 1,
          })
          .where('id', '=', taskId)
          .execute()
        await app.flow.log(trx, instance.id, {
          action: 'rollback',
          user,
          taskId,
          elementId: task.elementId,
          elementName: task.name,
        })
      })
      request.operation = { action: 'flow.task.rollback', target: String(taskId) }
      return modified(reply, { id: taskId })
    },
  )

  app.get<{ Params: IdParams }>(
    '/task/:id/log',
    { schema: { params: idParams }, config: SESSION },
    async (request) => {
      const task = await visibleTask(app, request, request.params.id)
      const list = await app.db
        .selectFrom('flowLogs')
        .selectAll()
        .where('instanceId', '=', task.instanceId)
        .orderBy('id')
        .execute()
      return { list }
    },
  )
}

/** A task the caller may see (its candidates, delegate, doer, the process's starter, managers); 404 otherwise. */
async function visibleTask(app: FastifyInstance, request: FastifyRequest, taskId: number) {
  const task = await app.db.selectFrom('flowTasks').selectAll().where('id', '=', taskId).executeTakeFirst()
  if (!task || !(await canViewInstance(app, request, task.instanceId)))
    throw notFound(withValues(FLOW_MESSAGES.taskMissing, { id: taskId }))
  return task
}
