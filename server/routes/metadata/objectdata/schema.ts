import { PER_PAGE } from '../common/paging.ts'
import { descriptionField, nameField, namesField, showNameField, versionField } from '../common/schema.ts'

const filterItem = {
  type: 'object',
  additionalProperties: false,
  required: ['field'],
  properties: {
    field: { type: 'string', minLength: 1, maxLength: 200 },
    op: { type: 'string', enum: ['eq', 'ne', 'like', 'in', 'gt', 'ge', 'lt', 'le'] },
    value: {},
  },
} as const

const rangeItem = {
  type: 'object',
  additionalProperties: false,
  required: ['field'],
  properties: {
    field: { type: 'string', minLength: 1, maxLength: 200 },
    from: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 100 }] },
    to: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 100 }] },
  },
} as const

/**
 * The instance query of spec S0 §7 ("body dataSource, type, filters"): `dataSource` is a template name
 * (absent: every instance), `filters` compare instance fields or live property values, `rangeFilter`
 * bounds one field, `keys` picks the properties returned.
 */
export const queryFields = {
  dataSource: { type: 'string', maxLength: 200 },
  type: { type: 'string', enum: ['instance', 'object'] },
  filters: { type: 'array', maxItems: 100, items: filterItem },
  rangeFilter: { anyOf: [rangeItem, { type: 'array', maxItems: 20, items: rangeItem }] },
  keys: { type: 'array', maxItems: 5000, items: nameField },
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 20_000, default: PER_PAGE.instances },
} as const

export const queryBody = { type: 'object', additionalProperties: false, properties: queryFields } as const

export type FilterOp = 'eq' | 'ne' | 'like' | 'in' | 'gt' | 'ge' | 'lt' | 'le'

export interface QueryBody {
  dataSource?: string
  type?: 'instance' | 'object'
  filters?: { field: string; op?: FilterOp; value?: unknown }[]
  rangeFilter?: RangeFilter | RangeFilter[]
  keys?: string[]
  page?: number
  per_page?: number
}

export interface RangeFilter {
  field: string
  from?: number | string
  to?: number | string
}

/** Instance writes with the payload of spec S0 §3. */
export const writeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['add', 'update', 'delete'] },
    dataSource: { type: 'string', maxLength: 200 },
    filters: queryFields.filters,
    rangeFilter: queryFields.rangeFilter,
    keys: {
      type: 'object',
      additionalProperties: false,
      // An empty list gets the spec's "primary key or filter not configured" (422) from the route, not a 400.
      properties: { name: nameField, names: { ...namesField, minItems: 0 } },
    },
    data: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: nameField,
        showName: showNameField,
        description: descriptionField,
        systemProperty: { type: 'boolean' },
        visible: { type: 'boolean' },
        properties: { type: 'object', maxProperties: 5000 },
        version: versionField,
      },
    },
  },
} as const

export interface WriteBody {
  type: 'add' | 'update' | 'delete'
  dataSource?: string
  filters?: QueryBody['filters']
  rangeFilter?: QueryBody['rangeFilter']
  keys?: { name?: string; names?: string[] }
  data?: {
    name?: string
    showName?: string
    description?: string
    systemProperty?: boolean
    visible?: boolean
    properties?: Record<string, unknown>
    version?: number
  }
}

export const propertyBatchQueryBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    keys: { type: 'array', maxItems: 20_000, items: { type: 'string', maxLength: 401 } },
    list: {
      type: 'array',
      maxItems: 20_000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['objName', 'propName'],
        properties: { objName: nameField, propName: nameField },
      },
    },
  },
} as const

export interface PropertyBatchQueryBody {
  keys?: string[]
  list?: { objName: string; propName: string }[]
}

export const snapshotQuery = {
  type: 'object',
  properties: {
    type: { type: 'string', maxLength: 20 },
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 20_000, default: PER_PAGE.search },
  },
} as const
