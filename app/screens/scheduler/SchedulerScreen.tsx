import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import type { ScreenProps } from '../../shell/routes/types'
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
} from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { RowActions, Toolbar } from '../admin/common/Toolbar'
import { usePagedList } from '../admin/common/usePagedList'
import { RunsModal } from './RunsModal'
import {
  CONTINUOUS,
  deleteTask,
  listTasks,
  PUBLISH_DEFAULT,
  runTask,
  type ScheduledTask,
  TASK_KINDS,
  type TaskKind,
  updateTask,
} from './schedulerApi'
import { TaskFormModal } from './TaskFormModal'
import '../admin/common/admin.css'
import './scheduler.css'

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; task: ScheduledTask | null }
  | { kind: 'runs'; task: ScheduledTask }

/** Spec S0 §9: the statistics task list shows 5 a page; the others the usual 20. */
const pageSizeOf = (kind: TaskKind) => (kind === 'statistics-task' ? 5 : 20)

/** The task scheduler (S0 §2 /design/industry-task-scheduler/:path): one page per task kind. */
export default function SchedulerScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const kind = (TASK_KINDS as readonly string[]).includes(params.path ?? '')
    ? (params.path as TaskKind)
    : 'system-task'
  const list = usePagedList(listTasks, { kind, keyword: '' })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()
  const continuous = CONTINUOUS.includes(kind)
  const { setFilters, setPaging } = list

  useEffect(() => {
    setFilters(() => ({ kind, keyword: '' }))
    setPaging(1, pageSizeOf(kind))
  }, [kind, setFilters, setPaging])

  const titles: Record<TaskKind, string> = {
    'experiment-task': t`Experiment tasks`,
    'statistics-task': t`Statistics tasks`,
    'reportStatistics-task': t`Report statistics tasks`,
    'realtime-data': t`Real-time data tasks`,
    'system-task': t`System tasks`,
  }

  async function runNow(task: ScheduledTask) {
    const result = await runTask(task.taskId)
    if (result.ok) {
      if (result.data.status === 'succeeded') notify.success(t`Run finished`, task.name)
      else notify.error(t`Run failed`, result.data.error ?? task.name)
    }
    list.reload()
  }

  async function toggle(task: ScheduledTask) {
    const result = await updateTask(task.taskId, { enabled: !task.enabled, version: task.version })
    if (!result.ok) notify.error(result.message)
    list.reload()
    if (continuous) window.setTimeout(list.reload, 2500)
  }

  async function remove(task: ScheduledTask) {
    const ok = await confirm.ask({
      title: t`Delete the task ${task.name}?`,
      message: t`Its runs are deleted with it.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await deleteTask(task.taskId)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  const schedule = (task: ScheduledTask) =>
    CONTINUOUS.includes(task.kind)
      ? t`continuous, written every ${String(task.config.publishSeconds ?? PUBLISH_DEFAULT)} s`
      : task.cron
        ? task.cron
        : t`every ${task.intervalSeconds} s`

  const columns: Column<ScheduledTask>[] = [
    {
      key: 'name',
      title: <Trans>Name</Trans>,
      render: (task) => <span className="cell-strong">{task.name}</span>,
    },
    { key: 'schedule', title: <Trans>Schedule</Trans>, render: (task) => <code>{schedule(task)}</code> },
    {
      key: 'enabled',
      title: <Trans>State</Trans>,
      // A disabled real-time task lets its lease go within a second: it shows as disabled at once.
      render: (task) =>
        task.running && (task.enabled || !continuous) ? t`Running` : task.enabled ? t`Enabled` : t`Disabled`,
    },
    {
      key: 'nextRunAt',
      title: <Trans>Next run</Trans>,
      render: (task) => (
        <span className="cell-time">{task.nextRunAt ? formatDateTime(task.nextRunAt) : '—'}</span>
      ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (task) => (
        <RowActions>
          {continuous ? null : (
            <Button size="sm" data-testid="task-run" onClick={() => void runNow(task)}>
              <Trans>Run now</Trans>
            </Button>
          )}
          <Button size="sm" data-testid="task-runs-open" onClick={() => setDialog({ kind: 'runs', task })}>
            <Trans>Runs</Trans>
          </Button>
          <Button size="sm" data-testid="task-toggle" onClick={() => void toggle(task)}>
            {task.enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
          </Button>
          <Button size="sm" data-testid="task-edit" onClick={() => setDialog({ kind: 'form', task })}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="danger" data-testid="task-delete" onClick={() => void remove(task)}>
            <Trans>Delete</Trans>
          </Button>
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="scheduler-screen">
      <PageHeader
        title={titles[kind]}
        description={<Trans>Tasks the server runs on a schedule; each run is kept with its outcome.</Trans>}
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            data-testid="task-new"
            onClick={() => setDialog({ kind: 'form', task: null })}
          >
            <Trans>New task</Trans>
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
          label={titles[kind]}
          columns={columns}
          rows={list.rows}
          rowKey={(task) => task.taskId}
          loading={list.loading}
          empty={<Trans>No tasks yet.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
          sizes={kind === 'statistics-task' ? [5, 10, 20] : undefined}
        />
      </Panel>
      {dialog.kind === 'form' ? (
        <TaskFormModal
          kind={kind}
          task={dialog.task}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(task) => {
            setDialog({ kind: 'none' })
            notify.success(i18n._(dialog.task ? MESSAGES.editSucceeded : MESSAGES.createSucceeded), task.name)
            list.reload()
            // A real-time task starts at the scheduler's next tick (within a second): show it running.
            if (continuous) window.setTimeout(list.reload, 2500)
          }}
        />
      ) : null}
      {dialog.kind === 'runs' ? (
        <RunsModal task={dialog.task} onClose={() => setDialog({ kind: 'none' })} />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
