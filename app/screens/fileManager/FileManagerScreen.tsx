import { useLingui } from '@lingui/react/macro'
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { ScreenProps } from '../../shell/routes/types'
import { Button, EmptyState, icons, notify, PageHeader, Panel, useConfirm } from '../../ui'
import { RowMenu } from '../appManager/AppManagerScreen'
import { getApp } from '../appManager/appsApi'
import { NameModal } from '../appManager/NameModal'
import { FilePreview, UsageList } from './FilePreview'
import { FolderTree } from './FolderTree'
import {
  createFolder,
  type FolderNode,
  folderTree,
  isPicture,
  isVideo,
  listFolder,
  mediaUrl,
  moveFile,
  moveFolder,
  type ResourceItem,
  removeItems,
  uploadFile,
  usedBy,
} from './filesApi'
import { MoveModal } from './MoveModal'
import { formatSize, parentOf, uploadProblem } from './uploadRules'
import '../appManager/appManager.css'
import './fileManager.css'

interface Upload {
  key: string
  name: string
  progress: number
  error?: string
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'folder' }
  | { kind: 'rename'; item: ResourceItem }
  | { kind: 'move'; item: ResourceItem }
  | { kind: 'preview'; item: ResourceItem }

/**
 * An application's static resources (spec S0 §2 /layout/industry-application-mgr/file-mgr/:id, :id the
 * application): folders on the left, the open folder's files as thumbnails or a list, several files
 * uploaded at once (button or drop) with their progress, preview, rename, move, delete and "used by".
 */
