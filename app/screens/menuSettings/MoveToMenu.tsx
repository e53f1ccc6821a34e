import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Trans } from '@lingui/react/macro'
import { FolderIcon, MoveIcon } from '../../ui/icons'
import type { MoveTarget } from './menuTree'

interface Props {
  /** The button's accessible name: "Move Users to…". */
  label: string
  targets: readonly MoveTarget[]
  /** The name shown for a folder (its edited name, or its translated title). */
  nameOf: (target: MoveTarget) => string
  onMove: (folderId: number | null) => void
}

/** "Move to…": the folders (and the top level) an entry may move into, as a keyboard-friendly menu. */
export function MoveToMenu({ label, targets, nameOf, onMove }: Props) {
  return (
    <Menu>
      <MenuButton
        className="icon-button"
        aria-label={label}
        title={label}
        disabled={targets.length === 0}
        data-testid="menu-move-to"
      >
        <MoveIcon size={15} />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 4 }} className="move-to__items" modal={false}>
        <div className="move-to__title" aria-hidden="true">
          <Trans>Move to</Trans>
        </div>
        {targets.map((target) => (
          <MenuItem key={target.resourceId ?? 'top'}>
            <button
              type="button"
              className="move-to__item"
              style={{ paddingInlineStart: 10 + target.depth * 16 }}
              onClick={() => onMove(target.resourceId)}
            >
              <FolderIcon size={14} />
              {target.resourceId === null ? <Trans>Top level of this menu</Trans> : nameOf(target)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
