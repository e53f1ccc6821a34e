import type { PropertyType } from '../../../live/types.ts'
import type { LimitInput, ServiceInput } from '../common/memberRules.ts'
import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import {
  actionSchema,
  descriptionField,
  limitInput,
  nameParams,
  propertyTypeField,
  serviceFields,
  showNameField,
  versionField,
} from '../common/schema.ts'

/** A member route's path parameters: the owner (`name` or `objName`) plus the member's own. */
export const memberParams = (owner: string, ...more: string[]) => nameParams(owner, ...more)

export const listPropertiesQuery = {
  type: 'object',
  properties: {
    type: propertyTypeField,
    propName: { type: 'string', maxLength: 200 },
    ...pagingSchema(PER_PAGE.properties),
  },
} as const

export interface ListPropertiesQuery {
  type?: PropertyType
  propName?: string
  page: number
  per_page: number
}

export const updatePropertyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    showName: showNameField,
    description: descriptionField,
    type: propertyTypeField,
    defaultValue: {},
    unit: { type: 'string', maxLength: 200 },
    writable: { type: 'boolean' },
    version: versionField,
  },
} as const

export interface UpdatePropertyBody {
  showName?: string
  description?: string
  type?: PropertyType
  defaultValue?: unknown
  unit?: string
  writable?: boolean
  version: number
}

export const movePropertyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['index'],
  properties: { index: { type: 'integer', minimum: 0 } },
} as const

export const serviceTypeQuery = {
  type: 'object',
  properties: { type: { type: 'string', enum: ['service', 'event'] } },
} as const

export interface ServiceTypeQuery {
  type?: 'service' | 'event'
}

export const updateServiceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    showName: showNameField,
    description: descriptionField,
    inputs: serviceFields.inputs,
    outputs: serviceFields.outputs,
    action: actionSchema,
    version: versionField,
  },
} as const

export type UpdateServiceBody = Omit<ServiceInput, 'name' | 'type'> & { version: number }

export const alertsQuery = {
  type: 'object',
  properties: { ownerType: { type: 'string', enum: ['template', 'object'] } },
} as const

export const putAlertsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['limits', 'version'],
  properties: {
    limits: { type: 'array', maxItems: 100, items: limitInput },
    version: versionField,
  },
} as const

export interface PutAlertsBody {
  limits: LimitInput[]
  version: number
}

export const putBindingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['binding', 'version'],
  properties: {
    binding: {
      type: 'object',
      required: ['connector'],
      maxProperties: 50,
      properties: { connector: { type: 'string', minLength: 1, maxLength: 100 } },
    },
    version: versionField,
  },
} as const

export const subscriptionsQuery = {
  type: 'object',
  properties: {
    queryType: { type: 'string', enum: ['property', 'event', 'service'] },
    ownerType: { type: 'string', maxLength: 50 },
  },
} as const

export const createSubscriptionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ownerType', 'ownerName', 'queryType'],
  properties: {
    ownerType: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,49}$' },
    ownerName: { type: 'string', minLength: 1, maxLength: 200 },
    queryType: { type: 'string', enum: ['property', 'event', 'service'] },
    target: { type: 'string', maxLength: 200 },
  },
} as const

export interface CreateSubscriptionBody {
  ownerType: string
  ownerName: string
  queryType: 'property' | 'event' | 'service'
  target?: string
}
