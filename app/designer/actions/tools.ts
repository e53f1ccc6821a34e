import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { HandIcon, PenIcon, PointerIcon } from '../chrome/icons'
import type { Tool } from '../state/designerStore'
import { defineAction } from './action'

/** Picks what a plain drag does; `key` (no modifier) picks it from the keyboard. */
function toolAction(tool: Tool, label: MessageDescriptor, key: string, icon: ComponentType, order: number) {
  return defineAction({
    id: `tool.${tool}`,
    label,
    keys: [{ key }],
    toolbar: { group: 'tools', order, icon },
    active: (state) => state.tool === tool,
    run: (store) => {
      store.state.tool = tool
      // Another tool drops a polygon being drawn.
      if (tool !== 'polygon') store.state.polygon = null
      return { ok: true }
    },
  })
}

/** A plain drag selects and moves. */
export const selectTool = toolAction('select', msg`Select`, 'v', PointerIcon, 1)
/** A plain drag pans the page (holding Space does the same with any tool). */
export const handTool = toolAction('hand', msg`Pan`, 'h', HandIcon, 2)
/**
 * A press places the next point of an irregular shape: a press on the first point closes it, a double
 * click ends an open path, Enter closes, Backspace takes back a point, Escape drops it.
 */
export const polygonTool = toolAction('polygon', msg`Draw an irregular shape`, 'p', PenIcon, 3)
