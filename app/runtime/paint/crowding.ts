/** Which runtime pages paint their paintable widgets instead of mounting an element for each. */
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { listWidgets } from '../../../engine/document/widgetStore'
import { blockFrames } from '../../designer/geometry/pageGrid'
import type { DesignerStore } from '../../designer/state/designerStore'
import { canPaint } from './painters'

/**
 * Above this many paintable widgets in the shown layout a page paints them. Below it every widget stays
 * an element (selectable text, the accessibility tree, the browser's own tooltips) at little cost.
 */
export const PAINT_THRESHOLD = 300

/** The test for painted widgets of the store's page, or null when the page is not crowded enough. */
export function paintedWidgets(store: DesignerStore): ((node: WidgetNode) => boolean) | null {
  const { doc, platform, tabId } = store.state
  const paintable = (node: WidgetNode) => canPaint(store.registry.get(node.type))
  let count = 0
  for (const frame of blockFrames(doc, platform, tabId)) {
    const block = doc.blocks[frame.id]
    if (block) for (const node of listWidgets(block.widgets)) if (paintable(node)) count += 1
  }
  return count > PAINT_THRESHOLD ? paintable : null
}
