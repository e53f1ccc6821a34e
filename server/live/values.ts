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

/**
 * Strict check of a value written by a user or a model: JSON types must match exactly ("12" is not an
 * int). Answers an English reason, or null when the value fits.
 */
export function checkValue(type: PropertyType, value: unknown): string | null {
  switch (type) {
    case 'int':
    case 'long':
      return typeof value === 'number' && Number.isSafeInteger(value) ? null : `expects an integer (${type})`
    case 'float':
    case 'double':
      return typeof value === 'number' && Number.isFinite(value) ? null : `expects a number (${type})`
    case 'bool':
      return typeof value === 'boolean' ? null : 'expects true or false (bool)'
    case 'string':
      return typeof value === 'string' ? null : 'expects a text (string)'
    case 'datetime':
      return value === null || (typeof value === 'string' && isDateTime(value))
        ? null
        : 'expects an ISO-8601 date and time (datetime)'
    case 'json':
      return value === undefined ? 'expects a JSON value' : null
    default:
      return `has an unknown type ${String(type)}`
  }
}

function isDateTime(text: string): boolean {
  return ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text))
}

/**
 * Lenient reading of a value from a connector (MQTT payloads arrive as text): numeric text becomes a
 * number, 'true'/'1'/'on' a boolean, and so on. Answers `{ ok: false }` when the value cannot fit.
 */
export function coerceValue(type: PropertyType, raw: unknown): { ok: true; value: unknown } | { ok: false } {
  if (checkValue(type, raw) === null) return { ok: true, value: raw }
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
