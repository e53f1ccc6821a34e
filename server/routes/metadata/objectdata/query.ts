import type { FastifyInstance } from 'fastify'
import type { DataAccess } from '../../../../engine/rules/dataAccess.ts'
import { splitReadableKeys } from '../../../http/dataPermission.ts'
import { HttpError } from '../../../http/httpError.ts'
import type { Page } from '../../../http/paging.ts'
import type { Vqt } from '../../../live/types.ts'
import { findOwner } from '../common/owners.ts'
import { PER_PAGE } from '../common/paging.ts'
import '../tables.ts'
import { withValues } from '../../../../engine/messages.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { FilterOp, QueryBody, RangeFilter } from './schema.ts'

/** One instance as a data row: its fields and the live values of its properties. */
export interface InstanceRow {
  name: string
  showName: string
  description: string
  templateName: string | null
  visible: boolean
  systemProperty: boolean
  createdAt: string
  updatedAt: string
  version: number
  properties: Record<string, unknown>
}

const FIELDS = new Set([
  'name',
  'showName',
  'description',
  'templateName',
  'visible',
  'systemProperty',
  'createdAt',
  'updatedAt',
])

/**
 * Runs an instance query: instances of the `dataSource` template (or all), filtered on their fields or
 * on the live values of their properties, ordered by name, one page. Values come from the live store,
 * so a filter on a property sees what the runtime shows. Properties the caller may not read (data
 * authorisation groups) are left out of the values, and so also out of reach of the filters.
 */
export async function queryInstances(
  app: FastifyInstance,
  body: QueryBody,
  access: DataAccess,
): Promise<Page<InstanceRow>> {
  let select = app.db
    .selectFrom('objects')
    .leftJoin('objectTemplates', 'objectTemplates.templateId', 'objects.templateId')
    .select([
      'objects.name',
      'objects.showName',
      'objects.description',
      'objectTemplates.name as templateName',
      'objects.visible',
      'objects.systemProperty',
      'objects.createdAt',
      'objects.updatedAt',
      'objects.version',
    ])
    .orderBy('objects.name')
  if (body.dataSource) {
    const template = await findOwner(app.db, 'template', body.dataSource)
    if (!template)
      throw new HttpError(404, withValues(METADATA_ROUTE_MESSAGES.templateMissing, { name: body.dataSource }))
    select = select.where('objects.templateId', '=', template.id)
  }
  const rows = await select.execute()
  const keys = body.keys ? new Set(body.keys) : null
  const ranges =
    body.rangeFilter === undefined
      ? []
      : Array.isArray(body.rangeFilter)
        ? body.rangeFilter
        : [body.rangeFilter]
  const list: InstanceRow[] = []
  for (const row of rows) {
    const values: Record<string, unknown> = {}
    for (const entry of app.live.store.snapshot(row.name) ?? []) {
      if (access.can('read', row.name, entry.name)) values[entry.name] = entry.vqt.value
    }
    const item = {
      ...row,
      templateName: row.templateName ?? null,
      visible: row.visible === 1,
      systemProperty: row.systemProperty === 1,
    }
    const read = (field: string): unknown =>
      FIELDS.has(field) ? (item as Record<string, unknown>)[field] : (values[field] as unknown)
    const passes =
      (body.filters ?? []).every((f) => matches(read(f.field), f.op ?? 'eq', f.value)) &&
      ranges.every((r) => inRange(read(r.field), r))
    if (!passes) continue
    const properties = keys ? Object.fromEntries(Object.entries(values).filter(([k]) => keys.has(k))) : values
    list.push({ ...item, properties })
  }
  const page = body.page ?? 1
  const size = body.per_page ?? PER_PAGE.instances
  return {
    list: list.slice((page - 1) * size, page * size),
    pagination: { page, size, total: list.length },
  }
}

function matches(actual: unknown, op: FilterOp, expected: unknown): boolean {
  switch (op) {
    case 'eq':
      return same(actual, expected)
    case 'ne':
      return !same(actual, expected)
    case 'like':
      return (
        typeof actual === 'string' &&
        typeof expected === 'string' &&
        actual.toLowerCase().includes(expected.toLowerCase())
      )
    case 'in':
      return Array.isArray(expected) && expected.some((value) => same(actual, value))
    default:
      return compare(actual, expected, op)
  }
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  return typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b)
}

/** Numbers compare as numbers, texts (ISO timestamps) as texts; mixed kinds never match. */
function compare(actual: unknown, expected: unknown, op: 'gt' | 'ge' | 'lt' | 'le'): boolean {
  const ordered =
    (typeof actual === 'number' && typeof expected === 'number') ||
    (typeof actual === 'string' && typeof expected === 'string')
  if (!ordered) return false
  const a = actual as number | string
  const b = expected as number | string
  return op === 'gt' ? a > b : op === 'ge' ? a >= b : op === 'lt' ? a < b : a <= b
}

function inRange(actual: unknown, range: RangeFilter): boolean {
  if (range.from !== undefined && !compare(actual, range.from, 'ge')) return false
  if (range.to !== undefined && !compare(actual, range.to, 'le')) return false
  return true
}

/**
 * VQTs of `objName.propName` keys, in the order asked; unknown keys, and keys the caller may not read
 * (`denied`, checked first so a denied key does not tell whether it exists), listed apart.
 */
export function readKeys(app: FastifyInstance, keys: readonly string[], access: DataAccess) {
  const list: ({ key: string; objName: string; propName: string } & Vqt)[] = []
  const missing: string[] = []
  const { readable, denied } = splitReadableKeys(access, keys)
  for (const key of readable) {
    const dot = key.indexOf('.')
    const vqt = app.live.store.getKey(key)
    if (!vqt || dot <= 0) missing.push(key)
    else list.push({ key, objName: key.slice(0, dot), propName: key.slice(dot + 1), ...vqt })
  }
  return { list, missing, denied }
}
