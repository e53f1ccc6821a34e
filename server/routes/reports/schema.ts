import { MAX_DECIMALS, MAX_LINES_PER_PAGE, PARAM_TYPES } from '../../../engine/reports/definition.ts'
import { pagingQuerySchema } from '../../http/paging.ts'
import { EXPORT_FORMATS } from '../../reports/pages.ts'
import { QUERY_ROW_LIMIT } from '../datasources/schema.ts'

const name = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$', maxLength: 64 } as const
const value = { type: ['string', 'number', 'null'], maxLength: 1000 } as const

const param = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type'],
  properties: {
    name,
    label: { type: 'string', maxLength: 100 },
    type: { type: 'string', enum: [...PARAM_TYPES] },
    defaultValue: value,
    required: { type: 'boolean' },
  },
} as const

const format = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['text', 'number', 'date'] },
    decimals: { type: 'integer', minimum: 0, maximum: MAX_DECIMALS },
    withTime: { type: 'boolean' },
  },
  additionalProperties: false,
} as const

const column = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'title', 'format', 'width'],
  properties: {
    field: { type: 'string', maxLength: 128 },
    title: { type: 'string', maxLength: 200 },
    format,
    width: { type: 'number', minimum: 2, maximum: 100 },
    formula: { type: 'string', maxLength: 500 },
    sum: { type: 'boolean' },
  },
} as const

export const definitionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['params', 'columns', 'linesPerPage'],
  properties: {
    params: { type: 'array', maxItems: 20, items: param },
    columns: { type: 'array', maxItems: 60, items: column },
    groupBy: { type: ['string', 'null'], maxLength: 128 },
    totals: { type: 'boolean' },
    linesPerPage: { type: 'integer', minimum: 5, maximum: MAX_LINES_PER_PAGE },
  },
} as const

const source = {
  datasourceId: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  sqlText: { type: 'string', maxLength: 100_000 },
  definition: definitionSchema,
} as const

export const reportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'datasourceId', 'sqlText', 'definition'],
  properties: {
    name: { type: 'string', maxLength: 100 },
    ...source,
    // The table source an import writes into (S1 §3); both blank or absent: none.
    tableName: { type: 'string', maxLength: 130 },
    primaryKey: { type: 'string', maxLength: 500 },
    version: { type: 'integer', minimum: 0 },
  },
} as const

const params = {
  type: 'object',
  maxProperties: 20,
  propertyNames: name,
  additionalProperties: value,
} as const

const pageRange = { type: 'string', maxLength: 200 } as const

/** The designer's preview: an unsaved report run with a row limit. */
export const previewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['datasourceId', 'sqlText', 'definition'],
  properties: {
    ...source,
    params,
    limit: { type: 'integer', minimum: 1, maximum: QUERY_ROW_LIMIT.max },
  },
} as const

/** A saved report run for its pages (the runtime control), or all of it up to the limit. */
export const runBody = {
  type: 'object',
  additionalProperties: false,
  properties: { params, pageRange, limit: { type: 'integer', minimum: 1, maximum: QUERY_ROW_LIMIT.max } },
} as const

/**
 * An export is a GET, so the browser downloads it with a one-use token (app/shell/download.ts): the
 * parameters travel as JSON in `params`, the sum lines' words in `subtotal` and `total`.
 */
export const exportQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['format'],
  properties: {
    format: { type: 'string', enum: [...EXPORT_FORMATS] },
    params: { type: 'string', maxLength: 20_000 },
    pageRange,
    subtotal: { type: 'string', maxLength: 100 },
    total: { type: 'string', maxLength: 100 },
    download: { type: 'string', maxLength: 200 },
  },
} as const

export const reportIdParams = {
  type: 'object',
  required: ['reportId'],
  properties: { reportId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const

export const reportsQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 200 }, ...pagingQuerySchema },
} as const

/** An xlsx/csv file for the report's table source: checked only (`dryRun`), or written all or nothing. */
export const importBody = {
  type: 'object',
  additionalProperties: false,
  required: ['fileName', 'content'],
  properties: {
    fileName: { type: 'string', minLength: 1, maxLength: 255 },
    /** CSV text, or the XLSX file as base64. */
    content: { type: 'string', minLength: 1, maxLength: 3_500_000 },
    dryRun: { type: 'boolean' },
  },
} as const
