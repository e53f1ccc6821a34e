import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import {
  Badge,
  type Column,
  DataTable,
  PageHeader,
  Pagination,
  Panel,
  type SortState,
  sortRows,
  Tabs,
} from '../../../ui'
import { dayRangeQuery, formatDateTime } from '../common/dateTime'
import { usePagedList } from '../common/usePagedList'
import { LogFilters, NO_LOG_FILTERS } from './LogFilters'
import { type AccessEvent, type AccessLogEntry, listAccessLog } from './logsApi'
import { PageViewsPanel } from './PageViewsPanel'
import '../common/admin.css'

const EVENT_TONE: Record<AccessEvent, 'success' | 'info' | 'danger' | 'warning' | 'neutral'> = {
  login: 'success',
  smsLogin: 'success',
  logout: 'neutral',
  loginFailed: 'warning',
  locked: 'danger',
}

type View = 'events' | 'pageViews'

/**
 * The user access log (S0 §2 user-manage/user-access-log): sign-ins, sign-outs, failures and lockouts,
 * and in a second tab the pages people viewed (S1 §2 page views).
 */
export default function AccessLogScreen() {
  const { t } = useLingui()
  const [view, setView] = useState<View>('events')
  return (
    <div className="admin-screen" data-testid="access-log-screen">
      <PageHeader
        title={<Trans>User access log</Trans>}
        description={
          <Trans>
            Sign-ins, sign-outs, failed attempts and lockouts, and the pages people viewed. Newest first.
          </Trans>
        }
      />
      <Panel>
        <Tabs
          label={t`User access log`}
          selected={view}
          onChange={(id) => setView(id as View)}
          tabs={[
            {
              id: 'events',
              label: <Trans>Access events</Trans>,
              content: view === 'events' ? <AccessEvents /> : null,
            },
            {
              id: 'pageViews',
              label: <Trans>Page views</Trans>,
              content: view === 'pageViews' ? <PageViewsPanel /> : null,
            },
          ]}
        />
      </Panel>
    </div>
  )
}

function AccessEvents() {
  const { t } = useLingui()
  const list = usePagedList(
    ({ fromDay, toDay, ...query }) => listAccessLog({ ...query, ...dayRangeQuery(fromDay, toDay) }),
    NO_LOG_FILTERS,
  )
  const [sort, setSort] = useState<SortState | null>(null)
  const eventLabel: Record<AccessEvent, ReactNode> = {
    login: <Trans>Signed in</Trans>,
    smsLogin: <Trans>Signed in with a code</Trans>,
    logout: <Trans>Signed out</Trans>,
    loginFailed: <Trans>Sign-in failed</Trans>,
    locked: <Trans>Account locked</Trans>,
  }
  const columns: Column<AccessLogEntry>[] = [
    {
      key: 'at',
      title: <Trans>Time</Trans>,
      sortable: true,
      width: 170,
      render: (entry) => <span className="cell-time">{formatDateTime(entry.at)}</span>,
    },
    {
      key: 'username',
      title: <Trans>User</Trans>,
      sortable: true,
      render: (entry) => <span className="cell-strong">{entry.username || '—'}</span>,
    },
    {
      key: 'event',
      title: <Trans>Event</Trans>,
      sortable: true,
      render: (entry) => {
        const known = entry.event in EVENT_TONE ? (entry.event as AccessEvent) : null
        return (
          <Badge tone={known ? EVENT_TONE[known] : 'neutral'}>
            {known ? eventLabel[known] : entry.event}
          </Badge>
        )
      },
    },
    { key: 'ip', title: <Trans>Address</Trans>, render: (entry) => <code>{entry.ip}</code> },
    {
      key: 'userAgent',
      title: <Trans>Browser</Trans>,
      render: (entry) => <span className="cell-clamp admin-muted">{entry.userAgent}</span>,
    },
  ]
  return (
    <>
      <LogFilters
        value={list.filters}
        onChange={(filters) => list.setFilters(() => filters)}
        keyword={{
          kind: 'choice',
          label: t`Event`,
          options: [
            { value: '', label: t`All events` },
            { value: 'login', label: t`Signed in (password or code)` },
            { value: 'smsLogin', label: t`Signed in with a code` },
            { value: 'logout', label: t`Signed out` },
            { value: 'loginFailed', label: t`Sign-in failed` },
            { value: 'locked', label: t`Account locked` },
          ],
        }}
        onRefresh={list.reload}
      />
      <DataTable
        label={t`User access log`}
        columns={columns}
        rows={sortRows(list.rows, columns, sort)}
        rowKey={(entry) => entry.id}
        loading={list.loading}
        sort={sort}
        onSortChange={setSort}
        empty={<Trans>No access events match.</Trans>}
      />
      <Pagination
        page={list.paging.pageIndex}
        size={list.paging.pageSize}
        total={list.total}
        onChange={list.setPaging}
      />
    </>
  )
}
