import { Trans, useLingui } from '@lingui/react/macro'
import { downloadAs } from '../../shell/download'
import { Button, type Column, DataTable, Modal, Pagination } from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { usePagedList } from '../admin/common/usePagedList'
import { listRuns, runFilePath, type ScheduledTask, type TaskRun } from './schedulerApi'

/** A task's runs, newest first: when, why, how it ended, the rows it touched and its error. */
export function RunsModal({ task, onClose }: { task: ScheduledTask; onClose: () => void }) {
  const { t } = useLingui()
  const list = usePagedList((query) => listRuns(task.taskId, query), {})
  const statusLabels: Record<TaskRun['status'], string> = {
    running: t`Running`,
    succeeded: t`Succeeded`,
    failed: t`Failed`,
    skipped: t`Skipped`,
  }
  const triggerLabels: Record<TaskRun['trigger'], string> = {
    schedule: t`Schedule`,
    manual: t`Run now`,
    misfire: t`Missed run`,
  }
  const columns: Column<TaskRun>[] = [
    { key: 'startedAt', title: <Trans>Started</Trans>, render: (run) => formatDateTime(run.startedAt) },
    {
      key: 'endedAt',
      title: <Trans>Ended</Trans>,
      render: (run) => (run.endedAt ? formatDateTime(run.endedAt) : '—'),
    },
    { key: 'trigger', title: <Trans>Trigger</Trans>, render: (run) => triggerLabels[run.trigger] },
    {
      key: 'status',
      title: <Trans>Status</Trans>,
      render: (run) => (
        <span className={`scheduler-status scheduler-status--${run.status}`}>{statusLabels[run.status]}</span>
      ),
    },
    { key: 'rows', title: <Trans>Rows</Trans>, align: 'end', render: (run) => run.rows ?? '—' },
    { key: 'error', title: <Trans>Error</Trans>, render: (run) => run.error ?? '' },
  ]
  if (task.kind === 'reportStatistics-task')
    columns.push({
      key: 'file',
      title: <Trans>File</Trans>,
      render: (run) =>
        run.file ? (
          <Button
            variant="ghost"
            onClick={() => void downloadAs(runFilePath(task.taskId, run.runId), run.file ?? '')}
          >
            {run.file}
          </Button>
        ) : (
          '—'
        ),
    })
  return (
    <Modal open onClose={onClose} width={900} title={t`Runs of ${task.name}`}>
      <div data-testid="task-runs">
        <DataTable
          label={t`Runs`}
          columns={columns}
          rows={list.rows}
          rowKey={(run) => run.runId}
          loading={list.loading}
          empty={<Trans>No runs yet.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </div>
    </Modal>
  )
}
