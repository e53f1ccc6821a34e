import type { Kysely } from 'kysely'
import { withValues } from '../../../engine/messages.ts'
import type { FlowModel } from '../../../engine/workflow/model.ts'
import type { Database } from '../../db/schema.ts'
import { compileBpmn, type FlowProblem } from '../../flow/compile.ts'
import { FLOW_MESSAGES } from '../../flow/messages.ts'
import { ruleError } from '../../http/httpError.ts'
import '../../flow/tables.ts'
import '../metadata/organizations/tables.ts'

/**
 * Compiles a diagram for publishing and checks what it names against the database: users, roles and
 * organisations exist,
 * called processes are published in the same application. 422 with every problem (each naming its
 * element, so the editor can mark it) when it cannot run.
 */
export async function checkedModel(
  db: Kysely<Database>,
  appId: number,
  selfName: string,
  xml: string,
): Promise<FlowModel> {
  const compiled = await compileBpmn(xml)
  if (!compiled.ok) throw refusal(compiled.problems)
  const model = compiled.model
  const problems: FlowProblem[] = []
  const users = new Set<string>()
  const roles = new Set<number>()
  const orgs = new Set<number>()
  for (const element of Object.values(model.elements)) {
    const task = element.userTask
    if (task) {
      if (task.assignee && !task.assignee.includes('${')) users.add(task.assignee)
      for (const name of task.candidateUsers) users.add(name)
      for (const id of task.candidateRoles) roles.add(id)
      for (const id of task.candidateOrgs) orgs.add(id)
    }
  }
  const knownUsers = users.size
    ? new Set(
        (
          await db
            .selectFrom('users')
            .select('username')
            .where('username', 'in', [...users])
            .execute()
        ).map((u) => u.username),
      )
    : new Set<string>()
  const knownRoles = roles.size
    ? new Set(
        (
          await db
            .selectFrom('roles')
            .select('roleId')
            .where('roleId', 'in', [...roles])
            .execute()
        ).map((r) => r.roleId),
      )
    : new Set<number>()
  const knownOrgs = orgs.size
    ? new Set(
        (
          await db
            .selectFrom('organizations')
            .select('orgId')
            .where('orgId', 'in', [...orgs])
            .execute()
        ).map((o) => o.orgId),
      )
    : new Set<number>()
  for (const element of Object.values(model.elements)) {
    const task = element.userTask
    if (task) {
      const missingOrgs = task.candidateOrgs.filter((id) => !knownOrgs.has(id))
      if (missingOrgs.length > 0)
        problems.push({
          element: element.id,
          message: withValues(FLOW_MESSAGES.unknownOrgs, {
            element: element.name || element.id,
            ids: missingOrgs.join(', '),
          }),
        })
      const named = [task.assignee, ...task.candidateUsers].filter((n) => n && !n.includes('${'))
      const missing = named.filter((n) => !knownUsers.has(n))
      if (missing.length > 0)
        problems.push({
          element: element.id,
          message: withValues(FLOW_MESSAGES.unknownUsers, {
            element: element.name || element.id,
            names: missing.join(', '),
          }),
        })
      const missingRoles = task.candidateRoles.filter((id) => !knownRoles.has(id))
      if (missingRoles.length > 0)
        problems.push({
          element: element.id,
          message: withValues(FLOW_MESSAGES.unknownRoles, {
            element: element.name || element.id,
            ids: missingRoles.join(', '),
          }),
        })
    }
    if (element.calledElement && element.calledElement !== selfName) {
      const called = await db
        .selectFrom('flowDiagrams')
        .select('defaultVersionId')
        .where('appId', '=', appId)
        .where('diagramName', '=', element.calledElement)
        .executeTakeFirst()
      if (!called?.defaultVersionId)
        problems.push({
          element: element.id,
          message: withValues(FLOW_MESSAGES.unknownCalled, {
            element: element.name || element.id,
            name: element.calledElement,
          }),
        })
    }
  }
  if (problems.length > 0) throw refusal(problems)
  return model
}

// Each detail carries the id of its element (`values.elementId`), so the editor can mark it.
function refusal(problems: FlowProblem[]) {
  return ruleError(
    422,
    problems.map((problem) => ({
      ...problem.message,
      values: { ...problem.message.values, elementId: problem.element },
    })),
  )
}
