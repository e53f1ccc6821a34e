import { documentText, layoutId } from '../pages/schema.ts'

export const createLayoutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['pageId', 'context'],
  properties: {
    pageId: { type: 'string', maxLength: 64 },
    /** The designer may choose the block id (its addBlock command does); otherwise one is made. */
    id: layoutId,
    name: { type: 'string', maxLength: 200 },
    context: documentText,
  },
} as const

export interface CreateLayoutBody {
  pageId: string
  id?: string
  name?: string
  context: string
}

export const updateLayoutBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    context: documentText,
    version: { type: 'integer', minimum: 1 },
  },
} as const

export interface UpdateLayoutBody {
  name?: string
  context?: string
  version: number
}

export const layoutIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: layoutId },
} as const
