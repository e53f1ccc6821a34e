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

/**
 * "Choose from files": the application's static resources (the file manager's folders), one folder at a
 * time; a picked picture or video gives the field its page address.
 */
export function ResourcePicker({ appId, onPick }: { appId: number; onPick(url: string): void }) {
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
      setItems(result.ok ? result.data.list.filter((item) => isPicture(item) || isVideo(item)) : []),
    )
  }, [open, appId, folder])
  return (
    <>
      <button
        type="button"
        className="insp-image__upload"
        onClick={() => setOpen(true)}
        data-testid="image-pick"
      >
        {t`Choose from files`}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t`Choose a picture or video`}
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
            <EmptyState title={t`No pictures or videos in this folder`} />
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
                    {isPicture(item) ? <img src={mediaUrl(appId, item.path)} alt="" /> : <span>▶</span>}
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
