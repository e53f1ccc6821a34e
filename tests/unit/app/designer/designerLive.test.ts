import { describe, expect, test } from 'vitest'
import { liveValues } from '../../../../app/designer/actions/viewOptions'
import { bindingsSignature } from '../../../../app/designer/live/bindingsSignature'
import { startMove } from '../../../../app/designer/state/gestures'
import type { PageDoc } from '../../../../engine/document/pageDoc'
import { widget } from '../../engine/support/builders'
import { testStore } from './support'

const level = { objName: 'Tank_1', propName: 'level' }
const host = { save() {}, refuse() {} }

// Issue 19: the designer's "live" toggle shows real values, never written into the document.
describe('the designer’s live values', () => {
  test('the toggle changes the view, not the document or its history', () => {
    const store = testStore([widget('a', { type: 'form.label', bindings: { text: level } })])
    const before = store.state.doc
    liveValues.run(store, host)
    expect(store.state.liveValues).toBe(true)
    expect(store.state.doc).toBe(before)
    expect(store.state.canUndo).toBe(false)
    expect(store.editor.isDirty).toBe(false)
    liveValues.run(store, host)
    expect(store.state.liveValues).toBe(false)
  })

  test('the followed keys change with a binding, not with a move', () => {
    const store = testStore([
      widget('a', { type: 'form.label', bindings: { text: level } }),
      widget('b', { type: 'form.label', x: 200 }),
    ])
    const before = store.state.doc
    const signature = bindingsSignature(store.state.doc as PageDoc)
    expect(signature).toBe('a.text=Tank_1.level|null')
    const move = startMove(store, ['a'])
    move?.update({ x: 30, y: 20 }, { shift: false, alt: false })
    move?.commit()
    expect(store.state.doc).not.toBe(before)
    expect(bindingsSignature(store.state.doc as PageDoc)).toBe(signature)
  })
})
