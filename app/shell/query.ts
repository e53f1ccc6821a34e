/** A value a query string can carry; arrays repeat their key. */
export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>

function isPresent(value: QueryValue): value is string | number | boolean {
  return value !== undefined && value !== null && value !== ''
}

/**
 * Builds '?a=1&b=x&b=y' (spec S1 §7: "empty or undefined values skipped; arrays repeat the key").
 * Null and '' count as empty too; NaN is skipped. Returns '' when nothing is left.
 */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return ''
  const search = new URLSearchParams()
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw as QueryValue]
    for (const value of values) {
      if (!isPresent(value) || (typeof value === 'number' && Number.isNaN(value))) continue
      search.append(key, String(value))
    }
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

/** Appends the query of `params` to `path`, joining with '&' when the path already has a query. */
export function withQuery(path: string, params: QueryParams | undefined): string {
  const query = buildQuery(params)
  if (query === '') return path
  return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`
}
