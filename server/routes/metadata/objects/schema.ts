import type { LimitInput, PropertyInput, ServiceInput } from '../common/memberRules.ts'
import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import {
  descriptionField,
  labelsField,
  nameField,
  propertyInput,
  serviceInput,
  showNameField,
  versionField,
} from '../common/schema.ts'
import { alertLimitsField } from '../templates/schema.ts'

export const listObjectsQuery = {
  type: 'object',
  properties: {
    keyWord: { type: 'string', maxLength: 200 },
    templateName: { type: 'string', maxLength: 200 },
    label: { type: 'string', maxLength: 200 },
    visible: { type: 'boolean' },
    ...pagingSchema(PER_PAGE.metadata),
  },
} as const

export interface ListObjectsQuery {
  keyWord?: string
  templateName?: string
  label?: string
  visible?: boolean
  page: number
  per_page: number
}

/** Starting values by property name: they become the instance's defaults (overriding the template's). */
const valuesField = { type: 'object', maxProperties: 5000 } as const

export const createObjectBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: nameField,
    showName: showNameField,
    description: descriptionField,
    templateName: nameField,
    visible: { type: 'boolean' },
    systemProperty: { type: 'boolean' },
    labels: labelsField,
    properties: { type: 'array', maxItems: 5000, items: propertyInput },
    values: valuesField,
    services: { type: 'array', maxItems: 1000, items: serviceInput },
    alertLimits: alertLimitsField,
  },
} as const

export interface CreateObjectBody {
  name: string
  showName?: string
  description?: string
  templateName?: string
  visible?: boolean
  systemProperty?: boolean
  labels?: string[]
  properties?: PropertyInput[]
  values?: Record<string, unknown>
  services?: ServiceInput[]
  alertLimits?: Record<string, LimitInput[]>
}

export const updateObjectBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    showName: showNameField,
    description: descriptionField,
    visible: { type: 'boolean' },
    systemProperty: { type: 'boolean' },
    labels: labelsField,
    values: valuesField,
    version: versionField,
  },
} as const

export interface UpdateObjectBody {
  showName?: string
  description?: string
  visible?: boolean
  systemProperty?: boolean
  labels?: string[]
  values?: Record<string, unknown>
  version: number
}
