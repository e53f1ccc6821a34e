import { cloneJson } from '../document/clone.ts'
import { byOrder, keysBetween } from '../document/orderKey.ts'
import type { BlockDoc, GridNode, MobileTabDoc, PageDoc } from '../document/pageDoc.ts'
import {
  LAYOUT_CONTEXT_VERSION,
  type LayoutContextWire,
  type LayoutNode,
  type LinkPageUrl,
  PAGE_LAYOUT_VERSION,
  type PageLayoutWire,
  type PageRecordWire,
  type PageType,
} from '../document/persisted.ts'
import { WIDGET_FIELD_SET, widgetNodeOf, widgetWireOf } from '../document/widgetFields.ts'
import { listWidgets, putWidget, type WidgetStore } from '../document/widgetStore.ts'
import { compressText } from './compression.ts'
import { decodeLayoutContext, encodeLayoutContext, type WidgetMigrator } from './layoutContextCodec.ts'
import { decodePageLayout, hasPageLayout, shownBlockIds } from './pageLayoutCodec.ts'
import { type CodecResult, codecFailure } from './result.ts'
import { isObject, unknownFields } from './shape.ts'

const NODE_KNOWN = ['i', 'x', 'y', 'w', 'h', 'lw', 'lh']

function toGridNodes(nodes: LayoutNode[]): Record<string, GridNode> {
  const orders = keysBetween(null, null, nodes.length)
  const out: Record<string, GridNode> = {}
  nodes.forEach((n, index) => {
    out[n.i] = {
      id: n.i,
      order: orders[index] as string,
      x: n.x,
      y: n.y,
      w: n.w,
      h: n.h,
      lw: n.lw,
      lh: n.lh,
      extra: unknownFields(n as never, NODE_KNOWN),
    }
  })
  return out
}

function fromGridNodes(nodes: Record<string, GridNode>): LayoutNode[] {
  return byOrder(Object.values(nodes)).map((n) => ({
    ...cloneJson(n.extra),
    i: n.id,
    x: n.x,
    y: n.y,
    w: n.w,
    h: n.h,
    lw: n.lw,
    lh: n.lh,
  }))
}

/** Converts a parsed layout block context to the editor's keyed block. */
export function toBlockDoc(id: string, name: string, ctx: LayoutContextWire): BlockDoc {
  const orders = keysBetween(null, null, ctx.widgets.length)
  const widgets: WidgetStore = {}
  ctx.widgets.forEach((w, index) => {
    putWidget(widgets, widgetNodeOf(w, orders[index] as string, unknownFields(w, WIDGET_FIELD_SET)))
  })
  const groups: BlockDoc['groups'] = {}
  for (const { id: gid, name: gname, childIds, ...extra } of ctx.widgetGroups) {
    groups[gid] = { id: gid, name: gname, childIds, extra }
  }
  const flowOrders = keysBetween(null, null, ctx.flows.length)
  const flows: BlockDoc['flows'] = {}
  ctx.flows.forEach((flow, index) => {
    flows[flow.id] = { id: flow.id, order: flowOrders[index] as string, data: flow }
  })
  const { version, layoutType, background, orientation, drawingConfig, events, ...rest } = ctx
  const extra = unknownFields(rest, ['widgets', 'widgetGroups', 'flows'])
  return {
    id,
    name,
    layoutType,
    background,
    orientation,
    widgets,
    groups,
    flows,
    drawingConfig,
    events,
    extra,
  }
}

/**
 * Converts an editor block back to its persisted v1.0 context. With `share` the result reuses the
 * document's objects (for immediate serialisation only; much cheaper on large pages).
 */
export function fromBlockDoc(block: BlockDoc, options: { share?: boolean } = {}): LayoutContextWire {
  const copy = options.share ? <T>(value: T) => value : cloneJson
  return {
    ...cloneJson(block.extra),
    version: LAYOUT_CONTEXT_VERSION,
    layoutType: block.layoutType,
    background: cloneJson(block.background),
    orientation: block.orientation,
    widgets: byOrder(listWidgets(block.widgets)).map((w) => widgetWireOf(w, copy)),
    widgetGroups: Object.values(block.groups)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((g) => ({ ...cloneJson(g.extra), id: g.id, name: g.name, childIds: [...g.childIds] })),
    flows: byOrder(Object.values(block.flows)).map((f) => ({ ...cloneJson(f.data), id: f.id })),
    drawingConfig: cloneJson(block.drawingConfig),
    events: cloneJson(block.events),
  }
}

