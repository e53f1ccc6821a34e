import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DocumentEditor } from '../../../../engine/commands/editor.ts'
import * as cmd from '../../../../engine/commands/page/index.ts'
import { createPageEditor } from '../../../../engine/commands/pageEditor.ts'
import type { PageDoc } from '../../../../engine/document/pageDoc.ts'
import { listWidgets } from '../../../../engine/document/widgetStore.ts'
import { page, widget } from '../support/builders.ts'

interface Step {
  kind: number
  a: number
  b: number
  c: number
}

const step = fc.record({
  kind: fc.oneof(fc.integer({ min: 0, max: 17 }), fc.constant(5)),
  a: fc.nat({ max: 1000 }),
  b: fc.nat({ max: 1000 }),
  c: fc.integer({ min: -60, max: 60 }),
})

const randomPage = fc
  .record({
    blocks: fc.integer({ min: 1, max: 3 }),
    widgets: fc.array(
      fc.record({ x: fc.integer({ min: 0, max: 500 }), y: fc.integer({ min: 0, max: 500 }) }),
      {
        maxLength: 8,
      },
    ),
  })
  .map(({ blocks, widgets }) => {
    const spec: Record<string, ReturnType<typeof widget>[]> = {}
    for (let b = 0; b < blocks; b++) {
      spec[`b${b}`] = widgets.map((at, i) => widget(`b${b}w${i}`, { ...at, w: 20 + i, h: 10 + i }))
    }
    return page(spec)
  })

let serial = 0

/** Turns random numbers into a valid command on the current document; false if none applies. */
function apply(ed: DocumentEditor<PageDoc>, s: Step): void {
  const blockIds = Object.keys(ed.doc.blocks)
  const blockId = blockIds[s.a % blockIds.length] as string
  const block = ed.doc.blocks[blockId]
  if (!block) return
  const ids = listWidgets(block.widgets)
    .map((w) => w.id)
    .sort()
  const pick = (n: number) => ids.filter((_, i) => (n >> i) & 1 || i === n % Math.max(ids.length, 1))
  const some = pick(s.b)
  const one = ids[s.b % Math.max(ids.length, 1)]
  const tryRun = (run: () => void) => {
    try {
      run()
    } catch (error) {
      if ((error as Error).name !== 'CommandRejectedError') throw error
    }
  }
  switch (s.kind) {
    case 0:
      tryRun(() =>
        ed.run(cmd.addWidgets, {
          blockId,
          widgets: [
            { id: `n${serial++}`, type: 'shape.rect', version: 1, x: s.b, y: s.c, w: 10, h: 10, props: {} },
          ],
        }),
      )
      return
    case 1:
      tryRun(() => ed.run(cmd.removeWidgets, { blockId, ids: some }))
      return
    case 2:
      tryRun(() => ed.run(cmd.moveWidgets, { blockId, ids: some, dx: s.c, dy: -s.c }))
      return
    case 3: {
      if (!one) return
      const drag = ed.beginGesture(cmd.moveWidgets)
      for (let i = 1; i <= 5; i++) drag.update({ blockId, ids: [one], dx: s.c * i, dy: i })
      if (s.a % 4 === 0) drag.cancel()
      else drag.commit()
      return
    }
    case 4:
      if (!one) return
      tryRun(() =>
        ed.run(cmd.setWidgetBounds, {
          blockId,
          bounds: { [one]: { x: s.c, y: s.b, w: 1 + (s.a % 90), h: 5 } },
        }),
      )
      return
    case 5: {
      // Always the first widget, so that consecutive edits coalesce often.
      const first = ids[0]
      if (!first) return
      tryRun(() =>
        ed.run(
          cmd.setWidgetProps,
          { blockId, id: first, props: { text: `t${s.c}` } },
          { coalesceKey: `${first}:text` },
        ),
      )
      return
    }
    case 6:
      tryRun(() =>
        ed.run(cmd.reorderWidgets, {
          blockId,
          ids: some,
          to: (['front', 'back', 'forward', 'backward'] as const)[s.a % 4] as cmd.ZMove,
        }),
      )
      return
    case 7:
      tryRun(() =>
        ed.run(cmd.alignWidgets, {
          blockId,
          ids: some,
          edge: (['left', 'hcenter', 'right', 'top', 'vcenter', 'bottom'] as const)[s.a % 6] as cmd.AlignEdge,
        }),
      )
      return
    case 8:
      tryRun(() =>
        ed.run(cmd.distributeWidgets, { blockId, ids: some, axis: s.a % 2 ? 'horizontal' : 'vertical' }),
      )
      return
    case 9:
      tryRun(() => ed.run(cmd.groupWidgets, { blockId, groupId: `V1_${serial++}`, ids: some }))
      return
    case 10: {
      const groupId = Object.keys(block.groups)[s.b % Math.max(Object.keys(block.groups).length, 1)]
      if (groupId) tryRun(() => ed.run(cmd.ungroupWidgets, { blockId, groupId }))
      return
    }
    case 11: {
      const content = cmd.copyWidgets(ed.doc, blockId, some)
      if (content.widgets.length === 0) return
      const idMap = cmd.pasteIdMap(
        content,
        () => `p${serial++}`,
        () => `V1_p${serial++}`,
      )
      tryRun(() => ed.run(cmd.pasteWidgets, { blockId, content, idMap, dx: 10, dy: 10 }))
      return
    }
    case 12:
      tryRun(() =>
        ed.run(cmd.addBlock, {
          id: `blk${serial++}`,
          name: 'x',
          layoutType: s.a % 2 ? 'flow' : 'free',
          rect: { x: 0, y: s.b, w: 24, h: 4 },
          platform: 'pc',
        }),
      )
      return
    case 13:
      tryRun(() => ed.run(cmd.removeBlock, { blockId }))
      return
    case 14:
      tryRun(() => ed.run(cmd.resetBlockLayoutType, { blockId, layoutType: s.a % 2 ? 'flow' : 'free' }))
      return
    case 15:
      tryRun(() => ed.run(cmd.addMobileTab, { id: `tab${serial++}`, name: 'n' }))
      return
    case 16: {
      const tabs = Object.keys(ed.doc.mobileTabs)
      tryRun(() => ed.run(cmd.removeMobileTab, { id: tabs[s.b % tabs.length] as string }))
      return
    }
    default:
      tryRun(() =>
        ed.transact({ id: 'test.combined', message: 'Combined' }, (tx) => {
          tx.run(cmd.setPageConfig, { patch: { linkage: String(s.b % 2) } })
          if (one) tx.run(cmd.rotateWidgets, { blockId, ids: [one], angle: s.c * 3 })
        }),
      )
  }
}

describe('history property', () => {
  it('random command sequences undo back to the initial document and redo to the final one', () => {
    fc.assert(
      fc.property(
        randomPage,
        fc.array(step, { minLength: 1, maxLength: 60 }),
        fc.nat(),
        (doc, steps, clockSeed) => {
          let now = clockSeed
          const ed = createPageEditor(doc, { depth: 1000, now: () => (now += 137) })
          for (const s of steps) apply(ed, s)
          const final = ed.doc
          while (ed.undo()) {
            // walk back to the start
          }
          expect(ed.doc).toEqual(doc)
          expect(ed.isDirty).toBe(false)
          while (ed.redo()) {
            // and forward to the end
          }
          expect(ed.doc).toEqual(final)
        },
      ),
      { numRuns: 200 },
    )
  })
})
