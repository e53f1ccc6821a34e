import { ANALYSES } from '../../../engine/bigdata/analysis.ts'
import { SAMPLE_AGGREGATIONS } from '../../../engine/bigdata/resample.ts'
import { pagingQuerySchema } from '../../http/paging.ts'

export const listQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 200 }, ...pagingQuerySchema },
} as const

export interface ListQuery {
  keyword?: string
  pageIndex: number
  pageSize: number
}

const id = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  }) as const

export const sampleParams = id('sampleId')
export const experimentParams = id('experimentId')
export const runParams = id('runId')
export const releaseParams = id('releaseId')

const name = { type: 'string', maxLength: 200 } as const
const propertyKey = { type: 'string', minLength: 3, maxLength: 201, pattern: '^[^.]+\\.[^.]+$' } as const

export const sampleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'columns', 'start', 'end', 'intervalSeconds', 'aggregation'],
  properties: {
    name,
    columns: { type: 'array', maxItems: 100, items: propertyKey },
    start: { type: 'string', format: 'date-time' },
    end: { type: 'string', format: 'date-time' },
    intervalSeconds: { type: 'integer', minimum: 1, maximum: 86_400 },
    aggregation: { type: 'string', enum: SAMPLE_AGGREGATIONS },
  },
} as const

export const exportQuery = {
  type: 'object',
  required: ['format'],
  properties: { format: { type: 'string', enum: ['csv', 'xlsx'] } },
} as const

const spec = {
  type: 'object',
  required: ['analysis'],
  properties: { analysis: { type: 'string', enum: ANALYSES } },
} as const

export const experimentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'sampleId', 'spec'],
  properties: { name, sampleId: { type: 'integer', minimum: 1, maximum: 2147483647 }, spec },
} as const

export const experimentUpdate = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { name, spec, version: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const

const target = {
  type: 'object',
  additionalProperties: false,
  required: ['objName', 'propName'],
  properties: { objName: { type: 'string', maxLength: 100 }, propName: { type: 'string', maxLength: 100 } },
} as const

export const releaseBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'runId', 'target'],
  properties: { name, runId: { type: 'integer', minimum: 1, maximum: 2147483647 }, target },
} as const

export const versionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['runId', 'version'],
  properties: {
    runId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const

export const releaseUpdate = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    activeVersion: { type: 'integer', minimum: 1, maximum: 2147483647 },
    enabled: { type: 'boolean' },
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const
