import type { BlockDoc, WidgetNode } from '../../../engine/document/pageDoc'
import type { WidgetStore } from '../../../engine/document/widgetStore'
import { type HitShape, hitsShapeInBox } from '../../../engine/plugins/hitShape'
import { itemRects } from './pageGrid'
import { containsPointRotated, type Point, type Rect, rotatedBounds } from './rect'
import { SpatialIndex } from './spatialIndex'

/**
 * The geometry of one block's widgets, kept in step with the document. Free blocks are synced
 * incrementally: the engine's widget store is split into buckets that immer copies only when one of their
 * widgets changes, so comparing bucket identities finds the few changed widgets of a 4,000-item block.
 */
export class BlockIndex {
  readonly spatial = new SpatialIndex()
  private readonly rects = new Map<string, Rect>()
  private readonly nodes = new Map<string, WidgetNode>()
  private buckets: WidgetStore = {}
  private layoutType: BlockDoc['layoutType'] | null = null
  private width = -1

  /** Brings the index up to date with `block` laid out `blockWidth` pixels wide. */
  sync(block: BlockDoc, blockWidth: number): void {
    if (block.layoutType !== this.layoutType || (block.layoutType === 'flow' && blockWidth !== this.width)) {
      this.rebuild(block, blockWidth)
      return
    }
    if (block.widgets === this.buckets) return
    if (block.layoutType === 'flow') {
      this.rebuild(block, blockWidth)
      return
    }
    const previous = this.buckets
    for (const key of Object.keys(previous)) {
      if (key in block.widgets) continue
      for (const id of Object.keys(previous[key] as object)) this.remove(id)
    }
    for (const [key, bucket] of Object.entries(block.widgets)) {
      const before = previous[key]
      if (bucket === before) continue
      if (before) for (const id of Object.keys(before)) if (!(id in bucket)) this.remove(id)
      for (const node of Object.values(bucket)) {
        if (this.nodes.get(node.id) !== node) this.put(node, { x: node.x, y: node.y, w: node.w, h: node.h })
      }
    }
    this.buckets = block.widgets
  }

  /** The widget's box in block pixels (unrotated), as the stage draws it. */
  rect(id: string): Rect | undefined {
    return this.rects.get(id)
  }

  node(id: string): WidgetNode | undefined {
    return this.nodes.get(id)
  }

  get size(): number {
    return this.rects.size
  }

  /** Ids of the widgets whose (rotated) bounds meet `area`. */
  search(area: Rect): string[] {
    return this.spatial.search(area)
  }

  /**
   * The topmost widget under `p` (exact for rotated widgets), or null. `shapeOf` gives a widget type's hit
   * shape (a circle's disc, a star's outline): a point inside the box but off the shape misses it.
   */
  hitTest(
    p: Point,
    shapeOf?: (type: string) => HitShape | undefined,
    hidden?: (node: WidgetNode) => boolean,
  ): string | null {
    let best: WidgetNode | null = null
    for (const id of this.spatial.searchPoint(p)) {
      const node = this.nodes.get(id)
      const rect = this.rects.get(id)
      if (!node || !rect || !containsPointRotated(rect, node.rotation, p) || hidden?.(node)) continue
      const shape = shapeOf?.(node.type)
      if (shape && !hitsShapeInBox(shape, rect, node.rotation, p)) continue
      if (!best || node.order > best.order || (node.order === best.order && node.id > best.id)) best = node
    }
    return best?.id ?? null
  }

  private rebuild(block: BlockDoc, blockWidth: number): void {
    this.spatial.clear()
    this.rects.clear()
    this.nodes.clear()
    const rects = itemRects(block, blockWidth)
    for (const bucket of Object.values(block.widgets)) {
      for (const node of Object.values(bucket)) {
        const rect = rects.get(node.id)
        if (rect) this.put(node, rect)
      }
    }
    this.buckets = block.widgets
    this.layoutType = block.layoutType
    this.width = blockWidth
  }

  private put(node: WidgetNode, rect: Rect): void {
    this.nodes.set(node.id, node)
    this.rects.set(node.id, rect)
    this.spatial.set(node.id, rotatedBounds(rect, node.rotation))
  }

  private remove(id: string): void {
    this.nodes.delete(id)
    this.rects.delete(id)
    this.spatial.delete(id)
  }
}

/** One BlockIndex per block of a page, created and dropped as blocks come and go. */
export class PageIndex {
  private readonly blocks = new Map<string, BlockIndex>()

  /** Syncs every block; `widths` gives each shown block's width (flow blocks depend on it). */
  sync(blocks: Record<string, BlockDoc>, widths: ReadonlyMap<string, number>): void {
    for (const id of this.blocks.keys()) if (!(id in blocks)) this.blocks.delete(id)
    for (const block of Object.values(blocks)) {
      let index = this.blocks.get(block.id)
      if (!index) {
        index = new BlockIndex()
        this.blocks.set(block.id, index)
      }
      index.sync(block, widths.get(block.id) ?? 0)
    }
  }

  block(id: string): BlockIndex | undefined {
    return this.blocks.get(id)
  }
}
