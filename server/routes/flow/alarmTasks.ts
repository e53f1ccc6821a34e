import type { FastifyInstance } from 'fastify'
import '../../alarms/plugin.ts'
import { withValues } from '../../../engine/messages.ts'
import { addJournal, journalOf } from '../../alarms/journal.ts'
import { recordOf } from '../../alarms/types.ts'
import { FLOW_MESSAGES } from '../../flow/messages.ts'
import { dataAccessOf, sessionOf } from '../../http/access.ts'
import { noDataPermission } from '../../http/dataPermission.ts'
import { notFound } from '../../http/httpError.ts'
import { modified } from '../../http/replies.ts'
import { type AckAlarmBody, ackAlarmBody, emptyBodyIsObject, type IdParams, idParams } from './schema.ts'
import { actingFor, actionableTask } from './tasks.ts'
import { canViewInstance, rolesOf } from './visibility.ts'
import '../../flow/tables.ts'

const SESSION = { access: 'session' } as const

/**
 * The alarm side of a to-do started by an alarm (alarm → to-do loop): the alarm with its journal for the
 * task's panel, and acknowledging it from the task, which the alarm journal and the instance log record.
 */
export async function alarmTaskRoutes(app: FastifyInstance): Promise<void> {
  // The alarm of a task's instance (404 when the caller cannot see the task or it has no alarm).
  async function alarmOfTask(taskId: number) {
    const row = await app.db
      .selectFrom('flowTasks')
      .innerJoin('flowInstances', 'flowInstances.id', 'flowTasks.instanceId')
      .select(['flowTasks.instanceId', 'flowInstances.alarmId'])
      .where('flowTasks.id', '=', taskId)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(FLOW_MESSAGES.taskMissing, { id: taskId }))
    if (row.alarmId === null) throw notFound(withValues(FLOW_MESSAGES.noAlarm, { id: taskId }))
    const alarm = await app.db
      .selectFrom('alarms')
      .selectAll()
      .where('alarmId', '=', row.alarmId)
      .executeTakeFirst()
    if (!alarm) throw notFound(withValues(FLOW_MESSAGES.noAlarm, { id: taskId }))
    return { instanceId: row.instanceId, alarm: recordOf(alarm) }
  }

  app.get<{ Params: IdParams }>(
    '/task/:id/alarm',
    { schema: { params: idParams }, config: SESSION },
    async (request) => {
      const { instanceId, alarm } = await alarmOfTask(request.params.id)
      if (!(await canViewInstance(app, request, instanceId)))
        throw notFound(withValues(FLOW_MESSAGES.taskMissing, { id: request.params.id }))
      const access = await dataAccessOf(app, request)
      if (!access.can('read', alarm.objName, alarm.propName))
        throw noDataPermission('read', [`${alarm.objName}.${alarm.propName}`])
      return { alarm, journal: await journalOf(app.db, alarm.id) }
    },
  )

  // Only whoever may act on the to-do acknowledges from it, and only with the right to read the property
  // (what acknowledging from the alarm list needs).
  app.post<{ Params: IdParams; Body: AckAlarmBody | undefined }>(
    '/task/:id/alarm/ack',
    { schema: { params: idParams, body: ackAlarmBody }, config: SESSION, preValidation: emptyBodyIsObject },
    async (request, reply) => {
      const session = sessionOf(request)
      const user = { userId: session.userId, username: session.username }
      const taskId = request.params.id
      const { instanceId, alarm } = await alarmOfTask(taskId)
      const roles = await rolesOf(app, user.userId)
      const task = await app.db.transaction().execute(async (trx) => {
        const task = await actionableTask(app, trx, taskId, user, roles)
        return { ...task, forUser: await actingFor(trx, taskId, user.userId) }
      })
      const access = await dataAccessOf(app, request)
      if (!access.can('read', alarm.objName, alarm.propName))
        throw noDataPermission('read', [`${alarm.objName}.${alarm.propName}`])
      const { list } = await app.alarms.acknowledge([alarm.id], user)
      const comment = request.body?.comment?.trim() ?? ''
      if (list.length > 0)
        await app.db.transaction().execute(async (trx) => {
          await addJournal(trx, alarm.id, {
            kind: 'acknowledged',
            text: comment ? `${task.name}: ${comment}` : task.name,
            user,
            instanceId,
            taskId,
          })
          await app.flow.log(trx, instanceId, {
            action: 'ackAlarm',
            user,
            forUser: task.forUser,
            taskId,
            elementId: task.elementId,
            elementName: task.name,
            audit: comment,
          })
        })
      request.operation = { action: 'flow.task.ackAlarm', target: `${taskId} alarm ${alarm.id}` }
      const after = list[0] ?? (await alarmOfTask(taskId)).alarm
      return modified(reply, { alarm: after, alreadyConfirmed: list.length === 0 })
    },
  )
}
