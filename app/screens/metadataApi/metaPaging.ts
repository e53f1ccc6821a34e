import type { HttpResult, Page, Paging } from '../admin/common/request'

/**
 * The metadata calls page with `page`/`per_page` (spec S0 §9) where the administration list hook speaks
 * `pageIndex`/`pageSize`: this turns one into the other, so metadata lists reuse `usePagedList`.
 */
export function metaQuery<F extends object>(query: F & Paging) {
  const { pageIndex, pageSize, ...filters } = query
  return { ...filters, page: pageIndex, per_page: pageSize }
}

export type MetaLoad<T, F> = (query: F & Paging) => Promise<HttpResult<Page<T>>>
