import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, type Column, notify, useConfirm } from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { RowActions } from '../../admin/common/Toolbar'
import { usePagedList } from '../../admin/common/usePagedList'
import { SetFormModal } from './SetFormModal'
import { SetView } from './SetView'
import { deleteSet, listSets, type VisionSet } from './visionApi'
import './vision.css'
import { ListPanel } from '../ListPanel'

type Dialog = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; set: VisionSet }

/** machine-vision: the image sets; opening one shows its folders, images and annotation view. */
export function VisionPage() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listSets, { keyword: '' })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const [openSetId, setOpenSetId] = useState<number | null>(null)
  const confirm = useConfirm()

  if (openSetId !== null) {
    return (
      <SetView
        setId={openSetId}
        onBack={() => {
          setOpenSetId(null)
          list.reload()
        }}
      />
    )
  }

  async function remove(set: VisionSet) {
    const ok = await confirm.ask({
      title: t`Delete the image set ${set.name}?`,
      message: t`Its ${set.imageCount} images and their boxes are deleted with it.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    if ((await deleteSet(set.setId)).ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  const columns: Column<VisionSet>[] = [
    { key: 'name', title: <Trans>Name</Trans>, render: (s) => <span className="cell-strong">{s.name}</span> },
    {
      key: 'labels',
      title: <Trans>Labels</Trans>,
      render: (s) => (
        <span className="vision-chips">
          {s.labels.map((label) => (
            <span key={label.name} className="vision-chip" style={{ borderColor: label.color }}>
              <i style={{ background: label.color }} />
              {label.name}
            </span>
          ))}
        </span>
      ),
    },
    { key: 'images', title: <Trans>Images</Trans>, align: 'end', render: (s) => s.imageCount },
    { key: 'model', title: <Trans>Model service</Trans>, render: (s) => s.modelUrl || '—' },
    {
      key: 'updated',
      title: <Trans>Updated</Trans>,
      render: (s) => <span className="cell-time">{formatDateTime(s.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (s) => (
        <RowActions>
          <Button
            size="sm"
            variant="primary"
            data-testid="vision-set-open"
            onClick={() => setOpenSetId(s.setId)}
          >
            <Trans>Open</Trans>
          </Button>
          <Button size="sm" onClick={() => setDialog({ kind: 'edit', set: s })}>
            <Trans>Edit</Trans>
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
        label={t`Image sets`}
        columns={columns}
        rowKey={(s) => s.setId}
        empty={<Trans>No image sets yet.</Trans>}
        newLabel={<Trans>New image set</Trans>}
        newTestId="vision-set-new"
        onNew={() => setDialog({ kind: 'new' })}
      />
      {dialog.kind !== 'none' ? (
        <SetFormModal
          set={dialog.kind === 'edit' ? dialog.set : undefined}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(set) => {
            notify.success(
              i18n._(dialog.kind === 'new' ? MESSAGES.createSucceeded : MESSAGES.editSucceeded),
              set.name,
            )
            setDialog({ kind: 'none' })
            list.reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </>
  )
}
