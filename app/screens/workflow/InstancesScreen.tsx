import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
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
import { InstanceDetailModal } from './InstanceDetailModal'
import { StatusBadge, when } from './statusLabels'
import { type InstanceRow, instanceAction, listAllInstances } from './workflowApi'
import './workflow.css'

const SIZE = 20

/**
 * Process instances (S0 §2 business-designer/workprocess_instance_mgr): every instance of every flow,
 * filtered by status, with suspend, resume and terminate (each confirmed; terminate cannot be undone) and
 * the instance's diagram with its active steps and its log.
 */
export default function InstancesScreen() {
  const { t } = useLingui()
  const confirm = useConfirm()
  const [status, setStatus] = useState('')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<InstanceRow[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [generation, setGeneration] = useState(0)
  const [open, setOpen] = useState<InstanceRow | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    let current = true
    setLoading(true)
    void listAllInstances(status, page, SIZE).then((result) => {
      if (!current) return
      setLoading(false)
      if (!result.ok) return
      setRows(result.data.list)
      setTotal(result.data.pagination.total)
    })
    return () => {
      current = false
    }
  }, [status, page, generation])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])

  async function act(row: InstanceRow, action: 'suspend' | 'resume' | 'terminate') {
    const name = `${row.flowName} #${row.flowId}`
    const questions = {
      suspend: {
        title: t`Suspend ${name}?`,
        message: t`Its to-dos disappear from everyone's lists and its timers wait until it is resumed.`,
        confirmLabel: t`Suspend`,
        tone: 'default' as const,
      },
      resume: {
        title: t`Resume ${name}?`,
        message: t`Its to-dos come back to their users' lists and its timers run again.`,
        confirmLabel: t`Resume`,
        tone: 'default' as const,
      },
      terminate: {
        title: t`Terminate ${name}?`,
        message: t`The instance ends now and its open to-dos are withdrawn. This cannot be undone.`,
        confirmLabel: t`Terminate`,
        tone: 'danger' as const,
      },
    }
    if (!(await confirm.ask(questions[action]))) return
    const result = await instanceAction(row.id, action)
    if (result.ok) {
      const done = {
        suspend: t`${name} is suspended`,
        resume: t`${name} is running again`,
        terminate: t`${name} is terminated`,
      }
      notify.success(done[action])
    }
    reload()
  }

  const columns: Column<InstanceRow>[] = [
    { key: 'flowId', title: t`Flow ID`, width: 90 },
    {
      key: 'flowName',
      title: t`Flow name`,
      render: (row) => (
        <button type="button" className="wf-link" data-testid="wf-instance-open" onClick={() => setOpen(row)}>
          {row.flowName}
        </button>
      ),
    },
    { key: 'version', title: t`Version`, width: 80 },
    { key: 'startPerson', title: t`Start person` },
    { key: 'status', title: t`Status`, render: (row) => <StatusBadge status={row.status} /> },
    { key: 'createTime', title: t`Create time`, render: (row) => when(row.createTime) },
    { key: 'operateDate', title: t`Operate date`, render: (row) => when(row.operateDate) },
    {
      key: 'actions',
      title: t`Actions`,
      align: 'end',
      render: (row) => (
        <span className="wf-row-actions">
          {row.status === 'running' && (
            <Button size="sm" data-testid="wf-suspend" onClick={() => void act(row, 'suspend')}>
              <Trans>Suspend</Trans>
            </Button>
          )}
          {row.status === 'suspended' && (
            <Button size="sm" data-testid="wf-resume" onClick={() => void act(row, 'resume')}>
              <Trans>Resume</Trans>
            </Button>
          )}
          {(row.status === 'running' || row.status === 'suspended') && (
            <Button
              size="sm"
              variant="danger"
              data-testid="wf-terminate"
              onClick={() => void act(row, 'terminate')}
            >
              <Trans>Terminate</Trans>
            </Button>
          )}
        </span>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="workflow-instances">
      <PageHeader
        title={<Trans>Workflow instances</Trans>}
        description={<Trans>Every started process, newest first. Open one to see where it stands.</Trans>}
        actions={
          <Button onClick={reload}>
            <Trans>Refresh</Trans>
          </Button>
        }
      />
      <Panel>
        <div className="wf-admin__filters">
          <Select
            id="wf-instance-status"
            label={t`Status`}
            value={status}
            onChange={(next) => {
              setPage(1)
              setStatus(next)
            }}
            options={[
              { value: '', label: t`All` },
              { value: 'running', label: t`Running` },
              { value: 'suspended', label: t`Suspended` },
              { value: 'completed', label: t`Completed` },
              { value: 'terminated', label: t`Terminated` },
            ]}
          />
        </div>
        <DataTable
          label={t`Workflow instances`}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={loading}
          empty={<Trans>No instances.</Trans>}
        />
        <Pagination page={page} size={SIZE} total={total} onChange={(next) => setPage(next)} />
      </Panel>
      {open && (
        <InstanceDetailModal
          row={open}
          onClose={() => setOpen(null)}
          onAction={(action) => {
            setOpen(null)
            void act(open, action)
          }}
        />
      )}
      {confirm.dialog}
    </div>
  )
}
