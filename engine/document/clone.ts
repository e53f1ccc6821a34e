/** Deep copy of JSON-like data (documents hold only plain objects, arrays and primitives). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(cloneJson) as T
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = cloneJson(item)
  return copy as T
}
