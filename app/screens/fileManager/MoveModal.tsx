import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, InlineNotice, Modal, Select } from '../../ui'
import type { FolderNode, ResourceItem } from './filesApi'
import { parentOf } from './uploadRules'

function folderPaths(node: FolderNode): string[] {
  return [node.path, ...node.children.flatMap(folderPaths)]
}

interface Props {
  item: ResourceItem | null
  tree: FolderNode | null
  onClose(): void
  /** Resolves with an error message to show, or null when moved. */
  onMove(item: ResourceItem, parentPath: string): Promise<string | null>
}

/** Picks the folder a file or folder moves to (a folder cannot go into itself). */
export function MoveModal({ item, tree, onClose, onMove }: Props) {
  const { t } = useLingui()
  const [target, setTarget] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (item) {
      setTarget(parentOf(item.path))
      setError('')
    }
  }, [item])
  const paths = tree ? folderPaths(tree) : ['']
  const options = paths
    .filter(
      (path) => !item || item.type === 'file' || (path !== item.path && !path.startsWith(`${item.path}/`)),
    )
    .map((path) => ({ value: path, label: path === '' ? t`All files` : path }))
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={item ? t`Move ${item.name}` : ''}
      width={460}
      footer={
        <>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button
            variant="primary"
            loading={busy}
            onClick={async () => {
              if (!item) return
              setBusy(true)
              const problem = await onMove(item, target)
              setBusy(false)
              if (problem) setError(problem)
            }}
          >
            {t`Move`}
          </Button>
        </>
      }
    >
      <div className="app-form">
        {error ? <InlineNotice tone="error">{error}</InlineNotice> : null}
        <Select
          id="move-target"
          label={t`Destination folder`}
          value={target}
          options={options}
          onChange={setTarget}
        />
      </div>
    </Modal>
  )
}
