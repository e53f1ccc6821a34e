/**
 * Validation of props against their schema, and coercion of what the inspector's text boxes hold.
 * An empty value is valid unless the field is required (spec S0 §5).
 */
import { type MessageDescriptor, withValues } from '../messages.ts'
import { propsMessages as m } from './pluginMessages.ts'
import {
  type FieldValue,
  isPlainObject,
  type ListField,
  type NumberField,
  type PropField,
  type PropsSchema,
  type StringField,
} from './propsSchema.ts'

/**
 * Errors per prop key; `{}` when the props are valid. Errors inside a list item are keyed by path
 * (`series.2.color`). A missing optional field is not an error (normaliseProps fills it), and keys the
 * schema does not know are not errors: they are preserved, never judged.
 */
export function validateProps(
  schema: PropsSchema,
  props: Record<string, unknown>,
): Record<string, MessageDescriptor> {
  const errors: Record<string, MessageDescriptor> = {}
  collectPropsErrors(schema, props, '', errors)
  return errors
}

/** The first error of one field's value, or undefined when valid; for editors that set a whole value. */
export function validateFieldValue(f: PropField, value: unknown): MessageDescriptor | undefined {
  const errors: Record<string, MessageDescriptor> = {}
  collectFieldErrors(f, value, '', errors)
  return Object.values(errors)[0]
}

function collectPropsErrors(
  schema: PropsSchema,
  props: Record<string, unknown>,
  prefix: string,
  errors: Record<string, MessageDescriptor>,
): void {
  for (const [key, f] of Object.entries(schema)) collectFieldErrors(f, props[key], prefix + key, errors)
}

function collectFieldErrors(
  f: PropField,
  value: unknown,
  path: string,
  errors: Record<string, MessageDescriptor>,
): void {
  if (value === undefined) {
    if (f.required) errors[path] = m.required
    return
  }
  if (f.kind === 'list') {
    collectListErrors(f, value, path, errors)
    return
  }
  const error = scalarError(f, value)
  if (error) errors[path] = error
}

function collectListErrors(
  f: ListField,
  value: unknown,
  path: string,
  errors: Record<string, MessageDescriptor>,
): void {
  if (!Array.isArray(value)) {
    errors[path] = m.notAList
    return
  }
  const listError = lengthError(f, value.length)
  if (listError) errors[path] = listError
  value.forEach((item, index) => {
    const itemPath = `${path}.${index}`
    if (isPlainObject(item)) collectPropsErrors(f.item, item, `${itemPath}.`, errors)
    else errors[itemPath] = m.notAnItem
  })
}

function lengthError(f: ListField, length: number): MessageDescriptor | undefined {
  if (f.required && length === 0) return m.required
  if (f.minItems !== undefined && length < f.minItems) return withValues(m.tooFewItems, { min: f.minItems })
  if (f.maxItems !== undefined && length > f.maxItems) return withValues(m.tooManyItems, { max: f.maxItems })
  return undefined
}

function scalarError(f: Exclude<PropField, ListField>, value: unknown): MessageDescriptor | undefined {
  switch (f.kind) {
    case 'string':
      return typeof value === 'string' ? textError(f, value) : m.notAString
    case 'number':
      return numberError(f, value)
    case 'boolean':
      return typeof value === 'boolean' ? undefined : m.notABoolean
    case 'enum':
      return f.options.some((option) => option.value === value) ? undefined : m.notAnOption
    case 'json':
      if (!isJsonValue(value, new Set())) return m.notJson
      return f.required && value === null ? m.required : undefined
    case 'color':
      return formattedTextError(f, value, isColor, m.notAColor)
    case 'image':
      return formattedTextError(f, value, isImageUrl, m.notAnImage)
    case 'pageRef':
      return formattedTextError(f, value, () => true, m.notAPageRef)
    case 'processRef':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return m.notAProcessRef
      return f.required && value === 0 ? m.required : undefined
  }
}

function textError(f: StringField, value: string): MessageDescriptor | undefined {
  if (value.trim() === '') return f.required ? m.required : undefined
  if (f.maxLength !== undefined && characterCount(value) > f.maxLength) {
    return withValues(m.tooLong, { max: f.maxLength })
  }
  if (f.pattern !== undefined && !wholeMatch(f.pattern).test(value)) return m.patternMismatch
  return undefined
}

function numberError(f: NumberField, value: unknown): MessageDescriptor | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return m.notANumber
  if (f.integer && !Number.isInteger(value)) return m.notAnInteger
  const below = f.min !== undefined && value < f.min
  const above = f.max !== undefined && value > f.max
  if ((below || above) && f.rangeMessage) return f.rangeMessage
  if (below && f.min !== undefined) return withValues(m.tooSmall, { min: f.min })
  if (above && f.max !== undefined) return withValues(m.tooLarge, { max: f.max })
  return undefined
}

