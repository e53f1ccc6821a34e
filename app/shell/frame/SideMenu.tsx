import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import { ChevronDownIcon, CollapseIcon, ExpandIcon } from '../../ui/icons'
import type { ShellMenuItem } from '../menu/buildMenus'
import { loadMenus, menuState } from '../sessionData'
import { MenuIcon } from './MenuIcon'
import { containsCurrent, isCurrent, menuLabel } from './menuLabel'

/** Which side of the product the frame shows: the runtime (operators) or the design side. */
export type Side = 'runtime' | 'design'

interface Props {
  side: Side
  collapsed: boolean
  onToggle: () => void
}

/**
 * The collapsible side menu: the design menu (permitted design entries) or the runtime menu (application
 * and report pages), each after a link to its welcome page. Folders open and close; the folder holding
 * the current page opens by itself.
 */
export function SideMenu({ side, collapsed, onToggle }: Props) {
  const { t } = useLingui()
  const menus = useSnapshot(menuState)
  const [location] = useLocation()
  const items = (side === 'design' ? menus.design : menus.runtime) as ShellMenuItem[]
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  // Open the folders on the way to the current page (navigation from elsewhere, a reload).
  useEffect(() => {
    const path = new Set<string>()
    const visit = (list: readonly ShellMenuItem[]) => {
      for (const item of list) {
        if (item.children.length > 0 && containsCurrent(item, location)) {
          path.add(item.key)
          visit(item.children)
        }
      }
    }
    visit(items)
    if (path.size > 0) setOpen((current) => new Set([...current, ...path]))
  }, [items, location])

  const toggleFolder = (key: string) => {
    if (collapsed) onToggle()
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key) && !collapsed) next.delete(key)
      else next.add(key)
      return next
    })
  }
  const home = side === 'design' ? '/design/hellow' : '/hellow'
  return (
    <nav
      className={collapsed ? 'side-menu side-menu--collapsed' : 'side-menu'}
      aria-label={side === 'design' ? t`Design menu` : t`Runtime menu`}
      data-testid="side-menu"
    >
      <div className="side-menu__scroll">
        <ul className="side-menu__list">
          <li>
            <Link
              href={home}
              className="side-menu__link"
              aria-current={location === home ? 'page' : undefined}
              title={collapsed ? t`Welcome` : undefined}
            >
              <MenuIcon name="home" />
              <span className="side-menu__text">
                <Trans>Welcome</Trans>
              </span>
            </Link>
          </li>
          {items.map((item) => (
            <MenuEntry
              key={item.key}
              item={item}
              depth={0}
              open={open}
              collapsed={collapsed}
              location={location}
              onToggleFolder={toggleFolder}
            />
          ))}
        </ul>
        {side === 'runtime' && menus.status === 'ready' && items.length === 0 && !collapsed ? (
          <p className="side-menu__empty" data-testid="runtime-menu-empty">
            <Trans>No application pages have been published to you yet.</Trans>
          </p>
        ) : null}
        {menus.status === 'failed' && !collapsed ? (
          <p className="side-menu__empty" role="alert">
            <Trans>The menus could not be loaded.</Trans>{' '}
            <button type="button" className="side-menu__retry" onClick={() => void loadMenus()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="side-menu__collapse"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t`Expand the menu` : t`Collapse the menu`}
        title={collapsed ? t`Expand the menu` : t`Collapse the menu`}
      >
        {collapsed ? <ExpandIcon size={18} /> : <CollapseIcon size={18} />}
        <span className="side-menu__text">
          <Trans>Collapse</Trans>
        </span>
      </button>
    </nav>
  )
}

interface EntryProps {
  item: ShellMenuItem
  depth: number
  open: ReadonlySet<string>
  collapsed: boolean
  location: string
  onToggleFolder: (key: string) => void
}

function MenuEntry({ item, depth, open, collapsed, location, onToggleFolder }: EntryProps) {
  const { i18n } = useLingui()
  const label = menuLabel(item, i18n)
  const indent = collapsed ? undefined : { paddingInlineStart: 14 + depth * 18 }
  if (item.kind === 'folder') {
    const expanded = open.has(item.key) && !collapsed
    const groupId = `side-menu-group-${item.key}`
    return (
      <li>
        <button
          type="button"
          className={
            containsCurrent(item, location) ? 'side-menu__link side-menu__link--trail' : 'side-menu__link'
          }
          style={indent}
          aria-expanded={expanded}
          aria-controls={groupId}
          title={collapsed ? label : undefined}
          onClick={() => onToggleFolder(item.key)}
          data-menu-code={item.code}
        >
          {depth === 0 ? <MenuIcon name={item.icon} /> : null}
          <span className="side-menu__text">{label}</span>
          <ChevronDownIcon
            size={14}
            className={expanded ? 'side-menu__chevron side-menu__chevron--open' : 'side-menu__chevron'}
          />
        </button>
        <ul className="side-menu__list" id={groupId} hidden={!expanded}>
          {item.children.map((child) => (
            <MenuEntry
              key={child.key}
              item={child}
              depth={depth + 1}
              open={open}
              collapsed={collapsed}
              location={location}
              onToggleFolder={onToggleFolder}
            />
          ))}
        </ul>
      </li>
    )
  }
  return (
    <li>
      <Link
        href={`/${item.path}`}
        className="side-menu__link"
        style={indent}
        aria-current={isCurrent(item, location) ? 'page' : undefined}
        title={collapsed ? label : undefined}
        data-menu-code={item.code}
      >
        {depth === 0 ? <MenuIcon name={item.icon} /> : <span className="side-menu__dot" aria-hidden="true" />}
        <span className="side-menu__text">{label}</span>
      </Link>
    </li>
  )
}
