import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clipInside,
  ensureLayoutBlock,
  growToContent,
  isInside,
  keepInside,
  moveInside,
} from '../../../../engine/commands/page/index.ts'
import { createPageEditor } from '../../../../engine/commands/pageEditor.ts'
import { page } from '../support/builders.ts'

// Issue 19, defects 2 and 5: widgets kept inside their block; a layout without a block gets one.
const block = { w: 1920, h: 480 }

describe('keeping widgets inside their block', () => {
  it('a widget dropped near the bottom is moved up into the block, keeping its size', () => {
    // "Real-time alarms" (960×320) dropped 40 px above the bottom of a 24×12 block.
    expect(keepInside({ x: 300, y: 440, w: 960, h: 320 }, block)).toEqual({ x: 300, y: 160, w: 960, h: 320 })
    expect(keepInside({ x: 1500, y: -10, w: 960, h: 320 }, block)).toEqual({ x: 960, y: 0, w: 960, h: 320 })
  })

  it('a widget larger than the block is shrunk to it', () => {
    expect(keepInside({ x: 10, y: 10, w: 400, h: 900 }, { w: 375, h: 640 })).toEqual({
      x: 0,
      y: 0,
      w: 375,
      h: 640,
    })
  })

  it('whatever is dropped ends inside', () => {
    const box = fc.record({
      x: fc.integer({ min: -3000, max: 3000 }),
      y: fc.integer({ min: -3000, max: 3000 }),
      w: fc.integer({ min: 1, max: 3000 }),
      h: fc.integer({ min: 1, max: 3000 }),
    })
    fc.assert(fc.property(box, (b) => isInside(keepInside(b, block), block)))
  })

  it('a move stops at the edges', () => {
    const bounds = { x: 100, y: 100, w: 200, h: 100 }
    expect(moveInside(bounds, 50, 500, block)).toEqual({ dx: 50, dy: 280 })
    expect(moveInside(bounds, -400, -400, block)).toEqual({ dx: -100, dy: -100 })
  })

  it('a resize past an edge is cut back to it', () => {
    expect(clipInside({ x: 1800, y: 400, w: 300, h: 200 }, block)).toEqual({ x: 1800, y: 400, w: 120, h: 80 })
    expect(clipInside({ x: -20, y: 10, w: 100, h: 50 }, block)).toEqual({ x: 0, y: 10, w: 80, h: 50 })
  })
})

describe('blocks holding their content', () => {
  it('a block grows to its content and the blocks below move down by as much', () => {
    const spans = [
      { id: 'top', y: 0, h: 12 },
      { id: 'below', y: 12, h: 6 },
      { id: 'beside', y: 0, h: 4 },
    ]
    const rows: Record<string, number> = { top: 15, below: 3, beside: 2 }
    expect(growToContent(spans, (id) => rows[id] ?? 0)).toEqual([
      { id: 'top', y: 0, h: 15 },
      { id: 'below', y: 15, h: 6 },
      { id: 'beside', y: 0, h: 4 },
    ])
  })
})

describe('ensureLayoutBlock', () => {
  const args = {
    newTabId: 'tab-new',
    tabName: 'Tab 1',
    blockId: 'm1',
    blockName: 'Block 2',
    rows: 16,
  }

  it('gives a mobile layout with an empty tab its first block, in one undo step', () => {
    const editor = createPageEditor(page())
    const [tabId] = Object.keys(editor.doc.mobileTabs)
    expect(Object.values(editor.doc.mobileTabs).every((tab) => Object.keys(tab.nodes).length === 0)).toBe(
      true,
    )
    editor.run(ensureLayoutBlock, { ...args, platform: 'mobile', tabId })
    expect(Object.keys(editor.doc.mobileTabs[tabId as string]?.nodes ?? {})).toEqual(['m1'])
    expect(editor.doc.blocks.m1).toMatchObject({ name: 'Block 2', layoutType: 'free' })
    expect(editor.doc.mobileTabs[tabId as string]?.nodes.m1).toMatchObject({ x: 0, y: 0, w: 24, h: 16 })
    editor.undo()
    expect(editor.doc.blocks.m1).toBeUndefined()
  })

  it('creates the first tab of a page that has none, and leaves a layout with a block alone', () => {
    const editor = createPageEditor({ ...page(), mobileTabs: {} })
    editor.run(ensureLayoutBlock, { ...args, platform: 'mobile' })
    expect(Object.keys(editor.doc.mobileTabs)).toEqual(['tab-new'])
    expect(Object.keys(editor.doc.mobileTabs['tab-new']?.nodes ?? {})).toEqual(['m1'])
    const before = editor.doc
    editor.run(ensureLayoutBlock, { ...args, blockId: 'm2', platform: 'pc' })
    expect(editor.doc.blocks.m2).toBeUndefined()
    expect(editor.doc.layoutNodes).toBe(before.layoutNodes)
  })
})
