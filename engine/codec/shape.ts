import { DocumentShapeError } from './result.ts'

// Small readers used by the codecs: each returns a typed value or throws DocumentShapeError
// naming the JSON path, so a bad document is rejected with a precise reason.

export type JsonObject = Record<string, unknown>

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value as an object, or throws. */
export function readObject(value: unknown, path: string): JsonObject {
  if (!isObject(value)) throw new DocumentShapeError(path, 'an object')
  return value
}

/** The value as an array, or throws; undefined reads as `fallback` when given. */
export function readArray(value: unknown, path: string, fallback?: unknown[]): unknown[] {
  if (value === undefined && fallback) return fallback
  if (!Array.isArray(value)) throw new DocumentShapeError(path, 'an array')
  return value
}

/** A string; undefined reads as `fallback` when given. Numbers are accepted for ids. */
export function readString(value: unknown, path: string, fallback?: string): string {
  if (value === undefined && fallback !== undefined) return fallback
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') throw new DocumentShapeError(path, 'a string')
  return value
}

/** A finite number (numeric strings accepted, as older documents stored them); undefined → fallback. */
export function readNumber(value: unknown, path: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new DocumentShapeError(path, 'a number')
  return n
}

/** A boolean; undefined reads as `fallback` when given. */
export function readBoolean(value: unknown, path: string, fallback?: boolean): boolean {
  if (value === undefined && fallback !== undefined) return fallback
  if (typeof value !== 'boolean') throw new DocumentShapeError(path, 'a boolean')
  return value
}

/** One of the allowed literals; undefined reads as `fallback` when given. */
export function readEnum<T extends string>(
  value: unknown,
  allowed: readonly T[],
  path: string,
  fallback?: T,
): T {
  if (value === undefined && fallback !== undefined) return fallback
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new DocumentShapeError(path, `one of ${allowed.join(', ')}`)
  }
  return value as T
}

/** The fields of `source` not named in `known`, for round-tripping unknown data. */
export function unknownFields(
  source: JsonObject,
  known: readonly string[] | ReadonlySet<string>,
): JsonObject {
  const extra: JsonObject = {}
  const isKnown = Array.isArray(known)
    ? (key: string) => known.includes(key)
    : (key: string) => (known as ReadonlySet<string>).has(key)
  // for…in over a parsed JSON object: no entries array per call (a page decodes thousands of widgets).
  for (const key in source) if (!isKnown(key)) extra[key] = source[key]
  return extra
}

/** Throws when two items share an id. */
export function assertUniqueIds(ids: readonly string[], path: string): void {
  const seen = new Set<string>()
  for (const id of ids) {
    if (seen.has(id)) throw new DocumentShapeError(path, `unique ids (duplicate id "${id}")`)
    seen.add(id)
  }
}
