import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import {
  Button,
  type Column,
  DataTable,
  notify,
  PageHeader,
  Pagination,
  Panel,
  Select,
  useConfirm,
} from '../../ui'
import { type AppRecord, listApps } from '../appManager/appsApi'
import { NameModal } from '../appManager/NameModal'
import { ReportEditor } from '../globalSetting/reports/ReportEditor'
import type { Report } from '../globalSetting/reports/reportsApi'
import './businessDesigner.css'
import {
  type BusinessUsage,
  createDiagram,
  type DiagramRow,
  deleteDiagram,
  listDiagrams,
  loadDiagramXml,
  loadUsage,
} from './businessApi'
import { FormsSection } from './FormsSection'
import { ReportsSection } from './ReportsSection'
import { UsedBy } from './UsedBy'

const SIZE = 20

/**
 * The business designer's home (S0 §2 business-designer/app_default, issue 28): an application's forms
 * (its form pages), workflows and the reports in one place, each opening its editor (the page designer,
 * the workflow editor, the report designer), with create, copy and delete, and where each is used. The
 * application is chosen here because business designs belong to one application.
 */
export default function BusinessDesignerScreen() {
  const { t } = useLingui()
  const confirm = useConfirm()
  const [, navigate] = useLocation()
  const [apps, setApps] = useState<AppRecord[]>([])
  const [appId, setAppId] = useState(0)
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<DiagramRow[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [generation, setGeneration] = useState(0)
  const [naming, setNaming] = useState<null | { copyOf: DiagramRow | null }>(null)
  const [usage, setUsage] = useState<BusinessUsage | null>(null)
  const [editing, setEditing] = useState<null | { report: Report | null }>(null)

  useEffect(() => {
    void listApps({ keyword: '', pageIndex: 1, pageSize: 100 }).then((r) => {
      if (!r.ok) return
      setApps(r.data.list)
      setAppId((current) => current || (r.data.list[0]?.appId ?? 0))
    })
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    if (!appId) return
    let current = true
    setLoading(true)
    void listDiagrams(appId, page, SIZE).then((r) => {
      if (!current) return
      setLoading(false)
      if (!r.ok) return notify.error(r.message)
      setRows(r.data.list)
      setTotal(r.data.pagination.total)
    })
    return () => {
      current = false
    }
  }, [appId, page, generation])

  // Where each form, workflow and report is used: one scan of the application's documents.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    if (!appId) return
    let current = true
    void loadUsage(appId).then((r) => {
      if (!current) return
      if (!r.ok) return notify.error(r.message)
      setUsage(r.data)
    })
    return () => {
      current = false
    }
  }, [appId, generation])
  const workflowUses = new Map((usage?.workflows ?? []).map((flow) => [flow.id, flow.usedBy]))

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  const open = (row: DiagramRow) => navigate(`/design/workflow/${row.id}`)

  async function remove(row: DiagramRow) {
    const ok = await confirm.ask({
      title: t`Delete workflow ${row.diagramName}?`,
      message: t`Its published versions are deleted with it. This cannot be undone.`,
      tone: 'danger',
      confirmLabel: t`Delete`,
    })
    if (!ok) return
    const r = await deleteDiagram(row.id)
    if (!r.ok) return notify.error(r.message)
    notify.success(t`Workflow deleted.`)
    reload()
  }

  /** A new workflow, or a copy of one (its current drawing under a new name). */
  async function create(name: string): Promise<string | null> {
    const source = naming?.copyOf
    let xml: string | undefined
    if (source) {
      const r = await loadDiagramXml(source.id)
      if (!r.ok) return r.message
      xml = r.data.xml
    }
    const r = await createDiagram({
      appId,
      diagramName: name.trim(),
      ...(source ? { description: source.description } : {}),
      ...(xml ? { xml } : {}),
    })
    if (!r.ok) return r.message
    setNaming(null)
    if (source) reload()
    else open(r.data)
    return null
  }

  const columns: Column<DiagramRow>[] = [
    {
      key: 'diagramName',
      title: t`Name`,
      render: (row) => (
        <Button variant="ghost" onClick={() => open(row)}>
          {row.diagramName}
        </Button>
      ),
    },
    { key: 'description', title: t`Description` },
    { key: 'usedBy', title: t`Used by`, render: (row) => <UsedBy uses={workflowUses.get(row.id) ?? []} /> },
    {
      key: 'currentVersion',
      title: t`Published version`,
      render: (row) => (row.currentVersion > 0 ? row.currentVersion : t`Not published`),
      width: 150,
    },
    { key: 'updatedBy', title: t`Changed by`, width: 140 },
    {
      key: 'updatedAt',
      title: t`Changed at`,
      render: (row) => row.updatedAt.replace('T', ' ').slice(0, 19),
      width: 180,
    },
    {
      key: 'actions',
      title: t`Actions`,
      width: 220,
      render: (row) => (
        <span className="bd-actions">
          <Button size="sm" onClick={() => open(row)}>{t`Open`}</Button>
          <Button size="sm" onClick={() => setNaming({ copyOf: row })}>{t`Copy`}</Button>
          <Button size="sm" variant="danger" onClick={() => void remove(row)}>{t`Delete`}</Button>
        </span>
      ),
    },
  ]

  if (editing)
    return (
      <ReportEditor
        report={editing.report}
        onClose={() => {
          setEditing(null)
          reload()
        }}
      />
    )

  return (
    <div className="admin-screen" data-testid="business-designer">
      <PageHeader
        title={<Trans>Business designer</Trans>}
        description={
          <Trans>
            The forms, workflows and reports of an application: open each in its editor, create, copy and
            delete them, and see where each is used.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            disabled={!appId}
            onClick={() => setNaming({ copyOf: null })}
            data-testid="bd-new-workflow"
          >
            <Trans>New workflow</Trans>
          </Button>
        }
      />
      <Panel>
        <Select<number>
          id="bd-app"
          label={t`Application`}
          value={appId}
          onChange={(next) => {
            setPage(1)
            setAppId(next)
          }}
          placeholder={t`Choose an application`}
          options={apps.map((app) => ({ value: app.appId, label: app.name }))}
        />
        <FormsSection appId={appId} forms={usage?.forms ?? []} loading={usage === null} reload={reload} />
        <h3 className="bd-section">
          <Trans>Workflows</Trans>
        </h3>
        <DataTable
          label={t`Workflows`}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={loading}
          empty={<Trans>No workflow in this application yet.</Trans>}
        />
        <Pagination page={page} size={SIZE} total={total} onChange={setPage} />
        <ReportsSection
          reports={usage?.reports ?? []}
          loading={usage === null}
          reload={reload}
          onEdit={(report) => setEditing({ report })}
        />
      </Panel>
      <NameModal
        open={naming !== null}
        title={naming?.copyOf ? t`Copy workflow` : t`New workflow`}
        label={t`Name`}
        initial={naming?.copyOf ? t`${naming.copyOf.diagramName} (copy)` : ''}
        submitLabel={naming?.copyOf ? t`Copy` : t`Create`}
        onClose={() => setNaming(null)}
        onSubmit={create}
      />
      {confirm.dialog}
    </div>
  )
}
