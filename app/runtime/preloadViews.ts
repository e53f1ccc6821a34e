/**
 * Starts downloading the views a runtime page will draw with as soon as its document is decoded, so
 * the view chunks arrive while the stage renders instead of after it: the painters of a crowded page's
 * painted widgets, the runtime views of the rest.
 */
import type { WidgetNode } from '../../engine/document/pageDoc'
import type { PluginRegistry } from '../../engine/plugins/registry'
import type { GantryPlugin } from '../../plugins/shared/viewContract'
import { canPaint } from './paint/crowding'

/** Loads each distinct plugin's view once; failures are left for the widget that mounts to report. */
export function preloadViews(
  registry: PluginRegistry<GantryPlugin>,
  widgets: Iterable<WidgetNode>,
  paints: ((node: WidgetNode) => boolean) | null,
): void {
  const seen = new Set<string>()
  const ignore = () => {}
  for (const node of widgets) {
    if (seen.has(node.type)) continue
    seen.add(node.type)
    const plugin = registry.get(node.type)
    if (!plugin) continue
    const kind = paints?.(node) && canPaint(plugin) ? 'paint' : 'runtime'
    registry.views.load(plugin, kind).catch(ignore)
  }
}
