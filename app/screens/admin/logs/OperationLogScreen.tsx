import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  Badge,
  type Column,
  DataTable,
  PageHeader,
  Pagination,
  Panel,
  type SortState,
  sortRows,
} from '../../../ui'
import { dayRangeQuery, formatDateTime } from '../common/dateTime'
import { usePagedList } from '../common/usePagedList'
import { LogFilters, NO_LOG_FILTERS } from './LogFilters'
import { listOperationLog, type OperationLogEntry } from './logsApi'
import '../common/admin.css'

const METHOD_TONE: Record<string, 'success' | 'info' | 'danger' | 'warning'> = {
  POST: 'success',
  PUT: 'info',
  PATCH: 'info',
  DELETE: 'danger',
}

/** The operation log (S0 §2 user-manage/operation-log): every change made through the API, newest first. */
export default function OperationLogScreen() {
  const { t } = useLingui()
  const list = usePagedList(
    ({ fromDay, toDay, ...query }) => listOperationLog({ ...query, ...dayRangeQuery(fromDay, toDay) }),
    NO_LOG_FILTERS,
  )
  const [sort, setSort] = useState<SortState | null>(null)
  const columns: Column<OperationLogEntry>[] = [
    {
      key: 'at',
      title: <Trans>Time</Trans>,
      sortable: true,
      render: (entry) => <span className="cell-time">{formatDateTime(entry.at)}</span>,
    },
    {
      key: 'username',
      title: <Trans>User</Trans>,
      sortable: true,
      render: (entry) => (
        <span className="cell-stack">
          <span className="cell-strong">{entry.username || '—'}</span>
          <code className="admin-muted">{entry.ip}</code>
        </span>
      ),
    },
    {
      key: 'action',
      title: <Trans>Operation</Trans>,
      sortable: true,
      // A route pattern can be long; clamp it so the table never scrolls sideways (full text on hover).
      render: (entry) => (
        <code className="cell-clamp cell-clamp--short" title={entry.action}>
          {entry.action}
        </code>
      ),
    },
    {
      key: 'target',
      title: <Trans>Target</Trans>,
      render: (entry) => (
        <span className="cell-clamp cell-clamp--short" title={entry.target}>
          {entry.target}
        </span>
      ),
    },
    {
      key: 'request',
      title: <Trans>Request</Trans>,
      render: (entry) => (
        <span className="log-request">
          <Badge tone={METHOD_TONE[entry.method] ?? 'neutral'}>{entry.method}</Badge>
          <code className="cell-clamp cell-clamp--narrow" title={entry.path}>
            {entry.path}
          </code>
        </span>
      ),
    },
    {
      key: 'status',
      title: <Trans>Result</Trans>,
      sortable: true,
      align: 'end',
      render: (entry) => <Badge tone={entry.status < 400 ? 'success' : 'danger'}>{entry.status}</Badge>,
    },
  ]
  return (
    <div className="admin-screen" data-testid="operation-log-screen">
      <PageHeader
        title={<Trans>Operation log</Trans>}
        description={<Trans>Who changed what, and when. Newest first.</Trans>}
      />
      <Panel>
        <LogFilters
          value={list.filters}
          onChange={(filters) => list.setFilters(() => filters)}
          keyword={{ kind: 'text', placeholder: t`Operation, target or path` }}
          onRefresh={list.reload}
        />
        <DataTable
          label={t`Operation log`}
          columns={columns}
          rows={sortRows(list.rows, columns, sort)}
          rowKey={(entry) => entry.id}
          loading={list.loading}
          sort={sort}
          onSortChange={setSort}
          empty={<Trans>No operations match.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </Panel>
    </div>
  )
}
