/**
 * Tab panels: a tabs control (`form.tabs`) taller than its tab strip owns the area below the strip, its
 * panel. A widget whose centre lies in that panel belongs to the tab that was active when it was placed
 * there, and shows only while that tab is active (in the designer and at runtime). Like a group, the
 * membership is plain data kept by the page commands inside their draft: the member records it as
 * `extra.tab` (an unknown field for older readers, so it survives their round trips), which a copy, a
 * paste or a delete carries with the widget, no list on the host to keep in step.
 */
import type { WidgetNode } from './pageDoc.ts'
import { getWidget, listWidgets, type WidgetStore } from './widgetStore.ts'

/** The plugin id of the tabs control. */
export const TABS_TYPE = 'form.tabs'

/** Height of the tab strip at the top of a tabs control (page pixels); the panel is the rest. */
export const TAB_STRIP = 36

/** What a tabs control raises at runtime with the value of the tab it shows (the stage hides the rest). */
export const TAB_SHOWN = 'tabShown'

/** Where a member sits: the tabs control's id and the value of its tab. */
export interface TabPlace {
  host: string
  value: string
}

/** A widget's tab, or null when it sits in no tab panel. */
export function tabOf(node: WidgetNode): TabPlace | null {
  const place = node.extra.tab as Partial<TabPlace> | undefined
  return place && typeof place.host === 'string' && typeof place.value === 'string'
    ? { host: place.host, value: place.value }
    : null
}

/** The tab a tabs control shows by design (its `value` prop: the tab open first). */
export function designedTab(host: WidgetNode): string {
  return String(host.props.value ?? '')
}

/** Whether a point lies in a tabs control's panel (below its strip). */
function inPanel(host: WidgetNode, x: number, y: number): boolean {
  return (
    host.h > TAB_STRIP &&
    x >= host.x &&
    x <= host.x + host.w &&
    y >= host.y + TAB_STRIP &&
    y <= host.y + host.h
  )
}

/**
 * Re-decides the tab of the widgets `ids` after they were placed, moved or resized: the topmost tabs
 * control whose panel holds a widget's centre takes it into its active tab (`active`, by default the
 * designed one); a widget that stays in the same control keeps its tab; one outside every panel leaves.
 */
export function settleTabs(
  widgets: WidgetStore,
  ids: Iterable<string>,
  active: (host: WidgetNode) => string = designedTab,
): void {
  const hosts = listWidgets(widgets)
    .filter((node) => node.type === TABS_TYPE && node.h > TAB_STRIP)
    .sort((a, b) => (a.order < b.order ? 1 : a.order > b.order ? -1 : 0))
  for (const id of ids) {
    const node = getWidget(widgets, id)
    if (!node || node.type === TABS_TYPE) continue
    const cx = node.x + node.w / 2
    const cy = node.y + node.h / 2
    const host = hosts.find((candidate) => inPanel(candidate, cx, cy))
    const before = tabOf(node)
    if (!host) {
      if (before) delete node.extra.tab
    } else if (before?.host !== host.id) {
      node.extra.tab = { host: host.id, value: active(host) }
    }
  }
}

/** The members of the tabs controls among `ids` (on every tab), which move with their control. */
export function membersOf(widgets: WidgetStore, ids: Iterable<string>): string[] {
  const hosts = new Set<string>()
  for (const id of ids) if (getWidget(widgets, id)?.type === TABS_TYPE) hosts.add(id)
  if (hosts.size === 0) return []
  return listWidgets(widgets)
    .filter((node) => {
      const place = tabOf(node)
      return place !== null && hosts.has(place.host)
    })
    .map((node) => node.id)
}

/**
 * Whether a widget is hidden because it belongs to a tab that is not the active one of its (existing)
 * tabs control. `hostOf` finds a widget of the same block; `active` tells a control's active tab.
 */
export function hiddenByTab(
  node: WidgetNode,
  hostOf: (id: string) => WidgetNode | undefined,
  active: (host: WidgetNode) => string,
): boolean {
  const place = tabOf(node)
  if (!place) return false
  const host = hostOf(place.host)
  if (!host || host.type !== TABS_TYPE || host.h <= TAB_STRIP) return false
  return active(host) !== place.value
}

/** A copy's unknown fields with its tab moved to the copy of its tabs control, when that was copied too. */
export function remapTab(
  extra: Record<string, unknown>,
  idMap: Record<string, string>,
): Record<string, unknown> {
  const place = extra.tab as Partial<TabPlace> | undefined
  const host = typeof place?.host === 'string' ? idMap[place.host] : undefined
  return host ? { ...extra, tab: { ...place, host } } : extra
}
