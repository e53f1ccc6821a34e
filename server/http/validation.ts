import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'

/**
 * Request validation with two Ajv instances. Query strings and path parameters arrive as text, so they
 * are coerced to the schema's types; JSON bodies are not, so `{"password": 123}` is a 400, not "123".
 * Unknown body properties are refused only where a schema says `additionalProperties: false`.
 */
export function registerValidation(app: FastifyInstance): void {
  const common = { useDefaults: true, allErrors: false, removeAdditional: false } as const
  const strict = new Ajv({ ...common, coerceTypes: false })
  const coercing = new Ajv({ ...common, coerceTypes: 'array' })
  addFormats.default(strict)
  addFormats.default(coercing)
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema),
  )
}
