import type { FastifyInstance, FastifyRequest } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { dataAccessOf, sessionOf } from '../../../http/access.ts'
import { assertDataPermitted, readableOnly } from '../../../http/dataPermission.ts'
import { HttpError, notFound } from '../../../http/httpError.ts'
import { modified } from '../../../http/replies.ts'
import { LiveWriteError } from '../../../live/runtime.ts'
import { objectModelOr404 } from '../../metadata/common/owners.ts'
import { OPERATIONS_MESSAGES } from '../../operationsMessages.ts'
import { requireOperate } from '../operate.ts'
import { runService } from './execute.ts'
import {
  debugBody,
  getValueBody,
  getVqtBody,
  objectParams,
  serviceBody,
  serviceParams,
  setValueBody,
  setValuesBody,
} from './schema.ts'

const SESSION = { access: 'session' } as const
/** Reads sent as POST (the spec's service calls): not operation-logged. */
const READ_CALL = { access: 'session', readOnly: true } as const

type ObjParams = { objName: string }

/** Calls without inputs are often sent without a body: treat it as `{}`. */
async function emptyBody(request: FastifyRequest) {
  request.body ??= {}
}

/**
 * Runtime calls of spec S0 §7 under /api/runtime/objects/{objName}/services/…: property values (plain and
 * VQT, with the special names `online` and `drivers`), setPropertyValue (type-checked, logged), the
 * object's own services (built-in actions only) and debugServices (a dry run). Plus the snapshot.
 */
