import { describe, expect, it } from 'vitest'
import { CommandRejectedError, defineCommand } from '../../../../engine/commands/command.ts'
import { DocumentEditor } from '../../../../engine/commands/editor.ts'

interface Counter {
  value: number
  items: Record<string, { id: string }>
}

const add = defineCommand<Counter, { by: number }>({
  id: 'add',
  label: { id: 'test.add', message: 'Add' },
  canRun: (_doc, { by }) => by !== 0,
  run: (draft, { by }) => {
    draft.value += by
  },
})

const setValue = defineCommand<Counter, { to: number }>({
  id: 'set',
  label: { id: 'test.set', message: 'Set' },
  canRun: (_doc, { to }) => to >= 0,
  run: (draft, { to }) => {
    draft.value = to
  },
})

const addItem = defineCommand<Counter, { id: string }>({
  id: 'addItem',
  label: { id: 'test.addItem', message: 'Add item' },
  canRun: (doc, { id }) => !(id in doc.items),
  run: (draft, { id }) => {
    draft.items[id] = { id }
  },
})

function fakeClock(start = 1000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

function editor(options: ConstructorParameters<typeof DocumentEditor<Counter>>[1] = {}) {
  return new DocumentEditor<Counter>({ value: 0, items: {} }, options)
}

describe('DocumentEditor', () => {
  it('records one entry per command and undoes/redoes it', () => {
    const ed = editor()
    ed.run(add, { by: 2 })
    ed.run(add, { by: 3 })
    expect(ed.doc.value).toBe(5)
    expect(ed.undo()).toBe(true)
    expect(ed.doc.value).toBe(2)
    expect(ed.undo()).toBe(true)
    expect(ed.doc.value).toBe(0)
    expect(ed.undo()).toBe(false)
    expect(ed.redo()).toBe(true)
    expect(ed.redo()).toBe(true)
    expect(ed.doc.value).toBe(5)
    expect(ed.redo()).toBe(false)
  })

  it('refuses a command whose canRun says no and leaves the document alone', () => {
    const ed = editor()
    const before = ed.doc
    expect(() => ed.run(add, { by: 0 })).toThrow(CommandRejectedError)
    expect(ed.doc).toBe(before)
    expect(ed.canUndo).toBe(false)
  })

  it('a new command after undo clears the redo stack', () => {
    const ed = editor()
    ed.run(add, { by: 1 })
    ed.undo()
    ed.run(add, { by: 5 })
    expect(ed.canRedo).toBe(false)
    expect(ed.doc.value).toBe(5)
  })

  it("history: 'ignore' changes the document without an undo entry", () => {
    const ed = editor()
    ed.run(add, { by: 1 })
    ed.run(addItem, { id: 'remote' }, { history: 'ignore' })
    expect(ed.doc.items.remote).toBeDefined()
    ed.undo()
    expect(ed.doc.value).toBe(0)
    expect(ed.doc.items.remote).toBeDefined()
    expect(ed.canUndo).toBe(false)
  })

  it('coalesces same-key edits within 500 ms into one entry', () => {
    const clock = fakeClock()
    const ed = editor({ now: clock.now })
    ed.run(setValue, { to: 1 }, { coalesceKey: 'title' })
    clock.advance(300)
    ed.run(setValue, { to: 12 }, { coalesceKey: 'title' })
    clock.advance(499)
    ed.run(setValue, { to: 123 }, { coalesceKey: 'title' })
    expect(ed.history.size.past).toBe(1)
    ed.undo()
    expect(ed.doc.value).toBe(0)
    ed.redo()
    expect(ed.doc.value).toBe(123)
  })

  it('does not coalesce after the window, across keys, or into the saved state', () => {
    const clock = fakeClock()
    const ed = editor({ now: clock.now })
    ed.run(setValue, { to: 1 }, { coalesceKey: 'a' })
    clock.advance(501)
    ed.run(setValue, { to: 2 }, { coalesceKey: 'a' })
    ed.run(setValue, { to: 3 }, { coalesceKey: 'b' })
    expect(ed.history.size.past).toBe(3)
    ed.markSaved()
    ed.run(setValue, { to: 4 }, { coalesceKey: 'b' })
    expect(ed.history.size.past).toBe(4)
    ed.undo()
    expect(ed.isDirty).toBe(false)
    expect(ed.doc.value).toBe(3)
  })

  it('tracks the saved marker through undo and redo', () => {
    const ed = editor()
    expect(ed.isDirty).toBe(false)
    ed.run(add, { by: 1 })
    expect(ed.isDirty).toBe(true)
    ed.markSaved()
    expect(ed.isDirty).toBe(false)
    ed.run(add, { by: 1 })
    expect(ed.isDirty).toBe(true)
    ed.undo()
    expect(ed.isDirty).toBe(false)
    ed.undo()
    expect(ed.isDirty).toBe(true)
    ed.redo()
    expect(ed.isDirty).toBe(false)
  })

  it('keeps at most `depth` entries', () => {
    const ed = editor({ depth: 3 })
    for (let i = 0; i < 10; i++) ed.run(add, { by: 1 })
    let undone = 0
    while (ed.undo()) undone++
    expect(undone).toBe(3)
    expect(ed.doc.value).toBe(7)
    expect(ed.isDirty).toBe(true)
  })

  it('a transaction is one entry and a throw inside discards all of it', () => {
    const ed = editor()
    ed.transact({ id: 'test.both', message: 'Both' }, (tx) => {
      tx.run(add, { by: 1 })
      tx.run(addItem, { id: 'x' })
      ed.run(add, { by: 10 }) // nested run joins the open transaction
    })
    expect(ed.doc.value).toBe(11)
    expect(ed.history.size.past).toBe(1)
    const before = ed.doc
    expect(() =>
      ed.transact({ id: 'test.broken', message: 'Broken' }, (tx) => {
        tx.run(add, { by: 1 })
        tx.run(addItem, { id: 'x' })
      }),
    ).toThrow(CommandRejectedError)
    expect(ed.doc).toBe(before)
    ed.undo()
    expect(ed.doc).toEqual({ value: 0, items: {} })
  })

  it('a gesture is one entry whatever the number of updates; cancel restores', () => {
    const ed = editor()
    const drag = ed.beginGesture(setValue)
    for (let i = 1; i <= 60; i++) drag.update({ to: i })
    expect(ed.doc.value).toBe(60)
    expect(ed.canUndo).toBe(false)
    drag.commit()
    expect(ed.history.size.past).toBe(1)
    ed.undo()
    expect(ed.doc.value).toBe(0)
    ed.redo()
    expect(ed.doc.value).toBe(60)

    const cancelled = ed.beginGesture(setValue)
    cancelled.update({ to: 7 })
    cancelled.cancel()
    expect(ed.doc.value).toBe(60)
    expect(ed.history.size.past).toBe(1)
  })

  it('a gesture update that canRun refuses keeps the last accepted state', () => {
    const ed = editor()
    const drag = ed.beginGesture(setValue)
    drag.update({ to: 5 })
    expect(drag.update({ to: -1 })).toBe(false)
    expect(ed.doc.value).toBe(5)
    drag.commit()
    ed.undo()
    expect(ed.doc.value).toBe(0)
  })

  it('a remote change during a gesture survives the gesture', () => {
    const ed = editor()
    const drag = ed.beginGesture(setValue)
    drag.update({ to: 3 })
    ed.run(addItem, { id: 'remote' }, { history: 'ignore' })
    drag.update({ to: 4 })
    drag.cancel()
    expect(ed.doc.value).toBe(0)
    expect(ed.doc.items.remote).toBeDefined()
  })

  it('restores the selection on undo/redo without creating entries', () => {
    const ed = editor()
    ed.setSelection(['a'])
    ed.run(addItem, { id: 'b' }, { select: ['b'] })
    expect(ed.selection).toEqual(['b'])
    ed.setSelection(['b', 'c'])
    expect(ed.history.size.past).toBe(1)
    ed.undo()
    expect(ed.selection).toEqual(['a'])
    ed.redo()
    expect(ed.selection).toEqual(['b'])
  })

  it('notifies subscribers with the reason', () => {
    const ed = editor()
    const reasons: string[] = []
    const stop = ed.subscribe((c) => reasons.push(c.reason))
    ed.run(add, { by: 1 })
    ed.undo()
    ed.redo()
    ed.setSelection(['x'])
    ed.markSaved()
    stop()
    ed.run(add, { by: 1 })
    expect(reasons).toEqual(['run', 'undo', 'redo', 'selection', 'saved'])
  })

  it('load replaces the document, clears history and counts as saved', () => {
    const ed = editor()
    ed.run(add, { by: 1 })
    ed.load({ value: 42, items: {} })
    expect(ed.canUndo).toBe(false)
    expect(ed.isDirty).toBe(false)
    expect(ed.doc.value).toBe(42)
  })
})
