import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { menuLabel } from '../frame/menuLabel'
import type { ShellMenuItem } from '../menu/buildMenus'
import { menuState } from '../sessionData'
import { recordPageView } from './pageViews'

interface Props {
  /** The hash route on screen. */
  path: string
  /** The route pattern that matched it; '*' when none did. */
  pattern: string
  /** The route's own title (or of what is shown instead), used when no menu entry names the path. */
  title?: MessageDescriptor
}

/** Reports a page view whenever the route on screen changes; renders nothing. */
export function PageViewReport({ path, pattern, title }: Props) {
  const { i18n } = useLingui()
  useEffect(() => {
    recordPageView({ path, pattern, title: titleOf(path, title, i18n), language: i18n.locale })
  }, [path, pattern, title, i18n])
  return null
}

/** What the user saw the page called: its menu entry's label, else the route's title, else nothing. */
function titleOf(path: string, title: MessageDescriptor | undefined, i18n: I18n): string {
  const entry = findEntry([...menuState.design, ...menuState.runtime], path.replace(/^\//, ''))
  if (entry) return menuLabel(entry, i18n).slice(0, 200)
  return title ? i18n._(title).slice(0, 200) : ''
}

function findEntry(items: readonly ShellMenuItem[], path: string): ShellMenuItem | null {
  for (const item of items) {
    if (item.path !== '' && item.path === path) return item
    const inner = findEntry(item.children, path)
    if (inner) return inner
  }
  return null
}
