import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, type Column, DataTable, icons, Pagination, SearchBox } from '../../../ui'
import { formatDateTime } from '../common/dateTime'
import { Facts } from '../common/Facts'
import { Toolbar } from '../common/Toolbar'
import { usePagedList } from '../common/usePagedList'
import { listPageViews, type PageViewEntry, type PageViewSummary, pageViewSummary } from './logsApi'

const PERIODS = [1, 7, 30, 90] as const
type PeriodDays = (typeof PERIODS)[number]
const TOP_PATHS = 15
const DAY_MS = 86_400_000

const since = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()

type TopPath = PageViewSummary['top'][number]

/**
 * Page views (spec S1 §2): what the app reported on every navigation. The most viewed pages of a period
 * with their distinct users, then each view, newest first.
 */
export function PageViewsPanel() {
  const { t } = useLingui()
  const [days, setDays] = useState<PeriodDays>(7)
  // The period starts when it is chosen (or refreshed); both tables read the same one.
  const list = usePagedList(listPageViews, { username: '', from: since(7) })
  const { from } = list.filters
  const [summary, setSummary] = useState<PageViewSummary | null>(null)
  const choose = (value: PeriodDays) => {
    setDays(value)
    list.setFilters((current) => ({ ...current, from: since(value) }))
  }

  useEffect(() => {
    let live = true
    setSummary(null)
    void pageViewSummary({ from, limit: TOP_PATHS }).then((result) => {
      if (live && result.ok) setSummary(result.data)
    })
    return () => {
      live = false
    }
  }, [from])

  const most = Math.max(1, ...(summary?.top.map((row) => row.views) ?? []))
  const page = (title: string, path: string) => (
    <span className="page-view__page">
      <span className="cell-strong">{title || path}</span>
      {title ? <code>{path}</code> : null}
    </span>
  )
  const topColumns: Column<TopPath>[] = [
    { key: 'path', title: <Trans>Page</Trans>, render: (row) => page(row.title, row.path) },
    {
      key: 'views',
      title: <Trans>Views</Trans>,
      width: 220,
      render: (row) => (
        <span className="page-view__bar">
          <span className="page-view__track" aria-hidden="true">
            <span style={{ inlineSize: `${(row.views / most) * 100}%` }} />
          </span>
          <b>{row.views}</b>
        </span>
      ),
    },
    { key: 'users', title: <Trans>Visitors</Trans>, width: 90, render: (row) => row.users },
  ]
  const viewColumns: Column<PageViewEntry>[] = [
    {
      key: 'viewedAt',
      title: <Trans>Time</Trans>,
      width: 170,
      render: (row) => <span className="cell-time">{formatDateTime(row.viewedAt)}</span>,
    },
    { key: 'username', title: <Trans>User</Trans>, render: (row) => row.username },
    { key: 'path', title: <Trans>Page</Trans>, render: (row) => page(row.title, row.path) },
    {
      key: 'referrer',
      title: <Trans>Came from</Trans>,
      render: (row) => (row.referrer ? <code>{row.referrer}</code> : '—'),
    },
    { key: 'language', title: <Trans>Language</Trans>, width: 90, render: (row) => row.language },
  ]
  const periodLabel: Record<PeriodDays, string> = {
    1: t`Last 24 hours`,
    7: t`Last 7 days`,
    30: t`Last 30 days`,
    90: t`Last 90 days`,
  }

  return (
    <div className="page-views" data-testid="page-views">
      <Toolbar
        actions={
          <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={() => choose(days)}>
            <Trans>Refresh</Trans>
          </Button>
        }
      >
        <select
          className="field__input toolbar-select"
          aria-label={t`Period`}
          value={days}
          onChange={(event) => choose(Number(event.target.value) as PeriodDays)}
        >
          {PERIODS.map((value) => (
            <option key={value} value={value}>
              {periodLabel[value]}
            </option>
          ))}
        </select>
      </Toolbar>
      <Facts
        testId="page-view-totals"
        items={[
          { key: 'views', label: <Trans>Page views</Trans>, value: summary?.views ?? '…' },
          { key: 'users', label: <Trans>Visitors</Trans>, value: summary?.users ?? '…' },
        ]}
      />
      <h3 className="page-views__heading">
        <Trans>Most viewed pages</Trans>
      </h3>
      <DataTable
        label={t`Most viewed pages`}
        columns={topColumns}
        rows={summary?.top ?? []}
        rowKey={(row) => row.path}
        loading={summary === null}
        empty={<Trans>No pages were viewed in this period.</Trans>}
      />
      <h3 className="page-views__heading">
        <Trans>Every view</Trans>
      </h3>
      <Toolbar>
        <SearchBox
          value={list.filters.username}
          onSearch={(username) => list.setFilters((current) => ({ ...current, username }))}
          label={t`Username`}
          placeholder={t`Exact username`}
        />
      </Toolbar>
      <DataTable
        label={t`Page views`}
        columns={viewColumns}
        rows={list.rows}
        rowKey={(row) => row.id}
        loading={list.loading}
        empty={<Trans>No page views match.</Trans>}
      />
      <Pagination
        page={list.paging.pageIndex}
        size={list.paging.pageSize}
        total={list.total}
        onChange={list.setPaging}
      />
    </div>
  )
}
