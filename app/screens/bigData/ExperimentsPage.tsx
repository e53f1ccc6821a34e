import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import { Button, type Column, notify, useConfirm } from '../../ui'
import { RowActions } from '../admin/common/Toolbar'
import { usePagedList } from '../admin/common/usePagedList'
import {
  deleteExperiment,
  type Experiment,
  type ExperimentRun,
  listExperiments,
  runExperiment,
} from './bigDataApi'
import { ExperimentFormModal } from './ExperimentFormModal'
import { ListPanel } from './ListPanel'
import { RunsModal } from './RunsModal'

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; experiment: Experiment | null }
  | { kind: 'runs'; experiment: Experiment; first?: ExperimentRun }

/** experiments-mgr: experiments, run now, their kept runs and results. */
export function ExperimentsPage() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listExperiments, { keyword: '' })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()

  async function run(experiment: Experiment) {
    const result = await runExperiment(experiment.experimentId)
    if (!result.ok) return
    if (result.data.status === 'succeeded') notify.success(t`Run finished`, experiment.name)
    else notify.error(t`Run failed`, result.data.error ?? experiment.name)
    setDialog({ kind: 'runs', experiment, first: result.data })
  }

  async function remove(experiment: Experiment) {
    const ok = await confirm.ask({
      title: t`Delete the experiment ${experiment.name}?`,
      message: t`Its runs are deleted with it; released models stay.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    if ((await deleteExperiment(experiment.experimentId)).ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  const columns: Column<Experiment>[] = [
    { key: 'name', title: <Trans>Name</Trans>, render: (e) => <span className="cell-strong">{e.name}</span> },
    { key: 'sample', title: <Trans>Sample</Trans>, render: (e) => e.sampleName },
    { key: 'analysis', title: <Trans>Analysis</Trans>, render: (e) => <code>{e.spec.analysis}</code> },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (e) => (
        <RowActions>
          <Button size="sm" variant="primary" data-testid="experiment-run" onClick={() => void run(e)}>
            <Trans>Run now</Trans>
          </Button>
          <Button
            size="sm"
            data-testid="experiment-runs"
            onClick={() => setDialog({ kind: 'runs', experiment: e })}
          >
            <Trans>Runs</Trans>
          </Button>
          <Button size="sm" onClick={() => setDialog({ kind: 'form', experiment: e })}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="danger" onClick={() => void remove(e)}>
            <Trans>Delete</Trans>
          </Button>
        </RowActions>
      ),
    },
  ]

  return (
    <>
      <ListPanel
        list={list}
        label={t`Experiments`}
        columns={columns}
        rowKey={(e) => e.experimentId}
        empty={<Trans>No experiments yet.</Trans>}
        newLabel={<Trans>New experiment</Trans>}
        newTestId="experiment-new"
        onNew={() => setDialog({ kind: 'form', experiment: null })}
      />
      {dialog.kind === 'form' ? (
        <ExperimentFormModal
          experiment={dialog.experiment}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(experiment) => {
            setDialog({ kind: 'none' })
            notify.success(
              i18n._(dialog.experiment ? MESSAGES.editSucceeded : MESSAGES.createSucceeded),
              experiment.name,
            )
            list.reload()
          }}
        />
      ) : null}
      {dialog.kind === 'runs' ? (
        <RunsModal
          experiment={dialog.experiment}
          first={dialog.first}
          onClose={() => setDialog({ kind: 'none' })}
        />
      ) : null}
      {confirm.dialog}
    </>
  )
}
