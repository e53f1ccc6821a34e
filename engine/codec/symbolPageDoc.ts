/**
 * A symbol seen as a one-block page, so that the page designer (canvas, tools, inspector, commands, undo)
 * edits symbols unchanged: each part is a widget of a free block, each group part a widget group, each
 * slot a widget binding to the pseudo object `SYMBOL_PARAMS`. The symbol's own fields (parameters,
 * template, size) ride in the page's `extra.symbol`; part names and kinds in each widget's extra.
 */
import { cloneJson } from '../document/clone.ts'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../document/defaults.ts'
import { byOrder } from '../document/orderKey.ts'
import type { PageDoc, WidgetNode } from '../document/pageDoc.ts'
import {
  type Binding,
  SYMBOL_VERSION,
  type SymbolParameter,
  type SymbolPartWire,
  type SymbolSlot,
  type SymbolWire,
  type WidgetWire,
} from '../document/persisted.ts'
import { listWidgets } from '../document/widgetStore.ts'
import { decodePage } from './pageDocCodec.ts'

/** The object name a slot's binding names: "this symbol's parameters". */
export const SYMBOL_PARAMS = '@param'
/** The one block a symbol document has. */
export const SYMBOL_BLOCK = 'symbol'
/** The designer's grid row height (app/stage/geometry/pageGrid.ts): the block is whole rows high. */
const GRID_ROWS_PX = 40

/** What a symbol document carries besides its parts (kept in `PageDoc.extra.symbol`). */
export interface SymbolInfo {
  name: string
  templateName: string
  width: number
  height: number
  parameters: SymbolParameter[]
  /** The symbol's other fields (id, appId, parentId, unknown ones), back as they came. */
  rest: Record<string, unknown>
}

/** The symbol fields of an editor document made from a symbol. */
export function symbolInfoOf(doc: PageDoc): SymbolInfo {
  return doc.extra.symbol as SymbolInfo
}

function slotBindings(slots: Record<string, SymbolSlot>): Record<string, Binding> {
  const out: Record<string, Binding> = {}
  for (const [prop, slot] of Object.entries(slots)) {
    out[prop] = { objName: SYMBOL_PARAMS, propName: slot.param }
    if (slot.transform) (out[prop] as Binding).transform = cloneJson(slot.transform)
  }
  return out
}

/** Flattens parts into widgets (depth first, z-order kept) and group parts into widget groups. */
function flatten(
  parts: SymbolPartWire[],
  groupId: string | null,
  widgets: WidgetWire[],
  groups: Record<string, unknown>[],
) {
  for (const part of parts) {
    const { id, kind, partName, type, version, x, y, w, h, rotation, props, slots, children, ...extra } = part
    if (kind === 'group') {
      // The designer's groups are one level deep: a group inside a group joins the outer one.
      const target = groupId ?? id
      if (!groupId) groups.push({ ...cloneJson(extra), id, name: partName || id, childIds: [] })
      flatten(children ?? [], target, widgets, groups)
      continue
    }
    widgets.push({
      ...cloneJson(extra),
      kind,
      partName,
      id,
      type,
      version,
      x,
      y,
      w,
      h,
      rotation,
      groupId,
      props: cloneJson(props),
      bindings: slotBindings(slots),
      events: {},
    })
    if (groupId) (groups.find((g) => g.id === groupId)?.childIds as string[] | undefined)?.push(id)
  }
}

