import type { PropertyInput } from '../common/memberRules.ts'
import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import { descriptionField, nameField, propertyInput, showNameField, versionField } from '../common/schema.ts'

export const listFeaturesQuery = {
  type: 'object',
  properties: { keyWord: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.metadata) },
} as const

export interface ListFeaturesQuery {
  keyWord?: string
  page: number
  per_page: number
}

const propertiesField = { type: 'array', maxItems: 5000, items: propertyInput } as const

export const createFeatureBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: nameField,
    showName: showNameField,
    description: descriptionField,
    properties: propertiesField,
  },
} as const

export interface CreateFeatureBody {
  name: string
  showName?: string
  description?: string
  properties?: PropertyInput[]
}

export const updateFeatureBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    showName: showNameField,
    description: descriptionField,
    properties: propertiesField,
    version: versionField,
  },
} as const

export interface UpdateFeatureBody {
  showName?: string
  description?: string
  /** Replaces the feature's whole property list. */
  properties?: PropertyInput[]
  version: number
}
