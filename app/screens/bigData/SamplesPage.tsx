import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import { Button, type Column, notify, useConfirm } from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { RowActions } from '../admin/common/Toolbar'
import { usePagedList } from '../admin/common/usePagedList'
import { deleteSample, listSamples, type Sample } from './bigDataApi'
import { ListPanel } from './ListPanel'
import { SampleFormModal } from './SampleFormModal'
import { SamplePreviewModal } from './SamplePreviewModal'

type Dialog = { kind: 'none' } | { kind: 'new' } | { kind: 'preview'; sample: Sample }

/** samples-mgr: the stored samples, cut new ones, preview and export. */
export function SamplesPage() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listSamples, { keyword: '' })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()

  async function remove(sample: Sample) {
    const ok = await confirm.ask({
      title: t`Delete the sample ${sample.name}?`,
      message: t`Its experiments and their runs are deleted with it.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    if ((await deleteSample(sample.sampleId)).ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  const columns: Column<Sample>[] = [
    { key: 'name', title: <Trans>Name</Trans>, render: (s) => <span className="cell-strong">{s.name}</span> },
    { key: 'columns', title: <Trans>Properties</Trans>, render: (s) => s.columns.join(', ') },
    {
      key: 'range',
      title: <Trans>Range</Trans>,
      render: (s) => (
        <span className="cell-time">
          {formatDateTime(s.startAt)} – {formatDateTime(s.endAt)}
        </span>
      ),
    },
    {
      key: 'interval',
      title: <Trans>Interval</Trans>,
      render: (s) => t`${s.intervalSeconds} s, ${s.aggregation}`,
    },
    { key: 'rows', title: <Trans>Rows</Trans>, align: 'end', render: (s) => s.rowCount },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (s) => (
        <RowActions>
          <Button
            size="sm"
            data-testid="sample-preview-open"
            onClick={() => setDialog({ kind: 'preview', sample: s })}
          >
            <Trans>Preview</Trans>
          </Button>
          <Button size="sm" variant="danger" onClick={() => void remove(s)}>
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
        label={t`Samples`}
        columns={columns}
        rowKey={(s) => s.sampleId}
        empty={<Trans>No samples yet.</Trans>}
        newLabel={<Trans>New sample</Trans>}
        newTestId="sample-new"
        onNew={() => setDialog({ kind: 'new' })}
      />
      {dialog.kind === 'new' ? (
        <SampleFormModal
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(sample) => {
            notify.success(i18n._(MESSAGES.createSucceeded), sample.name)
            list.reload()
            setDialog({ kind: 'preview', sample })
          }}
        />
      ) : null}
      {dialog.kind === 'preview' ? (
        <SamplePreviewModal sample={dialog.sample} onClose={() => setDialog({ kind: 'none' })} />
      ) : null}
      {confirm.dialog}
    </>
  )
}
