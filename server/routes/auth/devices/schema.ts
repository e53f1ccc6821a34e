import { pagingQuerySchema } from '../../../http/paging.ts'

/** Registration statuses of spec S0 §3 / S1 §3: pending access, pending replace, pending review, reviewed, rejected. */
export const REGISTRATION_STATUSES = [
  'pendingAccess',
  'pendingReplace',
  'pendingReview',
  'reviewed',
  'rejected',
] as const
/** Collector statuses: offline, online, abnormal. */
export const DEVICE_STATUSES = ['offline', 'online', 'abnormal'] as const

const fields = {
  name: { type: 'string', maxLength: 50 },
  status: { type: 'string', enum: [...DEVICE_STATUSES] },
  /** Registration info as the device sent it; stored as JSON text. */
  deviceRegInfo: { type: 'object' },
} as const

export const createDeviceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid'],
  properties: {
    deviceUuid: { type: 'string', maxLength: 100 },
    registrationStatus: { type: 'string', enum: [...REGISTRATION_STATUSES] },
    ...fields,
  },
} as const

export interface DeviceBody {
  deviceUuid: string
  registrationStatus?: string
  name?: string
  status?: string
  deviceRegInfo?: Record<string, unknown>
}

export const updateDeviceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { ...fields, version: { type: 'integer', minimum: 1 } },
} as const

export const deviceUuidParams = {
  type: 'object',
  required: ['deviceUuid'],
  properties: { deviceUuid: { type: 'string', minLength: 1, maxLength: 100 } },
} as const

export const listDevicesQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 200 },
    registrationStatus: { type: 'string', enum: [...REGISTRATION_STATUSES] },
    status: { type: 'string', enum: [...DEVICE_STATUSES] },
    ...pagingQuerySchema,
  },
} as const

export interface ListDevicesQuery {
  keyword?: string
  registrationStatus?: string
  status?: string
  pageIndex: number
  pageSize: number
}

/** Agree or refuse a device waiting for review (spec S1 §4 "Collector access"). */
export const confirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid', 'action'],
  properties: {
    deviceUuid: { type: 'string', minLength: 1, maxLength: 100 },
    action: { type: 'string', enum: ['agree', 'refuse'] },
  },
} as const

export const relationsQuery = {
  type: 'object',
  required: ['deviceUuid'],
  properties: { deviceUuid: { type: 'string', minLength: 1, maxLength: 100 } },
} as const

export const relationsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid', 'userIds'],
  properties: {
    deviceUuid: { type: 'string', minLength: 1, maxLength: 100 },
    userIds: { type: 'array', maxItems: 10_000, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  },
} as const
