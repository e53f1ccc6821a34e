import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import { descriptionField, nameField, versionField } from '../common/schema.ts'

export const listLabelTypesQuery = {
  type: 'object',
  properties: { keyWord: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.metadata) },
} as const

export const listLabelsQuery = {
  type: 'object',
  properties: {
    keyWord: { type: 'string', maxLength: 200 },
    modelLabelsType: { type: 'string', maxLength: 200 },
    ...pagingSchema(PER_PAGE.metadata),
  },
} as const

export interface ListLabelsQuery {
  keyWord?: string
  modelLabelsType?: string
  page: number
  per_page: number
}

export const createLabelTypeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['labelName'],
  properties: { labelName: nameField, description: descriptionField },
} as const

/** `PUT /modelLabelType` names the type by `preName` (or `labelName` when not renaming). */
export const updateLabelTypeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    preName: nameField,
    labelName: nameField,
    description: descriptionField,
    version: versionField,
  },
} as const

export interface LabelTypeBody {
  preName?: string
  labelName?: string
  description?: string
  version?: number
}

export const createLabelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['labelName'],
  properties: { labelName: nameField, modelLabelsType: nameField, description: descriptionField },
} as const

export const updateLabelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    labelName: nameField,
    modelLabelsType: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] },
    description: descriptionField,
    version: versionField,
  },
} as const

export interface LabelBody {
  labelName?: string
  modelLabelsType?: string | null
  description?: string
  version?: number
}
