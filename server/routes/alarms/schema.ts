import { pagingQuerySchema } from '../../http/paging.ts'

// An entry may itself be a comma-separated list of names.
const names = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 20_000 } } as const
/** Query arrays repeat the key (`?objNames=a&objNames=b`); comma-separated lists are read too. */
const filters = {
  objName: { type: 'string', maxLength: 200 },
  objNames: names,
  propName: { type: 'string', maxLength: 200 },
  priority: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 0, maximum: 1000 } },
  isConfirm: { type: 'boolean' },
  /** Words found in the object, property or alarm name (case-insensitive). */
  text: { type: 'string', maxLength: 200 },
  ...pagingQuerySchema,
} as const

export const currentQuery = { type: 'object', properties: filters } as const

/** A time as ISO-8601 text or epoch milliseconds. */
const time = { type: 'string', maxLength: 40 } as const

export const historyQuery = {
  type: 'object',
  properties: { ...filters, isRemove: { type: 'boolean' }, startTime: time, endTime: time },
} as const

export interface AlarmFilters {
  objName?: string
  objNames?: string[]
  propName?: string
  priority?: number[]
  isConfirm?: boolean
  text?: string
  isRemove?: boolean
  startTime?: string
  endTime?: string
  pageIndex: number
  pageSize: number
}

export const ackBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: {
        anyOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', pattern: '^[1-9][0-9]{0,15}$' },
        ],
      },
    },
  },
} as const

export interface AckBody {
  ids: (number | string)[]
}

export const ackUsersQuery = {
  type: 'object',
  properties: { startTime: time, endTime: time, objName: { type: 'string', maxLength: 200 } },
} as const

/** The history's filters plus the file kind of an export (spec S1 §9: "Export extension xls or csv"). */
export const historyExportQuery = {
  type: 'object',
  required: ['format'],
  properties: {
    ...historyQuery.properties,
    format: { type: 'string', enum: ['csv', 'xls'] },
    /** The language of the column headings. */
    lang: { type: 'string', enum: ['en-us', 'zh-cn'] },
    download: { type: 'string', maxLength: 200 },
  },
} as const

export interface HistoryExportQuery extends AlarmFilters {
  format: 'csv' | 'xls'
  lang?: 'en-us' | 'zh-cn'
}
