import { i18n } from '@lingui/core'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { nudge } from '../../../../app/designer/actions/nudge'
import * as actions from '../../../../app/designer/state/actions'
import { startBlockDrag, startMove, startResize } from '../../../../app/designer/state/gestures'
import { showPlatform } from '../../../../app/designer/state/view'
import { withBlocksHoldingContent, withWidgetsInsideAcross } from '../../../../app/runtime/blockGrowth'
import { blockFrames } from '../../../../app/stage/geometry/pageGrid'
import { clearNotices, noticeState } from '../../../../app/ui/notices'
import { getWidget, listWidgets, storeOf } from '../../../../engine/document/widgetStore'
import { page, widget } from '../../engine/support/builders'
import { testStore } from './support'

// Issue 19, defect 2 (widgets spilled out of their block and covered the next one at runtime) and
// defect 5 (a page switched to Mobile was an empty sheet that took no widgets).
const mods = { shift: false, alt: false }

beforeAll(() => i18n.loadAndActivate({ locale: 'en-us', messages: {} }))
afterEach(() => clearNotices())

function node(store: ReturnType<typeof testStore>, blockId: string, id: string) {
  const found = getWidget(store.editor.doc.blocks[blockId]?.widgets ?? {}, id)
  if (!found) throw new Error(`no widget ${id}`)
  return found
}

describe('the designer keeps widgets inside their block', () => {
  test('a drop near the bottom lands inside the block, with a notice saying so', () => {
    const store = testStore()
    const label = store.registry.get('form.label')
    if (!label) throw new Error('no plugin')
    // Block b1 is 24×12 cells: 1920×480 px. The label is 120×32.
    const id = actions.placePlugin(store, label, { x: 300, y: 470 }) as string
    expect(node(store, 'b1', id)).toMatchObject({ x: 300, y: 448, w: 120, h: 32 })
    expect(noticeState.notices.map((n) => n.kind)).toEqual(['info'])
    actions.placePlugin(store, label, { x: 10, y: 10 })
    expect(noticeState.notices).toHaveLength(1)
  })

  test('a move stops at the block edge; a resize is cut back to it', () => {
    const store = testStore([widget('a', { x: 100, y: 400, w: 100, h: 50 })])
    const move = startMove(store, ['a'])
    move?.update({ x: 0, y: 200 }, mods)
    move?.commit()
    expect(node(store, 'b1', 'a')).toMatchObject({ x: 100, y: 430 })
    const resize = startResize(store, ['a'], 'se')
    resize?.update({ x: 5000, y: 300 }, mods)
    resize?.commit()
    expect(node(store, 'b1', 'a')).toMatchObject({ x: 100, y: 430, w: 1820, h: 50 })
  })
})

