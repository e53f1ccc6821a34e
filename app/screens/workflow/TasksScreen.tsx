import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { requestJson } from '../../shell/http'
import type { ScreenProps } from '../../shell/routes/types'
import { Badge, DataTable, PageHeader, Pagination, Panel, Tabs } from '../../ui'
import './workflow.css'

type Tab = 'todo' | 'done' | 'requests' | 'delegations'
// biome-ignore lint/suspicious/noExplicitAny: list rows are shown field by field as the server sends them.
type Row = Record<string, any>

const SOURCES: Record<Tab, { path: string; query: Record<string, string> }> = {
  todo: { path: '/api/flow/task', query: { done: 'false' } },
  done: { path: '/api/flow/task', query: { done: 'true' } },
  requests: { path: '/api/flow/process', query: {} },
  delegations: { path: '/api/flow/task/delegation/query', query: {} },
}

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '')

/**
 * The user's workflow lists (S1 §3 labels): my to-do, my done, my requests, my delegations, paged 20.
 * A to-do opens its task detail.
 */
export default function TasksScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const tab = (
    ['todo', 'done', 'requests', 'delegations'].includes(params.tab ?? '') ? params.tab : 'todo'
  ) as Tab
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    setLoading(true)
    const source = SOURCES[tab]
    void requestJson<{ list: Row[]; pagination: { total: number } }>('GET', source.path, undefined, {
      query: { ...source.query, page: page - 1, size: 20 },
    }).then((result) => {
      setLoading(false)
      if (!result.ok) return
      setRows(result.data.list)
      setTotal(result.data.pagination.total)
    })
  }, [tab, page])

  const status = (row: Row) => {
    if (row.taskState === 'overdue') return <Badge tone="danger">{t`Overdue`}</Badge>
    const labels: Record<string, string> = {
      todo: t`To do`,
      done: t`Done`,
      cancelled: t`Cancelled`,
      running: t`Running`,
      suspended: t`Suspended`,
      completed: t`Completed`,
      terminated: t`Terminated`,
      active: t`Delegated`,
    }
    return <Badge>{labels[row.status] ?? row.status}</Badge>
  }

  const taskLink = (row: Row) => (
    <a href={`#/layout/workflow-task/${row.taskId}`} data-testid="wf-task-link">
      {row.taskName}
    </a>
  )
  const taskColumns = [
    { key: 'flowId', title: t`Flow ID` },
    { key: 'flowName', title: t`Flow name` },
    { key: 'taskId', title: t`Task ID` },
    { key: 'taskName', title: t`Task name`, render: taskLink },
    { key: 'startPerson', title: t`Start person` },
    { key: 'todoPerson', title: t`To-do person` },
    { key: 'delegatePerson', title: t`Delegate person` },
    { key: 'delegateReason', title: t`Delegate reason` },
    { key: 'version', title: t`Version` },
    { key: 'status', title: t`Status`, render: status },
    { key: 'createTime', title: t`Create time`, render: (row: Row) => when(row.createTime) },
    { key: 'receiveTime', title: t`Receive time`, render: (row: Row) => when(row.receiveTime) },
    { key: 'operateDate', title: t`Operate date`, render: (row: Row) => when(row.operateDate) },
  ]
  const processColumns = [
    { key: 'flowId', title: t`Flow ID` },
    { key: 'flowName', title: t`Flow name` },
    { key: 'version', title: t`Version` },
    { key: 'startPerson', title: t`Start person` },
    { key: 'status', title: t`Status`, render: status },
    { key: 'createTime', title: t`Create time`, render: (row: Row) => when(row.createTime) },
    { key: 'operateDate', title: t`Operate date`, render: (row: Row) => when(row.operateDate) },
  ]
  const delegationColumns = [
    { key: 'flowId', title: t`Flow ID` },
    { key: 'flowName', title: t`Flow name` },
    { key: 'taskId', title: t`Task ID` },
    { key: 'taskName', title: t`Task name`, render: taskLink },
    { key: 'userFromName', title: t`Delegator` },
    { key: 'delegatePerson', title: t`Delegate person` },
    { key: 'delegateReason', title: t`Delegate reason` },
    { key: 'status', title: t`Status`, render: status },
    { key: 'createTime', title: t`Create time`, render: (row: Row) => when(row.createTime) },
  ]
  const columns =
    tab === 'requests' ? processColumns : tab === 'delegations' ? delegationColumns : taskColumns
  const table = (
    <>
      <DataTable
        label={t`Workflow list`}
        columns={columns}
        rows={rows}
        rowKey={(row: Row) => String(row.id)}
        loading={loading}
        empty={t`Nothing here.`}
      />
      <Pagination page={page} size={20} total={total} onChange={(next) => setPage(next)} />
    </>
  )
  return (
    <div className="wf-tasks" data-testid="workflow-tasks">
      <PageHeader title={<Trans>My workflow</Trans>} />
      <Panel>
        <Tabs
          variant="line"
          selected={tab}
          onChange={(next: string) => {
            setPage(1)
            navigate(`/layout/workflow-tasks/${next}`)
          }}
          tabs={[
            { id: 'todo', label: t`My to-do`, content: tab === 'todo' ? table : null },
            { id: 'done', label: t`My done`, content: tab === 'done' ? table : null },
            { id: 'requests', label: t`My requests`, content: tab === 'requests' ? table : null },
            { id: 'delegations', label: t`My delegations`, content: tab === 'delegations' ? table : null },
          ]}
        />
      </Panel>
    </div>
  )
}
