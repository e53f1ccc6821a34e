import { cloneJson } from '../../document/clone.ts'
import { byOrder } from '../../document/orderKey.ts'
import type { PageDoc, WidgetGroup, WidgetNode } from '../../document/pageDoc.ts'
import { remapTab } from '../../document/tabPanels.ts'
import { getWidget, hasWidget, listWidgets } from '../../document/widgetStore.ts'
import { defineCommand } from '../command.ts'
import { EDIT_LABELS } from '../labels.ts'
import { addWidgets, type WidgetInit } from './widgets.ts'

/** What a copy puts on the clipboard: widgets (bottom to top) and the groups wholly inside them. */
export interface ClipboardContent {
  widgets: WidgetNode[]
  groups: WidgetGroup[]
}

/** Copies widgets of a block; groups come along only when all their members are copied. */
export function copyWidgets(doc: PageDoc, blockId: string, ids: readonly string[]): ClipboardContent {
  const block = doc.blocks[blockId]
  if (!block) return { widgets: [], groups: [] }
  const wanted = new Set(ids)
  const widgets = byOrder(listWidgets(block.widgets).filter((w) => wanted.has(w.id))).map(cloneJson)
  const groups = Object.values(block.groups)
    .filter((g) => g.childIds.every((id) => wanted.has(id)))
    .map(cloneJson)
  return { widgets, groups }
}

export interface PasteArgs {
  blockId: string
  content: ClipboardContent
  /** New id for every copied widget and group id, decided by the caller so a redo is exact. */
  idMap: Record<string, string>
  dx: number
  dy: number
}

/** Builds the id map for a paste using `newId` (one fresh id per widget and per group). */
export function pasteIdMap(
  content: ClipboardContent,
  newId: () => string,
  newGroupId: () => string,
): Record<string, string> {
  const map: Record<string, string> = {}
  for (const w of content.widgets) map[w.id] = newId()
  for (const g of content.groups) map[g.id] = newGroupId()
  return map
}

/** Pastes (or duplicates) clipboard content into a block, offset by dx/dy, on top of the z-order. */
export const pasteWidgets = defineCommand<PageDoc, PasteArgs>({
  id: 'widgets.paste',
  label: EDIT_LABELS.paste,
  canRun: (doc, { blockId, content, idMap }) => {
    const block = doc.blocks[blockId]
    if (!block || content.widgets.length === 0) return false
    const targets = [...content.widgets, ...content.groups].map((item) => idMap[item.id])
    return targets.every(
      (id) => typeof id === 'string' && !hasWidget(block.widgets, id) && !(id in block.groups),
    )
  },
  run: (draft, { blockId, content, idMap, dx, dy }) => {
    const inits: WidgetInit[] = content.widgets.map((w) => ({
      id: idMap[w.id] as string,
      type: w.type,
      version: w.version,
      x: w.x + dx,
      y: w.y + dy,
      w: w.w,
      h: w.h,
      rotation: w.rotation,
      props: w.props,
      bindings: w.bindings,
      events: w.events,
      // A member pasted with its tabs control stays on its tab of the copy.
      extra: remapTab(w.extra, idMap),
    }))
    addWidgets.run(draft, { blockId, widgets: inits })
    const block = draft.blocks[blockId]
    if (!block) return
    for (const group of content.groups) {
      const groupId = idMap[group.id] as string
      const childIds = group.childIds.map((id) => idMap[id] as string)
      block.groups[groupId] = { id: groupId, name: group.name, childIds, extra: cloneJson(group.extra) }
      for (const id of childIds) {
        const widget = getWidget(block.widgets, id)
        if (widget) widget.groupId = groupId
      }
    }
  },
})
