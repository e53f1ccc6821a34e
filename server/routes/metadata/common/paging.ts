import type { SelectQueryBuilder } from 'kysely'
import { fetchPage, type Page } from '../../../http/paging.ts'

/**
 * The spec's metadata paging: `page` from 1 and `per_page`, with defaults per list (S0 §9: 20000 for
 * metadata lists, 20 for properties, 200 for snapshots and searches, 20 for instance queries).
 */
export const PER_PAGE = { metadata: 20_000, properties: 20, search: 200, instances: 20 } as const

/** The largest page anyone may ask for: the metadata default. */
export const MAX_PER_PAGE = 20_000

export function pagingSchema(defaultPerPage: number) {
  return {
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: defaultPerPage },
  } as const
}

export interface MetaPaging {
  page: number
  per_page: number
}

/** One page of a query, as `{ list, pagination: { page, size, total } }` (`countOf`: see fetchPage). */
export function fetchMetaPage<DB, TB extends keyof DB, O, CTB extends keyof DB = TB, CO = O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: MetaPaging,
  countOf?: SelectQueryBuilder<DB, CTB, CO>,
): Promise<Page<O>> {
  return fetchPage(query, { pageIndex: paging.page, pageSize: paging.per_page }, countOf)
}

/** One page of a list already in memory (merged model views). */
export function pageOf<T>(list: readonly T[], paging: MetaPaging): Page<T> {
  const start = (paging.page - 1) * paging.per_page
  return {
    list: list.slice(start, start + paging.per_page),
    pagination: { page: paging.page, size: paging.per_page, total: list.length },
  }
}
