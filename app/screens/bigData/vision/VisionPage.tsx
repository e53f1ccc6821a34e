import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import {
  Button,
  type Column,
  DataTable,
  icons,
  notify,
  Pagination,
  Panel,
  SearchBox,
  useConfirm,
} from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { RowActions, Toolbar } from '../../admin/common/Toolbar'
import { usePagedList } from '../../admin/common/usePagedList'
import { SetFormModal } from './SetFormModal'
import { SetView } from './SetView'
import { deleteSet, listSets, type VisionSet } from './visionApi'
import './vision.css'

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
      <Panel>
        <Toolbar
          actions={
            <>
              <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={list.reload}>
                <Trans>Refresh</Trans>
              </Button>
              <Button
                variant="primary"
                icon={<icons.PlusIcon size={16} />}
                data-testid="vision-set-new"
                onClick={() => setDialog({ kind: 'new' })}
              >
                <Trans>New image set</Trans>
              </Button>
            </>
          }
        >
          <SearchBox
            value={list.filters.keyword}
            onSearch={(keyword) => list.setFilters(() => ({ keyword }))}
            placeholder={t`Search by name`}
          />
        </Toolbar>
        <DataTable
          label={t`Image sets`}
          columns={columns}
          rows={list.rows}
          rowKey={(s) => s.setId}
          loading={list.loading}
          empty={<Trans>No image sets yet.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </Panel>
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
