import { describe, expect, it } from 'vitest'
import { CommandRejectedError } from '../../../../engine/commands/command.ts'
import { EDIT_LABELS } from '../../../../engine/commands/labels.ts'
import {
  addBlock,
  addMobileTab,
  addWidgets,
  alignWidgets,
  copyWidgets,
  distributeWidgets,
  groupWidgets,
  moveWidgets,
  pasteIdMap,
  pasteWidgets,
  removeBlock,
  removeMobileTab,
  removeWidgets,
  reorderWidgets,
  resetBlockLayoutType,
  rotateWidgets,
  setBlockRect,
  setPageConfig,
  setPageInfo,
  setWidgetBinding,
  setWidgetBounds,
  setWidgetEvent,
  setWidgetProps,
  ungroupWidgets,
} from '../../../../engine/commands/page/index.ts'
import { createPageEditor } from '../../../../engine/commands/pageEditor.ts'
import { page, widget, widgetAt, zOrder } from '../support/builders.ts'

function editorWith(ids: string[]) {
  return createPageEditor(page({ b1: ids.map((id, i) => widget(id, { x: i * 100, y: i * 10 })) }))
}

describe('widget commands', () => {
  it('adds widgets on top of the z-order and removes them', () => {
    const ed = editorWith(['a', 'b'])
    ed.run(addWidgets, {
      blockId: 'b1',
      widgets: [
        { id: 'c', type: 'chart.line', version: 1, x: 5, y: 5, w: 450, h: 250, props: { title: 'T' } },
      ],
    })
    expect(zOrder(ed.doc, 'b1')).toEqual(['a', 'b', 'c'])
    expect(widgetAt(ed.doc, 'b1', 'c')?.props).toEqual({ title: 'T' })
    ed.run(removeWidgets, { blockId: 'b1', ids: ['a', 'c'] })
    expect(zOrder(ed.doc, 'b1')).toEqual(['b'])
    ed.undo()
    ed.undo()
    expect(zOrder(ed.doc, 'b1')).toEqual(['a', 'b'])
  })

  it('refuses duplicate ids, empty adds, zero sizes and unknown blocks', () => {
    const ed = editorWith(['a'])
    const base = { type: 't', version: 1, x: 0, y: 0, w: 10, h: 10, props: {} }
    expect(() => ed.run(addWidgets, { blockId: 'b1', widgets: [{ ...base, id: 'a' }] })).toThrow(
      CommandRejectedError,
    )
    expect(() => ed.run(addWidgets, { blockId: 'b1', widgets: [] })).toThrow(CommandRejectedError)
    expect(() => ed.run(addWidgets, { blockId: 'b1', widgets: [{ ...base, id: 'z', w: 0 }] })).toThrow()
    expect(() => ed.run(addWidgets, { blockId: 'nope', widgets: [{ ...base, id: 'z' }] })).toThrow()
    expect(() => ed.run(removeWidgets, { blockId: 'b1', ids: ['ghost'] })).toThrow()
  })

  it('moves, resizes and rotates', () => {
    const ed = editorWith(['a', 'b'])
    ed.run(moveWidgets, { blockId: 'b1', ids: ['a', 'b'], dx: 10, dy: -5 })
    expect(widgetAt(ed.doc, 'b1', 'a')).toMatchObject({ x: 10, y: -5 })
    expect(widgetAt(ed.doc, 'b1', 'b')).toMatchObject({ x: 110, y: 5 })
    ed.run(setWidgetBounds, { blockId: 'b1', bounds: { a: { x: 1, y: 2, w: 30, h: 40 } } })
    expect(widgetAt(ed.doc, 'b1', 'a')).toMatchObject({ x: 1, y: 2, w: 30, h: 40 })
    expect(() =>
      ed.run(setWidgetBounds, { blockId: 'b1', bounds: { a: { x: 1, y: 2, w: 0, h: 40 } } }),
    ).toThrow()
    ed.run(rotateWidgets, { blockId: 'b1', ids: ['a'], angle: -90 })
    expect(widgetAt(ed.doc, 'b1', 'a')?.rotation).toBe(270)
  })

  it('a drag gesture passes the total delta and leaves one undo entry', () => {
    const ed = editorWith(['a'])
    const drag = ed.beginGesture(moveWidgets)
    for (let step = 1; step <= 30; step++) drag.update({ blockId: 'b1', ids: ['a'], dx: step, dy: step * 2 })
    drag.commit()
    expect(widgetAt(ed.doc, 'b1', 'a')).toMatchObject({ x: 30, y: 60 })
    expect(ed.history.size.past).toBe(1)
    ed.undo()
    expect(widgetAt(ed.doc, 'b1', 'a')).toMatchObject({ x: 0, y: 0 })
  })

  it('sets and clears props, bindings and events', () => {
    const ed = editorWith(['a'])
    ed.run(setWidgetProps, { blockId: 'b1', id: 'a', props: { fill: 'red', label: 'x' } })
    ed.run(setWidgetProps, { blockId: 'b1', id: 'a', props: { label: undefined } })
    expect(widgetAt(ed.doc, 'b1', 'a')?.props).toEqual({ fill: 'red' })
    ed.run(setWidgetBinding, {
      blockId: 'b1',
      id: 'a',
      prop: 'fill',
      binding: {
        objName: 'pump1',
        propName: 'state',
        transform: { kind: 'format', decimals: 1, unit: 'bar' },
      },
    })
    expect(widgetAt(ed.doc, 'b1', 'a')?.bindings.fill?.objName).toBe('pump1')
    expect(() =>
      ed.run(setWidgetBinding, {
        blockId: 'b1',
        id: 'a',
        prop: 'fill',
        binding: { objName: '', propName: 'x' },
      }),
    ).toThrow()
    ed.run(setWidgetBinding, { blockId: 'b1', id: 'a', prop: 'fill', binding: null })
    expect(widgetAt(ed.doc, 'b1', 'a')?.bindings).toEqual({})
    ed.run(setWidgetEvent, {
      blockId: 'b1',
      id: 'a',
      event: 'noticeOnclick',
      actions: [{ kind: 'openPopup', pageId: 'p2', width: 400, height: 400, title: '' }],
    })
    expect(widgetAt(ed.doc, 'b1', 'a')?.events.noticeOnclick).toHaveLength(1)
  })
})