/** The editor document of a symbol. */
export function symbolToPageDoc(symbol: SymbolWire): PageDoc {
  const widgets: WidgetWire[] = []
  const groups: Record<string, unknown>[] = []
  flatten(symbol.children, null, widgets, groups)
  const context = { ...defaultLayoutContext('free'), widgets, widgetGroups: groups }
  const rows = Math.max(1, Math.ceil(symbol.height / GRID_ROWS_PX))
  const layout = defaultPageLayout(SYMBOL_BLOCK, [defaultLayoutNode(SYMBOL_BLOCK, { w: 24, h: rows })])
  layout.pageConfig.lwValue = symbol.width
  const decoded = decodePage({
    id: symbol.id || SYMBOL_BLOCK,
    appId: symbol.appId,
    name: symbol.name,
    type: 1,
    layout: JSON.stringify(layout),
    layouts: [{ id: SYMBOL_BLOCK, name: symbol.name, context: JSON.stringify(context) }],
  })
  if (!decoded.ok) throw new Error(decoded.message)
  const { version, name, templateName, width, height, parameters, children, ...rest } = symbol
  const info: SymbolInfo = {
    name,
    templateName,
    width,
    height,
    parameters: cloneJson(parameters),
    rest: cloneJson(rest),
  }
  return { ...decoded.value, extra: { ...decoded.value.extra, symbol: info } }
}

/** A widget binding back as a slot; bindings to real objects (not parameters) are not slots. */
function slotsOf(bindings: Record<string, Binding>): Record<string, SymbolSlot> {
  const out: Record<string, SymbolSlot> = {}
  for (const [prop, binding] of Object.entries(bindings)) {
    if (binding.objName !== SYMBOL_PARAMS) continue
    out[prop] = { param: binding.propName }
    if (binding.transform) (out[prop] as SymbolSlot).transform = cloneJson(binding.transform)
  }
  return out
}

function partOf(widget: WidgetNode): SymbolPartWire {
  const { kind, partName, ...extra } = widget.extra
  return {
    ...cloneJson(extra),
    id: widget.id,
    kind: (typeof kind === 'string' ? kind : 'shape') as SymbolPartWire['kind'],
    partName: typeof partName === 'string' ? partName : '',
    type: widget.type,
    version: widget.version,
    x: widget.x,
    y: widget.y,
    w: widget.w,
    h: widget.h,
    rotation: widget.rotation,
    props: cloneJson(widget.props),
    slots: slotsOf(widget.bindings),
  }
}

/** The symbol an editor document describes (parts in z-order, groups where their first member is). */
export function pageDocToSymbol(doc: PageDoc): SymbolWire {
  const info = symbolInfoOf(doc)
  const block = doc.blocks[SYMBOL_BLOCK] ?? Object.values(doc.blocks)[0]
  const children: SymbolPartWire[] = []
  const groupParts = new Map<string, SymbolPartWire>()
  for (const widget of byOrder(block ? listWidgets(block.widgets) : [])) {
    const part = partOf(widget)
    const group = widget.groupId ? block?.groups[widget.groupId] : undefined
    if (!group) {
      children.push(part)
      continue
    }
    let groupPart = groupParts.get(group.id)
    if (!groupPart) {
      groupPart = {
        ...cloneJson(group.extra),
        id: group.id,
        kind: 'group',
        partName: group.name === group.id ? '' : group.name,
        type: '',
        version: 1,
        x: 0,
        y: 0,
        w: 0,
        h: 0,
        rotation: 0,
        props: {},
        slots: {},
        children: [],
      }
      groupParts.set(group.id, groupPart)
      children.push(groupPart)
    }
    groupPart.children?.push(part)
  }
  for (const group of groupParts.values()) Object.assign(group, boxOf(group.children ?? []))
  return {
    ...cloneJson(info.rest),
    version: SYMBOL_VERSION,
    id: String(info.rest.id ?? ''),
    name: info.name,
    templateName: info.templateName,
    appId: String(info.rest.appId ?? ''),
    parentId: String(info.rest.parentId ?? ''),
    width: info.width,
    height: info.height,
    parameters: cloneJson(info.parameters),
    children,
  }
}

function boxOf(parts: SymbolPartWire[]): { x: number; y: number; w: number; h: number } {
  if (parts.length === 0) return { x: 0, y: 0, w: 0, h: 0 }
  const x = Math.min(...parts.map((p) => p.x))
  const y = Math.min(...parts.map((p) => p.y))
  const right = Math.max(...parts.map((p) => p.x + p.w))
  const bottom = Math.max(...parts.map((p) => p.y + p.h))
  return { x, y, w: right - x, h: bottom - y }
}
