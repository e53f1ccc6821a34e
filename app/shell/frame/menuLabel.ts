import type { I18n } from '@lingui/core'
import type { ShellMenuItem } from '../menu/buildMenus'

/** The text of a menu entry: its translated title while unrenamed, else the name the server holds. */
export function menuLabel(item: Pick<ShellMenuItem, 'title' | 'name'>, i18n: I18n): string {
  return item.title ? i18n._(item.title) : item.name
}

/** Whether `location` is the entry's page or one of its detail pages. */
export function isCurrent(item: ShellMenuItem, location: string): boolean {
  if (item.path === '') return false
  const href = `/${item.path}`
  return location === href || location.startsWith(`${href}/`)
}

/** Whether the entry or any entry below it is current. */
export function containsCurrent(item: ShellMenuItem, location: string): boolean {
  return isCurrent(item, location) || item.children.some((child) => containsCurrent(child, location))
}
