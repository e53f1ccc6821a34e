import type { SelectQueryBuilder } from 'kysely'
import { fetchPage, type Page } from '../../http/paging.ts'

/** One page of a workflow list: the spec counts these pages from 0 (`pagination.page` 0, size 20). */
export async function flowPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  size: number,
): Promise<Page<O>> {
  const result = await fetchPage(query, { pageIndex: page + 1, pageSize: size })
  return { list: result.list, pagination: { page, size, total: result.pagination.total } }
}
