import { byOrder, keysBetween } from '../../document/orderKey.ts'
import type { PageDoc, WidgetNode } from '../../document/pageDoc.ts'
import { extremeOrder, getWidget, listWidgets } from '../../document/widgetStore.ts'
import { defineCommand } from '../command.ts'
import { EDIT_LABELS } from '../labels.ts'
import { allInBlock, boundsOf, readable, widgetsOf } from './lookup.ts'

export type ZMove = 'front' | 'back' | 'forward' | 'backward'
export type AlignEdge = 'left' | 'hcenter' | 'right' | 'top' | 'vcenter' | 'bottom'
export type Axis = 'horizontal' | 'vertical'

/** Changes z-order by re-keying only the moved widgets (their relative order is kept). */
export const reorderWidgets = defineCommand<PageDoc, { blockId: string; ids: string[]; to: ZMove }>({
  id: 'widgets.reorder',
  label: EDIT_LABELS.arrange,
  canRun: (doc, { blockId, ids }) => allInBlock(doc, blockId, ids),
  run: (draft, { blockId, ids, to }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    const moving = new Set(ids)
    const store = readable(block.widgets)
    if (to === 'front' || to === 'back') {
      // Only the extreme key of the other widgets matters: no sort of the whole block.
      const movers = byOrder(widgetsOf(store, ids))
      const extreme = extremeOrder(store, to === 'front' ? 'max' : 'min', moving)
      const keys = keysBetween(
        to === 'front' ? extreme : null,
        to === 'front' ? null : extreme,
        movers.length,
      )
      movers.forEach((mover, index) => {
        const widget = getWidget(block.widgets, mover.id)
        if (widget) widget.order = keys[index] as string
      })
      return
    }
    let lower: string | null
    let upper: string | null
    const all = listWidgets(store)
    const sorted = byOrder(all)
    const movers = sorted.filter((w) => moving.has(w.id))
    const rest = sorted.filter((w) => !moving.has(w.id))
    if (to === 'forward') {
      // Jump above the first non-moving widget that lies above the top mover.
      const topMover = movers.at(-1) as WidgetNode
      const aboveIndex = rest.findIndex((w) => w.order > topMover.order)
      if (aboveIndex < 0) return
      lower = (rest[aboveIndex] as WidgetNode).order
      upper = rest[aboveIndex + 1]?.order ?? null
    } else {
      const bottomMover = movers[0] as WidgetNode
      const below = rest.filter((w) => w.order < bottomMover.order)
      if (below.length === 0) return
      upper = (below.at(-1) as WidgetNode).order
      lower = below.at(-2)?.order ?? null
    }
    const keys = keysBetween(lower, upper, movers.length)
    movers.forEach((mover, index) => {
      const widget = getWidget(block.widgets, mover.id)
      if (widget) widget.order = keys[index] as string
    })
  },
})

/** Aligns widgets to an edge or centre line of their common bounds. */
export const alignWidgets = defineCommand<PageDoc, { blockId: string; ids: string[]; edge: AlignEdge }>({
  id: 'widgets.align',
  label: EDIT_LABELS.align,
  canRun: (doc, { blockId, ids }) => ids.length >= 2 && allInBlock(doc, blockId, ids),
  run: (draft, { blockId, ids, edge }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    const widgets = widgetsOf(readable(block.widgets), ids)
    const box = boundsOf(widgets)
    for (const { id } of widgets) {
      const w = getWidget(block.widgets, id)
      if (!w) continue
      let x = w.x
      let y = w.y
      if (edge === 'left') x = box.x
      else if (edge === 'right') x = box.x + box.w - w.w
      else if (edge === 'hcenter') x = box.x + (box.w - w.w) / 2
      else if (edge === 'top') y = box.y
      else if (edge === 'bottom') y = box.y + box.h - w.h
      else y = box.y + (box.h - w.h) / 2
      if (x !== w.x) w.x = x
      if (y !== w.y) w.y = y
    }
  },
})

/** Spreads three or more widgets so the gaps between them are equal; the outer two stay put. */
export const distributeWidgets = defineCommand<PageDoc, { blockId: string; ids: string[]; axis: Axis }>({
  id: 'widgets.distribute',
  label: EDIT_LABELS.distribute,
  canRun: (doc, { blockId, ids }) => ids.length >= 3 && allInBlock(doc, blockId, ids),
  run: (draft, { blockId, ids, axis }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    const pos = axis === 'horizontal' ? 'x' : 'y'
    const size = axis === 'horizontal' ? 'w' : 'h'
    const widgets = widgetsOf(readable(block.widgets), ids).sort(
      (a, b) => a[pos] - b[pos] || (a.id < b.id ? -1 : 1),
    )
    const first = widgets[0] as WidgetNode
    const last = widgets.at(-1) as WidgetNode
    const span = last[pos] + last[size] - first[pos]
    const occupied = widgets.reduce((sum, w) => sum + w[size], 0)
    const gap = (span - occupied) / (widgets.length - 1)
    let cursor = first[pos]
    for (const { id } of widgets) {
      const w = getWidget(block.widgets, id)
      if (!w) continue
      if (w[pos] !== cursor) w[pos] = cursor
      cursor += w[size] + gap
    }
  },
})

/** Groups two or more ungrouped widgets under a new group id. */
export const groupWidgets = defineCommand<
  PageDoc,
  { blockId: string; groupId: string; ids: string[]; name?: string }
>({
  id: 'widgets.group',
  label: EDIT_LABELS.group,
  canRun: (doc, { blockId, groupId, ids }) => {
    const block = doc.blocks[blockId]
    if (!block || ids.length < 2 || groupId in block.groups || !allInBlock(doc, blockId, ids)) return false
    return ids.every((id) => getWidget(block.widgets, id)?.groupId === null)
  },
  run: (draft, { blockId, groupId, ids, name }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    block.groups[groupId] = { id: groupId, name: name ?? groupId, childIds: [...ids], extra: {} }
    for (const id of ids) {
      const widget = getWidget(block.widgets, id)
      if (widget) widget.groupId = groupId
    }
  },
})

/** Dissolves a group; its members stay where they are. */
export const ungroupWidgets = defineCommand<PageDoc, { blockId: string; groupId: string }>({
  id: 'widgets.ungroup',
  label: EDIT_LABELS.ungroup,
  canRun: (doc, { blockId, groupId }) => !!doc.blocks[blockId]?.groups[groupId],
  run: (draft, { blockId, groupId }) => {
    const block = draft.blocks[blockId]
    const group = block?.groups[groupId]
    if (!block || !group) return
    for (const id of group.childIds) {
      const widget = getWidget(block.widgets, id)
      if (widget) widget.groupId = null
    }
    delete block.groups[groupId]
  },
})
