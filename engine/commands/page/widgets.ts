import { cloneJson } from '../../document/clone.ts'
import { EDGE_TYPE, followEdges } from '../../document/edges.ts'
import { keysBetween } from '../../document/orderKey.ts'
import type { PageDoc } from '../../document/pageDoc.ts'
import type { Binding, EventAction, EventName, WidgetFields } from '../../document/persisted.ts'
import { membersOf, settleTabs } from '../../document/tabPanels.ts'
import { widgetNodeOf } from '../../document/widgetFields.ts'
import { deleteWidget, extremeOrder, getWidget, hasWidget, putWidget } from '../../document/widgetStore.ts'
import { defineCommand } from '../command.ts'
import { EDIT_LABELS } from '../labels.ts'
import { allInBlock, blockOf, readable } from './lookup.ts'

/** What a new widget needs; order, groupId, rotation and empty collections are filled in. */
export interface WidgetInit
  extends Omit<WidgetFields, 'rotation' | 'groupId' | 'bindings' | 'events'>,
    Partial<Pick<WidgetFields, 'rotation' | 'bindings' | 'events'>> {
  extra?: Record<string, unknown>
}

export interface Bounds {
  x: number
  y: number
  w: number
  h: number
}

const MIN_SIZE = 1

/** Places new widgets on top of the block's z-order. */
export const addWidgets = defineCommand<PageDoc, { blockId: string; widgets: WidgetInit[] }>({
  id: 'widgets.add',
  label: EDIT_LABELS.add,
  canRun: (doc, { blockId, widgets }) => {
    const block = blockOf(doc, blockId)
    if (!block || widgets.length === 0) return false
    const ids = new Set(widgets.map((w) => w.id))
    return (
      ids.size === widgets.length &&
      widgets.every((w) => !hasWidget(block.widgets, w.id) && w.w > 0 && w.h > 0)
    )
  },
  run: (draft, { blockId, widgets }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    const orders = keysBetween(extremeOrder(readable(block.widgets), 'max'), null, widgets.length)
    widgets.forEach((init, index) => {
      const fields: WidgetFields = {
        ...init,
        rotation: init.rotation ?? 0,
        groupId: null,
        bindings: init.bindings ?? {},
        events: init.events ?? {},
      }
      putWidget(
        block.widgets,
        widgetNodeOf(fields, orders[index] as string, cloneJson(init.extra ?? {}), cloneJson),
      )
    })
    if (widgets.some((w) => w.type === EDGE_TYPE))
      followEdges(block.widgets, new Set(widgets.map((w) => w.id)))
    // A widget dropped (or pasted) on a tab panel joins the tab shown there.
    settleTabs(
      block.widgets,
      widgets.map((w) => w.id),
    )
  },
})

/** Removes widgets; groups lose them and a group left with fewer than two members dissolves. */
export const removeWidgets = defineCommand<PageDoc, { blockId: string; ids: string[] }>({
  id: 'widgets.remove',
  label: EDIT_LABELS.delete,
  canRun: (doc, { blockId, ids }) => allInBlock(doc, blockId, ids),
  run: (draft, { blockId, ids }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    const removed = new Set(ids)
    for (const id of ids) deleteWidget(block.widgets, id)
    for (const group of Object.values(block.groups)) {
      if (!group.childIds.some((id) => removed.has(id))) continue
      group.childIds = group.childIds.filter((id) => !removed.has(id))
      if (group.childIds.length < 2) {
        for (const id of group.childIds) {
          const member = getWidget(block.widgets, id)
          if (member) member.groupId = null
        }
        delete block.groups[group.id]
      }
    }
  },
})

/** Moves widgets by a delta (a drag passes the total delta since the drag began). */
export const moveWidgets = defineCommand<PageDoc, { blockId: string; ids: string[]; dx: number; dy: number }>(
  {
    id: 'widgets.move',
    label: EDIT_LABELS.move,
    canRun: (doc, { blockId, ids, dx, dy }) =>
      allInBlock(doc, blockId, ids) && Number.isFinite(dx) && Number.isFinite(dy),
    run: (draft, { blockId, ids, dx, dy }) => {
      const block = draft.blocks[blockId]
      if (!block || (dx === 0 && dy === 0)) return
      // A tabs control carries the widgets of all its tabs along.
      const moved = new Set([...ids, ...membersOf(block.widgets, ids)])
      for (const id of moved) {
        const widget = getWidget(block.widgets, id)
        if (!widget) continue
        widget.x += dx
        widget.y += dy
      }
      // Connectors keep joining the widgets they name; a widget moved onto or off a tab panel joins or leaves.
      followEdges(block.widgets, moved)
      settleTabs(block.widgets, ids)
    },
  },
)

