import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import {
  type FolderNode,
  folderTree,
  isPicture,
  isVideo,
  listFolder,
  mediaUrl,
  type ResourceItem,
} from '../../../screens/fileManager/filesApi'
import { Button, EmptyState, Modal, Select } from '../../../ui'

function folderPaths(node: FolderNode): string[] {
  return [node.path, ...node.children.flatMap(folderPaths)]
}

/** Which files a field takes: an image field pictures, a video address (`resource: 'video'`) videos. */
export type ResourceKind = 'picture' | 'video'

const accepts = (kind: ResourceKind, item: ResourceItem) =>
  kind === 'video' ? isVideo(item) : isPicture(item)

/**
 * "Choose from files": the application's static resources (the file manager's folders), one folder at a
 * time, only the files of the field's kind; a picked file gives the field its page address.
 */
export function ResourcePicker({
  appId,
  kind,
  onPick,
}: {
  appId: number
  kind: ResourceKind
  onPick(url: string): void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [folders, setFolders] = useState<string[]>([''])
  const [folder, setFolder] = useState('')
  const [items, setItems] = useState<ResourceItem[] | null>(null)
  useEffect(() => {
    if (!open) return
    void folderTree(appId).then((result) => result.ok && setFolders(folderPaths(result.data)))
  }, [open, appId])
  useEffect(() => {
    if (!open) return
    setItems(null)
    void listFolder(appId, folder).then((result) =>
      setItems(result.ok ? result.data.list.filter((item) => accepts(kind, item)) : []),
    )
  }, [open, appId, folder, kind])
  const video = kind === 'video'
  return (
    <>
      <button
        type="button"
        className="insp-image__upload"
        onClick={() => setOpen(true)}
        data-testid={video ? 'video-pick' : 'image-pick'}
      >
        {t`Choose from files`}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={video ? t`Choose a video` : t`Choose a picture`}
        width={680}
        footer={<Button onClick={() => setOpen(false)}>{t`Cancel`}</Button>}
      >
        <div className="resource-picker" data-testid="resource-picker">
          <Select
            id="resource-picker-folder"
            label={t`Folder`}
            value={folder}
            options={folders.map((path) => ({ value: path, label: path === '' ? t`All files` : path }))}
            onChange={setFolder}
          />
          {items !== null && items.length === 0 ? (
            <EmptyState title={video ? t`No videos in this folder` : t`No pictures in this folder`} />
          ) : (
            <ul className="resource-picker__grid">
              {(items ?? []).map((item) => (
                <li key={item.path}>
                  <button
                    type="button"
                    className="resource-picker__item"
                    title={item.name}
                    onClick={() => {
                      onPick(mediaUrl(appId, item.path))
                      setOpen(false)
                    }}
                  >
                    {video ? (
                      <span className="resource-picker__video" aria-hidden="true">
                        ▶
                      </span>
                    ) : (
                      <img src={mediaUrl(appId, item.path)} alt="" />
                    )}
                    <span className="resource-picker__name">{item.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
    </>
  )
}
