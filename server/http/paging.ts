import type { SelectQueryBuilder } from 'kysely'
import { sql } from 'kysely'

/** Query-string fields of every paged list: `pageIndex` counts from 1 (spec: roles "pageIndex"). */
export const pagingQuerySchema = {
  pageIndex: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
} as const

export interface PagingQuery {
  pageIndex: number
  pageSize: number
}

/** The spec's list answer: `{ list, pagination: { page, size, total } }`. */
export interface Page<T> {
  list: T[]
  pagination: { page: number; size: number; total: number }
}

/**
 * Runs `query` for one page and counts all its rows. `query` must already hold the filters and the
 * order; the count reuses its filters with the ordering cleared. `countOf`, when given, is counted
 * instead: the same rows without the joins that only add columns (a left join to a name costs a lookup
 * per row of the count).
 */
export async function fetchPage<DB, TB extends keyof DB, O, CTB extends keyof DB = TB, CO = O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: PagingQuery,
  countOf?: SelectQueryBuilder<DB, CTB, CO>,
): Promise<Page<O>> {
  const offset = (paging.pageIndex - 1) * paging.pageSize
  const list = await query.limit(paging.pageSize).offset(offset).execute()
  // A partial page that is not past the end tells the total by itself: no count query needed.
  if (list.length < paging.pageSize && (list.length > 0 || offset === 0)) {
    return {
      list,
      pagination: { page: paging.pageIndex, size: paging.pageSize, total: offset + list.length },
    }
  }
  const counted = await ((countOf ?? query) as SelectQueryBuilder<DB, TB, O>)
    .clearSelect()
    .clearOrderBy()
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst()
  // PostgreSQL answers count(*) as a bigint, which pg hands over as text.
  const total = Number((counted as { total?: number | string } | undefined)?.total ?? 0)
  return { list, pagination: { page: paging.pageIndex, size: paging.pageSize, total } }
}

/** A LIKE pattern that matches `text` anywhere, with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
