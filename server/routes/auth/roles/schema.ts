import { pagingQuerySchema } from '../../../http/paging.ts'

const fields = {
  roleName: { type: 'string', maxLength: 50 },
  description: { type: 'string', maxLength: 500 },
  /** Resources of any type the role grants. */
  resourceIds: { type: 'array', maxItems: 10_000, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
} as const

export const createRoleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['roleName'],
  properties: fields,
} as const

export const updateRoleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { ...fields, version: { type: 'integer', minimum: 1 } },
} as const

export interface RoleBody {
  roleName: string
  description?: string
  resourceIds?: number[]
}

export const roleIdParams = {
  type: 'object',
  required: ['roleId'],
  properties: { roleId: { type: 'integer', minimum: 1 } },
} as const

/** The spec: roles are listed by roleName or keyword, with pageIndex. */
export const listRolesQuery = {
  type: 'object',
  properties: {
    roleName: { type: 'string', maxLength: 200 },
    keyword: { type: 'string', maxLength: 200 },
    ...pagingQuerySchema,
  },
} as const

export interface ListRolesQuery {
  roleName?: string
  keyword?: string
  pageIndex: number
  pageSize: number
}
