import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { requestJson } from '../../../shell/http'
import { Badge, DataTable } from '../../../ui'

interface TodoRow {
  id: number | string
  taskId: number
  taskName: string
  flowName: string
  taskState?: string
  receiveTime?: string | null
}

const REFRESH_MS = 60_000

/**
 * "My to-dos": the user's open workflow tasks as the workflow's own list gives them (/api/flow/task,
 * the first 20), each opening its task; read again every minute.
 */
export function TodosCard({ title }: { title: string }) {
  const { t } = useLingui()
  const [rows, setRows] = useState<TodoRow[] | null>(null)
  const [total, setTotal] = useState(0)
  useEffect(() => {
    let alive = true
    const load = () =>
      void requestJson<{ list: TodoRow[]; pagination: { total: number } }>(
        'GET',
        '/api/flow/task',
        undefined,
        {
          query: { done: 'false', page: 0, size: 20 },
          suppressNotice: true,
        },
      ).then((result) => {
        if (!alive) return
        setRows(result.ok ? result.data.list : [])
        setTotal(result.ok ? result.data.pagination.total : 0)
      })
    load()
    const timer = setInterval(load, REFRESH_MS)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [])
  return (
    <div className="dashboard-card__todos" data-testid="dashboard-todos">
      <div className="dashboard-card__todos-head">
        {title || t`My to-dos`} <Badge>{total}</Badge>
      </div>
      <DataTable
        label={t`My to-dos`}
        columns={[
          {
            key: 'taskName',
            title: t`Task name`,
            render: (row: TodoRow) => <a href={`#/layout/workflow-task/${row.taskId}`}>{row.taskName}</a>,
          },
          { key: 'flowName', title: t`Flow name` },
          {
            key: 'taskState',
            title: t`Status`,
            render: (row: TodoRow) =>
              row.taskState === 'overdue' ? (
                <Badge tone="danger">{t`Overdue`}</Badge>
              ) : (
                <Badge>{t`To do`}</Badge>
              ),
          },
        ]}
        rows={rows ?? []}
        rowKey={(row: TodoRow) => String(row.id)}
        loading={rows === null}
        empty={t`Nothing to do.`}
      />
    </div>
  )
}
