import { describe, expect, test } from 'vitest'
import { actionForKey } from '../../../../app/designer/actions/registry'
import * as actions from '../../../../app/designer/state/actions'
import { startMove, startResize, startRotate } from '../../../../app/designer/state/gestures'
import { LIVE_MOVE_LIMIT } from '../../../../app/stage/pageStore'
import type { GridNode, PageDoc } from '../../../../engine/document/pageDoc'
import { getWidget, listWidgets } from '../../../../engine/document/widgetStore'
import { widget } from '../../engine/support/builders'
import { DesignerDriver } from './designerDriver'
import { row, testStore } from './support'

const mods = { shift: false, alt: false }

function at(store: ReturnType<typeof testStore>, id: string) {
  const node = getWidget(store.editor.doc.blocks.b1?.widgets ?? {}, id)
  if (!node) throw new Error(`no widget ${id}`)
  return node
}

describe('designer store', () => {
  test('follows the editor: document, selection, dirty and undo state', () => {
    const store = testStore(row(2))
    expect(store.state.blockId).toBe('b1')
    expect(store.state.dirty).toBe(false)
    actions.select(store, ['w0'])
    expect(store.state.selection).toEqual(['w0'])
    actions.deleteSelection(store)
    expect(store.state.dirty).toBe(true)
    expect(store.state.canUndo).toBe(true)
    expect(store.state.selection).toEqual([])
    actions.undo(store)
    expect(store.state.selection).toEqual(['w0'])
    expect(store.state.dirty).toBe(false)
    expect(store.index.block('b1')?.size).toBe(2)
  })

  test('shift-click toggles, grouped widgets select together', () => {
    const store = testStore(row(3))
    actions.select(store, ['w0'])
    actions.select(store, ['w1'], 'toggle')
    expect([...store.state.selection].sort()).toEqual(['w0', 'w1'])
    actions.select(store, ['w0'], 'toggle')
    expect(store.state.selection).toEqual(['w1'])
    actions.select(store, ['w1', 'w2'])
    actions.groupSelection(store)
    actions.select(store, ['w2'])
    expect([...store.state.selection].sort()).toEqual(['w1', 'w2'])
    actions.ungroupSelection(store)
    expect(at(store, 'w1').groupId).toBeNull()
    store.editor.undo()
    expect(at(store, 'w1').groupId).not.toBeNull()
  })

  test('a burst of arrow nudges is one undo entry', () => {
    const store = testStore(row(2))
    actions.select(store, ['w1'])
    const driver = new DesignerDriver(store)
    for (let i = 0; i < 5; i++) driver.keyDown('ArrowRight')
    driver.keyDown('ArrowDown', { shift: true })
    expect(at(store, 'w1')).toMatchObject({ x: 55, y: 10 })
    expect(store.editor.history.size.past).toBe(1)
    store.editor.undo()
    expect(at(store, 'w1')).toMatchObject({ x: 50, y: 0 })
  })

  test('a drag is one undo entry however many frames it took, and Escape cancels it', () => {
    const store = testStore(row(2))
    const drag = startMove(store, ['w0'])
    for (let i = 1; i <= 30; i++) drag?.update({ x: i * 3, y: i }, mods)
    expect(at(store, 'w0')).toMatchObject({ x: 90, y: 30 })
    drag?.commit()
    expect(store.editor.history.size.past).toBe(1)
    expect(store.state.gesture).toBe('none')
    store.editor.undo()
    expect(at(store, 'w0')).toMatchObject({ x: 0, y: 0 })

    const cancelled = startMove(store, ['w0'])
    cancelled?.update({ x: 100, y: 100 }, mods)
    cancelled?.cancel()
    expect(at(store, 'w0')).toMatchObject({ x: 0, y: 0 })
    expect(store.editor.history.size.past).toBe(0)
  })

  test('a large selection is drawn offset while dragged and written once on release', () => {
    const n = LIVE_MOVE_LIMIT + 6
    const store = testStore(row(n))
    const ids = listWidgets(store.editor.doc.blocks.b1?.widgets ?? {}).map((w) => w.id)
    const before = store.editor.doc
    const drag = startMove(store, ids)
    drag?.update({ x: 40, y: 7 }, mods)
    expect(store.editor.doc).toBe(before)
    expect(store.state.dragOffset).toEqual({ x: 40, y: 7 })
    drag?.commit()
    expect(store.state.dragOffset).toBeNull()
    expect(at(store, 'w3')).toMatchObject({ x: 190, y: 7 })
    expect(store.editor.history.size.past).toBe(1)
  })

  test('moves snap to other items and show guides', () => {
    const store = testStore([
      widget('a', { x: 0, y: 0, w: 100, h: 40 }),
      widget('b', { x: 300, y: 200, w: 50, h: 50 }),
    ])
    store.state.snapToObjects = true
    const drag = startMove(store, ['b'])
    // b's left edge lands 3 px right of a's right edge: it snaps onto it.
    drag?.update({ x: -197, y: 0 }, mods)
    expect(at(store, 'b').x).toBe(100)
    expect(store.state.guides.some((g) => g.axis === 'x' && g.at === 100)).toBe(true)
    drag?.update({ x: -197, y: 0 }, { shift: false, alt: true })
    expect(at(store, 'b').x).toBe(103)
    drag?.commit()
    expect(store.state.guides).toEqual([])
  })

  test('resize and rotate gestures are one entry each', () => {
    const store = testStore(row(2))
    const resize = startResize(store, ['w0'], 'se')
    resize?.update({ x: 10, y: 5 }, mods)
    resize?.update({ x: 20, y: 15 }, mods)
    resize?.commit()
    expect(at(store, 'w0')).toMatchObject({ x: 0, y: 0, w: 60, h: 55 })
    const rotate = startRotate(store, ['w0'], { x: 30, y: -100 })
    rotate?.update({ x: 200, y: 127.5 }, { shift: true, alt: false })
    rotate?.commit()
    expect(at(store, 'w0').rotation).toBe(90)
    expect(store.editor.history.size.past).toBe(2)
  })

  test('copy, paste and duplicate select the new widgets, offset each time', () => {
    const store = testStore(row(1))
    actions.select(store, ['w0'])
    expect(actions.paste(store).ok).toBe(false)
    actions.copySelection(store)
    actions.paste(store)
    const [first] = store.state.selection
    expect(first).not.toBe('w0')
    expect(at(store, first as string)).toMatchObject({ x: 10, y: 10 })
    actions.paste(store)
    expect(at(store, store.state.selection[0] as string)).toMatchObject({ x: 20, y: 20 })
    actions.duplicateSelection(store)
    expect(at(store, store.state.selection[0] as string)).toMatchObject({ x: 30, y: 30 })
    expect(store.editor.history.size.past).toBe(3)
  })

  test('the last layout block cannot be deleted', () => {
    const store = testStore(row(1))
    store.editor.setSelection(['b1'])
    const result = actions.deleteSelection(store)
    expect(result).toEqual({
      ok: false,
      reason: expect.objectContaining({ id: 'rules.message.lastLayoutBlock' }),
    })
    const two = testStore(row(1), { b2: [] })
    two.editor.setSelection(['b2'])
    expect(actions.deleteSelection(two).ok).toBe(true)
    expect(Object.keys(two.state.doc.blocks)).toEqual(['b1'])

    // b2 only in a mobile tab: b1 is the PC page's last PC block, deletable once the page is mobile.
    const mobile = testStore(row(1), { b2: [] })
    const doc = mobile.state.doc as PageDoc
    const [tab] = Object.values(doc.mobileTabs)
    if (!tab) throw new Error('no mobile tab')
    tab.nodes.b2 = { ...(doc.layoutNodes.b2 as GridNode), y: 0 }
    delete doc.layoutNodes.b2
    mobile.editor.setSelection(['b1'])
    expect(actions.deleteSelection(mobile).ok).toBe(false)
    doc.pageInfo.platformType = 'mobile'
    expect(actions.deleteSelection(mobile).ok).toBe(true)
    expect(Object.keys(mobile.state.doc.blocks)).toEqual(['b2'])
  })

  test('placing a plugin uses its default size and props at the drop point', () => {
    const store = testStore()
    const plugin = store.registry.get('form.label')
    if (!plugin) throw new Error('no plugin')
    const id = actions.placePlugin(store, plugin, { x: 123, y: 47 })
    expect(store.state.selection).toEqual([id])
    expect(at(store, id as string)).toMatchObject({
      type: 'form.label',
      x: 123,
      y: 47,
      w: 120,
      h: 32,
      props: { text: 'Label', size: 14 },
    })
  })

  test('select all, align and z-order', () => {
    const store = testStore([widget('a', { x: 0, y: 0 }), widget('b', { x: 50, y: 30 })])
    actions.selectAll(store)
    actions.align(store, 'top')
    expect(at(store, 'b').y).toBe(0)
    actions.select(store, ['a'])
    actions.arrange(store, 'front')
    expect(at(store, 'a').order > at(store, 'b').order).toBe(true)
  })
})

