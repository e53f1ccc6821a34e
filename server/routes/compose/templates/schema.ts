import { pagingQuerySchema } from '../../../http/paging.ts'
import { documentText, layoutInput } from '../pages/schema.ts'

const parentId = { type: ['integer', 'null'], minimum: 0 } as const
const templateLayouts = {
  type: 'array',
  maxItems: 500,
  items: { ...layoutInput, required: ['id', 'context'] },
} as const

export const listTemplatesQuery = {
  type: 'object',
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId: { type: 'integer', minimum: 0 },
    ...pagingQuerySchema,
  },
} as const

export interface ListTemplatesQuery {
  appId?: number
  parentId?: number
  pageIndex: number
  pageSize: number
}

/** A template is made from a page (`pageId`) or from documents sent like a page's. */
export const createTemplateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'name'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId,
    name: { type: 'string', maxLength: 200 },
    pageId: { type: 'string', maxLength: 64 },
    type: { type: 'integer', enum: [1, 2, 3] },
    layout: documentText,
    layouts: templateLayouts,
    url: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const

export interface TemplateBlock {
  id: string
  name?: string
  context: string
}

export interface CreateTemplateBody {
  appId: number
  parentId?: number | null
  name: string
  pageId?: string
  type?: 1 | 2 | 3
  layout?: string
  layouts?: TemplateBlock[]
  url?: string | null
}

export const updateTemplateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    parentId,
    name: { type: 'string', maxLength: 200 },
    layout: documentText,
    /** Replaces the template's blocks as a whole. */
    layouts: templateLayouts,
    url: { type: ['string', 'null'], maxLength: 2000 },
    version: { type: 'integer', minimum: 1 },
  },
} as const

export interface UpdateTemplateBody {
  parentId?: number | null
  name?: string
  layout?: string
  layouts?: TemplateBlock[]
  url?: string | null
  version: number
}

export const templateIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const

export const createTemplateFolderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'name'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId,
    name: { type: 'string', maxLength: 200 },
  },
} as const
