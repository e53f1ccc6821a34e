import { pagingQuerySchema } from '../../../http/paging.ts'

export const FOLDER_TYPES = ['page', 'template', 'symbol'] as const
export type FolderType = (typeof FOLDER_TYPES)[number]

/** `parentId` 0 (or absent in a body) is an application's top level. */
const parentId = { type: ['integer', 'null'], minimum: 0 } as const

export const listFoldersQuery = {
  type: 'object',
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId: { type: 'integer', minimum: 0 },
    type: { type: 'string', enum: FOLDER_TYPES },
    kind: { type: 'string', enum: ['folder', 'category'] },
    ...pagingQuerySchema,
  },
} as const

export interface ListFoldersQuery {
  appId?: number
  parentId?: number
  type?: FolderType
  kind?: 'folder' | 'category'
  pageIndex: number
  pageSize: number
}

export const createFolderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'name'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId,
    name: { type: 'string', maxLength: 200 },
    type: { type: 'string', enum: FOLDER_TYPES },
  },
} as const

export interface CreateFolderBody {
  appId: number
  parentId?: number | null
  name: string
  type?: FolderType
}

export const updateFolderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    parentId,
    name: { type: 'string', maxLength: 200 },
    version: { type: 'integer', minimum: 1 },
  },
} as const

export interface UpdateFolderBody {
  parentId?: number | null
  name?: string
  version: number
}

export const folderIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const
