import { RESOURCE_TYPES } from './tree.ts'

const resourceType = { type: 'string', enum: [...RESOURCE_TYPES] } as const

export const resourceTypeQuery = {
  type: 'object',
  properties: { resourceType },
} as const

export const userResourceParams = {
  type: 'object',
  required: ['userId', 'resourceType'],
  properties: { userId: { type: 'integer', minimum: 1 }, resourceType },
} as const

export const grantBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'resourceType', 'resourceIds'],
  properties: {
    userId: { type: 'integer', minimum: 1 },
    resourceType,
    resourceIds: {
      type: 'array',
      maxItems: 10_000,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1 },
    },
  },
} as const

export interface GrantBody {
  userId: number
  resourceType: string
  resourceIds: number[]
}
