import type { PropertyType } from './modelApi'

/**
 * Default values as typed in a text box, read for the property's type. Text that does not read is sent as
 * typed, so the server refuses it with its own message next to the field (it is the one judge of types).
 */
export function readTyped(type: PropertyType, text: string): unknown {
  const trimmed = text.trim()
  switch (type) {
    case 'int':
    case 'long':
    case 'float':
    case 'double': {
      if (trimmed === '') return 0
      const number = Number(trimmed)
      return Number.isFinite(number) ? number : text
    }
    case 'bool':
      if (trimmed === 'true') return true
      if (trimmed === 'false' || trimmed === '') return false
      return text
    case 'datetime':
      return trimmed === '' ? null : trimmed
    case 'json':
      if (trimmed === '') return null
      try {
        return JSON.parse(trimmed)
      } catch {
        return text
      }
    default:
      return text
  }
}

/** A value as text for a box or a cell. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