/** Parses a link page's url JSON; spec S0 §3: {resourceType app|business|system, resourceCode}. */
export function parseLinkUrl(url: string | undefined): LinkPageUrl | null {
  if (!url) return null
  try {
    const value = JSON.parse(url)
    if (
      isObject(value) &&
      ['app', 'business', 'system'].includes(value.resourceType as string) &&
      typeof value.resourceCode === 'string'
    ) {
      return {
        resourceType: value.resourceType as LinkPageUrl['resourceType'],
        resourceCode: value.resourceCode,
      }
    }
  } catch {
    // Falls through to null: an unparsable url is reported by the caller.
  }
  return null
}

export interface DecodePageOptions {
  migrateWidget?: WidgetMigrator
}

/**
 * Decodes a page record with its layout blocks into the editor document. Spec S0 §5: a type 1
 * page without layout nodes is a 'create page' error; a node whose block is missing is a
 * 'data request failed' case.
 */
export function decodePage(record: PageRecordWire, options: DecodePageOptions = {}): CodecResult<PageDoc> {
  const type = Number(record.type) as PageType
  if (![1, 2, 3].includes(type))
    return codecFailure('invalidDocument', `page: unknown page type ${record.type}`)
  const url = parseLinkUrl(record.url)
  if (type === 3 && !url) {
    return codecFailure('invalidDocument', 'page: a link page needs url {resourceType, resourceCode}')
  }
  const layout = decodePageLayout(record.layout)
  if (!layout.ok) return layout
  if (type === 1 && !hasPageLayout(layout.value)) {
    return codecFailure('createPageError', 'page: a normal page needs at least one layout block')
  }
  const blocks: Record<string, BlockDoc> = {}
  let migratedFrom = layout.migratedFrom
  for (const record_ of record.layouts ?? []) {
    const context = decodeLayoutContext(record_.context, { migrateWidget: options.migrateWidget })
    if (!context.ok) return { ...context, message: `layout ${record_.id}: ${context.message}` }
    migratedFrom ??= context.migratedFrom
    blocks[record_.id] = toBlockDoc(record_.id, record_.name, context.value)
  }
  const missing = shownBlockIds(layout.value).find((id) => !(id in blocks))
  if (missing !== undefined) return codecFailure('layoutMissing', `page: layout block ${missing} is missing`)
  const tabOrders = keysBetween(null, null, layout.value.mobileLayout.length)
  const mobileTabs: Record<string, MobileTabDoc> = {}
  layout.value.mobileLayout.forEach((tab, index) => {
    const { mobileTabType, name, icon, mobileLayoutNodes, ...extra } = tab
    const id = `tab-${index}`
    mobileTabs[id] = {
      id,
      order: tabOrders[index] as string,
      mobileTabType,
      name,
      icon,
      nodes: toGridNodes(mobileLayoutNodes),
      extra,
    }
  })
  const { version, layoutNodes, pageConfig, mobileLayout, pageInfo, ...extra } = layout.value
  return {
    ok: true,
    migratedFrom,
    value: {
      id: String(record.id),
      appId: String(record.appId),
      name: record.name,
      type,
      url,
      layoutNodes: toGridNodes(layoutNodes),
      pageConfig: { ...pageConfig, pageId: pageConfig.pageId || String(record.id) },
      mobileTabs,
      pageInfo,
      blocks,
      extra,
    },
  }
}

/** The page's v1.1 layout object for a document. */
export function pageLayoutOf(doc: PageDoc): PageLayoutWire {
  return {
    ...cloneJson(doc.extra),
    version: PAGE_LAYOUT_VERSION,
    layoutNodes: fromGridNodes(doc.layoutNodes),
    pageConfig: cloneJson(doc.pageConfig),
    mobileLayout: byOrder(Object.values(doc.mobileTabs)).map((tab) => ({
      ...cloneJson(tab.extra),
      mobileTabType: tab.mobileTabType,
      name: tab.name,
      icon: tab.icon,
      mobileLayoutNodes: fromGridNodes(tab.nodes),
    })),
    pageInfo: cloneJson(doc.pageInfo),
  }
}

/** Encodes an editor document back to a page record; `compress` applies pako level 6 to all JSON. */
export function encodePage(doc: PageDoc, options: { compress?: boolean } = {}): PageRecordWire {
  const layoutText = JSON.stringify(pageLayoutOf(doc))
  const record: PageRecordWire = {
    id: doc.id,
    appId: doc.appId,
    name: doc.name,
    type: doc.type,
    layout: options.compress ? compressText(layoutText) : layoutText,
    layouts: Object.values(doc.blocks)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((block) => ({
        id: block.id,
        name: block.name,
        context: encodeLayoutContext(fromBlockDoc(block, { share: true }), options),
      })),
  }
  if (doc.url) record.url = JSON.stringify(doc.url)
  return record
}
