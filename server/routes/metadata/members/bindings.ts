import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { readModbusBinding } from '../../../connectors/modbus/binding.ts'
import { readOpcuaBinding } from '../../../connectors/opcua/binding.ts'
import { badRequest, notFound } from '../../../http/httpError.ts'
import { deleted, modified } from '../../../http/replies.ts'
import type { PropertyBinding } from '../../../live/types.ts'
import { canWrite, READ, RESOURCE } from '../common/access.ts'
import { bumpOwner, memberNotFound, objectModelOr404, ownerOr404, refreshOwner } from '../common/owners.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import { memberParams, putBindingBody } from './schema.ts'

type Params = { objName: string; propName: string }

/** The longest binding, as its stored JSON text: topics, paths and addresses, not documents. */
export const MAX_BINDING_LENGTH = 10_000

/** The settings a field connector reads from a binding, checked when it is saved rather than when it runs. */
const FIELD_SETTINGS: Record<string, (binding: PropertyBinding) => object | { error: string }> = {
  modbus: readModbusBinding,
  opcua: readOpcuaBinding,
}

/**
 * 400 for a blank connector name (no connector has one), settings beyond `MAX_BINDING_LENGTH`, or settings
 * a running Modbus or OPC UA connector of that name could not use (its own reader says why).
 */
function assertBinding(name: string, binding: PropertyBinding, connectorType: string | undefined): void {
  if (binding.connector.trim() === '') {
    throw badRequest(withValues(METADATA_ROUTE_MESSAGES.blankConnector, { name }))
  }
  if (JSON.stringify(binding).length > MAX_BINDING_LENGTH) {
    throw badRequest(withValues(METADATA_ROUTE_MESSAGES.bindingTooLong, { name, limit: MAX_BINDING_LENGTH }))
  }
  const read = connectorType ? FIELD_SETTINGS[connectorType] : undefined
  const settings = read?.(binding)
  if (settings && 'error' in settings)
    throw badRequest(
      withValues(METADATA_ROUTE_MESSAGES.badConnectorSettings, {
        name,
        connector: binding.connector,
        error: String(settings.error),
      }),
    )
}

/**
 * Bindings of instance properties to connectors (`{ connector, ...settings }`): the connector named
 * feeds the property and receives the values users set. Spec S0 §7: DELETE …/bindings/{propName}.
 */
export async function bindingRoutes(app: FastifyInstance): Promise<void> {
  const WRITE = canWrite(RESOURCE.objects)

  async function context(params: { objName: string; propName?: string }) {
    const owner = await ownerOr404(app.db, 'object', params.objName)
    const model = await objectModelOr404(app.db, owner.name)
    const property = params.propName
      ? model.properties.find((p) => p.name.toLowerCase() === params.propName?.toLowerCase())
      : undefined
    if (params.propName && !property) throw memberNotFound('property', params.propName, owner)
    return { owner, model, property }
  }

  /** The type of a connector: running here, or an external collector's (stored, run by that process). */
  async function connectorType(name: string): Promise<string | undefined> {
    const running = app.live.connectors.get(name)
    if (running) return running.type
    const stored = await app.db
      .selectFrom('collectorConnectors')
      .select('type')
      .where('name', '=', name)
      .executeTakeFirst()
    return stored?.type
  }

  /** Sets the binding on the instance's own row, or on an override row for an inherited property. */
  async function setBinding(params: Params, binding: PropertyBinding | null, version?: number) {
    const { owner, property } = await context(params)
    if (!property) throw notFound(METADATA_ROUTE_MESSAGES.noSuchProperty)
    if (binding === null && !property.binding)
      throw notFound(withValues(METADATA_ROUTE_MESSAGES.noBinding, { name: property.name }))
    if (binding) assertBinding(property.name, binding, await connectorType(binding.connector))
    await app.db.transaction().execute(async (trx) => {
      await bumpOwner(trx, owner, version)
      const text = binding === null ? null : JSON.stringify(binding)
      const updated = await trx
        .updateTable('modelProperties')
        .set({ binding: text })
        .where('objectId', '=', owner.id)
        .where((eb) => eb(eb.fn('lower', ['name']), '=', property.name.toLowerCase()))
        .executeTakeFirst()
      if (updated.numUpdatedRows === 0n) {
        await trx
          .insertInto('modelProperties')
          .values({ objectId: owner.id, name: property.name, binding: text })
          .execute()
      }
    })
    await refreshOwner(app, owner)
    return { owner, property }
  }

  app.get<{ Params: { objName: string } }>(
    '/objects/:objName/bindings',
    { schema: { params: memberParams('objName') }, config: READ },
    async (request) => {
      const { model } = await context(request.params)
      return {
        list: model.properties
          .filter((p) => p.binding)
          .map((p) => ({ propName: p.name, binding: p.binding })),
        version: model.version,
      }
    },
  )

  app.put<{ Params: Params; Body: { binding: PropertyBinding; version: number } }>(
    '/objects/:objName/bindings/:propName',
    { schema: { params: memberParams('objName', 'propName'), body: putBindingBody }, config: WRITE },
    async (request, reply) => {
      const { owner, property } = await setBinding(request.params, request.body.binding, request.body.version)
      request.operation = {
        action: 'metadata.objects.bindings.update',
        target: `${owner.name}.${property.name}`,
      }
      const { model } = await context(request.params)
      return modified(reply, {
        propName: property.name,
        binding: request.body.binding,
        version: model.version,
      })
    },
  )

  app.delete<{ Params: Params }>(
    '/objects/:objName/bindings/:propName',
    { schema: { params: memberParams('objName', 'propName') }, config: WRITE },
    async (request, reply) => {
      const { owner, property } = await setBinding(request.params, null)
      request.operation = {
        action: 'metadata.objects.bindings.delete',
        target: `${owner.name}.${property.name}`,
      }
      return deleted(reply)
    },
  )
}