describe('arrange commands', () => {
  it('reorders to front, back, forward and backward', () => {
    const ed = editorWith(['a', 'b', 'c', 'd'])
    ed.run(reorderWidgets, { blockId: 'b1', ids: ['a'], to: 'front' })
    expect(zOrder(ed.doc, 'b1')).toEqual(['b', 'c', 'd', 'a'])
    ed.run(reorderWidgets, { blockId: 'b1', ids: ['d', 'a'], to: 'back' })
    expect(zOrder(ed.doc, 'b1')).toEqual(['d', 'a', 'b', 'c'])
    ed.run(reorderWidgets, { blockId: 'b1', ids: ['d'], to: 'forward' })
    expect(zOrder(ed.doc, 'b1')).toEqual(['a', 'd', 'b', 'c'])
    ed.run(reorderWidgets, { blockId: 'b1', ids: ['c'], to: 'backward' })
    expect(zOrder(ed.doc, 'b1')).toEqual(['a', 'd', 'c', 'b'])
    ed.undo()
    expect(zOrder(ed.doc, 'b1')).toEqual(['a', 'd', 'b', 'c'])
  })

  it('aligns to the common bounds and distributes with equal gaps', () => {
    const ed = createPageEditor(
      page({
        b1: [
          widget('a', { x: 0, y: 0, w: 10, h: 10 }),
          widget('b', { x: 50, y: 20, w: 20, h: 10 }),
          widget('c', { x: 100, y: 40, w: 10, h: 30 }),
        ],
      }),
    )
    ed.run(alignWidgets, { blockId: 'b1', ids: ['a', 'b', 'c'], edge: 'right' })
    const x = (id: string) => widgetAt(ed.doc, 'b1', id)?.x
    expect([x('a'), x('b'), x('c')]).toEqual([100, 90, 100])
    ed.undo()
    ed.run(alignWidgets, { blockId: 'b1', ids: ['a', 'c'], edge: 'vcenter' })
    expect(widgetAt(ed.doc, 'b1', 'a')?.y).toBe(30)
    ed.undo()
    ed.run(distributeWidgets, { blockId: 'b1', ids: ['c', 'a', 'b'], axis: 'horizontal' })
    // span 0..110, widths 40 → gap 35
    expect([x('a'), x('b'), x('c')]).toEqual([0, 45, 100])
    expect(() => ed.run(distributeWidgets, { blockId: 'b1', ids: ['a', 'b'], axis: 'vertical' })).toThrow()
    expect(() => ed.run(alignWidgets, { blockId: 'b1', ids: ['a'], edge: 'left' })).toThrow()
  })

  it('groups and ungroups; removing members dissolves a group left with one', () => {
    const ed = editorWith(['a', 'b', 'c'])
    ed.run(groupWidgets, { blockId: 'b1', groupId: 'V1_g', ids: ['a', 'b'] })
    expect(widgetAt(ed.doc, 'b1', 'a')?.groupId).toBe('V1_g')
    expect(() => ed.run(groupWidgets, { blockId: 'b1', groupId: 'V1_h', ids: ['a', 'c'] })).toThrow()
    ed.run(removeWidgets, { blockId: 'b1', ids: ['a'] })
    expect(ed.doc.blocks.b1?.groups.V1_g).toBeUndefined()
    expect(widgetAt(ed.doc, 'b1', 'b')?.groupId).toBeNull()
    ed.undo()
    expect(ed.doc.blocks.b1?.groups.V1_g?.childIds).toEqual(['a', 'b'])
    ed.run(ungroupWidgets, { blockId: 'b1', groupId: 'V1_g' })
    expect(widgetAt(ed.doc, 'b1', 'a')?.groupId).toBeNull()
  })

  it('copies and pastes with fresh ids, offset, on top, keeping whole groups', () => {
    const ed = editorWith(['a', 'b', 'c'])
    ed.run(groupWidgets, { blockId: 'b1', groupId: 'V1_g', ids: ['a', 'b'] })
    const clip = copyWidgets(ed.doc, 'b1', ['a', 'b', 'c'])
    expect(clip.groups).toHaveLength(1)
    let n = 0
    const idMap = pasteIdMap(
      clip,
      () => `n${++n}`,
      () => 'V1_copy',
    )
    ed.run(
      pasteWidgets,
      { blockId: 'b1', content: clip, idMap, dx: 10, dy: 10 },
      { select: Object.values(idMap) },
    )
    expect(zOrder(ed.doc, 'b1')).toEqual(['a', 'b', 'c', 'n1', 'n2', 'n3'])
    expect(widgetAt(ed.doc, 'b1', 'n1')).toMatchObject({ x: 10, y: 10, groupId: 'V1_copy' })
    expect(ed.doc.blocks.b1?.groups.V1_copy?.childIds).toEqual(['n1', 'n2'])
    expect(() => ed.run(pasteWidgets, { blockId: 'b1', content: clip, idMap, dx: 0, dy: 0 })).toThrow()
    ed.undo()
    expect(zOrder(ed.doc, 'b1')).toEqual(['a', 'b', 'c'])
    expect(ed.selection).toEqual([])
  })
})

