import type { FlowState } from '../../engine/workflow/model.ts'
import { completeToken } from '../../engine/workflow/runner.ts'
import type { FlowHost } from './host.ts'
import type { After } from './hostTypes.ts'
import './tables.ts'

/**
 * Carries out a service task after its step committed: calls the object's service as the instance's
 * starter and completes the waiting token with the answer in the result variable. A failure is logged and
 * the token keeps waiting (an administrator can terminate it); after a restart the host calls it again.
 */
export async function runServiceCall(host: FlowHost, call: After['services'][number]): Promise<void> {
  const app = host.app
  try {
    // Loaded on first use, as before the split: the runtime service code is not needed to resume instances.
    const { callObjectService } = await import('./services.ts')
    const row = await host.db
      .selectFrom('flowInstances')
      .select(['versionId', 'starterId', 'starterName', 'state'])
      .where('id', '=', call.instanceId)
      .executeTakeFirst()
    if (!row) return
    const model = await host.model(host.db, row.versionId)
    const service = model.elements[call.element]?.service
    if (!service) return
    const variables = (JSON.parse(row.state) as FlowState).variables
    const actor = { userId: row.starterId ?? 1, username: row.starterName || 'admin' }
    const result = await callObjectService(app, service.object, service.service, variables, actor)
    await host.transact(async (trx, after) => {
      const instance = await host.instance(trx, call.instanceId)
      if (instance.status !== 'running') return
      const state = JSON.parse(instance.state) as FlowState
      if (!state.tokens.some((token) => token.id === call.token && token.wait === 'service')) return
      await host.log(trx, instance.id, {
        action: 'service',
        user: null,
        elementId: call.element,
        elementName: model.elements[call.element]?.name ?? '',
      })
      const variablesOut = service.resultVariable ? { [service.resultVariable]: result } : {}
      await host.step(trx, after, instance, (m, s) =>
        completeToken(m, s, call.token, variablesOut, new Date()),
      )
    })
  } catch (error) {
    app.log.warn({ err: error }, 'workflow: service task failed')
    await host
      .log(host.db, call.instanceId, {
        action: 'serviceFailed',
        user: null,
        elementId: call.element,
        audit: String((error as Error).message ?? error).slice(0, 500),
      })
      .catch(() => {})
  }
}
