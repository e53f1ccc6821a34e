import type { Transaction } from 'kysely'
import { withValues } from '../../engine/messages.ts'
import type { FlowEffect, FlowModel, FlowState } from '../../engine/workflow/model.ts'
import type { StepResult } from '../../engine/workflow/runner.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/httpError.ts'
import { appendLog } from './flowLog.ts'
import type { FlowHost } from './host.ts'
import type { After, Budget, InstanceRow, Work } from './hostTypes.ts'
import { FLOW_MESSAGES } from './messages.ts'
import { cancelTasks, createTask } from './taskRows.ts'
import './tables.ts'

/** The rows and follow-up work one step's effect asks for, inside the step's transaction. */
export async function applyEffect(
  host: FlowHost,
  trx: Transaction<Database>,
  after: After,
  row: InstanceRow,
  model: FlowModel,
  result: StepResult,
  effect: FlowEffect,
  queue: Work[],
  budget: Budget,
  stamp: string,
): Promise<void> {
  switch (effect.type) {
    case 'task':
      after.tasks.push(await createTask(trx, row, model, result.state, effect.token, effect.element, stamp))
      return
    case 'cancelTask':
      await cancelTasks(trx, row.id, effect.token, stamp)
      return
    case 'service':
      after.services.push({ instanceId: row.id, token: effect.token, element: effect.element })
      return
    case 'call':
      await callProcess(host, trx, after, row, model, result, effect.element, effect.token, queue, budget)
      return
    case 'cancelCall': {
      const children = await trx
        .selectFrom('flowInstances')
        .select('id')
        .where('parentId', '=', row.id)
        .where('parentToken', '=', effect.token)
        .where('status', 'in', ['running', 'suspended'])
        .execute()
      for (const child of children) queue.push({ kind: 'terminate', instanceId: child.id })
      return
    }
    case 'signal':
      await startBySignal(host, trx, after, row, effect.name, budget)
      return
    case 'completed':
      await appendLog(trx, row.id, { action: 'complete', user: null })
      if (row.parentId && row.parentToken)
        queue.push({
          kind: 'complete',
          instanceId: row.parentId,
          token: row.parentToken,
          variables: result.state.variables,
        })
      return
    case 'passed':
      return
  }
}

// A call activity starts the default version of the named process with the caller's variables; a child
// that ends at once completes the calling token in the same transaction.
async function callProcess(
  host: FlowHost,
  trx: Transaction<Database>,
  after: After,
  row: InstanceRow,
  model: FlowModel,
  result: StepResult,
  element: string,
  token: string,
  queue: Work[],
  budget: Budget,
): Promise<void> {
  const called = model.elements[element]?.calledElement ?? ''
  const version = await host.defaultVersion(trx, row.appId, called)
  if (!version) throw new HttpError(422, withValues(FLOW_MESSAGES.notPublished, { name: called }))
  const starter = row.starterId ? { userId: row.starterId, username: row.starterName } : null
  const childId = await host.startIn(
    trx,
    after,
    version,
    starter,
    { ...result.state.variables },
    { parentId: row.id, parentToken: token },
    budget,
  )
  const child = await trx
    .selectFrom('flowInstances')
    .select(['status', 'state'])
    .where('id', '=', childId)
    .executeTakeFirstOrThrow()
  if (child.status === 'completed') {
    const variables = (JSON.parse(child.state) as FlowState).variables
    queue.push({ kind: 'complete', instanceId: row.id, token, variables })
  }
}

// A thrown signal starts every published process of the application whose signal start event catches it.
async function startBySignal(
  host: FlowHost,
  trx: Transaction<Database>,
  after: After,
  row: InstanceRow,
  name: string,
  budget: Budget,
): Promise<void> {
  const targets = await trx
    .selectFrom('flowDiagrams')
    .innerJoin('flowVersions', 'flowVersions.id', 'flowDiagrams.defaultVersionId')
    .select(['flowVersions.id as versionId', 'flowVersions.model as model'])
    .where('flowDiagrams.appId', '=', row.appId)
    .where('flowVersions.startSignals', 'like', `%${name}%`)
    .execute()
  const starter = row.starterId ? { userId: row.starterId, username: row.starterName } : null
  for (const target of targets) {
    const targetModel = JSON.parse(target.model) as FlowModel
    const start = Object.values(targetModel.elements).find(
      (element) => element.kind === 'startEvent' && element.parent === null && element.signal === name,
    )
    if (start)
      await host.startIn(
        trx,
        after,
        target.versionId,
        starter,
        { signal: name },
        { startEvent: start.id },
        budget,
      )
  }
}
