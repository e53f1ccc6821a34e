import type { GridRect } from '../../../engine/commands/page/blocks'
import { byOrder } from '../../../engine/document/orderKey'
import type { BlockDoc, GridNode, PageDoc } from '../../../engine/document/pageDoc'
import { listWidgets } from '../../../engine/document/widgetStore'
import { type Rect, unionRects } from './rect'

/**
 * The page is a grid of layout blocks (spec S0 §3 `layoutNodes`): 24 columns spanning the design width
 * and rows of a fixed height. Blocks are placed on whole cells; widgets of a free block are positioned in
 * pixels inside their block.
 */
export const GRID_COLUMNS = 24
export const GRID_ROW_HEIGHT = 40

/** The width the designer lays a page out at when the page sets none (lwValue 0). */
export const DESIGN_WIDTH = { pc: 1920, mobile: 375 } as const

/** Padding and gap of a flow (waterfall) block's stacked widgets. */
export const FLOW_PADDING = 8
export const FLOW_GAP = 8

export type Platform = 'pc' | 'mobile'

/** The design width of a page on a platform: the page's fixed width (lwValue) or the default. */
export function designWidth(doc: PageDoc, platform: Platform): number {
  if (platform === 'pc' && doc.pageConfig.lwValue > 0) return doc.pageConfig.lwValue
  return DESIGN_WIDTH[platform]
}

/** The grid nodes shown on a platform (PC layout, or one mobile tab). */
export function gridNodes(doc: PageDoc, platform: Platform, tabId: string): Record<string, GridNode> {
  if (platform === 'pc') return doc.layoutNodes
  return doc.mobileTabs[tabId]?.nodes ?? {}
}

/** Page pixels of a grid rectangle. */
export function gridToPage(rect: GridRect, width: number): Rect {
  const col = width / GRID_COLUMNS
  return { x: rect.x * col, y: rect.y * GRID_ROW_HEIGHT, w: rect.w * col, h: rect.h * GRID_ROW_HEIGHT }
}

/** The grid rectangle nearest to page pixels (whole cells, at least one cell, inside the columns). */
export function pageToGrid(rect: Rect, width: number): GridRect {
  const col = width / GRID_COLUMNS
  const x = Math.min(GRID_COLUMNS - 1, Math.max(0, Math.round(rect.x / col)))
  const y = Math.max(0, Math.round(rect.y / GRID_ROW_HEIGHT))
  const w = Math.min(GRID_COLUMNS - x, Math.max(1, Math.round(rect.w / col)))
  const h = Math.max(1, Math.round(rect.h / GRID_ROW_HEIGHT))
  return { x, y, w, h }
}

/** One block as the stage lays it out: its id, page rectangle and grid rectangle. */
export interface BlockFrame {
  id: string
  rect: Rect
  grid: GridRect
}

/** The frames of the blocks shown on a platform, in grid order. */
export function blockFrames(doc: PageDoc, platform: Platform, tabId: string): BlockFrame[] {
  const width = designWidth(doc, platform)
  return byOrder(Object.values(gridNodes(doc, platform, tabId)))
    .filter((node) => node.id in doc.blocks)
    .map((node) => ({
      id: node.id,
      grid: { x: node.x, y: node.y, w: node.w, h: node.h },
      rect: gridToPage(node, width),
    }))
}

/** The page rectangle holding every block (at least one screen-wide row). */
export function pageBounds(frames: readonly BlockFrame[], width: number): Rect {
  const bottom = frames.reduce((max, f) => Math.max(max, f.rect.y + f.rect.h), GRID_ROW_HEIGHT * 4)
  return { x: 0, y: 0, w: width, h: bottom }
}

/**
 * The page rectangle holding every widget of the shown blocks, `margin` pixels around it; null when they
 * hold none. A page shown in a small pop-up is fitted to this rather than to its whole design width.
 */
export function contentBounds(doc: PageDoc, frames: readonly BlockFrame[], margin = 12): Rect | null {
  const boxes: Rect[] = []
  for (const frame of frames) {
    const block = doc.blocks[frame.id]
    if (!block) continue
    for (const r of itemRects(block, frame.rect.w).values())
      boxes.push({ x: frame.rect.x + r.x, y: frame.rect.y + r.y, w: r.w, h: r.h })
  }
  const union = unionRects(boxes)
  if (!union) return null
  return { x: union.x - margin, y: union.y - margin, w: union.w + 2 * margin, h: union.h + 2 * margin }
}

/** The first free grid row below every block: where a new block goes. */
export function nextFreeRow(frames: readonly BlockFrame[]): number {
  return frames.reduce((max, f) => Math.max(max, f.grid.y + f.grid.h), 0)
}

/**
 * The rectangles of a block's widgets in block pixels. A free block keeps each widget's own box; a flow
 * block stacks its widgets top to bottom in z-order, each as wide as the block and as tall as it is.
 */
export function itemRects(block: BlockDoc, blockWidth: number): Map<string, Rect> {
  const rects = new Map<string, Rect>()
  if (block.layoutType === 'free') {
    for (const w of listWidgets(block.widgets)) rects.set(w.id, { x: w.x, y: w.y, w: w.w, h: w.h })
    return rects
  }
  let y = FLOW_PADDING
  const width = Math.max(1, blockWidth - 2 * FLOW_PADDING)
  for (const w of byOrder(listWidgets(block.widgets))) {
    rects.set(w.id, { x: FLOW_PADDING, y, w: width, h: w.h })
    y += w.h + FLOW_GAP
  }
  return rects
}
