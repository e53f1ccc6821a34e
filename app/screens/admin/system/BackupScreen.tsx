import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { BACKUP_NOT_SIGNED_HERE, checkBackupFile, checkImportFile } from '../../../../engine/rules/files'
import { MESSAGES } from '../../../../engine/rules/responses'
import type { HttpResult } from '../../../shell/http'
import { stashNoticeForReload } from '../../../shell/maintenance'
import {
  Badge,
  Button,
  type Column,
  DataTable,
  InlineNotice,
  icons,
  notify,
  Pagination,
  Panel,
  type SortState,
  sortRows,
  useConfirm,
} from '../../../ui'
import { formatBytes } from '../common/byteSize'
import { formatDateTime } from '../common/dateTime'
import { FilePicker } from '../common/FilePicker'
import { RowMenu } from '../common/RowMenu'
import { RowActions, Toolbar } from '../common/Toolbar'
import { usePagedList } from '../common/usePagedList'
import {
  type BackupFile,
  type BackupTrust,
  createBackup,
  deleteBackup,
  downloadBackup,
  listBackups,
  type RestoreState,
  readRestoreStatus,
  restoreBackup,
  uploadAndRestore,
} from './configApi'
import { RestoreProgress } from './RestoreProgress'
import { isFinalPhase, PHASE_MESSAGES, restorePhase } from './restoreProgress'
import { SystemLayout } from './SystemLayout'

/** Backups are JSON-lines files (server backup/format.ts). */
const BACKUP_EXTENSION = 'jsonl'

/**
 * Backup management (S1 §1 "system backup and restore"): create, download, delete, restore from the list
 * or from an uploaded file. A restore turns the server's maintenance gate on: the shell then shows its
 * overlay (every call answers 425) and reloads the page when the restore is over.
 */
