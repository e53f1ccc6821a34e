export const packageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['pageIds'],
  properties: {
    pageIds: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      items: { type: 'string', maxLength: 64 },
    },
  },
} as const

export interface PackageBody {
  pageIds: string[]
}

/** POST /pages/import: where the package's pages go; the file is the multipart body. */
export const importQuery = {
  type: 'object',
  required: ['appId'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    parentId: { type: 'integer', minimum: 0 },
  },
} as const

export interface ImportQuery {
  appId: number
  parentId?: number
}
