import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import { descriptionField, showNameField, versionField } from '../common/schema.ts'

/*
 * JSON schemas of the organisation and staff calls. Ids are database integers (bounded so no input can
 * overflow a column); text lengths here are outer bounds, the rule limits (50/200/500) answer 422 on
 * create and 400 on edit with message descriptors.
 */

const MAX_ID = 2_147_483_647
export const idField = { type: 'integer', minimum: 1, maximum: MAX_ID } as const
const parentField = { anyOf: [idField, { type: 'null' }] } as const
const orderField = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const
const textField = { type: 'string', maxLength: 1000 } as const

export const orgIdParams = {
  type: 'object',
  required: ['orgId'],
  properties: { orgId: idField },
} as const

export const staffIdParams = {
  type: 'object',
  required: ['staffId'],
  properties: { staffId: idField },
} as const

export const listOrgsQuery = {
  type: 'object',
  properties: { keyWord: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.metadata) },
} as const

export const createOrgBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: showNameField,
    description: descriptionField,
    parentId: parentField,
    sortOrder: orderField,
  },
} as const

export const updateOrgBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { name: showNameField, description: descriptionField, version: versionField },
} as const

/** `PUT /organizations/{orgId}/organize`: re-parent (null: a root) and/or reorder. */
export const organizeOrgBody = {
  type: 'object',
  additionalProperties: false,
  properties: { parentId: parentField, sortOrder: orderField },
} as const

export interface OrgBody {
  name?: string
  description?: string
  parentId?: number | null
  sortOrder?: number
  version?: number
}

export const listStaffQuery = {
  type: 'object',
  properties: {
    keyWord: { type: 'string', maxLength: 200 },
    orgId: idField,
    /** With orgId: also the people of its sub-organisations. */
    recursive: { type: 'boolean', default: false },
    ...pagingSchema(PER_PAGE.metadata),
  },
} as const

const staffFields = {
  name: showNameField,
  code: textField,
  post: textField,
  phone: textField,
  email: textField,
  description: descriptionField,
  organizations: { type: 'array', maxItems: 1000, uniqueItems: true, items: idField },
  userId: parentField,
} as const

export const createStaffBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'organizations'],
  properties: staffFields,
} as const

export const updateStaffBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { ...staffFields, version: versionField },
} as const

export interface StaffBody {
  name?: string
  code?: string
  post?: string
  phone?: string
  email?: string
  description?: string
  organizations?: number[]
  userId?: number | null
  version?: number
}
