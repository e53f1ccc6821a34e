import { Trans } from '@lingui/react/macro'
import { type Key, type ReactNode, useState } from 'react'
import {
  Button,
  type Column,
  DataTable,
  icons,
  Pagination,
  Panel,
  SearchBox,
  type SortState,
  sortRows,
} from '../../../ui'
import { Toolbar } from './Toolbar'
import type { PagedList } from './usePagedList'

interface Props<T, F> {
  list: PagedList<T, F>
  /** Accessible name of the table. */
  label: string
  columns: Column<T>[]
  rowKey: (row: T) => Key
  /** The filter a search box edits, and what the box says; no box without it. */
  search?: { field: keyof F; placeholder: string }
  /** More filters after the search box (selects, toggles). */
  filters?: ReactNode
  /** The list's actions on the right of the toolbar (delete selected, export). */
  actions?: ReactNode
  selection?: { selected: ReadonlySet<Key>; onChange: (selected: Set<Key>) => void }
  /** What an empty list says, and what it says when the search or the filters found nothing. */
  empty: ReactNode
  emptySearch?: ReactNode
  /** Filters other than the search text narrow the list now (for `emptySearch`). */
  filtered?: boolean
}

/**
 * A server-paged list in a panel: search and filters, a refresh, the table (sorted on the client by
 * its sortable columns) and the pager. The admin-style list screens share it.
 */
export function PagedTable<T, F extends object>({
  list,
  label,
  columns,
  rowKey,
  search,
  filters,
  actions,
  selection,
  empty,
  emptySearch,
  filtered = false,
}: Props<T, F>) {
  const [sort, setSort] = useState<SortState | null>(null)
  const searchText = search ? String(list.filters[search.field] ?? '') : ''
  return (
    <Panel>
      <Toolbar actions={actions}>
        {search ? (
          <SearchBox
            value={searchText}
            onSearch={(text) => list.setFilters((current) => ({ ...current, [search.field]: text }))}
            placeholder={search.placeholder}
          />
        ) : null}
        {filters}
        <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={list.reload}>
          <Trans>Refresh</Trans>
        </Button>
      </Toolbar>
      <DataTable
        label={label}
        columns={columns}
        rows={sortRows(list.rows, columns, sort)}
        rowKey={rowKey}
        loading={list.loading}
        sort={sort}
        onSortChange={setSort}
        selection={selection}
        empty={(searchText !== '' || filtered) && emptySearch ? emptySearch : empty}
      />
      <Pagination
        page={list.paging.pageIndex}
        size={list.paging.pageSize}
        total={list.total}
        onChange={list.setPaging}
      />
    </Panel>
  )
}