/** Text kinds whose '' means "none": empty passes unless required, anything else must have the format. */
function formattedTextError(
  f: PropField,
  value: unknown,
  hasFormat: (text: string) => boolean,
  wrongFormat: MessageDescriptor,
): MessageDescriptor | undefined {
  if (typeof value !== 'string') return wrongFormat
  if (value.trim() === '') return f.required ? m.required : undefined
  return hasFormat(value.trim()) ? undefined : wrongFormat
}

// Colour keywords are accepted by shape ('red', 'transparent', 'currentColor'): the browser is the judge.
const COLOR_FORMATS = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^(?:rgba?|hsla?)\([^()]*\)$/i,
  /^[a-z]+$/i,
]

function isColor(text: string): boolean {
  return COLOR_FORMATS.some((format) => format.test(text))
}

// Only schemes that cannot run script; a relative address has no scheme at all.
const SAFE_IMAGE_URL = /^(?:https?:|blob:|data:image\/)/i
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i

function isImageUrl(text: string): boolean {
  return SAFE_IMAGE_URL.test(text) || !ANY_SCHEME.test(text)
}

function characterCount(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

const compiledPatterns = new Map<string, RegExp>()

/** The field's pattern anchored to the whole value, compiled once; throws for an invalid pattern. */
export function wholeMatch(pattern: string): RegExp {
  let regex = compiledPatterns.get(pattern)
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`)
    compiledPatterns.set(pattern, regex)
  }
  return regex
}

function isJsonValue(value: unknown, ancestors: Set<object>): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (!Array.isArray(value) && !isPlainObject(value)) return false
  if (ancestors.has(value)) return false
  ancestors.add(value)
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value)
  const valid = children.every((child) => isJsonValue(child, ancestors))
  ancestors.delete(value)
  return valid
}

/** The outcome of reading an inspector input: the typed value, or why it cannot be one. */
export type CoerceResult<T> = { ok: true; value: T } | { ok: false; error: MessageDescriptor }

/**
 * Turns what an inspector text box (or checkbox, or number spinner) holds into the field's value type,
 * then validates it: `'12'` becomes 12 for a number field, `'abc'` is an error. Lists and JSON take JSON text.
 */
export function coerceFieldValue<F extends PropField>(
  f: F,
  raw: string | number | boolean,
): CoerceResult<FieldValue<F>> {
  const coerced = coerceRaw(f, raw)
  if (!coerced.ok) return coerced
  const error = validateFieldValue(f, coerced.value)
  return error ? { ok: false, error } : { ok: true, value: coerced.value as FieldValue<F> }
}

function coerceRaw(f: PropField, raw: string | number | boolean): CoerceResult<unknown> {
  switch (f.kind) {
    case 'string':
    case 'color':
    case 'image':
    case 'pageRef':
      return { ok: true, value: String(raw) }
    case 'number':
    case 'processRef':
      return coerceNumber(raw)
    case 'boolean':
      return coerceBoolean(raw)
    case 'enum': {
      // An exact match first, so that options 1 and '1' stay distinct; then the text box's spelling.
      const option =
        f.options.find((o) => o.value === raw) ??
        f.options.find((o) => String(o.value) === String(raw).trim())
      return option ? { ok: true, value: option.value } : { ok: false, error: m.notAnOption }
    }
    case 'json':
      return typeof raw === 'string' ? parseJson(raw) : { ok: true, value: raw }
    case 'list': {
      if (typeof raw !== 'string') return { ok: false, error: m.notAList }
      const parsed = parseJson(raw)
      return !parsed.ok || Array.isArray(parsed.value) ? parsed : { ok: false, error: m.notAList }
    }
  }
}

// Plain decimal notation only: Number() would also accept '', ' ', '0x1f' and 'Infinity'.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

function coerceNumber(raw: string | number | boolean): CoerceResult<number> {
  if (typeof raw === 'number') return { ok: true, value: raw }
  const text = typeof raw === 'string' ? raw.trim() : ''
  return DECIMAL.test(text) ? { ok: true, value: Number(text) } : { ok: false, error: m.notANumber }
}

const TRUE_TEXTS = new Set(['true', '1', 'yes', 'on'])
const FALSE_TEXTS = new Set(['false', '0', 'no', 'off'])

function coerceBoolean(raw: string | number | boolean): CoerceResult<boolean> {
  if (typeof raw === 'boolean') return { ok: true, value: raw }
  const text = String(raw).trim().toLowerCase()
  if (TRUE_TEXTS.has(text)) return { ok: true, value: true }
  if (FALSE_TEXTS.has(text)) return { ok: true, value: false }
  return { ok: false, error: m.notABoolean }
}

function parseJson(text: string): CoerceResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, error: m.invalidJson }
  }
}