describe('sideways too (issue 19: widgets spilled out of their block)', () => {
  const host = { save() {}, refuse() {} }
  const arrow = (key: string) => ({ key, ctrlKey: false, metaKey: false, shiftKey: true, altKey: false })

  test('the arrow keys stop at the block’s right edge', () => {
    const store = testStore([widget('a', { x: 1815, y: 0, w: 100, h: 50 })])
    actions.select(store, ['a'])
    nudge.run(store, host, arrow('ArrowRight'))
    expect(node(store, 'b1', 'a')).toMatchObject({ x: 1820 })
    nudge.run(store, host, arrow('ArrowRight'))
    expect(node(store, 'b1', 'a')).toMatchObject({ x: 1820 })
  })

  test('a block is not resized narrower or shorter than its widgets', () => {
    const store = testStore([widget('a', { x: 1000, y: 300, w: 200, h: 50 })])
    const drag = startBlockDrag(store, 'b1', 'se')
    drag?.update({ x: -1800, y: -400 }, mods)
    drag?.commit()
    // 1,200 px of the 1,920 px page is 15 of its 24 columns; 350 px is 9 rows of 40.
    expect(store.editor.doc.layoutNodes.b1).toMatchObject({ w: 15, h: 9 })
  })

  test('at runtime a widget hanging out to the right moves inside; a group moves as one', () => {
    const saved = page({
      b1: [
        widget('wide', { x: 1800, y: 0, w: 300, h: 40 }),
        widget('g1', { x: 1700, y: 100, w: 100, h: 40 }),
        widget('g2', { x: 1850, y: 100, w: 150, h: 40 }),
        widget('huge', { x: 100, y: 200, w: 2400, h: 40 }),
        widget('fine', { x: 10, y: 300 }),
      ],
    })
    // g1 and g2 are one group (set here: the builder writes no group records).
    const b1 = saved.blocks.b1 as NonNullable<typeof saved.blocks.b1>
    const grouped = listWidgets(b1.widgets).map((w) => (w.id.startsWith('g') ? { ...w, groupId: 'g' } : w))
    const doc = { ...saved, blocks: { b1: { ...b1, widgets: storeOf(grouped) } } }
    const kept = listWidgets(withWidgetsInsideAcross(doc).blocks.b1?.widgets ?? {})
    const at = (id: string) => kept.find((w) => w.id === id)
    expect(at('wide')).toMatchObject({ x: 1620, w: 300 })
    expect(at('g1')).toMatchObject({ x: 1620, w: 100 })
    expect(at('g2')).toMatchObject({ x: 1770, w: 150 })
    expect(at('huge')).toMatchObject({ x: 0, w: 1920 })
    expect(at('fine')).toMatchObject({ x: 10, w: 100 })
    const tidy = page({ b1: [widget('a')] })
    expect(withWidgetsInsideAcross(tidy)).toBe(tidy)
  })

  test('a widget touching the right edge stays; one left of the block or of no width is brought in', () => {
    const edge = page({ b1: [widget('edge', { x: 1820, y: 0, w: 100, h: 40 })] })
    expect(withWidgetsInsideAcross(edge)).toBe(edge)
    const saved = page({
      b1: [widget('left', { x: -20, y: 0, w: 100, h: 40 }), widget('thin', { x: 1920, y: 50, w: 0, h: 40 })],
    })
    const kept = listWidgets(withWidgetsInsideAcross(saved).blocks.b1?.widgets ?? {})
    expect(kept.find((w) => w.id === 'left')).toMatchObject({ x: 0, w: 100 })
    expect(kept.find((w) => w.id === 'thin')).toMatchObject({ x: 1919, w: 1 })
  })
})

describe('a mobile layout always has a block to drop into', () => {
  test('a drop on an empty mobile layout creates its first block, in the same undo step', () => {
    const store = testStore([widget('pc', { x: 0, y: 0 })])
    showPlatform(store, 'mobile')
    expect(blockFrames(store.state.doc, 'mobile', store.state.tabId)).toEqual([])
    const label = store.registry.get('form.label')
    if (!label) throw new Error('no plugin')
    const id = actions.placePlugin(store, label, { x: 20, y: 30 }) as string
    const frames = blockFrames(store.state.doc, 'mobile', store.state.tabId)
    expect(frames).toHaveLength(1)
    const blockId = frames[0]?.id as string
    expect(store.state.blockId).toBe(blockId)
    expect(node(store, blockId, id)).toMatchObject({ x: 20, y: 30 })
    expect(store.editor.doc.blocks[blockId]?.name).toBe('Block 2')
    store.editor.undo()
    expect(Object.keys(store.editor.doc.blocks)).toEqual(['b1'])
  })
})

describe('the runtime never draws one block over another', () => {
  test('a block whose widgets hang below it grows, and the blocks below move down', () => {
    const doc = page({ b1: [widget('alarms', { x: 0, y: 440, w: 960, h: 320 })], b2: [widget('x')] })
    // b1 is rows 0–12 (480 px), b2 starts at row 12; the alarm list reaches 760 px: 19 rows.
    const shown = withBlocksHoldingContent(doc)
    expect(shown.layoutNodes.b1).toMatchObject({ y: 0, h: 19 })
    expect(shown.layoutNodes.b2).toMatchObject({ y: 19, h: 12 })
    expect(doc.layoutNodes.b1?.h).toBe(12)
    expect(listWidgets(shown.blocks.b1?.widgets ?? {})[0]).toMatchObject({ y: 440 })
    const tidy = page({ b1: [widget('a')] })
    expect(withBlocksHoldingContent(tidy).layoutNodes).toBe(tidy.layoutNodes)
  })
})
