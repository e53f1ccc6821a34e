import { type Cell, NodeView } from '@antv/x6'

/**
 * A node of the overview map: one grey rectangle instead of the graph's six-part node. The map shares
 * the graph's model but cannot render virtually (it shows everything), so a 2,000-object plant drawn twice
 * in full cost seconds on opening and on every change.
 */
class MinimapNodeView extends NodeView {
  protected override renderMarkup(): void {
    this.renderJSONMarkup({ tagName: 'rect', selector: 'body' })
  }

  override update(): void {
    super.update({ body: { refWidth: '100%', refHeight: '100%', fill: '#94a3b8', rx: 4 } })
  }
}

/** The overview map draws nodes as plain rectangles and no edges (too thin to see at its scale anyway). */
export const minimapCellView = (cell: Cell) => (cell.isEdge() ? null : MinimapNodeView)
