import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { conflict, HttpError, notFound, ruleError } from '../../../http/httpError.ts'
import { created, deleted, modified } from '../../../http/replies.ts'
import { now } from '../../../http/session.ts'
import { missingUsers } from '../dataGroups/queries.ts'
import { AUTH_MESSAGES } from '../messages.ts'
import { deviceUsers, getDevice, listDevices } from './queries.ts'
import {
  confirmBody,
  createDeviceBody,
  type DeviceBody,
  deviceUuidParams,
  type ListDevicesQuery,
  listDevicesQuery,
  relationsBody,
  relationsQuery,
  updateDeviceBody,
} from './schema.ts'

// Mobile device authentication (spec S0 §2 /design/mobile-auth/auth-itemlist).
const access = { resource: 'auth-itemlist' }
const PENDING = ['pendingAccess', 'pendingReplace', 'pendingReview']
// A UUID is also a path segment of the device's address, so it is kept to URL-safe characters.
const UUID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/

type Params = { deviceUuid: string }

/** Devices: CRUD, confirmClientInfo (review) and relations to users (spec S1 §7 "Auth" devices). */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  async function deviceOr404(deviceUuid: string) {
    const device = await getDevice(app.db, deviceUuid)
    if (!device) throw notFound(withValues(AUTH_MESSAGES.deviceMissing, { uuid: deviceUuid }))
    return device
  }

  app.get<{ Querystring: ListDevicesQuery }>(
    '/devices',
    { schema: { querystring: listDevicesQuery }, config: { access } },
    async (request) => listDevices(app.db, request.query),
  )

  app.post<{ Body: DeviceBody }>(
    '/devices',
    { schema: { body: createDeviceBody }, config: { access } },
    async (request, reply) => {
      const body = request.body
      if (body.deviceUuid.trim() === '') throw ruleError(422, [MESSAGES.uuidRequired])
      if (!UUID_PATTERN.test(body.deviceUuid)) {
        throw new HttpError(422, AUTH_MESSAGES.deviceUuidCharacters)
      }
      if (await getDevice(app.db, body.deviceUuid))
        throw conflict(withValues(AUTH_MESSAGES.deviceExists, { uuid: body.deviceUuid }))
      const at = now()
      await app.db
        .insertInto('devices')
        .values({
          deviceUuid: body.deviceUuid,
          name: body.name ?? '',
          // A device an administrator adds still goes through review unless a status is given.
          registrationStatus: body.registrationStatus ?? 'pendingReview',
          status: body.status ?? 'offline',
          deviceRegInfo: JSON.stringify(body.deviceRegInfo ?? {}),
          createdAt: at,
          updatedAt: at,
        })
        .execute()
      request.operation = { action: 'devices.create', target: body.deviceUuid }
      const location = `/api/auth/devices/${encodeURIComponent(body.deviceUuid)}`
      return created(reply, location, await deviceOr404(body.deviceUuid))
    },
  )

  app.post<{ Body: { deviceUuid: string; action: 'agree' | 'refuse' } }>(
    '/devices/confirmClientInfo',
    { schema: { body: confirmBody }, config: { access } },
    async (request, reply) => {
      const { deviceUuid, action } = request.body
      const device = await deviceOr404(deviceUuid)
      // Only a pending device can be reviewed; the condition in the UPDATE makes two reviewers safe.
      const result = await app.db
        .updateTable('devices')
        .set({
          registrationStatus: action === 'agree' ? 'reviewed' : 'rejected',
          updatedAt: now(),
          version: device.version + 1,
        })
        .where('deviceId', '=', device.deviceId)
        .where('registrationStatus', 'in', PENDING)
        .executeTakeFirst()
      if (result.numUpdatedRows === 0n) {
        throw conflict(
          withValues(AUTH_MESSAGES.deviceNotPending, {
            uuid: deviceUuid,
            status: device.registrationStatus,
          }),
        )
      }
      request.operation = { action: `devices.${action}`, target: deviceUuid }
      return modified(reply, await deviceOr404(deviceUuid))
    },
  )

  app.get<{ Querystring: { deviceUuid: string } }>(
    '/devices/relations',
    { schema: { querystring: relationsQuery }, config: { access } },
    async (request) => {
      const device = await deviceOr404(request.query.deviceUuid)
      const users = await deviceUsers(app.db, device.deviceId)
      return { deviceUuid: device.deviceUuid, userIds: users.map((user) => user.userId), users }
    },
  )

  app.put<{ Body: { deviceUuid: string; userIds: number[] } }>(
    '/devices/relations',
    { schema: { body: relationsBody }, config: { access } },
    async (request, reply) => {
      const { deviceUuid, userIds } = request.body
      const device = await deviceOr404(deviceUuid)
      const missing = await missingUsers(app.db, userIds)
      if (missing.length > 0)
        throw new HttpError(400, withValues(AUTH_MESSAGES.unknownUsersUnchanged, { ids: missing.join(', ') }))
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('deviceUsers').where('deviceId', '=', device.deviceId).execute()
        if (userIds.length > 0) {
          await trx
            .insertInto('deviceUsers')
            .values(userIds.map((userId) => ({ deviceId: device.deviceId, userId })))
            .execute()
        }
      })
      request.operation = { action: 'devices.relations', target: deviceUuid }
      const users = await deviceUsers(app.db, device.deviceId)
      return modified(reply, { deviceUuid, userIds: users.map((user) => user.userId), users })
    },
  )

  app.get<{ Params: Params }>(
    '/devices/:deviceUuid',
    { schema: { params: deviceUuidParams }, config: { access } },
    async (request) => deviceOr404(request.params.deviceUuid),
  )

  app.put<{
    Params: Params
    Body: Omit<DeviceBody, 'deviceUuid' | 'registrationStatus'> & { version: number }
  }>(
    '/devices/:deviceUuid',
    { schema: { params: deviceUuidParams, body: updateDeviceBody }, config: { access } },
    async (request, reply) => {
      const { deviceUuid } = request.params
      const body = request.body
      const device = await deviceOr404(deviceUuid)
      const result = await app.db
        .updateTable('devices')
        .set({
          name: body.name,
          status: body.status,
          deviceRegInfo: body.deviceRegInfo === undefined ? undefined : JSON.stringify(body.deviceRegInfo),
          updatedAt: now(),
          version: body.version + 1,
        })
        .where('deviceId', '=', device.deviceId)
        .where('version', '=', body.version)
        .executeTakeFirst()
      assertUpdated(result, withValues(AUTH_MESSAGES.deviceStale, { uuid: deviceUuid }))
      request.operation = { action: 'devices.update', target: deviceUuid }
      return modified(reply, await deviceOr404(deviceUuid))
    },
  )

  app.delete<{ Params: Params }>(
    '/devices/:deviceUuid',
    { schema: { params: deviceUuidParams }, config: { access } },
    async (request, reply) => {
      const { deviceUuid } = request.params
      const result = await app.db
        .deleteFrom('devices')
        .where('deviceUuid', '=', deviceUuid)
        .executeTakeFirst()
      if (result.numDeletedRows === 0n)
        throw notFound(withValues(AUTH_MESSAGES.deviceMissing, { uuid: deviceUuid }))
      request.operation = { action: 'devices.delete', target: deviceUuid }
      return deleted(reply)
    },
  )
}
