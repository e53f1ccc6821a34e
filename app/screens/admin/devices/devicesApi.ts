import { call, fetchJson, type Page, type Paging } from '../common/request'

/** Registration statuses (spec S1 §3): pending access, pending replace, pending review, reviewed, rejected. */
export const REGISTRATION_STATUSES = [
  'pendingAccess',
  'pendingReplace',
  'pendingReview',
  'reviewed',
  'rejected',
] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** Collector statuses: offline, online, abnormal. */
export const DEVICE_STATUSES = ['offline', 'online', 'abnormal'] as const
export type DeviceStatus = (typeof DEVICE_STATUSES)[number]

/** The statuses that can still be agreed or refused. */
export const PENDING_STATUSES: readonly string[] = ['pendingAccess', 'pendingReplace', 'pendingReview']

export interface Device {
  deviceId: number
  deviceUuid: string
  name: string
  registrationStatus: RegistrationStatus
  status: DeviceStatus
  deviceRegInfo: unknown
  createdAt: string
  updatedAt: string
  version: number
}

export interface DeviceQuery extends Paging {
  keyword: string
  registrationStatus: RegistrationStatus | ''
  status: DeviceStatus | ''
}

const devicesPath = '/api/auth/devices'
const devicePath = (uuid: string) => `${devicesPath}/${encodeURIComponent(uuid)}`

export const listDevices = (query: DeviceQuery) => fetchJson<Page<Device>>(devicesPath, { ...query })

export const createDevice = (body: { deviceUuid: string; name: string }) =>
  call<Device>('POST', devicesPath, body, { failure: 'screen' })

export const updateDevice = (uuid: string, body: { name: string; version: number }) =>
  call<Device>('PUT', devicePath(uuid), body, { failure: 'screen' })

export const deleteDevice = (uuid: string) => call<void>('DELETE', devicePath(uuid))

/** Agree to or refuse a pending device (spec "confirmClientInfo"). */
export const confirmDevice = (deviceUuid: string, action: 'agree' | 'refuse') =>
  call<Device>('POST', `${devicesPath}/confirmClientInfo`, { deviceUuid, action })
