import { type MessageDescriptor, withValues } from '../../engine/messages.ts'
import { VALUE_PROBLEM_MESSAGES } from './messages.ts'
import type { PropertyType } from './types.ts'

/** The value a property of `type` starts with when its model gives no default. */
export function typeDefault(type: PropertyType): unknown {
  switch (type) {
    case 'int':
    case 'long':
    case 'float':
    case 'double':
      return 0
    case 'bool':
      return false
    case 'string':
      return ''
    default:
      // datetime and json: "no value yet" is a real state, not a zero.
      return null
  }
}

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** Why a value does not fit its type: one of the kinds `valueProblemMessage` words. */
export type ValueProblem = keyof (typeof VALUE_PROBLEM_MESSAGES)['property']

/** What a refused value belongs to: a property, a service input, a default value, a value a service sets. */
export type ValueSubject = keyof typeof VALUE_PROBLEM_MESSAGES

/**
 * Strict check of a value written by a user or a model: JSON types must match exactly ("12" is not an
 * int). Answers the kind of problem, or null when the value fits.
 */
export function valueProblem(type: PropertyType, value: unknown): ValueProblem | null {
  switch (type) {
    case 'int':
    case 'long':
      return typeof value === 'number' && Number.isSafeInteger(value) ? null : 'integer'
    case 'float':
    case 'double':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'number'
    case 'bool':
      return typeof value === 'boolean' ? null : 'bool'
    case 'string':
      return typeof value === 'string' ? null : 'string'
    case 'datetime':
      return value === null || (typeof value === 'string' && isDateTime(value)) ? null : 'datetime'
    case 'json':
      return value === undefined ? 'json' : null
    default:
      return 'unknownType'
  }
}

/** The whole sentence for a refused value: "The input {name} expects an integer (int)". */
export function valueProblemMessage(
  subject: ValueSubject,
  name: string,
  type: PropertyType,
  problem: ValueProblem,
): MessageDescriptor {
  return withValues(VALUE_PROBLEM_MESSAGES[subject][problem], { name, type: String(type) })
}

function isDateTime(text: string): boolean {
  return ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text))
}

/**
 * Lenient reading of a value from a connector (MQTT payloads arrive as text): numeric text becomes a
 * number, 'true'/'1'/'on' a boolean, and so on. Answers `{ ok: false }` when the value cannot fit.
 */
export function coerceValue(type: PropertyType, raw: unknown): { ok: true; value: unknown } | { ok: false } {
  if (valueProblem(type, raw) === null) return { ok: true, value: raw }
  switch (type) {
    case 'int':
    case 'long': {
      const number = toNumber(raw)
      if (number === null) return { ok: false }
      const rounded = Math.round(number)
      return Number.isSafeInteger(rounded) ? { ok: true, value: rounded } : { ok: false }
    }
    case 'float':
    case 'double': {
      const number = toNumber(raw)
      return number === null ? { ok: false } : { ok: true, value: number }
    }
    case 'bool': {
      if (raw === 1 || raw === 0) return { ok: true, value: raw === 1 }
      if (typeof raw !== 'string') return { ok: false }
      const text = raw.trim().toLowerCase()
      if (['true', '1', 'on', 'yes'].includes(text)) return { ok: true, value: true }
      if (['false', '0', 'off', 'no'].includes(text)) return { ok: true, value: false }
      return { ok: false }
    }
    case 'string':
      return typeof raw === 'number' || typeof raw === 'boolean'
        ? { ok: true, value: String(raw) }
        : { ok: false }
    case 'datetime':
      if (typeof raw === 'number' && Number.isFinite(raw))
        return { ok: true, value: new Date(raw).toISOString() }
      return { ok: false }
    default:
      return { ok: false }
  }
}

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null
  if (typeof raw === 'boolean') return raw ? 1 : 0
  if (typeof raw !== 'string' || raw.trim() === '') return null
  const number = Number(raw)
  return Number.isFinite(number) ? number : null
}
