import type { BlockDoc, PageDoc, WidgetNode } from '../../../engine/document/pageDoc'
import { getWidget } from '../../../engine/document/widgetStore'
import { blockFrames } from '../../stage/geometry/pageGrid'
import type { DesignerState } from './designerStore'

/** The block being edited. */
export function currentBlock(state: Pick<DesignerState, 'doc' | 'blockId'>): BlockDoc | undefined {
  return state.doc.blocks[state.blockId]
}

/** The selected widgets of the current block, in selection order (block ids are left out). */
export function selectedWidgetIds(state: Pick<DesignerState, 'doc' | 'blockId' | 'selection'>): string[] {
  const block = currentBlock(state)
  if (!block) return []
  return state.selection.filter((id) => getWidget(block.widgets, id) !== undefined)
}

/** The selected widget nodes of the current block. */
export function selectedWidgets(state: Pick<DesignerState, 'doc' | 'blockId' | 'selection'>): WidgetNode[] {
  const block = currentBlock(state)
  if (!block) return []
  return selectedWidgetIds(state).map((id) => getWidget(block.widgets, id) as WidgetNode)
}

/** The block selected as a whole (its frame on the page grid), if the selection is one block. */
export function selectedBlockId(state: Pick<DesignerState, 'doc' | 'selection'>): string | null {
  const [only] = state.selection
  return state.selection.length === 1 && only !== undefined && only in state.doc.blocks ? only : null
}

/** The page frame of a block on the shown platform. */
export function frameOf(state: Pick<DesignerState, 'doc' | 'platform' | 'tabId'>, blockId: string) {
  return blockFrames(state.doc, state.platform, state.tabId).find((f) => f.id === blockId)
}

/** Every member of the groups the given widgets belong to: clicking a grouped widget selects its group. */
export function withGroupMembers(doc: PageDoc, blockId: string, ids: readonly string[]): string[] {
  const block = doc.blocks[blockId]
  if (!block) return [...ids]
  const out = new Set<string>()
  for (const id of ids) {
    const groupId = getWidget(block.widgets, id)?.groupId
    const group = groupId ? block.groups[groupId] : undefined
    if (group) for (const member of group.childIds) out.add(member)
    else out.add(id)
  }
  return [...out]
}
