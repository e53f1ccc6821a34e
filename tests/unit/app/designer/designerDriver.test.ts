import { i18n as appI18n, setupI18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { actionTitle } from '../../../../app/designer/actions/action'
import { DESIGNER_ACTIONS, toolbarActions } from '../../../../app/designer/actions/registry'
import { undo } from '../../../../app/designer/actions/undo'
import { widget } from '../../engine/support/builders'
import { DesignerDriver } from './designerDriver'
import { row, testStore } from './support'

const designer = (widgets = row(3)) => new DesignerDriver(testStore(widgets))

describe('the designer driven by pointer and keys (headless)', () => {
  test('a click selects the widget under the pointer; Shift+click adds one; a click on empty page clears', () => {
    const d = designer()
    d.click(10, 10)
    expect(d.selection).toEqual(['w0'])
    d.click(60, 10, { shift: true })
    expect([...d.selection].sort()).toEqual(['w0', 'w1'])
    d.click(500, 500)
    expect(d.selection).toEqual([])
  })

  test('a drag moves the widget in one undo step; Ctrl+Z and Ctrl+Shift+Z take it back and forth', () => {
    const d = designer()
    d.drag({ x: 10, y: 10 }, { x: 110, y: 60 }, { steps: 12 })
    expect(d.widget('w0')).toMatchObject({ x: 100, y: 50 })
    expect(d.store.editor.history.size.past).toBe(1)
    expect(d.keyDown('z', { ctrl: true })).toBe(true)
    expect(d.widget('w0')).toMatchObject({ x: 0, y: 0 })
    d.keyDown('Z', { ctrl: true, shift: true })
    expect(d.widget('w0')).toMatchObject({ x: 100, y: 50 })
  })

  test('a press that moves less than the threshold is a click, not a move', () => {
    const d = designer()
    d.drag({ x: 10, y: 10 }, { x: 12, y: 10 })
    expect(d.widget('w0')).toMatchObject({ x: 0, y: 0 })
    expect(d.store.editor.history.size.past).toBe(0)
  })

  test('Escape during a drag puts everything back and records nothing; keys other than Escape wait', () => {
    const d = designer()
    d.pointerDown(10, 10).pointerMove(50, 50).pointerMove(90, 90)
    expect(d.widget('w0')).toMatchObject({ x: 80, y: 80 })
    expect(d.keyDown('Delete')).toBe(false)
    expect(d.widget('w0')).toBeDefined()
    expect(d.keyDown('Escape')).toBe(true)
    d.pointerUp()
    expect(d.widget('w0')).toMatchObject({ x: 0, y: 0 })
    expect(d.store.editor.history.size.past).toBe(0)
    expect(d.store.state.gesture).toBe('none')
  })

  test('a marquee from empty page selects what it covers', () => {
    const d = designer()
    d.drag({ x: 30, y: 300 }, { x: 95, y: 20 })
    expect([...d.selection].sort()).toEqual(['w0', 'w1'])
    expect(d.store.state.marquee).toBeNull()
  })

  test('dragging a selection handle resizes', () => {
    const d = designer()
    d.click(10, 10)
    d.drag({ x: 40, y: 40 }, { x: 80, y: 70 }, { target: { handle: 'se' } })
    expect(d.widget('w0')).toMatchObject({ x: 0, y: 0, w: 80, h: 70 })
  })

  test('keys: select all, group, duplicate, delete, nudge; a refusal is reported', () => {
    const d = new DesignerDriver(
      testStore([widget('a', { x: 0, y: 0, w: 40, h: 40 }), widget('b', { x: 100, y: 0, w: 40, h: 40 })]),
    )
    d.keyDown('a', { ctrl: true })
    expect([...d.selection].sort()).toEqual(['a', 'b'])
    d.keyDown('g', { ctrl: true })
    expect(d.widget('a').groupId).not.toBeNull()
    expect(d.widget('a').groupId).toBe(d.widget('b').groupId)
    d.keyDown('ArrowRight', { shift: true })
    expect(d.widget('a').x).toBe(10)
    d.keyDown('d', { ctrl: true })
    expect(d.selection).toHaveLength(2)
    expect(d.selection).not.toContain('a')
    d.keyDown('Delete')
    expect(d.selection).toEqual([])
    expect(d.widget('a')).toBeDefined()
    d.keyDown('s', { ctrl: true })
    expect(d.saves).toBe(1)
    // The page's only block cannot go: the action refuses with the spec's message.
    d.store.editor.setSelection(['b1'])
    d.keyDown('Delete')
    expect(d.refusals).toHaveLength(1)
    expect(d.store.state.doc.blocks.b1).toBeDefined()
  })
})

describe('designer actions', () => {
  test('each is registered once, with a unique id, and every toolbar entry has an icon', () => {
    const ids = DESIGNER_ACTIONS.map((action) => action.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(DESIGNER_ACTIONS).size).toBe(DESIGNER_ACTIONS.length)
    for (const group of ['tools', 'history', 'blocks', 'arrange', 'platform', 'view', 'zoom'] as const) {
      for (const action of toolbarActions(group))
        expect(action.toolbar?.icon, action.id).toBeTypeOf('function')
    }
    expect(toolbarActions('history').map((action) => action.id)).toEqual(['undo', 'redo'])
  })

  test('toolbar actions: tools, blocks, platform and view options', () => {
    // The new block's name is translated with the app's i18n, as the running designer has it.
    appI18n.loadAndActivate({ locale: 'en-us', messages: {} })
    const d = designer()
    const run = (id: string) => {
      const action = DESIGNER_ACTIONS.find((a) => a.id === id)
      if (!action) throw new Error(id)
      return action
    }
    d.keyDown('h')
    expect(run('tool.hand').active?.(d.store.state)).toBe(true)
    // With the hand tool a drag over a widget pans instead of moving it.
    d.drag({ x: 10, y: 10 }, { x: 60, y: 40 })
    expect(d.widget('w0')).toMatchObject({ x: 0, y: 0 })
    expect(d.store.state.camera).toMatchObject({ x: 50, y: 30 })
    d.keyDown('v')
    expect(d.store.state.tool).toBe('select')
    const blocks = Object.keys(d.store.state.doc.blocks).length
    run('block.addFlow').run(d.store, { save: () => {}, refuse: () => {} })
    expect(Object.keys(d.store.state.doc.blocks)).toHaveLength(blocks + 1)
    expect(d.store.state.doc.blocks[d.store.state.blockId]?.layoutType).toBe('flow')
    expect(d.store.state.doc.blocks[d.store.state.blockId]?.name).toBe(`Block ${blocks + 1}`)
    d.keyDown('z', { ctrl: true })
    expect(Object.keys(d.store.state.doc.blocks)).toHaveLength(blocks)
    expect(run('view.grid').active?.(d.store.state)).toBe(true)
    run('view.grid').run(d.store, { save: () => {}, refuse: () => {} })
    expect(d.store.state.showGrid).toBe(false)
  })

  test('the undo button names the edit it takes back, translated, with its key', () => {
    const i18n = setupI18n()
    i18n.load('zh-cn', { [undo.label.id]: '撤销', 'edit.move': '移动' })
    i18n.activate('zh-cn')
    const d = designer()
    expect(actionTitle(undo, d.store.state, i18n)).toBe('撤销 (Ctrl+Z)')
    d.drag({ x: 10, y: 10 }, { x: 30, y: 10 })
    expect(actionTitle(undo, d.store.state, i18n)).toBe('撤销 移动 (Ctrl+Z)')
  })
})
