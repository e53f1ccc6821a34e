import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { icons } from '../../../ui'

/** One entry of a row's "more" menu. */
export interface RowMenuItem {
  key: string
  label: ReactNode
  onSelect: () => void
  tone?: 'default' | 'danger'
  disabled?: boolean
}

interface Props {
  items: readonly RowMenuItem[]
  label?: string
}

const BUTTON_CLASS = 'button button--ghost button--sm row-menu__button'

/**
 * The "more actions" menu of a table row (headlessui Menu): arrow keys, type-ahead, Escape.
 *
 * A list shows one per row and most are never opened, while each headlessui Menu costs its state machine,
 * floating anchor and listeners when it mounts (a 20-row page mounted 20 of them before its rows showed).
 * So a row first shows a plain button that looks and reads the same; its first activation mounts the
 * menu in its place and opens it (from the keyboard with the first item focused, as headlessui does for
 * Enter and Space). The menu then stays mounted for that row.
 */
export function RowMenu({ items, label }: Props) {
  const { t } = useLingui()
  const name = label ?? t`More actions`
  // null: not opened yet (plain button); else how the first activation came.
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | null>(null)
  if (opened === null) {
    return (
      <button
        type="button"
        className={BUTTON_CLASS}
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={false}
        // A click from Enter or Space has no pointer behind it: its detail (the click count) is 0.
        onClick={(event: MouseEvent) => setOpened(event.detail === 0 ? 'keyboard' : 'pointer')}
      >
        <span aria-hidden="true">•••</span>
      </button>
    )
  }
  return <MountedRowMenu items={items} label={name} openWith={opened} />
}

/** The headlessui menu, mounted by the first activation and opened at once the way it was asked. */
function MountedRowMenu({
  items,
  label,
  openWith,
}: {
  items: readonly RowMenuItem[]
  label: string
  openWith: 'pointer' | 'keyboard'
}) {
  const button = useRef<HTMLButtonElement>(null)
  const openedOnce = useRef(false)
  useEffect(() => {
    const element = button.current
    if (openedOnce.current || !element) return
    openedOnce.current = true
    // The plain button that had the focus is gone: the menu's button takes it, so closing the menu
    // gives the focus back where it was.
    element.focus({ preventScroll: true })
    // headlessui's own ways in: ArrowDown opens with the first item active, a click (not a mouse press,
    // which it handles on pointerdown) opens with none.
    if (openWith === 'keyboard') {
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      )
    } else element.click()
  }, [openWith])
  return (
    <Menu>
      <MenuButton ref={button} className={BUTTON_CLASS} aria-label={label}>
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
