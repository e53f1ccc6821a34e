import { LANGUAGES } from '../../../http/language.ts'
import { pagingQuerySchema } from '../../../http/paging.ts'

export { LANGUAGES }

// Hash routes of the app: a leading slash, no whitespace.
const routePath = { type: 'string', minLength: 1, maxLength: 500, pattern: '^/\\S*$' } as const

/** One navigation as the app reports it. */
const pageView = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'pattern', 'language', 'viewedAt'],
  properties: {
    path: routePath,
    // '*' reports a path that matched no route (the 404 page).
    pattern: { ...routePath, pattern: '^(/\\S*|\\*)$' },
    title: { type: 'string', maxLength: 200, default: '' },
    language: { type: 'string', enum: [...LANGUAGES] },
    referrer: { type: 'string', maxLength: 500, pattern: '^(/\\S*)?$', default: '' },
    viewedAt: { type: 'string', format: 'date-time' },
  },
} as const

/** A batch: the app sends what it collected since the last send (at most 100 views). */
export const pageViewBatchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['views'],
  properties: { views: { type: 'array', minItems: 1, maxItems: 100, items: pageView } },
} as const

export interface PageViewInput {
  path: string
  pattern: string
  title: string
  language: (typeof LANGUAGES)[number]
  referrer: string
  viewedAt: string
}

export interface PageViewBatch {
  views: PageViewInput[]
}

/** A period of ISO timestamps: `from` inclusive, `to` exclusive; both optional. */
const period = {
  from: { type: 'string', format: 'date-time' },
  to: { type: 'string', format: 'date-time' },
} as const

export const summaryQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...period, limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
} as const

export interface SummaryQuery {
  from?: string
  to?: string
  limit: number
}

export const listQuery = {
  type: 'object',
  properties: { ...period, username: { type: 'string', maxLength: 200 }, ...pagingQuerySchema },
} as const

export interface ListQuery {
  from?: string
  to?: string
  username?: string
  pageIndex: number
  pageSize: number
}
