import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import {
  Button,
  type Column,
  DataTable,
  icons,
  notify,
  PageHeader,
  Pagination,
  Panel,
  SearchBox,
  useConfirm,
} from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { RowActions, Toolbar } from '../../admin/common/Toolbar'
import { usePagedList } from '../../admin/common/usePagedList'
import { ReportEditor } from './ReportEditor'
import { deleteReport, listReports, type Report } from './reportsApi'
import '../../admin/common/admin.css'
import './reports.css'

type View = { kind: 'list' } | { kind: 'edit'; report: Report | null }

/**
 * Reports (issue 27; the spec gives the designer no path, so it sits with the SQL data sources under
 * global settings): grid reports over a data source, designed, previewed and exported here.
 */
export default function ReportsScreen() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listReports, { keyword: '' })
  const [view, setView] = useState<View>({ kind: 'list' })
  const confirm = useConfirm()

  async function remove(report: Report) {
    const ok = await confirm.ask({
      title: t`Delete the report ${report.name}?`,
      message: t`Its design is deleted; files already exported stay as they are.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await deleteReport(report.reportId)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  if (view.kind === 'edit')
    return (
      <ReportEditor
        report={view.report}
        onClose={() => {
          setView({ kind: 'list' })
          list.reload()
        }}
      />
    )

  const columns: Column<Report>[] = [
    {
      key: 'name',
      title: <Trans>Name</Trans>,
      render: (report) => <span className="cell-strong">{report.name}</span>,
    },
    {
      key: 'params',
      title: <Trans>Parameters</Trans>,
      render: (report) => report.definition.params.map((param) => `:${param.name}`).join(' '),
    },
    {
      key: 'columns',
      title: <Trans>Columns</Trans>,
      render: (report) => report.definition.columns.length,
    },
    {
      key: 'updatedAt',
      title: <Trans>Updated</Trans>,
      render: (report) => <span className="cell-time">{formatDateTime(report.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (report) => (
        <RowActions>
          <Button size="sm" data-testid="report-edit" onClick={() => setView({ kind: 'edit', report })}>
            <Trans>Design</Trans>
          </Button>
          <Button size="sm" variant="danger" data-testid="report-delete" onClick={() => void remove(report)}>
            <Trans>Delete</Trans>
          </Button>
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="reports-screen">
      <PageHeader
        title={<Trans>Reports</Trans>}
        description={
          <Trans>
            Grid reports over an SQL data source or the product's own database: parameters, formats, groups
            with subtotals, totals and formulas; export to Excel, CSV and PDF.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setView({ kind: 'edit', report: null })}
            data-testid="report-new"
          >
            <Trans>New report</Trans>
          </Button>
        }
      />
      <Panel>
        <Toolbar
          actions={
            <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={list.reload}>
              <Trans>Refresh</Trans>
            </Button>
          }
        >
          <SearchBox
            value={list.filters.keyword}
            onSearch={(keyword) => list.setFilters((current) => ({ ...current, keyword }))}
            placeholder={t`Search by name`}
          />
        </Toolbar>
        <DataTable
          label={t`Reports`}
          columns={columns}
          rows={list.rows}
          rowKey={(report) => report.reportId}
          loading={list.loading}
          empty={<Trans>No reports yet.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </Panel>
      {confirm.dialog}
    </div>
  )
}
