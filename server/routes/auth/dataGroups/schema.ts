import { pagingQuerySchema } from '../../../http/paging.ts'

/** Data authorisation groups: users plus data items, each with a permission bit mask (spec S1 §6). */

const item = {
  type: 'object',
  additionalProperties: false,
  required: ['dataType', 'dataName'],
  properties: {
    dataType: { type: 'string', minLength: 1, maxLength: 200 },
    dataName: { type: 'string', minLength: 1, maxLength: 500 },
    // The spec: a hexadecimal string, '-1' yields nothing, empty means permitted.
    mask: { type: 'string', pattern: '^(|-1|[0-9a-fA-F]{1,256})$', default: '' },
  },
} as const

const fields = {
  name: { type: 'string', maxLength: 50 },
  description: { type: 'string', maxLength: 500 },
  userIds: { type: 'array', maxItems: 10_000, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  items: { type: 'array', maxItems: 10_000, items: item },
} as const

export const createGroupBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: fields,
} as const

export const updateGroupBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { ...fields, version: { type: 'integer', minimum: 1 } },
} as const

export interface GroupItem {
  dataType: string
  dataName: string
  mask: string
}

export interface GroupBody {
  name: string
  description?: string
  userIds?: number[]
  items?: GroupItem[]
}

export const groupIdParams = {
  type: 'object',
  required: ['groupId'],
  properties: { groupId: { type: 'integer', minimum: 1 } },
} as const

export const listGroupsQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 200 }, ...pagingQuerySchema },
} as const
