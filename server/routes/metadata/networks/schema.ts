import { PER_PAGE, pagingSchema } from '../common/paging.ts'
import { descriptionField, nameField, showNameField, versionField } from '../common/schema.ts'

export const listNetworksQuery = {
  type: 'object',
  properties: { keyWord: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.metadata) },
} as const

export const recursionQuery = {
  type: 'object',
  properties: { recursion: { type: 'boolean', default: false } },
} as const

export const listMembersQuery = {
  type: 'object',
  properties: { objName: { type: 'string', maxLength: 200 }, ...pagingSchema(PER_PAGE.metadata) },
} as const

export const createNetworkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['networkName'],
  properties: { networkName: nameField, showName: showNameField, description: descriptionField },
} as const

export const updateNetworkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    networkName: nameField,
    showName: showNameField,
    description: descriptionField,
    version: versionField,
  },
} as const

export interface NetworkBody {
  networkName?: string
  showName?: string
  description?: string
  version?: number
}

const parentField = { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] } as const
const orderField = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const

/** `POST …/organize`: puts an object into the network under `parentObjName` (none: a root). */
export const organizeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['objName'],
  properties: { objName: nameField, parentObjName: parentField, networkOrder: orderField },
} as const

export const reorganizeBody = {
  type: 'object',
  additionalProperties: false,
  properties: { parentObjName: parentField, networkOrder: orderField },
} as const

export interface OrganizeBody {
  objName?: string
  parentObjName?: string | null
  networkOrder?: number
}
