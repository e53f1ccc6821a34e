import { pagingQuerySchema } from '../../../http/paging.ts'

const createFields = {
  name: { type: 'string', maxLength: 200 },
  description: { type: 'string', maxLength: 500 },
  /** "Version number like 1.0.1" (S1 §5). */
  appVersion: { type: 'string', maxLength: 40 },
  icon: { type: 'string', maxLength: 2000 },
} as const

const fields = {
  ...createFields,
  /** The page the application opens with; "the home page cannot be deleted" (S1 §5). */
  homePageId: { type: ['string', 'null'], maxLength: 64 },
} as const

export const createAppBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  // A new application has no pages yet, so no home page either.
  properties: createFields,
} as const

export const updateAppBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { ...fields, version: { type: 'integer', minimum: 1 } },
} as const

export interface AppBody {
  name: string
  description?: string
  appVersion?: string
  icon?: string
}

export type AppUpdateBody = Partial<AppBody> & { homePageId?: string | null; version: number }

export const appIdQuery = {
  type: 'object',
  required: ['appId'],
  properties: { appId: { type: 'integer', minimum: 1 } },
} as const

export const appIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const

export const APP_STATUSES = ['running', 'stopped', 'upgrading'] as const

export const listAppsQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 200 },
    status: { type: 'string', enum: APP_STATUSES },
    ...pagingQuerySchema,
  },
} as const

/** PUT /containerActivity: start or stop an application's runtime (spec S0 §4 running/stopped). */
export const containerActivityBody = {
  type: 'object',
  additionalProperties: false,
  required: ['appId', 'action'],
  properties: {
    appId: { type: 'integer', minimum: 1 },
    action: { type: 'string', enum: ['start', 'stop'] },
  },
} as const

export interface ContainerActivityBody {
  appId: number
  action: 'start' | 'stop'
}
