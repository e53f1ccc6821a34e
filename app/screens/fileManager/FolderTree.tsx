import { useLingui } from '@lingui/react/macro'
import { DragTree, icons, type TreeItem } from '../../ui'
import type { FolderNode } from './filesApi'

/** The tree's id of the application's root folder (a path is '' there, which a tree id cannot be). */
export const ROOT_ID = '/'

const toItem = (node: FolderNode): TreeItem => ({
  id: node.path,
  label: (
    <span className="files-tree__label">
      <icons.FolderIcon size={14} /> {node.name}
    </span>
  ),
  children: node.children.map(toItem),
})

interface Props {
  tree: FolderNode | null
  selected: string
  onSelect(path: string): void
  /** A folder dragged onto another one (its name stays, S1 §5). */
  onMove(path: string, parentPath: string): void
}

/** The application's folders; dragging one onto another moves it there. */
export function FolderTree({ tree, selected, onSelect, onMove }: Props) {
  const { t } = useLingui()
  const root: TreeItem = {
    id: ROOT_ID,
    label: (
      <span className="files-tree__label">
        <icons.HomeIcon size={14} /> {t`All files`}
      </span>
    ),
    children: tree ? tree.children.map(toItem) : [],
  }
  return (
    <DragTree
      label={t`Folders`}
      items={[root]}
      selected={selected === '' ? ROOT_ID : selected}
      onSelect={(id) => onSelect(id === ROOT_ID ? '' : id)}
      onMove={(id, parentId) => {
        if (id !== ROOT_ID && parentId !== null) onMove(id, parentId === ROOT_ID ? '' : parentId)
      }}
      testId="files-tree"
    />
  )
}
