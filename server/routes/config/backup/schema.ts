import { pagingQuerySchema } from '../../../http/paging.ts'

export const filenameParams = {
  type: 'object',
  required: ['filename'],
  properties: { filename: { type: 'string', minLength: 1, maxLength: 200 } },
} as const

export const downloadQuery = {
  type: 'object',
  properties: { ticket: { type: 'string', maxLength: 200 } },
} as const

export const listBackupsQuery = {
  type: 'object',
  properties: { ...pagingQuerySchema },
} as const

export const restoreBody = {
  type: 'object',
  additionalProperties: false,
  required: ['filename'],
  properties: { filename: { type: 'string', minLength: 1, maxLength: 200 } },
} as const
