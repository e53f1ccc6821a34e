import { pagingQuerySchema } from '../../../http/paging.ts'

export const filenameParams = {
  type: 'object',
  required: ['filename'],
  properties: { filename: { type: 'string', minLength: 1, maxLength: 200 } },
} as const

export const downloadQuery = {
  type: 'object',
  properties: { download: { type: 'string', maxLength: 200 } },
} as const

export const listBackupsQuery = {
  type: 'object',
  properties: { ...pagingQuerySchema },
} as const

export const restoreBody = {
  type: 'object',
  additionalProperties: false,
  required: ['filename'],
  properties: {
    filename: { type: 'string', minLength: 1, maxLength: 200 },
    // The administrator accepts a backup this installation did not sign (made elsewhere or by an older version).
    acceptUnsigned: { type: 'boolean' },
  },
} as const

export const uploadRestoreQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { acceptUnsigned: { type: 'boolean' } },
} as const
