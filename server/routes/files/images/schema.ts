import { pagingQuerySchema } from '../../../http/paging.ts'

// Names are checked by the engine's file-name rule in the handlers; the schemas bound their size.
const name = { type: 'string', minLength: 1, maxLength: 200 } as const

export const uploadQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { folder: name },
} as const

export const imageParams = {
  type: 'object',
  required: ['folder', 'name'],
  properties: { folder: name, name },
} as const

export const createFolderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 200 } },
} as const

export const folderParams = {
  type: 'object',
  required: ['name'],
  properties: { name },
} as const

export const listFoldersQuery = {
  type: 'object',
  properties: { ...pagingQuerySchema },
} as const

export const listFilesQuery = {
  type: 'object',
  properties: { folder: name, name: { type: 'string', maxLength: 200 }, ...pagingQuerySchema },
} as const

export const fileQuery = {
  type: 'object',
  required: ['name'],
  properties: { folder: name, name },
} as const

export interface ListFilesQuery {
  folder?: string
  name?: string
  pageIndex: number
  pageSize: number
}

export interface FileQuery {
  folder?: string
  name: string
}
