import type { FastifyInstance } from 'fastify'
import { withValues } from '../../engine/messages.ts'
import { dataAccessFor } from '../http/access.ts'
import { HttpError } from '../http/httpError.ts'
import { objectModelOr404 } from '../routes/metadata/common/owners.ts'
import { runService } from '../routes/runtime/services/execute.ts'
import type { Actor } from './hostTypes.ts'
import { FLOW_MESSAGES } from './messages.ts'

/**
 * A service task's call: the object's service (`/api/runtime/objects/{obj}/services/{name}`) run as the
 * instance's starter, with the data permissions that user has. Its inputs are taken from the process
 * variables of the same names.
 */
export async function callObjectService(
  app: FastifyInstance,
  objName: string,
  serviceName: string,
  variables: Record<string, unknown>,
  actor: Actor,
): Promise<unknown> {
  const model = await objectModelOr404(app.db, objName)
  const service = model.services.find(
    (candidate) => candidate.type === 'service' && candidate.name.toLowerCase() === serviceName.toLowerCase(),
  )
  if (!service)
    throw new HttpError(
      422,
      withValues(FLOW_MESSAGES.serviceFailed, {
        object: objName,
        service: serviceName,
        reason: 'no such service',
      }),
    )
  const params: Record<string, unknown> = {}
  for (const input of service.inputs)
    if (variables[input.name] !== undefined) params[input.name] = variables[input.name]
  const access = await dataAccessFor(app, actor.userId)
  const outcome = await runService(app, model.name, service, params, actor, access, false)
  return outcome.result
}
