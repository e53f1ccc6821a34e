import { type HttpResult, requestJson } from '../../../shell/http'
import type { QueryParams } from '../../../shell/query'

/**
 * The administration screens' door to the shared request client: one place that knows its options, so
 * every call of these screens gets the same language header, ticket, 401/425 handling and notices.
 */

export type { HttpResult }

/** The spec's list answer: `{ list, pagination: { page, size, total } }`. */
export interface Page<T> {
  list: T[]
  pagination: { page: number; size: number; total: number }
}

/** How a call reports failure: the shell's notice (lists, deletes) or the screen itself (forms). */
export type FailureReport = 'notice' | 'screen'

export interface CallOptions {
  /** Query parameters: a flat object of strings, numbers and booleans (empty values are skipped). */
  query?: object
  failure?: FailureReport
  /** Tip text of the page-wide busy veil while the call runs. */
  loading?: string
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export function call<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<HttpResult<T>> {
  return requestJson<T>(method, path, body, {
    query: options.query as QueryParams | undefined,
    suppressNotice: options.failure === 'screen',
    loading: options.loading,
  })
}

/** A GET whose failure the shell reports. */
export function fetchJson<T>(path: string, query?: object): Promise<HttpResult<T>> {
  return call<T>('GET', path, undefined, { query })
}

/** The paging part of a list query (server `pageIndex` from 1, `pageSize`). */
export interface Paging {
  pageIndex: number
  pageSize: number
}

/** The first page size of every list (the server's default). */
export const DEFAULT_PAGE_SIZE = 20

/** Whether a failed call was a stale edit: someone else saved the record in between. */
export function isConflict(result: HttpResult<unknown>): boolean {
  return !result.ok && result.status === 409
}
