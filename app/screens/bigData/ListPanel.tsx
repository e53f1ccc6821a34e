import { Trans, useLingui } from '@lingui/react/macro'
import type { Key, ReactNode } from 'react'
import { Button, type Column, DataTable, icons, Pagination, Panel, SearchBox } from '../../ui'
import { Toolbar } from '../admin/common/Toolbar'
import type { PagedList } from '../admin/common/usePagedList'

interface Props<T> {
  list: PagedList<T, { keyword: string }>
  /** The table's accessible name. */
  label: string
  columns: Column<T>[]
  rowKey(row: T): Key
  empty: ReactNode
  /** The "new" button: its text, test id and action. */
  newLabel: ReactNode
  newTestId: string
  onNew(): void
}

/** A big-data list (samples, experiments, releases, image sets): refresh, new, search by name, paged table. */
export function ListPanel<T>({ list, label, columns, rowKey, empty, newLabel, newTestId, onNew }: Props<T>) {
  const { t } = useLingui()
  return (
    <Panel>
      <Toolbar
        actions={
          <>
            <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={list.reload}>
              <Trans>Refresh</Trans>
            </Button>
            <Button
              variant="primary"
              icon={<icons.PlusIcon size={16} />}
              data-testid={newTestId}
              onClick={onNew}
            >
              {newLabel}
            </Button>
          </>
        }
      >
        <SearchBox
          value={list.filters.keyword}
          onSearch={(keyword) => list.setFilters(() => ({ keyword }))}
          placeholder={t`Search by name`}
        />
      </Toolbar>
      <DataTable
        label={label}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        loading={list.loading}
        empty={empty}
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
