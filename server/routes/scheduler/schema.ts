import { pagingQuerySchema } from '../../http/paging.ts'
import { TASK_KINDS, type TaskKind } from './config.ts'

export const listQuery = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: TASK_KINDS },
    keyword: { type: 'string', maxLength: 200 },
    ...pagingQuerySchema,
  },
} as const

export interface ListQuery {
  kind?: TaskKind
  keyword?: string
  pageIndex: number
  pageSize: number
}

export const runsQuery = { type: 'object', properties: { ...pagingQuerySchema } } as const

export const taskParams = {
  type: 'object',
  required: ['taskId'],
  properties: { taskId: { type: 'integer', minimum: 1 } },
} as const

export const runParams = {
  type: 'object',
  required: ['taskId', 'runId'],
  properties: {
    taskId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    runId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const
export type RunParams = { taskId: number; runId: number }

/** A browser's download link: the one-use token that stands for the session header. */
export const downloadQuery = {
  type: 'object',
  properties: { download: { type: 'string', maxLength: 200 } },
} as const

const fields = {
  name: { type: 'string', maxLength: 200 },
  kind: { type: 'string', enum: TASK_KINDS },
  cron: { type: ['string', 'null'], maxLength: 200 },
  /** 10 s to 30 days. */
  intervalSeconds: { type: ['integer', 'null'], minimum: 10, maximum: 30 * 86_400 },
  misfire: { type: 'string', enum: ['run', 'skip'] },
  enabled: { type: 'boolean' },
  config: { type: 'object' },
} as const

export const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'kind', 'config'],
  properties: fields,
} as const

export const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { ...fields, version: { type: 'integer', minimum: 1 } },
} as const

export interface TaskInput {
  name: string
  kind: TaskKind
  cron?: string | null
  intervalSeconds?: number | null
  misfire?: 'run' | 'skip'
  enabled?: boolean
  config: Record<string, unknown>
}

export type TaskUpdate = Partial<TaskInput> & { version: number }
