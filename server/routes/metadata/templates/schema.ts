import type { LimitInput, PropertyInput, ServiceInput } from '../common/memberRules.ts'
import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import {
  descriptionField,
  labelsField,
  limitInput,
  nameField,
  propertyInput,
  serviceInput,
  showNameField,
  versionField,
} from '../common/schema.ts'

export const listTemplatesQuery = {
  type: 'object',
  properties: {
    keyWord: { type: 'string', maxLength: 200 },
    label: { type: 'string', maxLength: 200 },
    ...pagingSchema(PER_PAGE.metadata),
  },
} as const

export interface ListTemplatesQuery {
  keyWord?: string
  label?: string
  page: number
  per_page: number
}

const featuresField = { type: 'array', maxItems: 100, uniqueItems: true, items: nameField } as const

/** Alarm limits by property name. */
export const alertLimitsField = {
  type: 'object',
  additionalProperties: { type: 'array', maxItems: 100, items: limitInput },
} as const

export const createTemplateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: nameField,
    showName: showNameField,
    description: descriptionField,
    features: featuresField,
    labels: labelsField,
    properties: { type: 'array', maxItems: 5000, items: propertyInput },
    services: { type: 'array', maxItems: 1000, items: serviceInput },
    alertLimits: alertLimitsField,
  },
} as const

export interface CreateTemplateBody {
  name: string
  showName?: string
  description?: string
  features?: string[]
  labels?: string[]
  properties?: PropertyInput[]
  services?: ServiceInput[]
  alertLimits?: Record<string, LimitInput[]>
}

export const updateTemplateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    showName: showNameField,
    description: descriptionField,
    features: featuresField,
    labels: labelsField,
    version: versionField,
  },
} as const

export interface UpdateTemplateBody {
  showName?: string
  description?: string
  features?: string[]
  labels?: string[]
  version: number
}
