export const ORDER_KINDS = ['folder', 'page', 'template', 'symbol'] as const

/** PUT /order: the items of one parent folder in their new order. */
export const orderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'items'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    /** The parent folder; 0 or null is the application's top level. */
    parentId: { type: ['integer', 'null'], minimum: 0 },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 5000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'id'],
        properties: {
          kind: { type: 'string', enum: ORDER_KINDS },
          // Page ids are text, the others integers.
          id: {
            anyOf: [
              { type: 'string', maxLength: 64 },
              { type: 'integer', minimum: 1 },
            ],
          },
        },
      },
    },
  },
} as const

export interface OrderItem {
  kind: (typeof ORDER_KINDS)[number]
  id: string | number
}

export interface OrderBody {
  appId: number
  parentId?: number | null
  items: OrderItem[]
}
