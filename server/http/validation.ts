import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { withValues } from '../../engine/messages.ts'
import { HttpError } from './httpError.ts'
import { VALIDATION_MESSAGES } from './validationMessages.ts'

/**
 * The bounds of an integer whose schema names none: a PostgreSQL `integer` column (32 bits). Larger
 * numbers (`9007199254740994`, `1e308`, which JSON and Ajv accept as integers) would reach the database
 * and fail there; a field that needs more states its own `maximum`.
 */
export const INTEGER_BOUNDS = { minimum: -2147483648, maximum: 2147483647 } as const

/**
 * Request validation with two Ajv instances. Query strings and path parameters arrive as text, so they
 * are coerced to the schema's types; JSON bodies are not, so `{"password": 123}` is a 400, not "123".
 * Unknown body properties are refused only where a schema says `additionalProperties: false`.
 * Every integer is bounded (`INTEGER_BOUNDS` unless the schema says otherwise) and no text anywhere in
 * a request may hold a NUL character (PostgreSQL cannot store it; no field needs it).
 */
export function registerValidation(app: FastifyInstance): void {
  // Union types (`['string', 'null']`) are meant: nullable fields of the reports and scheduler schemas.
  const common = {
    useDefaults: true,
    allErrors: false,
    removeAdditional: false,
    allowUnionTypes: true,
  } as const
  const strict = new Ajv({ ...common, coerceTypes: false })
  const coercing = new Ajv({ ...common, coerceTypes: 'array' })
  addFormats.default(strict)
  addFormats.default(coercing)
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(boundIntegers(schema)),
  )
  // Before the schemas, so also fields no schema describes (free-form values, routes without schemas)
  // and path parameters of routes without a params schema are covered.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = nulField(value, part)
      if (field !== undefined) throw new HttpError(400, withValues(VALIDATION_MESSAGES.nul, { field }))
    }
  })
}

/** A copy of `schema` in which every integer without a bound gets `INTEGER_BOUNDS`. */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(boundIntegers) as T
  if (!schema || typeof schema !== 'object') return schema
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    // Property names, enum and const values and defaults are data, not schemas.
    copy[key] = key === 'enum' || key === 'const' || key === 'default' ? value : boundIntegers(value)
  }
  const type = copy.type
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined)
      copy.maximum = INTEGER_BOUNDS.maximum
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined)
      copy.minimum = INTEGER_BOUNDS.minimum
  }
  return copy as T
}

/**
 * The name of the first field (`views[0].path`) whose text or key holds a NUL character, else undefined.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function nulField(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, '']]
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string]
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path || root
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => {
        stack.push([item, `${path}[${i}]`])
      })
    } else if (node && typeof node === 'object' && !ArrayBuffer.isView(node)) {
      // (Binary bodies are files, not text: their bytes are not walked.)
      for (const [key, child] of Object.entries(node)) {
        const name = path ? `${path}.${key}` : key
        if (key.includes('\u0000')) return path || root
        stack.push([child, name])
      }
    }
  }
  return undefined
}
