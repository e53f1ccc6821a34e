import type { FastifyInstance } from 'fastify'
import { localTime } from '../notify/enqueue.ts'
import { notifyUsers } from '../notify/notifyUsers.ts'
import { notifySettings } from '../notify/settings.ts'
import type { NewTask } from './hostTypes.ts'
import './tables.ts'

/*
 * The workflow's hook into notifications (server/notify): a new to-do notifies its people once
 * ('todo.assigned'), a to-do past its due time once ('todo.overdue'), a delegated to-do its delegate
 * ('todo.delegated'). The occurrence keys make a repeat
 * (a retried transaction, a restart between marking and sending) send nothing twice. Role candidates are
 * notified as the role's members are now. Failures are logged: a notification never undoes a step.
 */

function linkOf(app: FastifyInstance, taskId: number): string {
  const base = notifySettings(process.env, app.config.notify).publicUrl
  return `${base}/#/layout/workflow-task/${taskId}`
}

async function withRoleMembers(
  app: FastifyInstance,
  userIds: number[],
  roleIds: number[],
): Promise<number[]> {
  const all = new Set(userIds)
  if (roleIds.length > 0) {
    const members = await app.db
      .selectFrom('userRoles')
      .select('userId')
      .where('roleId', 'in', roleIds)
      .execute()
    for (const member of members) all.add(member.userId)
  }
  return [...all]
}

/** Notifies the people of to-dos just created (after their transaction committed). */
export async function noticeAssigned(app: FastifyInstance, tasks: readonly NewTask[]): Promise<void> {
  if (!app.hasDecorator('notify')) return
  for (const task of tasks) {
    try {
      const userIds = await withRoleMembers(app, task.userIds, task.roleIds)
      if (userIds.length === 0) continue
      await notifyUsers(app, 'todo.assigned', `todo:${task.taskId}:assigned`, userIds, {
        task: task.name,
        taskId: task.taskId,
        instanceId: task.instanceId,
        time: localTime(task.createdAt),
        link: linkOf(app, task.taskId),
      })
    } catch (error) {
      app.log.warn({ err: error }, `workflow: notifying to-do ${task.taskId} failed`)
    }
  }
}

/** Notifies whoever holds an overdue to-do: its delegate, else its candidate users and role members. */
export async function noticeOverdue(
  app: FastifyInstance,
  task: { id: number; instanceId: number; name: string; dueAt: string | null; delegateId: number | null },
): Promise<void> {
  if (!app.hasDecorator('notify')) return
  try {
    let userIds: number[]
    if (task.delegateId !== null) userIds = [task.delegateId]
    else {
      const rows = await app.db
        .selectFrom('flowTaskUsers')
        .select(['kind', 'refId'])
        .where('taskId', '=', task.id)
        .execute()
      userIds = await withRoleMembers(
        app,
        rows.filter((row) => row.kind === 'user').map((row) => row.refId),
        rows.filter((row) => row.kind === 'role').map((row) => row.refId),
      )
    }
    if (userIds.length === 0) return
    // The process's name says which "Check pump" is late when several processes have one.
    const instance = await app.db
      .selectFrom('flowInstances')
      .select('diagramName')
      .where('id', '=', task.instanceId)
      .executeTakeFirst()
    await notifyUsers(app, 'todo.overdue', `todo:${task.id}:overdue`, userIds, {
      task: instance?.diagramName ? `${task.name} (${instance.diagramName})` : task.name,
      taskId: task.id,
      instanceId: task.instanceId,
      due: localTime(task.dueAt),
      link: linkOf(app, task.id),
    })
  } catch (error) {
    app.log.warn({ err: error }, `workflow: notifying overdue to-do ${task.id} failed`)
  }
}

/** Notifies the delegate of a to-do just delegated (after its transaction committed). */
export async function noticeDelegated(
  app: FastifyInstance,
  delegation: {
    id: number
    taskId: number
    instanceId: number
    task: string
    from: string
    to: number
    reason: string
  },
): Promise<void> {
  if (!app.hasDecorator('notify')) return
  try {
    await notifyUsers(
      app,
      'todo.delegated',
      `todo:${delegation.taskId}:delegated:${delegation.id}`,
      [delegation.to],
      {
        task: delegation.task,
        taskId: delegation.taskId,
        instanceId: delegation.instanceId,
        from: delegation.from,
        reason: delegation.reason,
        time: localTime(new Date().toISOString()),
        link: linkOf(app, delegation.taskId),
      },
    )
  } catch (error) {
    app.log.warn({ err: error }, `workflow: notifying the delegate of to-do ${delegation.taskId} failed`)
  }
}
