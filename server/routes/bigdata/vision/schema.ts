const id = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  }) as const

export const setParams = id('setId')
export const imageParams = id('imageId')

const label = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'color'],
  properties: {
    name: { type: 'string', maxLength: 50 },
    color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
  },
} as const

/** A set as created or edited; `version` only on edit. */
export const setBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    labels: { type: 'array', maxItems: 200, items: label },
    folders: { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 200 } },
    modelUrl: { type: 'string', maxLength: 2000 },
    modelTimeoutMs: { type: 'integer', minimum: 100, maximum: 120_000 },
    version: { type: 'integer', minimum: 1 },
  },
} as const

export const setUpdateBody = { ...setBody, required: ['version'] } as const

export interface SetBody {
  name: string
  labels?: { name: string; color: string }[]
  folders?: string[]
  modelUrl?: string
  modelTimeoutMs?: number
  version?: number
}

export const imagesQuery = {
  type: 'object',
  properties: { folder: { type: 'string', maxLength: 200 } },
} as const

const coordinate = { type: 'number', minimum: -1e7, maximum: 1e7 } as const

export const imageUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    folder: { type: 'string', maxLength: 200 },
    boxes: {
      type: 'array',
      maxItems: 2000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'x', 'y', 'w', 'h'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 64 },
          label: { type: 'string', maxLength: 50 },
          x: coordinate,
          y: coordinate,
          w: coordinate,
          h: coordinate,
        },
      },
    },
    version: { type: 'integer', minimum: 1 },
  },
} as const
