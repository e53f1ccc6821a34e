import type { MessageDescriptor } from '../../engine/messages.ts'
import { withValues } from '../../engine/messages.ts'

/** What a request that breaks its JSON schema answers (400, nothing changed), one message per rule. */
export const VALIDATION_MESSAGES = {
  required: /*i18n*/ {
    id: 'server.validation.required',
    message: 'Bad request, nothing changed: {field} is required',
  },
  type: /*i18n*/ {
    id: 'server.validation.type',
    message: 'Bad request, nothing changed: {field} must be of type {type}',
  },
  minLength: /*i18n*/ {
    id: 'server.validation.minLength',
    message: 'Bad request, nothing changed: {field} must have at least {limit} characters',
  },
  maxLength: /*i18n*/ {
    id: 'server.validation.maxLength',
    message: 'Bad request, nothing changed: {field} must have at most {limit} characters',
  },
  minimum: /*i18n*/ {
    id: 'server.validation.minimum',
    message: 'Bad request, nothing changed: {field} must be at least {limit}',
  },
  maximum: /*i18n*/ {
    id: 'server.validation.maximum',
    message: 'Bad request, nothing changed: {field} must be at most {limit}',
  },
  minItems: /*i18n*/ {
    id: 'server.validation.minItems',
    message: 'Bad request, nothing changed: {field} must hold at least {limit} item(s)',
  },
  maxItems: /*i18n*/ {
    id: 'server.validation.maxItems',
    message: 'Bad request, nothing changed: {field} must hold at most {limit} item(s)',
  },
  uniqueItems: /*i18n*/ {
    id: 'server.validation.uniqueItems',
    message: 'Bad request, nothing changed: {field} must not repeat an item',
  },
  enum: /*i18n*/ {
    id: 'server.validation.enum',
    message: 'Bad request, nothing changed: {field} must be one of {values}',
  },
  format: /*i18n*/ {
    id: 'server.validation.format',
    message: 'Bad request, nothing changed: {field} must be a valid {format}',
  },
  pattern: /*i18n*/ {
    id: 'server.validation.pattern',
    message: 'Bad request, nothing changed: {field} is not in the expected form',
  },
  unknownField: /*i18n*/ {
    id: 'server.validation.unknownField',
    message: 'Bad request, nothing changed: {field} is not a known field',
  },
  nul: /*i18n*/ {
    id: 'server.validation.nul',
    message: 'Bad request, nothing changed: {field} must not contain the NUL character',
  },
  invalid: /*i18n*/ {
    id: 'server.validation.invalid',
    message: 'Bad request, nothing changed: {field} is not valid',
  },
} satisfies Record<string, MessageDescriptor>

/** The part of an Ajv error this reads (Fastify hands them over as `error.validation`). */
export interface SchemaError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

// '/views/0/path' → 'views[0].path'
function fieldName(path: string, context: string): string {
  const parts = path.split('/').filter(Boolean)
  if (parts.length === 0) return context
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  )
}

const join = (base: string, child: unknown) =>
  base && base !== 'body' ? `${base}.${String(child)}` : String(child)

/** The message of the first schema rule a request broke; `context` names the part ('body', 'querystring'). */
export function schemaErrorMessage(error: SchemaError, context: string): MessageDescriptor {
  const field = fieldName(error.instancePath, context)
  const limit = error.params.limit
  const at = (descriptor: MessageDescriptor, values: Record<string, string | number> = {}) =>
    withValues(descriptor, { field, ...values })
  switch (error.keyword) {
    case 'required':
      return withValues(VALIDATION_MESSAGES.required, {
        field: join(error.instancePath ? field : '', error.params.missingProperty),
      })
    case 'additionalProperties':
      return withValues(VALIDATION_MESSAGES.unknownField, {
        field: join(error.instancePath ? field : '', error.params.additionalProperty),
      })
    case 'type':
      return at(VALIDATION_MESSAGES.type, { type: String(error.params.type) })
    case 'enum':
      return at(VALIDATION_MESSAGES.enum, {
        values: Array.isArray(error.params.allowedValues) ? error.params.allowedValues.join(', ') : '',
      })
    case 'format':
      return at(VALIDATION_MESSAGES.format, { format: String(error.params.format) })
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
      return at(VALIDATION_MESSAGES[error.keyword], { limit: Number(limit) })
    case 'exclusiveMinimum':
      return at(VALIDATION_MESSAGES.minimum, { limit: `> ${String(limit)}` })
    case 'exclusiveMaximum':
      return at(VALIDATION_MESSAGES.maximum, { limit: `< ${String(limit)}` })
    case 'uniqueItems':
    case 'pattern':
      return at(VALIDATION_MESSAGES[error.keyword])
    default:
      return at(VALIDATION_MESSAGES.invalid)
  }
}
