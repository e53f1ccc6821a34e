import { growToContent } from '../../engine/commands/page/blockFit'
import type { BlockDoc, GridNode, PageDoc, WidgetNode } from '../../engine/document/pageDoc'
import { listWidgets, storeOf } from '../../engine/document/widgetStore'
import {
  DESIGN_WIDTH,
  designWidth,
  GRID_COLUMNS,
  GRID_ROW_HEIGHT,
  itemRects,
} from '../stage/geometry/pageGrid'

/**
 * The page as it runs: a block whose widgets hang below it (saved before the designer kept widgets
 * inside their blocks) grows to hold them, and the blocks under it move down by as much, so no block's
 * widgets are drawn over another block's (issue 19). The document itself is not changed.
 */
export function withBlocksHoldingContent(doc: PageDoc): PageDoc {
  const needed = new Map<string, number>()
  const neededRows = (id: string) => {
    let rows = needed.get(id)
    if (rows === undefined) {
      const block = doc.blocks[id]
      let bottom = 0
      // A free block's widgets keep their own boxes (read directly: no rectangle per widget of a page of
      // thousands); heights do not depend on the width, so any width gives a flow block's stack.
      if (block?.layoutType === 'free') {
        for (const node of listWidgets(block.widgets)) bottom = Math.max(bottom, node.y + node.h)
      } else if (block) {
        for (const rect of itemRects(block, 1).values()) bottom = Math.max(bottom, rect.y + rect.h)
      }
      rows = Math.ceil(bottom / GRID_ROW_HEIGHT)
      needed.set(id, rows)
    }
    return rows
  }
  const grown = (nodes: Record<string, GridNode>) => {
    const spans = growToContent(Object.values(nodes), neededRows)
    if (spans.every((span) => span.y === nodes[span.id]?.y && span.h === nodes[span.id]?.h)) return nodes
    return Object.fromEntries(
      spans.map((span) => [span.id, { ...(nodes[span.id] as GridNode), y: span.y, h: span.h }]),
    )
  }
  const layoutNodes = grown(doc.layoutNodes)
  const mobileTabs = Object.fromEntries(
    Object.entries(doc.mobileTabs).map(([id, tab]) => {
      const nodes = grown(tab.nodes)
      return [id, nodes === tab.nodes ? tab : { ...tab, nodes }]
    }),
  )
  return withWidgetsInsideAcross({ ...doc, layoutNodes, mobileTabs })
}

/**
 * The page with every free block's widgets brought inside its width: a block cannot grow sideways (its
 * neighbour sits there), so a widget that hangs out to the right (saved before the designer kept widgets
 * inside) moves left, a group as one, and what is still wider than the block is cut to it. A block shown
 * on both platforms keeps to the narrower width. The document itself is not changed.
 */
export function withWidgetsInsideAcross(doc: PageDoc): PageDoc {
  const widths = new Map<string, number>()
  const note = (nodes: Record<string, GridNode>, pageWidth: number) => {
    for (const node of Object.values(nodes)) {
      const width = (node.w * pageWidth) / GRID_COLUMNS
      widths.set(node.id, Math.min(widths.get(node.id) ?? Number.POSITIVE_INFINITY, width))
    }
  }
  note(doc.layoutNodes, designWidth(doc, 'pc'))
  for (const tab of Object.values(doc.mobileTabs)) note(tab.nodes, DESIGN_WIDTH.mobile)
  let blocks: Record<string, BlockDoc> | null = null
  for (const [id, block] of Object.entries(doc.blocks)) {
    const width = widths.get(id)
    if (width === undefined || block.layoutType !== 'free') continue
    const kept = keptAcross(listWidgets(block.widgets), width)
    if (!kept) continue
    blocks ??= { ...doc.blocks }
    blocks[id] = { ...block, widgets: storeOf(kept) }
  }
  return blocks ? { ...doc, blocks } : doc
}

/** The widgets moved and cut to `width`, or null when all of them are inside already. */
function keptAcross(widgets: readonly WidgetNode[], width: number): WidgetNode[] | null {
  // Nearly always every widget is inside (the designer keeps them there): then no group span leaves the
  // block either, and nothing below would move or cut one, so the spans of thousands of widgets are skipped.
  if (widgets.every((node) => node.x >= 0 && node.w >= 1 && node.x + node.w <= width)) return null
  // Members of a group move together, so the group keeps its drawing.
  const spans = new Map<string, { left: number; right: number }>()
  const spanKey = (node: WidgetNode) => node.groupId ?? `#${node.id}`
  for (const node of widgets) {
    const key = spanKey(node)
    const span = spans.get(key)
    spans.set(key, {
      left: Math.min(span?.left ?? node.x, node.x),
      right: Math.max(span?.right ?? node.x + node.w, node.x + node.w),
    })
  }
  let changed = false
  const kept = widgets.map((node) => {
    const span = spans.get(spanKey(node)) as { left: number; right: number }
    const shift =
      span.right > width ? Math.max(-span.left, width - span.right) : span.left < 0 ? -span.left : 0
    const x = Math.min(node.x + shift, width - 1)
    const w = Math.max(1, Math.min(node.w, width - Math.max(0, x)))
    if (shift === 0 && w === node.w) return node
    changed = true
    return { ...node, x, w }
  })
  return changed ? kept : null
}
