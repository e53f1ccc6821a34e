import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, type Column, DataTable, PageHeader, Pagination, Panel, Select } from '../../ui'
import { StatusBadge, when } from './statusLabels'
import { listAllTasks, type TaskRow } from './workflowApi'
import './workflow.css'

const SIZE = 20

/**
 * To-do administration (S0 §2 business-designer/todo_instance_mgr): every task of every process with
 * who holds it, its delegate and its state (overdue in red), filtered by status; a task opens read-only
 * for a manager who is not its holder.
 */
export default function TodoAdminScreen() {
  const { t } = useLingui()
  const [status, setStatus] = useState('todo')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<TaskRow[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [generation, setGeneration] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    let current = true
    setLoading(true)
    void listAllTasks(status, page, SIZE).then((result) => {
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

  const columns: Column<TaskRow>[] = [
    { key: 'flowId', title: t`Flow ID`, width: 80 },
    { key: 'flowName', title: t`Flow name` },
    { key: 'taskId', title: t`Task ID`, width: 80 },
    {
      key: 'taskName',
      title: t`Task name`,
      render: (row) => (
        <a href={`#/layout/workflow-task/${row.taskId}`} data-testid="wf-task-link">
          {row.taskName}
        </a>
      ),
    },
    { key: 'startPerson', title: t`Start person` },
    { key: 'todoPerson', title: t`To-do person` },
    { key: 'delegatePerson', title: t`Delegate person` },
    { key: 'delegateReason', title: t`Delegate reason` },
    { key: 'version', title: t`Version`, width: 70 },
    {
      key: 'status',
      title: t`Status`,
      render: (row) => (
        <span className="wf-row-actions">
          <StatusBadge status={row.status} overdue={row.overdue} />
          {row.processStatus === 'suspended' && <StatusBadge status="suspended" />}
        </span>
      ),
    },
    { key: 'createTime', title: t`Create time`, render: (row) => when(row.createTime) },
    { key: 'receiveTime', title: t`Receive time`, render: (row) => when(row.receiveTime) },
    { key: 'operateDate', title: t`Operate date`, render: (row) => when(row.operateDate) },
  ]

  return (
    <div className="admin-screen" data-testid="workflow-todo-admin">
      <PageHeader
        title={<Trans>To-do instances</Trans>}
        description={
          <Trans>
            Every task of every process: who holds it, who it is delegated to, and whether it is late.
          </Trans>
        }
        actions={
          <Button onClick={() => setGeneration((n) => n + 1)}>
            <Trans>Refresh</Trans>
          </Button>
        }
      />
      <Panel>
        <div className="wf-admin__filters">
          <Select
            id="wf-todo-status"
            label={t`Status`}
            value={status}
            onChange={(next) => {
              setPage(1)
              setStatus(next)
            }}
            options={[
              { value: '', label: t`All` },
              { value: 'todo', label: t`To do` },
              { value: 'done', label: t`Done` },
              { value: 'cancelled', label: t`Cancelled` },
            ]}
          />
        </div>
        <DataTable
          label={t`To-do instances`}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.taskId)}
          loading={loading}
          empty={<Trans>No tasks.</Trans>}
        />
        <Pagination page={page} size={SIZE} total={total} onChange={(next) => setPage(next)} />
      </Panel>
    </div>
  )
}
