import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { icons } from '../../../ui'

/** One entry of a row's "more" menu. */
export interface RowMenuItem {
  key: string
  label: ReactNode
  onSelect: () => void
  tone?: 'default' | 'danger'
  disabled?: boolean
}

/** The "more actions" menu of a table row (headlessui Menu): arrow keys, type-ahead, Escape. */
export function RowMenu({ items, label }: { items: readonly RowMenuItem[]; label?: string }) {
  const { t } = useLingui()
  return (
    <Menu>
      <MenuButton
        className="button button--ghost button--sm row-menu__button"
        aria-label={label ?? t`More actions`}
      >
        <span aria-hidden="true">•••</span>
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 4 }} className="row-menu__items" modal={false}>
        {items.map((item) => (
          <MenuItem key={item.key} disabled={item.disabled}>
            <button
              type="button"
              className={item.tone === 'danger' ? 'row-menu__item row-menu__item--danger' : 'row-menu__item'}
              onClick={item.onSelect}
            >
              {item.tone === 'danger' ? <icons.TrashIcon size={14} /> : null}
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
