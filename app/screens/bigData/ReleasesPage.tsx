import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import { Badge, Button, type Column, DataTable, Modal, notify, useConfirm } from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { RowActions } from '../admin/common/Toolbar'
import { usePagedList } from '../admin/common/usePagedList'
import { deleteRelease, listReleases, type Release, updateRelease } from './bigDataApi'
import { ListPanel } from './ListPanel'
import { ReleaseFormModal } from './ReleaseFormModal'
import { modelFormula } from './RunResult'

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; release: Release | null }
  | { kind: 'versions'; release: Release }

const liveText = (release: Release) => {
  const value = release.live?.value
  return typeof value === 'number' ? Number(value.toFixed(4)).toString() : '—'
}

/** publish-mgr-release: soft sensors, their versions and rollback. */
export function ReleasesPage() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listReleases, { keyword: '' })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()

  async function change(release: Release, body: { activeVersion?: number; enabled?: boolean }) {
    const result = await updateRelease(release.releaseId, { ...body, version: release.version })
    if (result.ok) {
      notify.success(i18n._(MESSAGES.editSucceeded), release.name)
      setDialog((current) =>
        current.kind === 'versions' ? { kind: 'versions', release: result.data } : current,
      )
    }
    list.reload()
  }

  async function remove(release: Release) {
    const ok = await confirm.ask({
      title: t`Delete the release ${release.name}?`,
      message: t`The soft sensor stops; the property keeps its last value.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    if ((await deleteRelease(release.releaseId)).ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  const qualityLabel = (release: Release) =>
    release.live?.quality === 'good' ? t`good` : release.live?.quality === 'bad' ? t`bad` : t`uncertain`

  const columns: Column<Release>[] = [
    { key: 'name', title: <Trans>Name</Trans>, render: (r) => <span className="cell-strong">{r.name}</span> },
    {
      key: 'target',
      title: <Trans>Property</Trans>,
      render: (r) => <code>{`${r.target.objName}.${r.target.propName}`}</code>,
    },
    {
      key: 'live',
      title: <Trans>Live value</Trans>,
      align: 'end',
      render: (r) => (
        <span data-testid="release-live">
          {liveText(r)}{' '}
          <Badge tone={r.live?.quality === 'good' ? 'success' : 'warning'}>{qualityLabel(r)}</Badge>
        </span>
      ),
    },
    {
      key: 'version',
      title: <Trans>Active version</Trans>,
      align: 'end',
      render: (r) => t`v${r.activeVersion} of ${r.versions.length}`,
    },
    { key: 'enabled', title: <Trans>State</Trans>, render: (r) => (r.enabled ? t`Enabled` : t`Disabled`) },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (r) => (
        <RowActions>
          <Button
            size="sm"
            data-testid="release-publish"
            onClick={() => setDialog({ kind: 'form', release: r })}
          >
            <Trans>New version</Trans>
          </Button>
          <Button
            size="sm"
            data-testid="release-versions"
            onClick={() => setDialog({ kind: 'versions', release: r })}
          >
            <Trans>Versions</Trans>
          </Button>
          <Button size="sm" onClick={() => void change(r, { enabled: !r.enabled })}>
            {r.enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
          </Button>
          <Button size="sm" variant="danger" onClick={() => void remove(r)}>
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
        label={t`Releases`}
        columns={columns}
        rowKey={(r) => r.releaseId}
        empty={<Trans>No releases yet.</Trans>}
        newLabel={<Trans>New release</Trans>}
        newTestId="release-new"
        onNew={() => setDialog({ kind: 'form', release: null })}
      />
      {dialog.kind === 'form' ? (
        <ReleaseFormModal
          release={dialog.release}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(release) => {
            setDialog({ kind: 'none' })
            notify.success(i18n._(MESSAGES.createSucceeded), release.name)
            list.reload()
          }}
        />
      ) : null}
      {dialog.kind === 'versions' ? (
        <Modal
          open
          onClose={() => setDialog({ kind: 'none' })}
          width={860}
          title={t`Versions of ${dialog.release.name}`}
          footer={
            <Button variant="primary" onClick={() => setDialog({ kind: 'none' })}>
              <Trans>Close</Trans>
            </Button>
          }
        >
          <DataTable
            label={t`Versions`}
            columns={[
              { key: 'versionNo', title: <Trans>Version</Trans>, render: (v) => `v${v.versionNo}` },
              {
                key: 'createdAt',
                title: <Trans>Published</Trans>,
                render: (v) => formatDateTime(v.createdAt),
              },
              {
                key: 'model',
                title: <Trans>Model</Trans>,
                render: (v) => <span className="bigdata-formula">{modelFormula(v.model)}</span>,
              },
              {
                key: 'active',
                title: <span className="visually-hidden">{t`Actions`}</span>,
                align: 'end',
                render: (v) =>
                  v.versionNo === dialog.release.activeVersion ? (
                    <Badge tone="success">{t`Active`}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      data-testid={`release-activate-${v.versionNo}`}
                      onClick={() => void change(dialog.release, { activeVersion: v.versionNo })}
                    >
                      <Trans>Make active</Trans>
                    </Button>
                  ),
              },
            ]}
            rows={dialog.release.versions}
            rowKey={(v) => v.versionNo}
          />
        </Modal>
      ) : null}
      {confirm.dialog}
    </>
  )
}
