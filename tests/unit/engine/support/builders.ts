import { decodePage } from '../../../../engine/codec/pageDocCodec.ts'
import {
  defaultLayoutContext,
  defaultLayoutNode,
  defaultPageLayout,
} from '../../../../engine/document/defaults.ts'
import type { PageDoc, WidgetNode } from '../../../../engine/document/pageDoc.ts'
import type { PageRecordWire, WidgetWire } from '../../../../engine/document/persisted.ts'
import { getWidget, listWidgets } from '../../../../engine/document/widgetStore.ts'

/** A widget as persisted, with test-friendly defaults. */
export function widget(id: string, at: Partial<WidgetWire> = {}): WidgetWire {
  return {
    id,
    type: 'shape.rect',
    version: 1,
    x: 0,
    y: 0,
    w: 100,
    h: 50,
    rotation: 0,
    groupId: null,
    props: {},
    bindings: {},
    events: {},
    ...at,
  }
}

/** A page record with the given blocks, each listing its widgets. */
export function pageRecord(blocks: Record<string, WidgetWire[]>, id = 'p1'): PageRecordWire {
  const ids = Object.keys(blocks)
  const layout = defaultPageLayout(
    id,
    ids.map((i, index) => defaultLayoutNode(i, { y: index * 12 })),
  )
  return {
    id,
    appId: 'app1',
    name: 'Page',
    type: 1,
    layout: JSON.stringify(layout),
    layouts: ids.map((i) => ({
      id: i,
      name: i,
      context: JSON.stringify({ ...defaultLayoutContext('free'), widgets: blocks[i] }),
    })),
  }
}

/** A decoded page document (throws if the builders produced something the codec rejects). */
export function page(blocks: Record<string, WidgetWire[]> = { b1: [] }, id = 'p1'): PageDoc {
  const result = decodePage(pageRecord(blocks, id))
  if (!result.ok) throw new Error(result.message)
  return result.value
}

/** Widget ids of a block in z-order, bottom first. */
export function zOrder(doc: PageDoc, blockId: string): string[] {
  const block = doc.blocks[blockId]
  if (!block) return []
  return listWidgets(block.widgets)
    .sort((a, b) => (a.order < b.order ? -1 : 1))
    .map((w) => w.id)
}

/** The widget `id` of block `blockId`, or undefined. */
export function widgetAt(doc: PageDoc, blockId: string, id: string): WidgetNode | undefined {
  const block = doc.blocks[blockId]
  return block ? getWidget(block.widgets, id) : undefined
}
