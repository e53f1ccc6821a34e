import { pagingQuerySchema } from '../../../http/paging.ts'

/** Request shapes of the user calls (spec S1 §7 "Auth" users; personal info fields of S1 §2). */

const personal = {
  realName: { type: 'string', maxLength: 50 },
  email: { type: 'string', maxLength: 200 },
  phone: { type: 'string', maxLength: 20 },
  timezone: { type: 'string', maxLength: 50 },
  avatar: { type: 'string', maxLength: 500 },
} as const

const roleIds = {
  type: 'array',
  maxItems: 200,
  uniqueItems: true,
  items: { type: 'integer', minimum: 1 },
} as const

export const createUserBody = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', maxLength: 50 },
    password: { type: 'string', maxLength: 1000 },
    ...personal,
    enabled: { type: 'boolean' },
    roleIds,
  },
} as const

export interface CreateUserBody {
  username: string
  password: string
  realName?: string
  email?: string
  phone?: string
  timezone?: string
  avatar?: string
  enabled?: boolean
  roleIds?: number[]
}

export const updateUserBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    ...personal,
    enabled: { type: 'boolean' },
    roleIds,
    version: { type: 'integer', minimum: 1 },
  },
} as const

export type UpdateUserBody = Omit<CreateUserBody, 'username' | 'password'> & { version: number }

export const usernameParams = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 200 } },
} as const

export const listUsersQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 200 }, ...pagingQuerySchema },
} as const

export const queryUsersByNameQuery = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200, default: '' },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const

export const batchDeleteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['usernames'],
  properties: {
    usernames: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
} as const

export const checkDataAuthorityQuery = {
  type: 'object',
  required: ['dataType', 'dataName'],
  properties: {
    /** Whose authority; defaults to the caller. Asking about another user needs data-auth. */
    userId: { type: 'integer', minimum: 1 },
    dataType: { type: 'string', minLength: 1, maxLength: 200 },
    dataName: { type: 'string', minLength: 1, maxLength: 500 },
    /** The permission bit to test (spec S1 §6); 0 when absent. */
    position: { type: 'integer', minimum: 0, maximum: 1023, default: 0 },
  },
} as const

/** Paths under /users/ that are calls, not usernames: such names could never be fetched, so they are refused. */
export const RESERVED_USERNAMES = new Set(
  [
    'login',
    'logout',
    'smsLogin',
    'smsCode',
    'userSessionInfo',
    'queryUsersByName',
    'checkUserDataAuthority',
    'updatePwd',
  ].map((name) => name.toLowerCase()),
)
