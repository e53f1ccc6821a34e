import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, DataTable, notify, useConfirm } from '../../ui'
import { fetchJson } from '../admin/common/request'
import { NameModal } from '../appManager/NameModal'
import { createReport, deleteReport, type Report } from '../globalSetting/reports/reportsApi'
import type { BusinessUsage } from './businessApi'
import { useItemColumns } from './itemColumns'

type ReportRow = BusinessUsage['reports'][number]

interface Props {
  reports: readonly ReportRow[]
  loading: boolean
  reload(): void
  /** Opens the report designer on a report (null: a new one). */
  onEdit(report: Report | null): void
}

const readReport = (id: number) => fetchJson<Report>(`/api/global-setting/reports/${id}`)

/**
 * The reports (shared by all applications), each opening in the report designer, with new, copy and
 * delete, and the pages that place it and the scheduled tasks that run it.
 */
export function ReportsSection({ reports, loading, reload, onEdit }: Props) {
  const { t } = useLingui()
  const confirm = useConfirm()
  const [copyOf, setCopyOf] = useState<ReportRow | null>(null)

  async function open(row: ReportRow) {
    const r = await readReport(row.reportId)
    if (r.ok) onEdit(r.data)
  }

  async function remove(row: ReportRow) {
    const ok = await confirm.ask({
      title: t`Delete the report ${row.name}?`,
      message:
        row.usedBy.length > 0
          ? t`It is still used by ${row.usedBy.map((use) => use.name).join(', ')}. Deleting cannot be undone.`
          : t`Its design is deleted; files already exported stay as they are.`,
      tone: 'danger',
      confirmLabel: t`Delete`,
    })
    if (!ok) return
    const r = await deleteReport(row.reportId)
    if (!r.ok) return
    notify.success(t`Report deleted.`)
    reload()
  }

  /** A copy: the report's query, parameters, columns and table source under a new name. */
  async function copy(name: string): Promise<string | null> {
    if (!copyOf) return null
    const source = await readReport(copyOf.reportId)
    if (!source.ok) return source.message
    const { reportId: _id, version: _version, updatedAt: _at, ...draft } = source.data
    const r = await createReport({ ...draft, name: name.trim() })
    if (!r.ok) return r.message
    setCopyOf(null)
    reload()
    return null
  }

  const columns = useItemColumns<ReportRow>({
    open: (row) => void open(row),
    copy: setCopyOf,
    remove: (row) => void remove(row),
  })

  return (
    <>
      <div className="bd-section-head">
        <h3 className="bd-section">
          <Trans>Reports</Trans>
        </h3>
        <Button size="sm" onClick={() => onEdit(null)} data-testid="bd-new-report">
          <Trans>New report</Trans>
        </Button>
      </div>
      <DataTable
        label={t`Reports`}
        columns={columns}
        rows={[...reports]}
        rowKey={(row) => row.reportId}
        loading={loading}
        empty={<Trans>No report yet.</Trans>}
      />
      <NameModal
        open={copyOf !== null}
        title={t`Copy report`}
        label={t`Name`}
        initial={copyOf ? t`${copyOf.name} (copy)` : ''}
        submitLabel={t`Copy`}
        onClose={() => setCopyOf(null)}
        onSubmit={copy}
      />
      {confirm.dialog}
    </>
  )
}
