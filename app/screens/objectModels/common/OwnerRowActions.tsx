import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../../../ui'
import { RowMenu } from '../../admin/common/RowMenu'
import { RowActions } from '../../admin/common/Toolbar'

interface Props {
  name: string
  /** The button's text: what opening the row does ("Edit", "Open"). */
  openLabel: ReactNode
  onOpen(): void
  onClone(): void
  onDelete(): void
}

/** A template's or an instance's row actions: open, and clone or delete in the row menu. */
export function OwnerRowActions({ name, openLabel, onOpen, onClone, onDelete }: Props) {
  const { t } = useLingui()
  return (
    <RowActions>
      <Button size="sm" variant="ghost" onClick={onOpen}>
        {openLabel}
      </Button>
      <RowMenu
        label={t`More actions for ${name}`}
        items={[
          { key: 'clone', label: <Trans>Clone…</Trans>, onSelect: onClone },
          { key: 'delete', label: <Trans>Delete</Trans>, tone: 'danger', onSelect: onDelete },
        ]}
      />
    </RowActions>
  )
}
