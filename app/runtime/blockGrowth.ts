import { growToContent } from '../../engine/commands/page/blockFit'
import type { GridNode, PageDoc } from '../../engine/document/pageDoc'
import { GRID_ROW_HEIGHT, itemRects } from '../stage/geometry/pageGrid'

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
      // Heights do not depend on the width, so any width gives a flow block's stack.
      if (block) for (const rect of itemRects(block, 1).values()) bottom = Math.max(bottom, rect.y + rect.h)
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
  return { ...doc, layoutNodes, mobileTabs }
}