describe('page and block commands', () => {
  it('adds and removes blocks, keeping singleLayout in step; the last block cannot go', () => {
    const ed = createPageEditor(page({ b1: [] }))
    expect(ed.doc.pageConfig.singleLayout).toBe(true)
    ed.run(addBlock, {
      id: 'b2',
      name: 'Second',
      layoutType: 'flow',
      rect: { x: 0, y: 12, w: 24, h: 6 },
      platform: 'pc',
    })
    expect(ed.doc.pageConfig.singleLayout).toBe(false)
    expect(ed.doc.blocks.b2?.layoutType).toBe('flow')
    ed.run(removeBlock, { blockId: 'b1' })
    expect(ed.doc.pageConfig.singleLayout).toBe(true)
    expect(() => ed.run(removeBlock, { blockId: 'b2' })).toThrow(CommandRejectedError)
    expect(() =>
      ed.run(addBlock, {
        id: 'b3',
        name: '',
        layoutType: 'free',
        rect: { x: 0, y: 0, w: 0, h: 1 },
        platform: 'pc',
      }),
    ).toThrow()
  })

  it('resetting a block layout type clears its inner configuration and undo brings it back', () => {
    const ed = editorWith(['a', 'b'])
    ed.run(groupWidgets, { blockId: 'b1', groupId: 'V1_g', ids: ['a', 'b'] })
    ed.run(resetBlockLayoutType, { blockId: 'b1', layoutType: 'flow' })
    expect(ed.doc.blocks.b1).toMatchObject({ layoutType: 'flow', widgets: {}, groups: {}, flows: {} })
    ed.undo()
    expect(zOrder(ed.doc, 'b1')).toEqual(['a', 'b'])
    expect(ed.doc.blocks.b1?.layoutType).toBe('free')
  })

  it('moves a block on the grid only to whole, non-negative cells', () => {
    const ed = createPageEditor(page({ b1: [] }))
    ed.run(setBlockRect, { blockId: 'b1', rect: { x: 2, y: 3, w: 10, h: 4 }, platform: 'pc' })
    expect(ed.doc.layoutNodes.b1).toMatchObject({ x: 2, y: 3, w: 10, h: 4 })
    expect(() =>
      ed.run(setBlockRect, { blockId: 'b1', rect: { x: -1, y: 0, w: 1, h: 1 }, platform: 'pc' }),
    ).toThrow()
  })

  it('sets page config and info but never the derived singleLayout or pageId', () => {
    const ed = createPageEditor(page({ b1: [] }))
    ed.run(setPageConfig, {
      patch: { linkage: '1', background: { mode: 'verticalAdapt', color: '#000', image: '' } },
    })
    expect(ed.doc.pageConfig).toMatchObject({ linkage: '1', lwType: '1' })
    expect(() => ed.run(setPageConfig, { patch: { singleLayout: false } })).toThrow()
    ed.run(setPageInfo, { patch: { platformType: 'mobile', navbar: { name: 'Plant' } } })
    expect(ed.doc.pageInfo.navbar).toEqual({
      name: 'Plant',
      navbarStyle: 'fixed',
      navbarFront: 'dark',
      navbarBgColor: '#ffffff',
    })
  })

  it('mobile tabs: 1 to 5; the last cannot be deleted', () => {
    const ed = createPageEditor(page({ b1: [] }))
    expect(Object.keys(ed.doc.mobileTabs)).toHaveLength(1)
    for (let i = 1; i < 5; i++) ed.run(addMobileTab, { id: `t${i}`, name: `Tab ${i}` })
    expect(() => ed.run(addMobileTab, { id: 't5', name: 'six' })).toThrow(CommandRejectedError)
    expect(ed.doc.mobileTabs.t4?.mobileTabType).toBe('default-4')
    for (let i = 1; i < 5; i++) ed.run(removeMobileTab, { id: `t${i}` })
    const [last] = Object.keys(ed.doc.mobileTabs)
    expect(() => ed.run(removeMobileTab, { id: last as string })).toThrow(CommandRejectedError)
  })

  it('selection drops widgets that an undo removes', () => {
    const ed = editorWith(['a'])
    ed.run(
      addWidgets,
      { blockId: 'b1', widgets: [{ id: 'n', type: 't', version: 1, x: 0, y: 0, w: 5, h: 5, props: {} }] },
      { select: ['n'] },
    )
    expect(ed.selection).toEqual(['n'])
    ed.setSelection(['a', 'n'])
    ed.undo()
    expect(ed.selection).toEqual([])
    ed.setSelection(['a', 'ghost'])
    expect(ed.selection).toEqual(['a'])
  })
})

describe('undo labels', () => {
  it('are message descriptors the app can translate, one per kind of edit', () => {
    const ed = editorWith(['a', 'b'])
    ed.run(moveWidgets, { blockId: 'b1', ids: ['a'], dx: 5, dy: 0 })
    expect(ed.history.undoLabel).toEqual(EDIT_LABELS.move)
    ed.run(removeWidgets, { blockId: 'b1', ids: ['b'] })
    expect(ed.history.undoLabel).toEqual({ id: 'edit.delete', message: 'Delete' })
    ed.undo()
    expect(ed.history.redoLabel).toEqual(EDIT_LABELS.delete)
    const ids = Object.values(EDIT_LABELS).map((label) => label.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
