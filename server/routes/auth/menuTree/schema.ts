import { RESOURCE_TYPES } from '../resources/tree.ts'

const resourceType = { type: 'string', enum: [...RESOURCE_TYPES], default: 'system' } as const

export const menuTreeQuery = {
  type: 'object',
  properties: { resourceType },
} as const

/** The new order: for each moved entry its parent (a folder, or null for a root) and its place among siblings. */
export const menuOrderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['order'],
  properties: {
    resourceType,
    order: {
      type: 'array',
      minItems: 1,
      maxItems: 10_000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['resourceId', 'parentId', 'sortOrder'],
        properties: {
          resourceId: { type: 'integer', minimum: 1 },
          parentId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
          sortOrder: { type: 'integer', minimum: 0, maximum: 1_000_000 },
        },
      },
    },
  },
} as const

export interface MenuOrderBody {
  resourceType: string
  order: { resourceId: number; parentId: number | null; sortOrder: number }[]
}

export const menuNameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['resourceId', 'name'],
  properties: {
    resourceId: { type: 'integer', minimum: 1 },
    name: { type: 'string', maxLength: 50 },
  },
} as const
