import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { addBlock } from '../../../engine/commands/page/blocks'
import { createId } from '../../../engine/document/ids'
import type { LayoutType } from '../../../engine/document/persisted'
import { blockFrames, nextFreeRow } from '../../stage/geometry/pageGrid'
import { BlockIcon } from '../chrome/icons'
import type { DesignerStore } from '../state/designerStore'
import { defineAction } from './action'

/** Adds a block of the layout under the page's last one, full width, and makes it the current block. */
function addBlockOf(layoutType: LayoutType) {
  return (store: DesignerStore) => {
    const { state } = store
    const frames = blockFrames(state.doc, state.platform, state.tabId)
    const id = createId('L', 11)
    const count = Object.keys(state.doc.blocks).length + 1
    store.editor.run(
      addBlock,
      {
        id,
        name: i18n._(msg`Block ${count}`),
        layoutType,
        rect: { x: 0, y: nextFreeRow(frames), w: 24, h: 12 },
        platform: state.platform,
        tabId: state.platform === 'mobile' ? state.tabId : undefined,
      },
      { select: [id] },
    )
    state.blockId = id
    return { ok: true } as const
  }
}

const FlowBlockIcon = () => (
  <span className="tool-button__stack">
    <BlockIcon size={14} />
  </span>
)

export const addFreeBlock = defineAction({
  id: 'block.addFree',
  label: msg`Add a free block`,
  toolbar: { group: 'blocks', order: 1, icon: BlockIcon, testId: 'add-free-block' },
  run: addBlockOf('free'),
})

export const addFlowBlock = defineAction({
  id: 'block.addFlow',
  label: msg`Add a flow block`,
  toolbar: { group: 'blocks', order: 2, icon: FlowBlockIcon, testId: 'add-flow-block' },
  run: addBlockOf('flow'),
})