/** Sets the bounds of one or more widgets (resize handles, inspector position fields). */
export const setWidgetBounds = defineCommand<PageDoc, { blockId: string; bounds: Record<string, Bounds> }>({
  id: 'widgets.resize',
  label: EDIT_LABELS.resize,
  canRun: (doc, { blockId, bounds }) =>
    allInBlock(doc, blockId, Object.keys(bounds)) &&
    Object.values(bounds).every(
      (b) => [b.x, b.y, b.w, b.h].every(Number.isFinite) && b.w >= MIN_SIZE && b.h >= MIN_SIZE,
    ),
  run: (draft, { blockId, bounds }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    for (const [id, b] of Object.entries(bounds)) {
      const widget = getWidget(block.widgets, id)
      if (!widget) continue
      if (widget.x !== b.x) widget.x = b.x
      if (widget.y !== b.y) widget.y = b.y
      if (widget.w !== b.w) widget.w = b.w
      if (widget.h !== b.h) widget.h = b.h
    }
    followEdges(block.widgets, new Set(Object.keys(bounds)))
    settleTabs(block.widgets, Object.keys(bounds))
  },
})

/** Sets the rotation (degrees, normalised to [0, 360)) of widgets. */
export const rotateWidgets = defineCommand<PageDoc, { blockId: string; ids: string[]; angle: number }>({
  id: 'widgets.rotate',
  label: EDIT_LABELS.rotate,
  canRun: (doc, { blockId, ids, angle }) => allInBlock(doc, blockId, ids) && Number.isFinite(angle),
  run: (draft, { blockId, ids, angle }) => {
    const block = draft.blocks[blockId]
    if (!block) return
    const normalised = ((angle % 360) + 360) % 360
    for (const id of ids) {
      const widget = getWidget(block.widgets, id)
      if (widget && widget.rotation !== normalised) widget.rotation = normalised
    }
  },
})

/** Merges prop values into a widget (the inspector; coalesce by widget+prop key). */
export const setWidgetProps = defineCommand<
  PageDoc,
  { blockId: string; id: string; props: Record<string, unknown> }
>({
  id: 'widgets.setProps',
  label: EDIT_LABELS.editProperties,
  canRun: (doc, { blockId, id }) => allInBlock(doc, blockId, [id]),
  run: (draft, { blockId, id, props }) => {
    const widgets = draft.blocks[blockId]?.widgets
    const widget = widgets && getWidget(widgets, id)
    if (!widget) return
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined) delete widget.props[key]
      else widget.props[key] = cloneJson(value)
    }
    // A connector given a new source or target goes to it at once.
    if ('source' in props || 'target' in props) followEdges(widgets, new Set([id]))
  },
})

/** Binds a widget prop to an object property, or unbinds it with `binding: null`. */
export const setWidgetBinding = defineCommand<
  PageDoc,
  { blockId: string; id: string; prop: string; binding: Binding | null }
>({
  id: 'widgets.setBinding',
  label: EDIT_LABELS.editBinding,
  canRun: (doc, { blockId, id, prop, binding }) =>
    allInBlock(doc, blockId, [id]) &&
    prop.length > 0 &&
    (binding === null || (binding.objName.length > 0 && binding.propName.length > 0)),
  run: (draft, { blockId, id, prop, binding }) => {
    const widgets = draft.blocks[blockId]?.widgets
    const widget = widgets && getWidget(widgets, id)
    if (!widget) return
    if (binding === null) delete widget.bindings[prop]
    else widget.bindings[prop] = cloneJson(binding)
  },
})

/** Replaces the actions of one widget event (noticeOnclick and friends). */
export const setWidgetEvent = defineCommand<
  PageDoc,
  { blockId: string; id: string; event: EventName; actions: EventAction[] }
>({
  id: 'widgets.setEvent',
  label: EDIT_LABELS.editEvent,
  canRun: (doc, { blockId, id }) => allInBlock(doc, blockId, [id]),
  run: (draft, { blockId, id, event, actions }) => {
    const widgets = draft.blocks[blockId]?.widgets
    const widget = widgets && getWidget(widgets, id)
    if (!widget) return
    if (actions.length === 0) delete widget.events[event]
    else widget.events[event] = cloneJson(actions)
  },
})
