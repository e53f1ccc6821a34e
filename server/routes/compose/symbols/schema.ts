import { documentText } from '../pages/schema.ts'

const parentId = { type: ['integer', 'null'], minimum: 0 } as const

export const createSymbolBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'name', 'content'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId,
    name: { type: 'string', maxLength: 200 },
    /** The object template the symbol is drawn for (spec S0 §3). */
    templateName: { type: 'string', maxLength: 200 },
    /** The symbol document (v1.0), JSON text, maybe compressed. */
    content: documentText,
  },
} as const

export interface CreateSymbolBody {
  appId: number
  parentId?: number | null
  name: string
  templateName?: string
  content: string
}

export const updateSymbolBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    parentId,
    name: { type: 'string', maxLength: 200 },
    templateName: { type: 'string', maxLength: 200 },
    content: documentText,
    version: { type: 'integer', minimum: 1 },
  },
} as const

export interface UpdateSymbolBody {
  parentId?: number | null
  name?: string
  templateName?: string
  content?: string
  version: number
}

export const copySymbolBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 200 }, parentId },
} as const

export interface CopySymbolBody {
  name?: string
  parentId?: number | null
}

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const

export const createCategoryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'name'],
  properties: { appId: { type: 'integer', minimum: 1 }, parentId, name: { type: 'string', maxLength: 200 } },
} as const

export const updateCategoryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    parentId,
    name: { type: 'string', maxLength: 200 },
    version: { type: 'integer', minimum: 1 },
  },
} as const