export async function runtimeServiceRoutes(app: FastifyInstance): Promise<void> {
  /** The stored spelling of an object name: names are unique regardless of case. */
  function objectName(name: string): string {
    if (app.live.store.object(name)) return name
    const lower = name.toLowerCase()
    const found = app.live.store.objectNames().find((n) => n.toLowerCase() === lower)
    if (!found) throw notFound(withValues(OPERATIONS_MESSAGES.objectMissing, { name }))
    return found
  }

  function vqtOf(objName: string, propName: string) {
    const vqt = app.live.store.get(objName, propName)
    if (!vqt) throw notFound(withValues(OPERATIONS_MESSAGES.objectProperty, { objName, propName }))
    return vqt
  }

  app.post<{ Params: ObjParams; Body: { propName?: string; propNames?: string[] } | undefined }>(
    '/objects/:objName/services/getPropertyValue',
    { schema: { params: objectParams, body: getValueBody }, config: READ_CALL, preValidation: emptyBody },
    async (request) => {
      const objName = objectName(request.params.objName)
      const body = request.body ?? {}
      const access = await dataAccessOf(app, request)
      if (body.propName) {
        assertDataPermitted(access, 'read', objName, [body.propName])
        return { objName, propName: body.propName, value: vqtOf(objName, body.propName).value }
      }
      let names = body.propNames
      if (names) assertDataPermitted(access, 'read', objName, names)
      else
        names = readableOnly(access, objName, app.live.store.object(objName)?.properties ?? []).map(
          (p) => p.name,
        )
      return { objName, values: Object.fromEntries(names.map((name) => [name, vqtOf(objName, name).value])) }
    },
  )

  app.post<{ Params: ObjParams; Body: { propName: string } }>(
    '/objects/:objName/services/getPropertyVQTValue',
    { schema: { params: objectParams, body: getVqtBody }, config: READ_CALL },
    async (request) => {
      const objName = objectName(request.params.objName)
      const { propName } = request.body
      assertDataPermitted(await dataAccessOf(app, request), 'read', objName, [propName])
      const at = new Date().toISOString()
      // Spec S0 §7: `online` and `drivers` describe the connectors feeding the object. An object with no
      // bound property is fed by users alone and counts as online.
      if (propName === 'drivers') {
        return { objName, propName, value: app.live.drivers(objName), quality: 'good', timestamp: at }
      }
      if (propName === 'online') {
        const online = app.live.drivers(objName).every((driver) => driver.online)
        return { objName, propName, value: online, quality: 'good', timestamp: at }
      }
      return { objName, propName, ...vqtOf(objName, propName) }
    },
  )

  app.post<{ Params: ObjParams; Body: { propName: string; propValue: unknown } }>(
    '/objects/:objName/services/setPropertyValue',
    { schema: { params: objectParams, body: setValueBody }, config: SESSION },
    async (request, reply) => {
      await requireOperate(app, request)
      const objName = objectName(request.params.objName)
      const { propName, propValue } = request.body
      const user = sessionOf(request)
      assertDataPermitted(await dataAccessOf(app, request), 'write', objName, [propName])
      try {
        const vqt = await app.live.setByUser(objName, propName, propValue, user)
        request.operation = { action: 'runtime.setPropertyValue', target: `${objName}.${propName}` }
        return modified(reply, { objName, propName, ...vqt })
      } catch (error) {
        if (error instanceof LiveWriteError) throw new HttpError(error.status, error.text)
        throw error
      }
    },
  )

  // A form's submit to an object's properties: every value is checked (permission, property, type,
  // writable) before any is written, so a refused value changes nothing. A connector that fails while
  // the checked values are published can still leave the earlier ones written: a field device has no
  // rollback; the answer then names the property that failed.
  app.post<{ Params: ObjParams; Body: { values: Record<string, unknown> } }>(
    '/objects/:objName/services/setPropertyValues',
    {
      schema: { params: objectParams, body: setValuesBody },
      config: SESSION,
      // Who may operate the plant is known before the body is read: refused first, whatever it holds.
      preValidation: async (request) => requireOperate(app, request),
    },
    async (request, reply) => {
      const objName = objectName(request.params.objName)
      const entries = Object.entries(request.body.values)
      const user = sessionOf(request)
      assertDataPermitted(
        await dataAccessOf(app, request),
        'write',
        objName,
        entries.map(([name]) => name),
      )
      for (const [propName, value] of entries) {
        const refused = app.live.userWriteProblem(objName, propName, value)
        if (refused) throw new HttpError(refused.status, refused.text)
      }
      const written: Record<string, unknown> = {}
      try {
        for (const [propName, value] of entries)
          written[propName] = await app.live.setByUser(objName, propName, value, user)
      } catch (error) {
        if (error instanceof LiveWriteError) throw new HttpError(error.status, error.text)
        throw error
      }
      request.operation = {
        action: 'runtime.setPropertyValues',
        target: `${objName}: ${entries.map(([name]) => name).join(', ')}`,
      }
      return modified(reply, { objName, values: written })
    },
  )

  async function serviceOf(objName: string, serviceName: string) {
    const model = await objectModelOr404(app.db, objName)
    const service = model.services.find(
      (s) => s.type === 'service' && s.name.toLowerCase() === serviceName.toLowerCase(),
    )
    if (!service)
      throw notFound(withValues(OPERATIONS_MESSAGES.objectService, { objName: model.name, serviceName }))
    return service
  }

  app.post<{ Params: ObjParams; Body: { serviceName: string; params?: Record<string, unknown> } }>(
    '/objects/:objName/services/debugServices',
    { schema: { params: objectParams, body: debugBody }, config: READ_CALL },
    async (request) => {
      const objName = objectName(request.params.objName)
      const service = await serviceOf(objName, request.body.serviceName)
      const access = await dataAccessOf(app, request)
      return runService(app, objName, service, request.body.params ?? {}, sessionOf(request), access, true)
    },
  )

  app.post<{ Params: { objName: string; serviceName: string }; Body: Record<string, unknown> | undefined }>(
    '/objects/:objName/services/:serviceName',
    {
      schema: { params: serviceParams, body: serviceBody },
      config: SESSION,
      preValidation: emptyBody,
    },
    async (request, reply) => {
      const objName = objectName(request.params.objName)
      const service = await serviceOf(objName, request.params.serviceName)
      // A service that only reads is open to readers; one that writes is operating the plant.
      if (service.action && service.action.kind !== 'readProperties' && service.action.kind !== 'snapshot')
        await requireOperate(app, request)
      const access = await dataAccessOf(app, request)
      const user = sessionOf(request)
      const outcome = await runService(app, objName, service, request.body ?? {}, user, access, false)
      request.operation = { action: 'runtime.service', target: `${objName}.${service.name}` }
      // A service that changed values answers like an edit (201); one that only read answers 200.
      return outcome.writes.length > 0 ? modified(reply, outcome) : outcome
    },
  )

  app.get<{ Params: ObjParams }>(
    '/objects/:objName/snapshot',
    { schema: { params: objectParams }, config: SESSION },
    async (request) => {
      const objName = objectName(request.params.objName)
      const snapshot = app.live.store.snapshot(objName) ?? []
      const list = readableOnly(await dataAccessOf(app, request), objName, snapshot).map((entry) => ({
        name: entry.name,
        type: entry.type,
        ...entry.vqt,
      }))
      return { objName, list }
    },
  )
}
