import type { FastifyInstance } from 'fastify'
import { localTime } from '../notify/enqueue.ts'
import { notifyUsers } from '../notify/notifyUsers.ts'

/**
 * "To-do overdue": tells everyone who may act on the task (its users, its delegate, the members of its
 * roles) through the notification centre's "to-do overdue" types, once per task. Never throws: a
 * notification must not stop the workflow's timer tick; a failure is logged.
 */
export async function noticeOverdueTask(app: FastifyInstance, taskId: number): Promise<void> {
  if (!app.hasDecorator('notify')) return
  try {
    const task = await app.db
      .selectFrom('flowTasks')
      .innerJoin('flowInstances', 'flowInstances.id', 'flowTasks.instanceId')
      .select(['flowTasks.name', 'flowTasks.dueAt', 'flowTasks.delegateId', 'flowInstances.diagramName'])
      .where('flowTasks.id', '=', taskId)
      .executeTakeFirst()
    if (!task) return
    const refs = await app.db
      .selectFrom('flowTaskUsers')
      .select(['kind', 'refId'])
      .where('taskId', '=', taskId)
      .execute()
    const userIds = new Set(refs.filter((ref) => ref.kind === 'user').map((ref) => ref.refId))
    if (task.delegateId !== null) userIds.add(task.delegateId)
    const roleIds = refs.filter((ref) => ref.kind === 'role').map((ref) => ref.refId)
    if (roleIds.length > 0) {
      const members = await app.db
        .selectFrom('userRoles')
        .select('userId')
        .where('roleId', 'in', roleIds)
        .execute()
      for (const member of members) userIds.add(member.userId)
    }
    if (userIds.size === 0) return
    await notifyUsers(app, 'todo.overdue', `todo:${taskId}:overdue`, [...userIds], {
      task: task.diagramName ? `${task.name} (${task.diagramName})` : task.name,
      due: localTime(task.dueAt),
      time: localTime(new Date().toISOString()),
      link: '',
    })
  } catch (error) {
    app.log.error({ err: error, taskId }, 'workflow: telling of an overdue to-do failed')
  }
}
