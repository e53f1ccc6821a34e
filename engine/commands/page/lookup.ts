import { current, isDraft } from 'immer'
import type { BlockDoc, PageDoc, WidgetNode } from '../../document/pageDoc.ts'
import { getWidget, hasWidget, type WidgetStore } from '../../document/widgetStore.ts'

/** The block with `blockId`, or undefined. */
export function blockOf(doc: PageDoc, blockId: string): BlockDoc | undefined {
  return doc.blocks[blockId]
}

/** The widgets of `ids` that exist in the store, in the order given. */
export function widgetsOf(store: WidgetStore, ids: readonly string[]): WidgetNode[] {
  const found: WidgetNode[] = []
  for (const id of ids) {
    const widget = getWidget(store, id)
    if (widget) found.push(widget)
  }
  return found
}

/** True when every id names a widget of the block (and there is at least one). */
export function allInBlock(doc: PageDoc, blockId: string, ids: readonly string[]): boolean {
  const block = doc.blocks[blockId]
  return !!block && ids.length > 0 && ids.every((id) => hasWidget(block.widgets, id))
}

/** The id of the block holding widget `id`, searching every block. */
export function blockIdOfWidget(doc: PageDoc, id: string): string | undefined {
  for (const block of Object.values(doc.blocks)) if (hasWidget(block.widgets, id)) return block.id
  return undefined
}

/** Selection pruning for page editors: keeps ids naming an existing widget or block. */
export function prunePageSelection(doc: PageDoc, ids: readonly string[]): readonly string[] {
  const kept = ids.filter((id) => id in doc.blocks || blockIdOfWidget(doc, id) !== undefined)
  return kept.length === ids.length ? ids : kept
}

/** Axis-aligned bounds of a set of widgets (rotation ignored, as the designer aligns boxes). */
export function boundsOf(widgets: readonly WidgetNode[]): { x: number; y: number; w: number; h: number } {
  let left = Number.POSITIVE_INFINITY
  let top = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  for (const w of widgets) {
    left = Math.min(left, w.x)
    top = Math.min(top, w.y)
    right = Math.max(right, w.x + w.w)
    bottom = Math.max(bottom, w.y + w.h)
  }
  return { x: left, y: top, w: right - left, h: bottom - top }
}

/**
 * A plain view of draft data for scanning. Reading every widget through an immer draft creates a
 * proxy per object (milliseconds on large pages); `current` returns the untouched base as is.
 */
export function readable<T>(value: T): T {
  return isDraft(value) ? (current(value as never) as T) : value
}
