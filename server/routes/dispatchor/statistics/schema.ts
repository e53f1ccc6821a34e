import { pagingQuerySchema } from '../../../http/paging.ts'
import { AGGREGATES, type Aggregate } from './aggregates.ts'

export const TASK_TYPES = ['realtime', 'periodic'] as const
export type TaskType = (typeof TASK_TYPES)[number]

/** Spec S0 §9: "Statistics task page size: 5". */
export const TASK_PAGE_SIZE = 5

export const listTasksQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 200 },
    type: { type: 'string', enum: TASK_TYPES },
    ...pagingQuerySchema,
    pageSize: { ...pagingQuerySchema.pageSize, default: TASK_PAGE_SIZE },
  },
} as const

export interface ListTasksQuery {
  keyword?: string
  type?: TaskType
  pageIndex: number
  pageSize: number
}

export const taskParams = {
  type: 'object',
  required: ['taskId'],
  properties: { taskId: { type: 'integer', minimum: 1 } },
} as const

const source = {
  type: 'object',
  additionalProperties: false,
  required: ['objName', 'propName'],
  properties: { objName: { type: 'string', maxLength: 200 }, propName: { type: 'string', maxLength: 200 } },
} as const

const taskFields = {
  name: { type: 'string', maxLength: 200 },
  description: { type: 'string', maxLength: 5000 },
  type: { type: 'string', enum: TASK_TYPES },
  sources: { type: 'array', minItems: 1, maxItems: 100, items: source },
  aggregates: {
    type: 'array',
    minItems: 1,
    maxItems: AGGREGATES.length,
    uniqueItems: true,
    items: { type: 'string', enum: AGGREGATES },
  },
  /** The window of a periodic task; the default window of a realtime query. 10 s to 30 days. */
  intervalSeconds: { type: 'integer', minimum: 10, maximum: 30 * 86_400 },
  enabled: { type: 'boolean' },
} as const

export const createTaskBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type', 'sources', 'aggregates'],
  properties: taskFields,
} as const

export const updateTaskBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { ...taskFields, version: { type: 'integer', minimum: 0 } },
} as const

export interface TaskInput {
  name: string
  description?: string
  type: TaskType
  sources: { objName: string; propName: string }[]
  aggregates: Aggregate[]
  intervalSeconds?: number
  enabled?: boolean
}

export type TaskUpdate = Partial<TaskInput> & { version: number }

const time = { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'number' }] } as const

export const resultQueryBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    taskId: { type: 'integer', minimum: 1 },
    taskName: { type: 'string', maxLength: 200 },
    startTime: time,
    endTime: time,
    objName: { type: 'string', maxLength: 200 },
    aggregate: { type: 'string', enum: AGGREGATES },
    pageIndex: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
  },
} as const

export interface ResultQuery {
  taskId?: number
  taskName?: string
  startTime?: string | number
  endTime?: string | number
  objName?: string
  aggregate?: Aggregate
  pageIndex?: number
  pageSize?: number
}
