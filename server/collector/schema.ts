import { CONNECTOR_TYPES } from './connectorConfig.ts'

const uuid = { type: 'string', minLength: 1, maxLength: 100 } as const
const instance = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' } as const

export const registerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid'],
  properties: {
    deviceUuid: uuid,
    name: { type: 'string', maxLength: 50 },
    deviceRegInfo: { type: 'object' },
    replaces: uuid,
  },
} as const

export const heartbeatBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid'],
  properties: {
    deviceUuid: uuid,
    // One process of the collector (several may run: a standby); with it, the call takes connector leases.
    instance: instance,
    // The process is stopping: its leases are given up so a standby takes over at once.
    stopping: { type: 'boolean' },
    drivers: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        required: ['name', 'online'],
        properties: {
          name: { type: 'string', maxLength: 100 },
          type: { type: 'string', maxLength: 20 },
          online: { type: 'boolean' },
          description: { type: 'string', maxLength: 500 },
          time: { type: 'string', maxLength: 40 },
        },
      },
    },
  },
} as const

export const confirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid', 'action'],
  properties: {
    deviceUuid: uuid,
    action: { type: 'string', enum: ['agree', 'refuse'] },
    // On agree: the old collector whose connectors the new one takes over (the screen's choice).
    replaces: uuid,
  },
} as const

export const connectorBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type', 'config'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    type: { type: 'string', enum: [...CONNECTOR_TYPES] },
    description: { type: 'string', maxLength: 200 },
    enabled: { type: 'boolean' },
    config: { type: 'object' },
  },
} as const

export const connectorEditBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    description: { type: 'string', maxLength: 200 },
    enabled: { type: 'boolean' },
    config: { type: 'object' },
    version: { type: 'integer', minimum: 1 },
  },
} as const

export const browseQuery = {
  type: 'object',
  properties: { nodeId: { type: 'string', minLength: 1, maxLength: 500 } },
} as const

/** A verdict on a server certificate of an OPC UA connector. */
export const certificateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: { action: { type: 'string', enum: ['trust', 'reject'] } },
} as const

export const thumbprintParams = {
  type: 'object',
  properties: { name: { type: 'string' }, thumbprint: { type: 'string', pattern: '^[0-9a-f]{40}$' } },
} as const

/** Values read by an external collector's connectors (`POST /values`). */
export const valuesBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid', 'instance', 'values'],
  properties: {
    deviceUuid: uuid,
    instance,
    values: {
      type: 'array',
      maxItems: 10_000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['connector', 'objName', 'propName'],
        properties: {
          connector: { type: 'string', minLength: 1, maxLength: 100 },
          objName: { type: 'string', minLength: 1, maxLength: 200 },
          propName: { type: 'string', minLength: 1, maxLength: 200 },
          value: {},
          quality: { type: 'string', enum: ['good', 'bad', 'uncertain'] },
          timestamp: { type: 'string', maxLength: 40 },
        },
      },
    },
  },
} as const

/** An external collector process asking for the requests relayed to its connectors (a long-poll). */
export const requestsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid', 'instance'],
  properties: { deviceUuid: uuid, instance, waitMs: { type: 'integer', minimum: 0, maximum: 20_000 } },
} as const

/** Its answers to them: a result, or what went wrong. */
export const answersBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceUuid', 'instance', 'answers'],
  properties: {
    deviceUuid: uuid,
    instance,
    answers: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'ok'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 64 },
          ok: { type: 'boolean' },
          result: {},
          error: { type: 'string', maxLength: 2000 },
        },
      },
    },
  },
} as const
