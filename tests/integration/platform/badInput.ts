import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { apiRoutesOf } from '../../../server/http/access.ts'

/**
 * The bad-input walk's inputs (issue 17 point 4): for every route of the real route table, a sample body
 * built from its JSON schema with one field at a time made nasty, nasty path parameters and query
 * strings, and extreme paging.
 */

type Schema = Record<string, unknown>

/** One route as the walk sees it. */
export interface WalkRoute {
  method: string
  url: string
  public: boolean
  /** The resource the route's access rule requires, if any. */
  resource?: string
  schema: { body?: Schema; querystring?: Schema; params?: Schema }
}

/** One request of the walk. */
export interface BadRequest {
  method: string
  url: string
  body?: unknown
  what: string
}

/** Text that PostgreSQL cannot store and integers beyond every column (and beyond exact doubles). */
export const NUL_TEXT = 'a\u0000b'
export const NASTY_NUMBERS = [9007199254740994, 1e308, -1e308]
const NASTY_PATH_VALUES = ['%00', 'a%00b', '99999999999999999999999', '9007199254740994', '1e308', '-1e308']
const NASTY_QUERY_NUMBERS = ['1e308', '9007199254740994', '99999999999999999999999', '-1e308']
const PAGING = [
  'pageIndex=1e308',
  'pageIndex=9007199254740994',
  'page=9007199254740994',
  'pageSize=1e308',
  'pageIndex=-1',
  'pageSize=0',
]

/** The spec's error-page triggers: they answer their status by design. */
const DEMO_TRIGGERS = new Set(['GET /api/401', 'GET /api/403', 'GET /api/404', 'GET /api/500'])

/** The /api routes of the real route table as the walk sees them (not HEAD, OPTIONS, WebSocket or triggers). */
export function walkRoutes(app: FastifyInstance): WalkRoute[] {
  return (
    apiRoutesOf(app)
      .filter((route) => !route.websocket && route.method !== 'HEAD' && route.method !== 'OPTIONS')
      // The spec's error-page triggers answer their status by design (tested in specCalls/demoCalls).
      .filter((route) => !DEMO_TRIGGERS.has(`${route.method} ${route.url}`))
      .map(({ method, url, access, schema }) => ({
        method,
        url,
        public: access === 'public',
        resource: typeof access === 'object' ? access.resource : undefined,
        schema: schema as WalkRoute['schema'],
      }))
  )
}

/** A value that a schema accepts as far as types go (references to real records are not needed). */
export function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (options?.[0]) return sampleOf(options[0])
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined)
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        value[key] = sampleOf(child)
      }
      return value
    }
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
        sampleOf(schema.items as Schema),
      )
    case 'string':
      return sampleString(schema)
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1
    case 'boolean':
      return true
    default:
      return types.includes('null') ? null : 'x'
  }
}

function sampleString(schema: Schema): string {
  if (schema.format === 'date-time') return new Date().toISOString()
  if (schema.format === 'date') return '2026-01-01'
  if (schema.format === 'email') return 'a@example.com'
  if (schema.format === 'uri') return 'http://127.0.0.1/'
  return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)))
}

/** Every copy of `value` with one string leaf set to NUL text or one number leaf set to a nasty number. */
export function nastyVariants(value: unknown): { value: unknown; what: string }[] {
  const variants: { value: unknown; what: string }[] = []
  const visit = (node: unknown, replace: (leaf: unknown) => unknown, path: string) => {
    if (typeof node === 'string') variants.push({ value: replace(NUL_TEXT), what: `${path}=NUL` })
    else if (typeof node === 'number') {
      for (const n of NASTY_NUMBERS) variants.push({ value: replace(n), what: `${path}=${n}` })
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => {
        visit(item, (leaf) => replace(node.map((old, j) => (j === i ? leaf : old))), `${path}[${i}]`)
      })
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        visit(child, (leaf) => replace({ ...node, [key]: leaf }), path ? `${path}.${key}` : key)
      }
    }
  }
  visit(value, (leaf) => leaf, '')
  return variants
}

/** The walk's requests for one route. */
export function badRequestsFor(route: WalkRoute): BadRequest[] {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string)
  const urlWith = (values: Record<string, string>) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1').replace(/\*$/, 'x')
  const plainUrl = urlWith({})
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : sampleOf(route.schema.body)
  const requests: BadRequest[] = []
  for (const name of params) {
    for (const nasty of NASTY_PATH_VALUES) {
      requests.push({
        method: route.method,
        url: urlWith({ [name]: nasty }),
        body,
        what: `:${name}=${nasty}`,
      })
    }
  }
  for (const variant of nastyVariants(body)) {
    requests.push({ method: route.method, url: plainUrl, body: variant.value, what: `body ${variant.what}` })
  }
  // A body the schema does not describe (or no schema at all) still gets NUL text.
  if (route.method !== 'GET') {
    requests.push({ method: route.method, url: plainUrl, body: { name: NUL_TEXT }, what: 'body name=NUL' })
  }
  const query = (route.schema.querystring?.properties ?? {}) as Record<string, Schema>
  for (const [key, child] of Object.entries(query)) {
    const sample = sampleOf(child)
    const values = typeof sample === 'number' ? NASTY_QUERY_NUMBERS : ['%00', 'a%00b']
    for (const nasty of values) {
      requests.push({
        method: route.method,
        url: `${plainUrl}?${key}=${nasty}`,
        body,
        what: `?${key}=${nasty}`,
      })
    }
  }
  if (route.method === 'GET') {
    for (const paging of PAGING)
      requests.push({ method: 'GET', url: `${plainUrl}?${paging}`, what: `?${paging}` })
  }
  return requests
}

/** Every row of every table but the sessions (whose expiry slides with use), to prove nothing changed. */
// biome-ignore lint/suspicious/noExplicitAny: the walk reads every table, whatever its row type.
export async function snapshotTables(db: Kysely<any>): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables()
  const snapshot: Record<string, string[]> = {}
  for (const table of tables) {
    if (table.name === 'sessions' || table.name.startsWith('kysely_')) continue
    const rows = await db.selectFrom(table.name).selectAll().execute()
    snapshot[table.name] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return snapshot
}
