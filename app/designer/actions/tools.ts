import { msg } from '@lingui/core/macro'
import { HandIcon, PointerIcon } from '../chrome/icons'
import type { DesignerStore, Tool } from '../state/designerStore'
import { defineAction } from './action'

const use = (tool: Tool) => (store: DesignerStore) => {
  store.state.tool = tool
  return { ok: true } as const
}

/** A plain drag selects and moves. */
export const selectTool = defineAction({
  id: 'tool.select',
  label: msg`Select`,
  keys: [{ key: 'v' }],
  toolbar: { group: 'tools', order: 1, icon: PointerIcon },
  active: (state) => state.tool === 'select',
  run: use('select'),
})

/** A plain drag pans the page (holding Space does the same with any tool). */
export const handTool = defineAction({
  id: 'tool.hand',
  label: msg`Pan`,
  keys: [{ key: 'h' }],
  toolbar: { group: 'tools', order: 2, icon: HandIcon },
  active: (state) => state.tool === 'hand',
  run: use('hand'),
})
