import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import { descriptionField, versionField } from '../common/schema.ts'

const unitName = { type: 'string', maxLength: 200 } as const

export const listUnitsQuery = {
  type: 'object',
  properties: {
    keyWord: { type: 'string', maxLength: 200 },
    visible: { type: 'boolean' },
    ...pagingSchema(PER_PAGE.metadata),
  },
} as const

export interface ListUnitsQuery {
  keyWord?: string
  visible?: boolean
  page: number
  per_page: number
}

export const createUnitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: unitName, description: descriptionField, visible: { type: 'boolean' } },
} as const

export const updateUnitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    name: unitName,
    description: descriptionField,
    visible: { type: 'boolean' },
    version: versionField,
  },
} as const

export interface UnitBody {
  name?: string
  description?: string
  visible?: boolean
  version?: number
}

/** `PUT /unit/batchUpdate/`: several units' visibility or description at once, all or nothing. */
export const batchUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      minItems: 1,
      maxItems: 10_000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'version'],
        properties: {
          name: unitName,
          description: descriptionField,
          visible: { type: 'boolean' },
          version: versionField,
        },
      },
    },
  },
} as const

export interface BatchUpdateBody {
  list: { name: string; description?: string; visible?: boolean; version: number }[]
}
