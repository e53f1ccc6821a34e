import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, type Column, DataTable, Modal, Pagination } from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { type Experiment, type ExperimentRun, getRun, listRuns } from './bigDataApi'
import { RunResult } from './RunResult'

/** An experiment's kept runs (newest first) and the result of the chosen one. */
export function RunsModal({
  experiment,
  first,
  onClose,
}: {
  experiment: Experiment
  first?: ExperimentRun
  onClose: () => void
}) {
  const { t } = useLingui()
  const [runs, setRuns] = useState<ExperimentRun[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 })
  const [chosen, setChosen] = useState<ExperimentRun | null>(first ?? null)

  useEffect(() => {
    void listRuns(experiment.experimentId, page).then((result) => {
      if (!result.ok) return
      setRuns(result.data.list)
      setTotal(result.data.pagination.total)
    })
  }, [experiment.experimentId, page])

  async function open(run: ExperimentRun) {
    const result = await getRun(run.runId)
    if (result.ok) setChosen(result.data)
  }

  const columns: Column<ExperimentRun>[] = [
    { key: 'runId', title: '#', render: (r) => r.runId },
    { key: 'startedAt', title: <Trans>Started</Trans>, render: (r) => formatDateTime(r.startedAt) },
    {
      key: 'trigger',
      title: <Trans>Trigger</Trans>,
      render: (r) => (r.trigger === 'schedule' ? t`Scheduled` : t`Manual`),
    },
    {
      key: 'analysis',
      title: <Trans>Parameters</Trans>,
      render: (r) => <code>{JSON.stringify(r.spec)}</code>,
    },
    {
      key: 'status',
      title: <Trans>Status</Trans>,
      render: (r) => (r.status === 'succeeded' ? t`Succeeded` : t`Failed`),
    },
    {
      key: 'open',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (r) => (
        <Button size="sm" onClick={() => void open(r)}>
          <Trans>Result</Trans>
        </Button>
      ),
    },
  ]

  return (
    <Modal
      open
      onClose={onClose}
      width={900}
      title={t`Runs of ${experiment.name}`}
      footer={
        <Button variant="primary" data-testid="runs-close" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {chosen ? (
        <section data-testid="run-result">
          <h3>
            <Trans>Run #{chosen.runId}</Trans>
          </h3>
          <RunResult run={chosen} sampleId={experiment.sampleId} />
        </section>
      ) : null}
      <DataTable
        label={t`Runs`}
        columns={columns}
        rows={runs}
        rowKey={(r) => r.runId}
        empty={<Trans>No runs yet.</Trans>}
      />
      <Pagination
        page={page.pageIndex}
        size={page.pageSize}
        total={total}
        onChange={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
      />
    </Modal>
  )
}