export default function BackupScreen() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listBackups, {})
  const [sort, setSort] = useState<SortState | null>(null)
  const [creating, setCreating] = useState(false)
  const [restoring, setRestoring] = useState<string | null>(null)
  const [fileProblem, setFileProblem] = useState('')
  const [lastRestore, setLastRestore] = useState<RestoreState | null>(null)
  const confirm = useConfirm()

  useEffect(() => {
    void readRestoreStatus().then((result) => result.ok && setLastRestore(result.data))
  }, [])

  async function create() {
    setCreating(true)
    const result = await createBackup(t`Creating the backup…`)
    setCreating(false)
    if (result.ok) notify.success(i18n._(MESSAGES.backupSucceeded), result.data.filename)
    list.reload()
  }

  async function askRestore(name: ReactNode) {
    return confirm.ask({
      title: t`Restore the system from this backup?`,
      message: (
        <>
          <span className="confirm__names">{name}</span>
          <span className="confirm__extra">
            <Trans>
              All data and images are replaced by the backup's. The system is unavailable until the restore
              ends; users who do not exist in the backup are signed out.
            </Trans>
          </span>
        </>
      ),
      confirmLabel: t`Restore`,
      tone: 'danger',
    })
  }

  /** The server refused a backup this installation did not sign: the administrator may accept it. */
  async function askAcceptUnsigned(name: ReactNode) {
    return confirm.ask({
      title: t`Restore a backup this installation did not make?`,
      message: (
        <>
          <span className="confirm__names">{name}</span>
          <span className="confirm__extra">
            <Trans>
              It is unsigned (made by an older version) or signed by another installation, so this system
              cannot tell whether it was changed. Its users and passwords replace the current ones: restore it
              only if you know where it came from.
            </Trans>
          </span>
        </>
      ),
      confirmLabel: t`Restore anyway`,
      tone: 'danger',
    })
  }

  /** Restores with `attempt`; a backup not signed here is tried again once the administrator accepts it. */
  async function restoreWith(
    name: ReactNode,
    attempt: (trust: BackupTrust) => Promise<HttpResult<RestoreState>>,
  ) {
    let result = await attempt('signedHere')
    if (!result.ok && result.code === BACKUP_NOT_SIGNED_HERE && (await askAcceptUnsigned(name))) {
      result = await attempt('acceptUnsigned')
    }
    return result
  }

  /**
   * After the 202 the next ordinary call meets the 425 and the shell takes over: overlay, polling, reload.
   * A restore small enough to end before that call gets the same ending here: its outcome, then a reload.
   */
  async function started(filename: string) {
    setRestoring(filename)
    const probe = await listBackups({ ...list.paging })
    if (!probe.ok) return
    const status = await readRestoreStatus()
    const phase = status.ok ? restorePhase(status.data.status) : 'idle'
    if (!isFinalPhase(phase)) {
      list.reload()
      return
    }
    stashNoticeForReload({
      kind: phase === 'succeeded' ? 'success' : 'error',
      title: i18n._(phase === 'succeeded' ? MESSAGES.restoreSucceeded : MESSAGES.restoreFailed),
      message: phase === 'succeeded' || !status.ok ? '' : status.data.message,
    })
    window.location.reload()
  }

  async function restore(backup: BackupFile) {
    setFileProblem('')
    const problem = checkBackupFile({ name: backup.filename, size: backup.size })
    if (problem) {
      setFileProblem(i18n._(problem))
      return
    }
    if (!(await askRestore(backup.filename))) return
    const result = await restoreWith(backup.filename, (trust) => restoreBackup(backup.filename, trust))
    if (result.ok) await started(backup.filename)
    else setFileProblem(result.message)
  }

  async function uploadRestore(file: File) {
    setFileProblem('')
    const problem = checkImportFile(file, [BACKUP_EXTENSION]) ?? checkBackupFile(file)
    if (problem) {
      setFileProblem(i18n._(problem))
      return
    }
    const name = `${file.name} (${formatBytes(file.size)})`
    if (!(await askRestore(name))) return
    const loading = t`Uploading and checking the backup…`
    const result = await restoreWith(name, (trust) => uploadAndRestore(file, loading, trust))
    if (result.ok) await started(file.name)
    else setFileProblem(result.message)
  }

  async function remove(backup: BackupFile) {
    const ok = await confirm.ask({
      title: t`Delete the backup ${backup.filename}?`,
      message: t`The file is removed from the server. This cannot be undone.`,
    })
    if (!ok) return
    const result = await deleteBackup(backup.filename)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  const columns: Column<BackupFile>[] = [
    {
      key: 'filename',
      title: <Trans>File</Trans>,
      sortable: true,
      render: (backup) => <code className="cell-strong">{backup.filename}</code>,
    },
    {
      key: 'created',
      title: <Trans>Created</Trans>,
      sortable: true,
      sortValue: (backup) => backup.created ?? backup.modifyDate,
      render: (backup) => (
        <span className="cell-time">{formatDateTime(backup.created ?? backup.modifyDate)}</span>
      ),
    },
    {
      key: 'size',
      title: <Trans>Size</Trans>,
      sortable: true,
      align: 'end',
      render: (backup) => <span className="cell-nowrap">{formatBytes(backup.size)}</span>,
    },
    {
      key: 'engine',
      title: <Trans>Database</Trans>,
      render: (backup) =>
        backup.engine ? <Badge>{backup.engine}</Badge> : <Badge tone="danger">{t`Unreadable`}</Badge>,
    },
    {
      key: 'rows',
      title: <Trans>Rows</Trans>,
      align: 'end',
      sortable: true,
      render: (backup) => backup.rows ?? '—',
    },
    { key: 'images', title: <Trans>Images</Trans>, align: 'end', render: (backup) => backup.images ?? '—' },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (backup) => (
        <RowActions>
          <Button size="sm" variant="ghost" onClick={() => void downloadBackup(backup.filename)}>
            <icons.ArrowDownIcon size={14} />
            <Trans>Download</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={backup.engine === null}
            onClick={() => void restore(backup)}
          >
            <Trans>Restore</Trans>
          </Button>
          <RowMenu
            label={t`More actions for ${backup.filename}`}
            items={[
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => void remove(backup),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  const lastPhase = lastRestore ? restorePhase(lastRestore.status) : 'idle'
  return (
    <SystemLayout
      current="backup"
      testId="backup-screen"
      description={<Trans>Back up all data and images to one file, and restore the system from one.</Trans>}
    >
      {lastRestore && isFinalPhase(lastPhase) && lastRestore.finishedAt ? (
        <InlineNotice
          tone={lastPhase === 'succeeded' ? 'success' : 'error'}
          title={i18n._(PHASE_MESSAGES[lastPhase])}
          testId="last-restore"
        >
          <Trans>
            Last restore: {lastRestore.filename ?? ''}, finished {formatDateTime(lastRestore.finishedAt)}.
          </Trans>{' '}
          {lastPhase === 'succeeded' ? null : lastRestore.message}
        </InlineNotice>
      ) : null}
      {fileProblem ? (
        <InlineNotice tone="error" title={i18n._(MESSAGES.restoreFailed)} testId="restore-problem">
          {fileProblem}
        </InlineNotice>
      ) : null}
      <Panel>
        <Toolbar
          actions={
            <>
              <FilePicker
                accept=".jsonl"
                onPick={(file) => void uploadRestore(file)}
                icon={<icons.UploadIcon size={15} />}
                testId="restore-upload-input"
              >
                <Trans>Upload and restore…</Trans>
              </FilePicker>
              <Button
                variant="primary"
                icon={<icons.PlusIcon size={16} />}
                loading={creating}
                onClick={() => void create()}
              >
                <Trans>Create backup</Trans>
              </Button>
            </>
          }
        >
          <span className="admin-muted">
            <Trans>Backups are kept on the server. Files under 10 KB are not backups and are refused.</Trans>
          </span>
        </Toolbar>
        <DataTable
          label={t`Backups`}
          columns={columns}
          rows={sortRows(list.rows, columns, sort)}
          rowKey={(backup) => backup.filename}
          loading={list.loading}
          sort={sort}
          onSortChange={setSort}
          empty={<Trans>No backups yet.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </Panel>
      {restoring ? <RestoreProgress filename={restoring} /> : null}
      {confirm.dialog}
    </SystemLayout>
  )
}
