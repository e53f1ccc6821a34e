import { pagingQuerySchema } from '../../http/paging.ts'

/** Form names follow the spec's name rule (S1 §5): a letter, then letters, digits, '_' or '-'. */
const formName = { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' } as const

// A submitted value: text, a number, a yes/no, nothing, or a list of texts (checkboxes, ranges, trees).
const item = { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] } as const
const formValue = {
  anyOf: [{ type: 'null' }, item, { type: 'array', maxItems: 200, items: item }],
} as const

/** The values of one form, keyed by each control's data field name (same rule as form names). */
const formValues = {
  type: 'object',
  minProperties: 1,
  maxProperties: 200,
  propertyNames: { maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
  additionalProperties: formValue,
} as const

export const submitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['formName', 'values'],
  properties: {
    formName,
    values: formValues,
    pageId: { type: 'string', maxLength: 100, default: '' },
  },
} as const

export const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['values', 'version'],
  properties: { values: formValues, version: { type: 'integer', minimum: 1 } },
} as const

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['formName'],
  properties: { formName, ...pagingQuerySchema },
} as const

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const

export type FormValue = string | number | boolean | null | (string | number | boolean)[]

export interface SubmitBody {
  formName: string
  values: Record<string, FormValue>
  pageId: string
}

export interface UpdateBody {
  values: Record<string, FormValue>
  version: number
}

export interface ListQuery {
  formName: string
  pageIndex: number
  pageSize: number
}