export default function FileManagerScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const appId = Number(params.id)
  const [appName, setAppName] = useState('')
  const [tree, setTree] = useState<FolderNode | null>(null)
  const [folder, setFolder] = useState('')
  const [items, setItems] = useState<ResourceItem[]>([])
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [uploads, setUploads] = useState<Upload[]>([])
  const [dragging, setDragging] = useState(false)
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const input = useRef<HTMLInputElement>(null)
  const confirm = useConfirm()

  const reload = useCallback(async () => {
    const [treeResult, listResult] = await Promise.all([folderTree(appId), listFolder(appId, folder)])
    if (treeResult.ok) setTree(treeResult.data)
    if (listResult.ok) setItems(listResult.data.list)
    else if (listResult.status === 404 && folder !== '') setFolder('')
  }, [appId, folder])

  useEffect(() => {
    void reload()
  }, [reload])
  useEffect(() => {
    void getApp(appId).then((result) => result.ok && setAppName(result.data.name))
  }, [appId])

  const close = () => setDialog({ kind: 'none' })

  async function uploadAll(files: File[]) {
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }))
    setUploads((current) => [
      ...current.filter((upload) => upload.progress < 1 || upload.error),
      ...batch.map(({ file, key }) => {
        const problem = uploadProblem(file)
        return { key, name: file.name, progress: 0, error: problem ? i18n._(problem) : undefined }
      }),
    ])
    const update = (key: string, change: Partial<Upload>) =>
      setUploads((current) =>
        current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
      )
    for (const { file, key } of batch) {
      if (uploadProblem(file)) continue
      const result = await uploadFile(appId, folder, file, (progress) => update(key, { progress }))
      update(key, result.ok ? { progress: 1 } : { error: result.message })
    }
    await reload()
  }

  async function remove(item: ResourceItem) {
    const ok = await confirm.ask({
      title: item.type === 'folder' ? t`Delete folder ${item.name}?` : t`Delete ${item.name}?`,
      message: (
        <>
          {item.type === 'folder'
            ? t`The folder and everything in it are deleted. Pages showing them will show nothing.`
            : t`The file is deleted. Pages showing it will show nothing.`}
          <span className="files-preview__heading">{t`Used by`}</span>
          <UsageList appId={appId} path={item.path} />
        </>
      ),
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await removeItems(appId, [item.path])
    if (result.ok) notify.success(t`${item.name} deleted`)
    await reload()
  }

  /**
   * Renames or moves a file. A file that pages or symbols show moves only once the user agrees that their
   * references follow it (the server updates them with the move, in one transaction); null when declined.
   */
  async function relocateFile(item: ResourceItem, parentPath: string, name: string) {
    const usage = await usedBy(appId, item.path)
    const used = usage.ok && usage.data.list.length > 0
    if (used) {
      const ok = await confirm.ask({
        title: t`${item.name} is in use`,
        message: (
          <>
            {t`These pages and symbols show it. They are updated to its new place with the move.`}
            <span className="files-preview__heading">{t`Used by`}</span>
            <UsageList appId={appId} path={item.path} />
          </>
        ),
        confirmLabel: t`Move and update them`,
      })
      if (!ok) return null
    }
    return moveFile(appId, item.path, parentPath, name, used)
  }

  async function move(item: ResourceItem, parentPath: string): Promise<string | null> {
    const result =
      item.type === 'folder'
        ? await moveFolder(appId, item.path, parentPath)
        : await relocateFile(item, parentPath, item.name)
    if (result === null) return null
    if (!result.ok) return result.message
    close()
    await reload()
    return null
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 0) void uploadAll(files)
  }

  const menu = (item: ResourceItem) => (
    <RowMenu
      label={t`Actions for ${item.name}`}
      items={[
        item.type === 'folder'
          ? { key: 'open', label: t`Open`, onSelect: () => setFolder(item.path) }
          : {
              key: 'preview',
              label: t`Preview and used by`,
              onSelect: () => setDialog({ kind: 'preview', item }),
            },
        ...(item.type === 'file'
          ? [{ key: 'rename', label: t`Rename…`, onSelect: () => setDialog({ kind: 'rename', item }) }]
          : []),
        { key: 'move', label: t`Move…`, onSelect: () => setDialog({ kind: 'move', item }) },
        { key: 'delete', label: t`Delete`, danger: true, onSelect: () => void remove(item) },
      ]}
    />
  )
  const open = (item: ResourceItem) =>
    item.type === 'folder' ? setFolder(item.path) : setDialog({ kind: 'preview', item })
  const thumbnail = (item: ResourceItem) =>
    item.type === 'folder' ? (
      <icons.FolderIcon size={40} />
    ) : isPicture(item) ? (
      <img src={mediaUrl(appId, item.path)} alt="" loading="lazy" />
    ) : isVideo(item) ? (
      <icons.MonitorIcon size={40} />
    ) : (
      <icons.PageIcon size={40} />
    )
  const crumbs = folder === '' ? [] : folder.split('/')

  return (
    <div className="files" data-testid="file-manager">
      <PageHeader
        title={appName ? t`Static resources of ${appName}` : t`Static resources`}
        description={t`Pictures, videos, documents and fonts the application's pages use. Pictures: JPG, GIF or PNG under 5 MB.`}
        actions={
          <>
            <Button onClick={() => navigate('/design/industry-application-mgr/application-mgr')}>
              {t`Back to applications`}
            </Button>
            <Button icon={<icons.FolderIcon size={15} />} onClick={() => setDialog({ kind: 'folder' })}>
              {t`New folder`}
            </Button>
            <Button
              variant="primary"
              icon={<icons.UploadIcon size={15} />}
              onClick={() => input.current?.click()}
            >
              {t`Upload files`}
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label={t`Files to upload`}
              data-testid="files-input"
              onChange={(event) => {
                const files = Array.from(event.target.files ?? [])
                event.target.value = ''
                if (files.length > 0) void uploadAll(files)
              }}
            />
          </>
        }
      />
      <div className="files__body">
        <div className="files__tree">
          <Panel>
            <FolderTree
              tree={tree}
              selected={folder}
              onSelect={setFolder}
              onMove={(path, parentPath) => {
                void moveFolder(appId, path, parentPath).then((result) => {
                  if (!result.ok) notify.error(t`The folder was not moved`, result.message)
                  void reload()
                })
              }}
            />
          </Panel>
        </div>
        <div className="files__main">
          <Panel>
            <div className="files__toolbar">
              <nav className="files__crumbs" aria-label={t`Folder path`}>
                <button type="button" onClick={() => setFolder('')}>
                  {t`All files`}
                </button>
                {crumbs.map((name, index) => (
                  <span key={crumbs.slice(0, index + 1).join('/')}>
                    {' / '}
                    <button type="button" onClick={() => setFolder(crumbs.slice(0, index + 1).join('/'))}>
                      {name}
                    </button>
                  </span>
                ))}
              </nav>
              <div className="files__views">
                <Button
                  size="sm"
                  variant={view === 'grid' ? 'primary' : 'ghost'}
                  onClick={() => setView('grid')}
                >
                  {t`Thumbnails`}
                </Button>
                <Button
                  size="sm"
                  variant={view === 'list' ? 'primary' : 'ghost'}
                  onClick={() => setView('list')}
                >
                  {t`List`}
                </Button>
              </div>
            </div>
            {uploads.length > 0 ? (
              <ul className="files__uploads" data-testid="files-uploads">
                {uploads.map((upload) => (
                  <li key={upload.key} className={upload.error ? 'files__upload--error' : undefined}>
                    <span className="files__upload-name">{upload.name}</span>
                    {upload.error ? (
                      <span className="files__upload-error" role="alert">
                        {upload.error}
                      </span>
                    ) : (
                      <progress max={1} value={upload.progress} aria-label={t`Upload of ${upload.name}`} />
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            <section
              className={`files__drop${dragging ? ' files__drop--active' : ''}`}
              aria-label={t`Drop files here to upload them into this folder`}
              data-testid="files-drop"
              onDragOver={(event) => {
                event.preventDefault()
                setDragging(true)
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              {items.length === 0 ? (
                <EmptyState
                  title={t`This folder is empty`}
                >{t`Drop files here or use "Upload files".`}</EmptyState>
              ) : view === 'grid' ? (
                <ul className="files__grid">
                  {items.map((item) => (
                    <li key={item.path} className="files__card" data-testid={`file-${item.name}`}>
                      <button
                        type="button"
                        className="files__thumb"
                        onDoubleClick={() => open(item)}
                        onClick={() => open(item)}
                      >
                        {thumbnail(item)}
                      </button>
                      <div className="files__card-foot">
                        <span className="files__name" title={item.name}>
                          {item.name}
                        </span>
                        {menu(item)}
                      </div>
                      <span className="files__meta">
                        {item.type === 'folder' ? t`Folder` : formatSize(item.size)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <table className="files__table">
                  <thead>
                    <tr>
                      <th>{t`Name`}</th>
                      <th>{t`Type`}</th>
                      <th>{t`Size`}</th>
                      <th>{t`Modified`}</th>
                      <th>
                        <span className="visually-hidden">{t`Actions`}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={item.path} data-testid={`file-${item.name}`}>
                        <td>
                          <button type="button" className="files__row-name" onClick={() => open(item)}>
                            <span className="files__row-thumb">{thumbnail(item)}</span>
                            {item.name}
                          </button>
                        </td>
                        <td>{item.type === 'folder' ? t`Folder` : item.mimeType}</td>
                        <td>{item.type === 'folder' ? '' : formatSize(item.size)}</td>
                        <td>{i18n.date(item.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                        <td className="files__row-actions">{menu(item)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </Panel>
        </div>
      </div>
      <NameModal
        open={dialog.kind === 'folder'}
        title={folder ? t`New folder in ${folder}` : t`New folder`}
        label={t`Folder name (cannot be changed afterwards)`}
        initial=""
        submitLabel={t`Create`}
        onClose={close}
        onSubmit={async (name) => {
          const result = await createFolder(appId, folder, name)
          if (!result.ok) return result.message
          close()
          await reload()
          return null
        }}
      />
      <NameModal
        open={dialog.kind === 'rename'}
        title={t`Rename file`}
        label={t`File name`}
        initial={dialog.kind === 'rename' ? dialog.item.name : ''}
        submitLabel={t`Rename`}
        onClose={close}
        onSubmit={async (name) => {
          if (dialog.kind !== 'rename') return null
          const result = await relocateFile(dialog.item, parentOf(dialog.item.path), name)
          if (result === null) return null
          if (!result.ok) return result.message
          close()
          await reload()
          return null
        }}
      />
      <MoveModal
        item={dialog.kind === 'move' ? dialog.item : null}
        tree={tree}
        onClose={close}
        onMove={move}
      />
      <FilePreview appId={appId} item={dialog.kind === 'preview' ? dialog.item : null} onClose={close} />
      {confirm.dialog}
    </div>
  )
}
