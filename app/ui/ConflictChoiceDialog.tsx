import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from './Button'
import { Modal } from './Modal'

export interface ConflictChoiceProps {
  open: boolean
  title: string
  /** What happened, in the words of the record that was saved elsewhere. */
  message: ReactNode
  resolving?: boolean
  onKeep(): void
  onReload(): void
  onOverwrite(): void
}

/**
 * The 409 choice every editor offers when its record was saved elsewhere since it was opened: reload
 * theirs (local changes are dropped), overwrite with mine (after fetching the current version), or keep
 * editing and decide later.
 */
export function ConflictChoiceDialog({
  open,
  title,
  message,
  resolving = false,
  onKeep,
  onReload,
  onOverwrite,
}: ConflictChoiceProps) {
  const { t } = useLingui()
  return (
    <Modal
      open={open}
      onClose={onKeep}
      title={title}
      width={680}
      footer={
        <>
          <Button onClick={onKeep} data-testid="conflict-keep">
            {t`Keep editing`}
          </Button>
          <Button onClick={onReload} loading={resolving} data-testid="conflict-reload">
            {t`Reload their version`}
          </Button>
          <Button variant="danger" onClick={onOverwrite} loading={resolving} data-testid="conflict-overwrite">
            {t`Overwrite with mine`}
          </Button>
        </>
      }
    >
      <div data-testid="conflict-dialog">
        <p>{message}</p>
        <ul className="dialog-choices">
          <li>
            <strong>{t`Reload their version`}</strong> — {t`your unsaved changes are discarded.`}
          </li>
          <li>
            <strong>{t`Overwrite with mine`}</strong> — {t`your version replaces theirs.`}
          </li>
          <li>
            <strong>{t`Keep editing`}</strong> — {t`decide later; saving will ask again.`}
          </li>
        </ul>
      </div>
    </Modal>
  )
}
