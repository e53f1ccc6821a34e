import type { Transaction } from 'kysely'
import { durationMs } from '../../engine/workflow/durations.ts'
import type { FlowModel, FlowState } from '../../engine/workflow/model.ts'
import type { Database } from '../db/schema.ts'
import { usersOfOrganisations } from '../routes/metadata/organizations/usersOfOrganisations.ts'
import type { InstanceRow, NewTask } from './hostTypes.ts'
import './tables.ts'

/**
 * The to-do row of a user task and who may act on it: the assignee and candidate users by id, candidate
 * roles by id (members as they are when the list is read), and the members of candidate organisations
 * and their sub-organisations, resolved now (kind 'user'; the organisations are kept as kind 'org' for the
 * record). Nobody named, or nobody found, means the starter.
 */
export async function createTask(
  trx: Transaction<Database>,
  row: InstanceRow,
  model: FlowModel,
  state: FlowState,
  token: string,
  elementId: string,
  stamp: string,
): Promise<NewTask> {
  const element = model.elements[elementId]
  const definition = element?.userTask
  const names = new Set<string>()
  if (definition?.assignee) {
    const variable = /^\$\{\s*([A-Za-z_][\w.]*)\s*\}$/.exec(definition.assignee)
    const resolved = variable ? state.variables[variable[1] ?? ''] : definition.assignee
    if (typeof resolved === 'string' && resolved !== '') names.add(resolved)
  }
  for (const name of definition?.candidateUsers ?? []) names.add(name)
  const userIds = new Set<number>()
  if (names.size > 0) {
    const users = await trx
      .selectFrom('users')
      .select('userId')
      .where('username', 'in', [...names])
      .execute()
    for (const user of users) userIds.add(user.userId)
  }
  const orgIds = [...new Set(definition?.candidateOrgs ?? [])]
  for (const userId of await usersOfOrganisations(trx, orgIds, { recursive: true })) userIds.add(userId)
  const roleIds = new Set(definition?.candidateRoles ?? [])
  if (userIds.size === 0 && roleIds.size === 0 && row.starterId) userIds.add(row.starterId)
  const dueMs = definition?.dueIn ? durationMs(definition.dueIn) : null
  const name = element?.name || elementId
  const inserted = await trx
    .insertInto('flowTasks')
    .values({
      instanceId: row.id,
      token,
      elementId,
      name,
      formKey: definition?.formKey ?? '',
      dueAt: dueMs === null ? null : new Date(Date.parse(stamp) + dueMs).toISOString(),
      createdAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const rows = [
    ...[...userIds].map((refId) => ({ taskId: inserted.id, kind: 'user', refId })),
    ...[...roleIds].map((refId) => ({ taskId: inserted.id, kind: 'role', refId })),
    ...orgIds.map((refId) => ({ taskId: inserted.id, kind: 'org', refId })),
  ]
  if (rows.length > 0) await trx.insertInto('flowTaskUsers').values(rows).execute()
  return {
    taskId: inserted.id,
    instanceId: row.id,
    name,
    userIds: [...userIds],
    roleIds: [...roleIds],
    createdAt: stamp,
  }
}

/** Withdraws the open to-dos of a token (its activity was left by a timer or the instance ended). */
export async function cancelTasks(
  trx: Transaction<Database>,
  instanceId: number,
  token: string,
  stamp: string,
): Promise<void> {
  const tasks = await trx
    .selectFrom('flowTasks')
    .select('id')
    .where('instanceId', '=', instanceId)
    .where('token', '=', token)
    .where('status', '=', 'todo')
    .execute()
  for (const task of tasks) {
    await trx
      .updateTable('flowTasks')
      .set({ status: 'cancelled', doneAt: stamp, delegateId: null })
      .where('id', '=', task.id)
      .execute()
    await trx
      .updateTable('flowDelegations')
      .set({ status: 'cancelled', endedAt: stamp })
      .where('taskId', '=', task.id)
      .where('status', '=', 'active')
      .execute()
  }
}
