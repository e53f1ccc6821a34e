import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import type { DataAccess } from '../../../../engine/rules/dataAccess.ts'
import { assertDataPermitted, readableOnly } from '../../../http/dataPermission.ts'
import { HttpError } from '../../../http/httpError.ts'
import { LiveWriteError } from '../../../live/runtime.ts'
import { valueProblem, valueProblemMessage } from '../../../live/values.ts'
import type { ServiceView } from '../../metadata/model/types.ts'
import { OPERATIONS_MESSAGES } from '../../operationsMessages.ts'

export interface ServiceOutcome {
  serviceName: string
  /** What the action answers: values read, or the values written. */
  result: unknown
  /** The writes it made (or, in a dry run, would make). */
  writes: { propName: string; value: unknown }[]
  dryRun: boolean
}

/** 400 unless the parameters are exactly the declared inputs, with required ones present and types right. */
function checkParams(service: ServiceView, params: Record<string, unknown>): void {
  const declared = new Map(service.inputs.map((input) => [input.name, input]))
  const unknown = Object.keys(params).filter((name) => !declared.has(name))
  if (unknown.length > 0)
    throw new HttpError(
      400,
      withValues(OPERATIONS_MESSAGES.serviceInputs, { service: service.name, names: unknown.join(', ') }),
    )
  for (const input of service.inputs) {
    const value = params[input.name]
    if (value === undefined) {
      if (input.required)
        throw new HttpError(
          400,
          withValues(OPERATIONS_MESSAGES.serviceNeedsInput, { service: service.name, input: input.name }),
        )
      continue
    }
    const problem = valueProblem(input.type, value)
    if (problem) throw new HttpError(400, valueProblemMessage('input', input.name, input.type, problem))
  }
}

/**
 * Runs one of the built-in actions of a service. The caller's data permissions apply to what the action
 * reads and writes, as if it read or wrote those properties itself. Every write is checked (permission,
 * property exists, writable, type) before the first one is made; the writes then go through `live.setByUser` like a user's, so
 * they reach bound devices. User-written code is never evaluated.
 */
export async function runService(
  app: FastifyInstance,
  objName: string,
  service: ServiceView,
  params: Record<string, unknown>,
  user: { userId: number; username: string },
  access: DataAccess,
  dryRun: boolean,
): Promise<ServiceOutcome> {
  if (service.type !== 'service' || !service.action) {
    throw new HttpError(400, withValues(OPERATIONS_MESSAGES.eventNotRunnable, { service: service.name }))
  }
  checkParams(service, params)
  const store = app.live.store
  const action = service.action
  const outcome = (result: unknown, writes: ServiceOutcome['writes'] = []): ServiceOutcome => ({
    serviceName: service.name,
    result,
    writes,
    dryRun,
  })
  const value = (propName: string) => {
    const vqt = store.get(objName, propName)
    if (!vqt) throw new HttpError(404, withValues(OPERATIONS_MESSAGES.propertyMissing, { objName, propName }))
    return vqt
  }

  switch (action.kind) {
    case 'readProperties':
      assertDataPermitted(access, 'read', objName, action.propNames)
      return outcome(Object.fromEntries(action.propNames.map((name) => [name, value(name)])))
    case 'snapshot': {
      const readable = readableOnly(access, objName, store.snapshot(objName) ?? [])
      return outcome(Object.fromEntries(readable.map((entry) => [entry.name, entry.vqt])))
    }
    case 'toggle': {
      assertDataPermitted(access, 'read', objName, [action.propName])
      assertDataPermitted(access, 'write', objName, [action.propName])
      const current = value(action.propName).value
      return apply(
        app,
        objName,
        [{ propName: action.propName, value: current !== true }],
        user,
        dryRun,
        outcome,
      )
    }
    case 'setProperties': {
      const writes = action.values.flatMap((assignment) => {
        if (assignment.param === undefined)
          return [{ propName: assignment.propName, value: assignment.value }]
        const given = params[assignment.param]
        return given === undefined ? [] : [{ propName: assignment.propName, value: given }]
      })
      assertDataPermitted(
        access,
        'write',
        objName,
        writes.map((write) => write.propName),
      )
      return apply(app, objName, writes, user, dryRun, outcome)
    }
  }
}

async function apply(
  app: FastifyInstance,
  objName: string,
  writes: ServiceOutcome['writes'],
  user: { userId: number; username: string },
  dryRun: boolean,
  outcome: (result: unknown, writes: ServiceOutcome['writes']) => ServiceOutcome,
): Promise<ServiceOutcome> {
  for (const write of writes) {
    const property = app.live.store.property(objName, write.propName)
    if (!property)
      throw new HttpError(
        404,
        withValues(OPERATIONS_MESSAGES.propertyMissing, { objName, propName: write.propName }),
      )
    const problem = valueProblem(property.type, write.value)
    if (problem)
      throw new HttpError(
        400,
        valueProblemMessage('property', `${objName}.${write.propName}`, property.type, problem),
      )
    if (!property.writable)
      throw new HttpError(
        400,
        withValues(OPERATIONS_MESSAGES.propertyReadOnly, { objName, propName: write.propName }),
      )
  }
  if (dryRun) return outcome(Object.fromEntries(writes.map((w) => [w.propName, w.value])), writes)
  const written: Record<string, unknown> = {}
  for (const write of writes) {
    try {
      written[write.propName] = await app.live.setByUser(objName, write.propName, write.value, user)
    } catch (error) {
      if (error instanceof LiveWriteError) throw new HttpError(error.status, error.text)
      throw error
    }
  }
  return outcome(written, writes)
}
