import { describe, expect, it } from 'vitest'
import {
  addWidgets,
  copyWidgets,
  moveWidgets,
  pasteIdMap,
  pasteWidgets,
  setWidgetBounds,
  setWidgetProps,
} from '../../../../engine/commands/page/index.ts'
import { createPageEditor } from '../../../../engine/commands/pageEditor.ts'
import type { PageDoc, WidgetNode } from '../../../../engine/document/pageDoc.ts'
import { designedTab, hiddenByTab, TABS_TYPE, tabOf } from '../../../../engine/document/tabPanels.ts'
import { page, widget, widgetAt } from '../support/builders.ts'

/** A page with a 400×300 tabs control at (100, 100) showing 'a' (tabs a and b), and a lamp outside it. */
function editor() {
  return createPageEditor(
    page({
      b1: [
        widget('tabs', { type: TABS_TYPE, x: 100, y: 100, w: 400, h: 300, props: { value: 'a' } }),
        widget('lamp', { x: 600, y: 100, w: 40, h: 40 }),
      ],
    }),
  )
}

const rect = (id: string, x: number, y: number) => ({
  id,
  type: 'shape.rect',
  version: 1,
  x,
  y,
  w: 40,
  h: 40,
  props: {},
})

/** Whether a widget is hidden with every tabs control on its designed tab. */
function hidden(doc: PageDoc, id: string): boolean {
  const node = widgetAt(doc, 'b1', id) as WidgetNode
  return hiddenByTab(node, (hostId) => widgetAt(doc, 'b1', hostId), designedTab)
}

describe('tab panels', () => {
  it('a widget dropped on the panel joins the tab shown; it hides when another tab is shown', () => {
    const ed = editor()
    ed.run(addWidgets, { blockId: 'b1', widgets: [rect('gauge', 200, 200)] })
    expect(tabOf(widgetAt(ed.doc, 'b1', 'gauge') as WidgetNode)).toEqual({ host: 'tabs', value: 'a' })
    expect(hidden(ed.doc, 'gauge')).toBe(false)
    ed.run(setWidgetProps, { blockId: 'b1', id: 'tabs', props: { value: 'b' } })
    expect(hidden(ed.doc, 'gauge')).toBe(true)
    // A widget placed while tab b is shown belongs to b.
    ed.run(addWidgets, { blockId: 'b1', widgets: [rect('pump', 300, 200)] })
    expect(tabOf(widgetAt(ed.doc, 'b1', 'pump') as WidgetNode)?.value).toBe('b')
    expect(hidden(ed.doc, 'pump')).toBe(false)
  })

  it('the strip is not the panel, and a widget moved off the panel leaves its tab', () => {
    const ed = editor()
    // Centre at y = 120: on the strip (100..136), not on the panel.
    ed.run(addWidgets, { blockId: 'b1', widgets: [rect('onStrip', 200, 100)] })
    expect(tabOf(widgetAt(ed.doc, 'b1', 'onStrip') as WidgetNode)).toBeNull()
    ed.run(moveWidgets, { blockId: 'b1', ids: ['lamp'], dx: -300, dy: 100 })
    expect(tabOf(widgetAt(ed.doc, 'b1', 'lamp') as WidgetNode)?.host).toBe('tabs')
    ed.run(setWidgetBounds, { blockId: 'b1', bounds: { lamp: { x: 700, y: 100, w: 40, h: 40 } } })
    expect(tabOf(widgetAt(ed.doc, 'b1', 'lamp') as WidgetNode)).toBeNull()
    expect(widgetAt(ed.doc, 'b1', 'lamp')?.extra).toEqual({})
    // Undo puts it back on its tab.
    ed.undo()
    expect(tabOf(widgetAt(ed.doc, 'b1', 'lamp') as WidgetNode)?.host).toBe('tabs')
  })

  it('a tabs control carries the widgets of every tab when it moves; they keep their tabs', () => {
    const ed = editor()
    ed.run(addWidgets, { blockId: 'b1', widgets: [rect('onA', 200, 200)] })
    ed.run(setWidgetProps, { blockId: 'b1', id: 'tabs', props: { value: 'b' } })
    ed.run(addWidgets, { blockId: 'b1', widgets: [rect('onB', 300, 200)] })
    ed.run(moveWidgets, { blockId: 'b1', ids: ['tabs'], dx: 50, dy: 20 })
    expect(widgetAt(ed.doc, 'b1', 'onA')).toMatchObject({ x: 250, y: 220 })
    expect(widgetAt(ed.doc, 'b1', 'onB')).toMatchObject({ x: 350, y: 220 })
    expect(widgetAt(ed.doc, 'b1', 'lamp')).toMatchObject({ x: 600, y: 100 })
    expect(tabOf(widgetAt(ed.doc, 'b1', 'onA') as WidgetNode)?.value).toBe('a')
    expect(tabOf(widgetAt(ed.doc, 'b1', 'onB') as WidgetNode)?.value).toBe('b')
  })

  it('a strip-high tabs control has no panel; a widget of a deleted control shows', () => {
    const ed = createPageEditor(
      page({ b1: [widget('tabs', { type: TABS_TYPE, x: 0, y: 0, w: 400, h: 36, props: { value: 'a' } })] }),
    )
    ed.run(addWidgets, { blockId: 'b1', widgets: [rect('x', 100, 0)] })
    expect(tabOf(widgetAt(ed.doc, 'b1', 'x') as WidgetNode)).toBeNull()
    const orphan = {
      ...(widgetAt(ed.doc, 'b1', 'x') as WidgetNode),
      extra: { tab: { host: 'gone', value: 'b' } },
    }
    expect(
      hiddenByTab(
        orphan,
        () => undefined,
        () => 'a',
      ),
    ).toBe(false)
  })

  it('members pasted with their tabs control belong to the copy, on the same tab', () => {
    const ed = editor()
    ed.run(addWidgets, { blockId: 'b1', widgets: [rect('gauge', 200, 200)] })
    const clip = copyWidgets(ed.doc, 'b1', ['tabs', 'gauge'])
    const idMap = pasteIdMap(
      clip,
      (() => {
        let n = 0
        return () => `copy${++n}`
      })(),
      () => 'V1_copy',
    )
    ed.run(pasteWidgets, { blockId: 'b1', content: clip, idMap, dx: 20, dy: 20 })
    const copied = widgetAt(ed.doc, 'b1', idMap.gauge as string) as WidgetNode
    expect(tabOf(copied)).toEqual({ host: idMap.tabs, value: 'a' })
  })
})
