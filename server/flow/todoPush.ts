import type { FastifyInstance } from 'fastify'
import './tables.ts'

/*
 * Tells the open screens of everyone whose to-do list a committed change touched (WebSocket `todos`),
 * so the runtime's to-do controls read their list again at once instead of on their next poll. The
 * people are those of every task of the changed instances, open or done: candidates (users, and the
 * members of candidate roles) and both ends of their delegations. Best effort: a failed push only delays the refresh.
 */
export async function pushTodos(app: FastifyInstance, instanceIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(instanceIds)]
  const hub = app.hasDecorator('live') ? app.live.hub : null
  if (!hub || ids.length === 0) return
  const online = new Set(hub.clients().map((client) => client.peer.userId))
  if (online.size === 0) return
  try {
    const tasks = app.db.selectFrom('flowTasks').select('id').where('instanceId', 'in', ids)
    const candidates = await app.db
      .selectFrom('flowTaskUsers')
      .select(['kind', 'refId'])
      .where('taskId', 'in', tasks)
      .execute()
    // Every delegation, past ones too: a cancelled delegation takes the task off its delegate's list.
    const delegations = await app.db
      .selectFrom('flowDelegations')
      .select(['userFrom', 'userTo'])
      .where('taskId', 'in', tasks)
      .execute()
    const users = new Set<number>()
    for (const row of candidates) if (row.kind === 'user') users.add(row.refId)
    for (const row of delegations) {
      users.add(row.userFrom)
      users.add(row.userTo)
    }
    const roleIds = [...new Set(candidates.filter((row) => row.kind === 'role').map((row) => row.refId))]
    if (roleIds.length > 0) {
      const members = await app.db
        .selectFrom('userRoles')
        .select('userId')
        .where('roleId', 'in', roleIds)
        .execute()
      for (const member of members) users.add(member.userId)
    }
    for (const userId of users) if (online.has(userId)) hub.sendToUser(userId, { type: 'todos' })
  } catch (error) {
    app.log.warn({ err: error }, 'workflow: telling screens their to-dos changed failed')
  }
}
