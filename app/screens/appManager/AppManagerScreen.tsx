import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { MESSAGES } from '../../../engine/rules/responses'
import {
  Badge,
  Button,
  type Column,
  DataTable,
  EmptyState,
  icons,
  notify,
  PageHeader,
  Pagination,
  Panel,
  SearchBox,
  useConfirm,
} from '../../ui'
import { fileManagerPath } from '../fileManager/fileManagerRoutes'
import { AppFormModal } from './AppFormModal'
import { type AppRecord, type AppStatus, deleteApp, listApps, setAppActivity } from './appsApi'
import { useAppJobs } from './useAppJobs'
import './appManager.css'

const PAGE_SIZE = 20

import { editorPath } from './lastPage'

export { editorPath }
export const previewPath = (appId: number) => `/layout/application-preview/${appId}`

type Dialog = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; app: AppRecord }

/**
 * The application manager (spec S0 §2 /design/industry-application-mgr/application-mgr): every
 * application with its status, created, edited and deleted here, started and stopped, exported, imported
 * and upgraded with their progress; "Design" opens the application editor.
 */
export default function AppManagerScreen() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<AppRecord[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirm()
  const importInput = useRef<HTMLInputElement>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    const result = await listApps({ keyword, pageIndex: page, pageSize: PAGE_SIZE })
    setLoading(false)
    if (result.ok) {
      setRows(result.data.list)
      setTotal(result.data.pagination.total)
    } else notify.error(i18n._(MESSAGES.dataRequestFailed), result.message)
  }, [keyword, page, i18n])

  useEffect(() => {
    void reload()
  }, [reload])

  const { jobs, exportApp, upgradeApp, importApp } = useAppJobs(reload)

  const statusLabel: Record<AppStatus, string> = {
    running: t`Running`,
    stopped: t`Stopped`,
    upgrading: t`Upgrading`,
  }
  const statusTone: Record<AppStatus, 'success' | 'neutral' | 'warning'> = {
    running: 'success',
    stopped: 'neutral',
    upgrading: 'warning',
  }
  const jobLabel = { export: t`Exporting`, import: t`Importing`, upgrade: t`Upgrading` }

  async function remove(app: AppRecord) {
    const ok = await confirm.ask({
      title: t`Delete the application ${app.name}?`,
      message: t`Its folders, pages, templates and graphic elements are deleted with it.`,
    })
    if (!ok) return
    const result = await deleteApp(app.appId)
    // Spec S0 §4: delete succeeds on 204.
    if (result.ok && result.status === 204) notify.success(i18n._(MESSAGES.deleteSucceeded))
    else notify.error(i18n._(MESSAGES.deleteFailed), result.ok ? '' : result.message)
    void reload()
  }

  async function toggleRunning(app: AppRecord) {
    const result = await setAppActivity(app.appId, app.status === 'running' ? 'stop' : 'start')
    if (result.ok)
      notify.success(result.data.status === 'running' ? t`${app.name} is running` : t`${app.name} is stopped`)
    else notify.error(i18n._(MESSAGES.editFailed), result.message)
    void reload()
  }

  const columns: Column<AppRecord>[] = [
    {
      key: 'name',
      title: t`Application`,
      render: (app) => (
        <div className="apps__name">
          <span className="apps__icon" aria-hidden="true">
            {app.name.slice(0, 1).toUpperCase()}
          </span>
          <div>
            <a className="apps__link" href={`#${editorPath(app.appId)}`}>
              {app.name}
            </a>
            <div className="apps__description">{app.description || '—'}</div>
          </div>
        </div>
      ),
    },
    { key: 'appVersion', title: t`Version`, width: 100 },
    {
      key: 'status',
      title: t`Status`,
      width: 200,
      render: (app) => {
        const job = jobs[app.appId]
        return (
          <div className="apps__status" data-testid={`app-status-${app.appId}`}>
            <Badge tone={statusTone[app.status] ?? 'neutral'}>{statusLabel[app.status] ?? app.status}</Badge>
            {job ? (
              <span
                className="apps__job"
                role="progressbar"
                aria-valuenow={job.progress}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span className="apps__job-label">
                  {jobLabel[job.kind]} {job.progress}%
                </span>
                <span className="apps__job-bar">
                  <span style={{ width: `${job.progress}%` }} />
                </span>
              </span>
            ) : null}
          </div>
        )
      },
    },
    {
      key: 'updatedAt',
      title: t`Updated`,
      width: 170,
      render: (app) => (
        <span className="apps__time">
          {i18n.date(new Date(app.updatedAt), { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      width: 230,
      render: (app) => (
        <div className="apps__actions">
          <Button
            size="sm"
            variant="primary"
            onClick={() => navigate(editorPath(app.appId))}
            data-testid={`design-${app.appId}`}
          >
            {t`Design`}
          </Button>
          <Button size="sm" onClick={() => void toggleRunning(app)} disabled={app.status === 'upgrading'}>
            {app.status === 'running'
              ? t`Stop`
              : // An id of its own: plugins' catalogues translate a plain "Start" otherwise (a date range, a workflow).
                t({ id: 'appManager.start', message: 'Start' })}
          </Button>
          <RowMenu
            label={t`More actions for ${app.name}`}
            items={[
              { key: 'edit', label: t`Edit…`, onSelect: () => setDialog({ kind: 'edit', app }) },
              { key: 'preview', label: t`Preview`, onSelect: () => navigate(previewPath(app.appId)) },
              {
                key: 'files',
                label: t({ id: 'appManager.files', message: 'Files' }),
                onSelect: () => navigate(fileManagerPath(app.appId)),
              },
              {
                key: 'export',
                label: t`Export`,
                onSelect: () => void exportApp(app),
                disabled: !!jobs[app.appId],
              },
              {
                key: 'upgrade',
                label: t`Upgrade`,
                onSelect: () => void upgradeApp(app),
                disabled: !!jobs[app.appId] || app.status === 'upgrading',
              },
              { key: 'delete', label: t`Delete`, onSelect: () => void remove(app), danger: true },
            ]}
          />
        </div>
      ),
    },
  ]

  return (
    <div className="apps" data-testid="app-manager">
      <PageHeader
        title={t`Application manager`}
        description={t`Applications group the pages operators use. Design them, run them, and move them between systems.`}
        actions={
          <>
            <Button icon={<icons.UploadIcon size={15} />} onClick={() => importInput.current?.click()}>
              {t`Import`}
            </Button>
            <Button
              variant="primary"
              icon={<icons.PlusIcon size={16} />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t`New application`}
            </Button>
            <input
              ref={importInput}
              type="file"
              accept=".gapp"
              hidden
              aria-label={t`Application file to import`}
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) void importApp(file)
              }}
            />
          </>
        }
      />
      <Panel>
        <div className="apps__toolbar">
          <SearchBox
            value={keyword}
            onSearch={(next) => {
              setKeyword(next)
              setPage(1)
            }}
            placeholder={t`Search by name or description`}
          />
          <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={() => void reload()}>
            {t`Refresh`}
          </Button>
        </div>
        <DataTable
          label={t`Applications`}
          columns={columns}
          rows={rows}
          rowKey={(app) => app.appId}
          loading={loading}
          empty={
            <EmptyState title={keyword ? t`No application matches` : t`No applications yet`}>
              {keyword ? null : (
                <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
                  {t`Create the first application`}
                </Button>
              )}
            </EmptyState>
          }
        />
        <Pagination page={page} size={PAGE_SIZE} total={total} onChange={(next) => setPage(next)} />
      </Panel>
      <AppFormModal
        open={dialog.kind !== 'none'}
        app={dialog.kind === 'edit' ? dialog.app : null}
        onClose={() => setDialog({ kind: 'none' })}
        onSaved={() => {
          setDialog({ kind: 'none' })
          void reload()
        }}
      />
      {confirm.dialog}
    </div>
  )
}

interface MenuEntry {
  key: string
  label: ReactNode
  onSelect(): void
  disabled?: boolean
  danger?: boolean
}

/** A "more" menu of a row's less frequent actions. */
export function RowMenu({ label, items }: { label: string; items: MenuEntry[] }) {
  return (
    <Menu>
      <MenuButton className="icon-button row-menu__button" aria-label={label} title={label}>
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className="row-menu">
        {items.map((item) => (
          <MenuItem key={item.key} disabled={item.disabled}>
            <button
              type="button"
              className={`row-menu__item${item.danger ? ' row-menu__item--danger' : ''}`}
              onClick={item.onSelect}
            >
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
