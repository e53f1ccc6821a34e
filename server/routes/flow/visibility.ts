import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ExpressionBuilder } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { holdsResource, sessionOf } from '../../http/access.ts'
import { DESIGN_RESOURCE } from '../compose/access.ts'
import '../../flow/tables.ts'

/*
 * Who sees what of a workflow: a to-do belongs to its delegate while delegated, else to its candidates
 * (users by id, or by a role they hold); a done task to whoever did it and whom they did it for; an
 * instance to its starter and everyone who had a task in it. Managers of applications (the instance and
 * to-do administration screens) see all.
 */

/** The roles a user holds. */
export async function rolesOf(app: FastifyInstance, userId: number): Promise<number[]> {
  const rows = await app.db.selectFrom('userRoles').select('roleId').where('userId', '=', userId).execute()
  return rows.map((row) => row.roleId)
}

/** A filter on `flowTasks` for the to-dos `userId` may act on. */
export function actionableBy(userId: number, roleIds: number[]) {
  return (eb: ExpressionBuilder<Database, 'flowTasks'>) =>
    eb.or([
      eb('flowTasks.delegateId', '=', userId),
      eb.and([
        eb('flowTasks.delegateId', 'is', null),
        eb(
          'flowTasks.id',
          'in',
          eb
            .selectFrom('flowTaskUsers')
            .select('flowTaskUsers.taskId')
            .where((inner) =>
              inner.or([
                inner.and([
                  inner('flowTaskUsers.kind', '=', 'user'),
                  inner('flowTaskUsers.refId', '=', userId),
                ]),
                ...(roleIds.length > 0
                  ? [
                      inner.and([
                        inner('flowTaskUsers.kind', '=', 'role'),
                        inner('flowTaskUsers.refId', 'in', roleIds),
                      ]),
                    ]
                  : []),
              ]),
            ),
        ),
      ]),
    ])
}

/** Whether the caller manages workflows (instance and to-do administration). */
export function isManager(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return holdsResource(app, request, DESIGN_RESOURCE)
}

/** Whether the caller may see an instance: its starter, someone with a task in it, or a manager. */
export async function canViewInstance(
  app: FastifyInstance,
  request: FastifyRequest,
  instanceId: number,
): Promise<boolean> {
  const { userId } = sessionOf(request)
  const instance = await app.db
    .selectFrom('flowInstances')
    .select('starterId')
    .where('id', '=', instanceId)
    .executeTakeFirst()
  if (!instance) return false
  if (instance.starterId === userId) return true
  const roles = await rolesOf(app, userId)
  const task = await app.db
    .selectFrom('flowTasks')
    .select('id')
    .where('instanceId', '=', instanceId)
    .where((eb) =>
      eb.or([
        eb('doneById', '=', userId),
        eb('doneForId', '=', userId),
        eb.and([eb('status', '=', 'todo'), actionableBy(userId, roles)(eb)]),
      ]),
    )
    .executeTakeFirst()
  if (task) return true
  return isManager(app, request)
}
