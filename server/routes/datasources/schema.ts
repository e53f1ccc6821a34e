import { DATASOURCE_KINDS } from '../../datasources/tables.ts'
import { pagingQuerySchema } from '../../http/paging.ts'

const settings = {
  kind: { type: 'string', enum: [...DATASOURCE_KINDS] },
  host: { type: 'string', maxLength: 255 },
  port: { type: 'integer', minimum: 0, maximum: 65_535 },
  databaseName: { type: 'string', maxLength: 1000 },
  username: { type: 'string', maxLength: 255 },
  password: { type: 'string', maxLength: 1000 },
} as const

export const datasourceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'kind'],
  properties: {
    name: { type: 'string', maxLength: 100 },
    ...settings,
    version: { type: 'integer', minimum: 0 },
  },
} as const

/** "Test connection" from the form: unsaved settings; a masked password with an id means the saved one. */
export const probeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: { ...settings, datasourceId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const

export const datasourceIdParams = {
  type: 'object',
  required: ['datasourceId'],
  properties: { datasourceId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const

export const datasourcesQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 200 }, ...pagingQuerySchema },
} as const

/** The most rows a preview or report query answers, and its default (issue 27). */
export const QUERY_ROW_LIMIT = { default: 1000, max: 10_000 } as const

/** A read-only query: named parameters bound by the driver, a row limit, a timeout in seconds. */
export const queryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['sql'],
  properties: {
    sql: { type: 'string', minLength: 1, maxLength: 100_000 },
    params: {
      type: 'object',
      maxProperties: 100,
      propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$', maxLength: 64 },
      additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
    },
    limit: { type: 'integer', minimum: 1, maximum: QUERY_ROW_LIMIT.max },
    timeoutSeconds: { type: 'integer', minimum: 1, maximum: 300 },
  },
} as const