describe('keyboard shortcuts', () => {
  const key = (
    k: string,
    mods: Partial<{ ctrl: boolean; shift: boolean; meta: boolean; alt: boolean }> = {},
  ) =>
    actionForKey({
      key: k,
      ctrlKey: !!mods.ctrl,
      metaKey: !!mods.meta,
      shiftKey: !!mods.shift,
      altKey: !!mods.alt,
    })?.id ?? null

  test('map keys to actions', () => {
    expect(key('z', { ctrl: true })).toBe('undo')
    expect(key('Z', { ctrl: true, shift: true })).toBe('redo')
    expect(key('y', { meta: true })).toBe('redo')
    expect(key('c', { ctrl: true })).toBe('copy')
    expect(key('v', { ctrl: true })).toBe('paste')
    expect(key('d', { ctrl: true })).toBe('duplicate')
    expect(key('g', { ctrl: true })).toBe('group')
    expect(key('G', { ctrl: true, shift: true })).toBe('ungroup')
    expect(key('a', { ctrl: true })).toBe('selectAll')
    expect(key('Delete')).toBe('delete')
    expect(key('Backspace')).toBe('delete')
    expect(key('Escape')).toBe('clearSelection')
    expect(key('ArrowLeft')).toBe('nudge')
    expect(key('ArrowDown', { shift: true })).toBe('nudge')
    expect(key('=', { ctrl: true })).toBe('zoomIn')
    expect(key('s', { ctrl: true })).toBe('save')
    expect(key('v')).toBe('tool.select')
    expect(key('h')).toBe('tool.hand')
    expect(key('v', { ctrl: true })).toBe('paste')
    expect(key('q')).toBeNull()
    expect(key('z')).toBeNull()
    expect(key('z', { ctrl: true, alt: true })).toBeNull()
  })
})
