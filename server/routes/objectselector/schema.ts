import { PER_PAGE, pagingSchema } from '../metadata/common/paging.ts'
import { queryFields } from '../metadata/objectdata/schema.ts'

export const templatesQuery = {
  type: 'object',
  properties: { keyWord: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.metadata) },
} as const

export const templateQuery = {
  type: 'object',
  properties: { isBinding: { type: 'boolean', default: false } },
} as const

export const instancesQuery = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.instances) },
} as const

/** `labels` may repeat or be comma-separated; `remote` is accepted (no remote servers are federated). */
export const instancesByTypeQuery = {
  type: 'object',
  properties: {
    remote: { type: 'boolean' },
    labels: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } },
    keyWord: { type: 'string', maxLength: 200 },
    templateName: { type: 'string', maxLength: 200 },
    ...pagingSchema(PER_PAGE.instances),
  },
} as const

export interface InstancesByTypeQuery {
  remote?: boolean
  labels?: string[]
  keyWord?: string
  templateName?: string
  page: number
  per_page: number
}

export const keywordQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.search) },
} as const

export interface KeywordQuery {
  keyword?: string
  page: number
  per_page: number
}

// Inside anyOf defaults are not applied (Ajv strict mode refuses them): the item form has none.
const { page: _page, per_page: _perPage, ...unpaged } = queryFields
const queryItem = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...unpaged,
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 20_000 },
  },
} as const

/** The batch form: a list of queries, as an array or under `list`. */
export const batchQueryBody = {
  anyOf: [
    { type: 'array', maxItems: 100, items: queryItem },
    {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: { list: { type: 'array', maxItems: 100, items: queryItem } },
    },
  ],
} as const

const historyItem = {
  type: 'object',
  additionalProperties: false,
  properties: {
    key: { type: 'string', maxLength: 401 },
    objName: { type: 'string', maxLength: 200 },
    propName: { type: 'string', maxLength: 200 },
  },
} as const

/**
 * `PUT /history/data` with `input`: the properties (by key or objName + propName) and the time range of
 * a trend. The trend rules apply: start at least 30 s before end, at most 30 days, at most 8 pens.
 */
export const historyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['input'],
  properties: {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['properties', 'startTime', 'endTime'],
      properties: {
        properties: { type: 'array', minItems: 1, maxItems: 100, items: historyItem },
        startTime: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'number' }] },
        endTime: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'number' }] },
      },
    },
  },
} as const

export interface HistoryBody {
  input: {
    properties: { key?: string; objName?: string; propName?: string }[]
    startTime: string | number
    endTime: string | number
  }
}

/** `POST /instances/batchQuery/forSymbol` with `{ input }`: instance names (a list or comma-separated). */
export const forSymbolBody = {
  type: 'object',
  additionalProperties: false,
  required: ['input'],
  properties: {
    input: {
      anyOf: [
        { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 200 } },
        { type: 'string', maxLength: 200_000 },
      ],
    },
  },
} as const

export interface ForSymbolBody {
  input: string[] | string
}
