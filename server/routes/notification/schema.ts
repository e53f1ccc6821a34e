import { pagingQuerySchema } from '../../http/paging.ts'
import { CHANNELS, EVENTS, WEBHOOK_KINDS } from '../../notify/types.ts'

const ids = {
  type: 'array',
  maxItems: 1000,
  items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
} as const
const receivers = {
  type: 'object',
  additionalProperties: false,
  required: ['userIds', 'roleIds', 'orgIds'],
  properties: { userIds: ids, roleIds: ids, orgIds: ids },
} as const
const template = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'content'],
  properties: { title: { type: 'string', maxLength: 500 }, content: { type: 'string', maxLength: 10_000 } },
} as const
const byLanguage = {
  type: 'object',
  additionalProperties: false,
  properties: { 'en-us': template, 'zh-cn': template },
} as const
const channels = {
  type: 'array',
  maxItems: 3,
  uniqueItems: true,
  items: { type: 'string', enum: [...CHANNELS] },
} as const

export const typeConfigSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channels', 'receivers'],
  properties: {
    channels,
    receivers,
    priorities: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 0, maximum: 1000 } },
    objNames: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 200 } },
    areas: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['network', 'objName'],
        properties: {
          network: { type: 'string', minLength: 1, maxLength: 200 },
          objName: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
    },
    templates: {
      type: 'object',
      additionalProperties: false,
      properties: { site: byLanguage, email: byLanguage, im: byLanguage },
    },
    quietHours: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['start', 'end'],
      properties: { start: { type: 'string', maxLength: 5 }, end: { type: 'string', maxLength: 5 } },
    },
    escalation: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['afterMinutes', 'receivers'],
      properties: { afterMinutes: { type: 'integer', minimum: 1, maximum: 10_080 }, receivers },
    },
    digestPerMinute: { type: ['integer', 'null'], minimum: 1, maximum: 100_000 },
    webhook: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['kind', 'url'],
      properties: {
        kind: { type: 'string', enum: [...WEBHOOK_KINDS] },
        url: { type: 'string', maxLength: 2000 },
        secret: { type: 'string', maxLength: 500 },
      },
    },
    personal: { type: 'boolean' },
  },
} as const

export const typeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'event', 'config'],
  properties: {
    name: { type: 'string', maxLength: 100 },
    event: { type: 'string', enum: [...EVENTS] },
    enabled: { type: 'boolean' },
    config: typeConfigSchema,
    version: { type: 'integer', minimum: 0 },
  },
} as const

export const typeIdParams = {
  type: 'object',
  required: ['typeId'],
  properties: { typeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const

export const typesQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 200 },
    event: { type: 'string', maxLength: 50 },
    ...pagingQuerySchema,
  },
} as const

const time = { type: 'string', maxLength: 40 } as const

export const logsQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 200 },
    channel: { type: 'string', enum: [...CHANNELS] },
    status: { type: 'string', enum: ['held', 'pending', 'sending', 'success', 'failed', 'digested'] },
    typeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    receiver: { type: 'string', maxLength: 200 },
    from: time,
    to: time,
    ...pagingQuerySchema,
  },
} as const

export const logIdParams = {
  type: 'object',
  required: ['outboxId'],
  properties: { outboxId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const

export const idsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { ...ids, minItems: 1 } },
} as const

export const messagesQuery = {
  type: 'object',
  properties: {
    isRead: { type: 'boolean' },
    keyword: { type: 'string', maxLength: 200 },
    ...pagingQuerySchema,
  },
} as const

export const settingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['typeId', 'muted'],
  properties: {
    typeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    muted: { type: 'boolean' },
    /** null: the type's channels. */
    channels: { anyOf: [channels, { type: 'null' }] },
  },
} as const

export const languageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['language'],
  properties: { language: { type: 'string', enum: ['en-us', 'zh-cn'] } },
} as const
