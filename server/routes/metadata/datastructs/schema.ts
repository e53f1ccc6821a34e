import type { PropertyType } from '../../../live/types.ts'
import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import {
  descriptionField,
  nameField,
  propertyTypeField,
  showNameField,
  versionField,
} from '../common/schema.ts'

export const listDatastructsQuery = {
  type: 'object',
  properties: { keyWord: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.metadata) },
} as const

export interface FieldInput {
  name: string
  type: PropertyType
  description?: string
}

const fieldsField = {
  type: 'array',
  maxItems: 1000,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'type'],
    properties: { name: nameField, type: propertyTypeField, description: descriptionField },
  },
} as const

export const createDatastructBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: nameField,
    showName: showNameField,
    description: descriptionField,
    fields: fieldsField,
  },
} as const

export interface CreateDatastructBody {
  name: string
  showName?: string
  description?: string
  fields?: FieldInput[]
}

export const updateDatastructBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    showName: showNameField,
    description: descriptionField,
    fields: fieldsField,
    version: versionField,
  },
} as const

export interface UpdateDatastructBody {
  showName?: string
  description?: string
  /** Replaces the whole field list. */
  fields?: FieldInput[]
  version: number
}
