/** Which runtime pages paint their paintable widgets instead of mounting an element or object for each. */
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { listWidgets } from '../../../engine/document/widgetStore'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { blockFrames } from '../../stage/geometry/pageGrid'
import type { StageState, StageStore } from '../../stage/pageStore'

/**
 * Above this many paintable widgets in the shown layout a page paints them. Below it every widget stays
 * an element (selectable text, the accessibility tree, the browser's own tooltips) at little cost.
 */
export const PAINT_THRESHOLD = 300

/** How a crowded runtime page draws: which widgets it paints, and whether fabric still draws some. */
export interface PaintPlan {
  paints: (node: WidgetNode) => boolean
  /** Shapes remain for the fabric layer (some shape of the page has no painter). */
  fabric: boolean
}

/** What the plan depends on: a page store, or (before the store exists) a decoded page as first shown. */
export type PaintedLayout = Pick<StageStore, 'registry'> & {
  state: Pick<StageState, 'doc' | 'platform' | 'tabId'>
}

/**
 * The paint plan of the store's page, or null when the page is not crowded enough. Shapes are painted
 * only when every shape shown can be: the paint canvas lies above the fabric layer, so painting some
 * shapes and not others would change which covers which.
 */
export function paintPlan(store: PaintedLayout): PaintPlan | null {
  const { doc, platform, tabId } = store.state
  let domPaintable = 0
  let shapePaintable = 0
  let shapeUnpaintable = 0
  for (const frame of blockFrames(doc, platform, tabId)) {
    const block = doc.blocks[frame.id]
    if (!block) continue
    for (const node of listWidgets(block.widgets)) {
      const plugin = store.registry.get(node.type)
      if (plugin?.render === 'canvas') {
        if (canPaint(plugin)) shapePaintable += 1
        else shapeUnpaintable += 1
      } else if (canPaint(plugin)) domPaintable += 1
    }
  }
  const paintShapes = shapeUnpaintable === 0
  const count = domPaintable + (paintShapes ? shapePaintable : 0)
  if (count <= PAINT_THRESHOLD) return null
  // Asked for every widget on screen at each repaint: decided once per plugin type.
  const byType = new Map<string, boolean>()
  return {
    paints: (node) => {
      let painted = byType.get(node.type)
      if (painted === undefined) {
        const plugin = store.registry.get(node.type)
        painted = canPaint(plugin) && (paintShapes || plugin.render !== 'canvas')
        byType.set(node.type, painted)
      }
      return painted
    },
    fabric: !paintShapes && shapeUnpaintable + shapePaintable > 0,
  }
}

/** Whether the plugin can be painted on the runtime's shared canvas (it has a painter). */
export function canPaint(plugin: GantryPlugin | undefined): plugin is GantryPlugin {
  return typeof plugin?.views.paint === 'function'
}
