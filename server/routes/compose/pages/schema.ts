import { pagingQuerySchema } from '../../../http/paging.ts'
import { LAYOUT_ID_PATTERN } from '../documents/ids.ts'

/** Documents travel as JSON text (maybe pako + base64); the app's body limit bounds them overall. */
export const documentText = { type: 'string', minLength: 1, maxLength: 4 * 1024 * 1024 } as const
export const layoutId = { type: 'string', pattern: LAYOUT_ID_PATTERN } as const
const pageName = { type: 'string', maxLength: 200 } as const
const parentId = { type: ['integer', 'null'], minimum: 0 } as const
const url = { type: ['string', 'null'], maxLength: 2000 } as const

/** A layout block sent with a page: `version` marks an existing block being saved. */
export const layoutInput = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: layoutId,
    name: { type: 'string', maxLength: 200 },
    context: documentText,
    version: { type: 'integer', minimum: 1 },
  },
} as const

export interface LayoutInput {
  id?: string
  name?: string
  context?: string
  version?: number
}

export const createPageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'name'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId,
    name: pageName,
    type: { type: 'integer', enum: [1, 2, 3] },
    layout: documentText,
    layouts: { type: 'array', maxItems: 500, items: layoutInput },
    url,
    /** Start from a page template instead of a layout. */
    templateId: { type: 'integer', minimum: 1 },
  },
} as const

export interface CreatePageBody {
  appId: number
  parentId?: number | null
  name: string
  type?: 1 | 2 | 3
  layout?: string
  layouts?: LayoutInput[]
  url?: string | null
  templateId?: number
}

export const updatePageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    parentId,
    name: pageName,
    layout: documentText,
    url,
    /** Blocks saved with the page in one transaction: new ones (no version) and edited ones. */
    layouts: { type: 'array', maxItems: 500, items: { ...layoutInput, required: ['id'] } },
    /** Blocks deleted in the same transaction. */
    removedLayoutIds: { type: 'array', maxItems: 500, uniqueItems: true, items: layoutId },
    version: { type: 'integer', minimum: 1 },
  },
} as const

export interface UpdatePageBody {
  parentId?: number | null
  name?: string
  layout?: string
  url?: string | null
  layouts?: (LayoutInput & { id: string })[]
  removedLayoutIds?: string[]
  version: number
}

export const copyPageBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { name: pageName, parentId },
} as const

export interface CopyPageBody {
  name?: string
  parentId?: number | null
}

export const pageIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const

export const listPagesQuery = {
  type: 'object',
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId: { type: 'integer', minimum: 0 },
    type: { type: 'integer', enum: [1, 2, 3] },
    keyword: { type: 'string', maxLength: 200 },
    ...pagingQuerySchema,
  },
} as const

export interface ListPagesQuery {
  appId?: number
  parentId?: number
  type?: number
  keyword?: string
  pageIndex: number
  pageSize: number
}
