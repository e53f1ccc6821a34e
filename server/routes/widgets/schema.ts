/** A plugin id: `category.name` (engine/plugins/contract.ts). */
const widgetId = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z0-9_.-]+$',
} as const

/** GET calls: one widget by `id`, or every widget (optionally of one `category`) without. */
export const widgetQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { id: widgetId, category: { type: 'string', minLength: 1, maxLength: 50 } },
} as const

export interface WidgetQuery {
  id?: string
  category?: string
}

/** POST calls: the widgets a page holds, by plugin id. */
export const widgetsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['widgets'],
  properties: { widgets: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: widgetId } },
} as const

export interface WidgetsBody {
  widgets: string[]
}
