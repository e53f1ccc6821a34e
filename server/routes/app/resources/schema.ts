import { pagingQuerySchema } from '../../../http/paging.ts'

const appId = { type: 'integer', minimum: 1 } as const
const path = { type: 'string', maxLength: 1000 } as const

export const listQuery = {
  type: 'object',
  required: ['appId'],
  properties: { appId, path, ...pagingQuerySchema },
} as const

export interface ListQuery {
  appId: number
  path?: string
  pageIndex: number
  pageSize: number
}

/** DELETE /fileAndfolder: one or more `path` (repeat the parameter for several). */
export const deleteQuery = {
  type: 'object',
  required: ['appId', 'path'],
  properties: { appId, path: { type: 'array', minItems: 1, maxItems: 1000, items: path } },
} as const

export interface DeleteQuery {
  appId: number
  path: string[]
}

export const itemQuery = {
  type: 'object',
  required: ['appId'],
  properties: { appId, path },
} as const

export interface ItemQuery {
  appId: number
  path?: string
}

export const createFolderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'name'],
  properties: { appId, parentPath: path, name: { type: 'string', maxLength: 255 } },
} as const

export interface CreateFolderBody {
  appId: number
  parentPath?: string
  name: string
}

/** PUT /folder moves a folder; its name is fixed once created (S1 §5). */
export const moveFolderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'path', 'parentPath'],
  properties: { appId, path, parentPath: path, name: { type: 'string', maxLength: 255 } },
} as const

export interface MoveFolderBody {
  appId: number
  path: string
  parentPath: string
  name?: string
}

/** PUT /file renames a file or moves it to another folder (or both). */
export const moveFileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'path', 'parentPath', 'name'],
  properties: {
    appId,
    path,
    parentPath: path,
    name: { type: 'string', maxLength: 255 },
    updateReferences: { type: 'boolean' },
  },
} as const

export interface MoveFileBody {
  appId: number
  path: string
  parentPath: string
  name: string
  /**
   * A file that pages or symbols show moves only with this set: their documents then follow it to its new
   * address in the same transaction. Without it a used file is refused with the "used by" list.
   */
  updateReferences?: boolean
}

export const mediaParams = {
  type: 'object',
  required: ['appId', '*'],
  properties: { appId, '*': path },
} as const

export interface MediaParams {
  appId: number
  '*': string
}
