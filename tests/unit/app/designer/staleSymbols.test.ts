/**
 * Placed library symbols whose symbol changed in the library since placing (issue 23): the copy is
 * compared with the library's drawing, not by name or key order; a deleted symbol is reported too.
 */
import { describe, expect, test } from 'vitest'
import {
  drawingChanged,
  type LibraryDrawing,
  staleSymbols,
} from '../../../../app/designer/problems/staleSymbols'
import { SYMBOL_VERSION, type SymbolWire } from '../../../../engine/document/persisted'
import { page, widget } from '../../engine/support/builders'

const drawing: SymbolWire = {
  version: SYMBOL_VERSION,
  id: '3',
  name: 'Pump',
  templateName: 'Pump',
  appId: '1',
  parentId: '',
  width: 100,
  height: 100,
  parameters: [{ name: 'running', type: 'bool', default: false }],
  children: [
    {
      id: 'c1',
      kind: 'shape',
      partName: 'casing',
      type: 'shape.oval',
      version: 1,
      x: 10,
      y: 10,
      w: 80,
      h: 80,
      rotation: 0,
      props: { fill: '#cccccc' },
      slots: { fill: { param: 'running' } },
    },
  ],
}

const placedAs = (id: string, symbolId: string, copy: SymbolWire | null) =>
  widget(id, { type: 'symbol.library', props: { symbolId, drawing: copy, instance: '', faceplatePage: '' } })

describe('stale placed symbols', () => {
  test('the same drawing read with its keys in another order, or renamed, is not a change', () => {
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value
    const reordered = reversed(drawing) as SymbolWire
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(drawing))
    expect(drawingChanged(reordered, drawing)).toBe(false)
    expect(drawingChanged({ ...drawing, name: 'Feed pump' }, drawing)).toBe(false)
  })

  test('a moved part, a new parameter or another template is a change', () => {
    const [part] = drawing.children
    expect(drawingChanged({ ...drawing, children: [{ ...part, x: 12 } as never] }, drawing)).toBe(true)
    expect(
      drawingChanged(
        { ...drawing, parameters: [...drawing.parameters, { name: 'speed', type: 'number', default: 0 }] },
        drawing,
      ),
    ).toBe(true)
    expect(drawingChanged({ ...drawing, templateName: 'Motor' }, drawing)).toBe(true)
    expect(drawingChanged(null, drawing)).toBe(true)
  })

  test('the page lists placed symbols whose library drawing differs or is gone, in every block', () => {
    const edited: SymbolWire = { ...drawing, width: 120 }
    const doc = page({
      b1: [
        placedAs('same', '3', drawing),
        placedAs('old', '4', drawing),
        widget('rect', { type: 'shape.rect' }),
      ],
      b2: [placedAs('deleted', '5', drawing), placedAs('unread', '6', drawing)],
    })
    const library = new Map<number, LibraryDrawing>([
      [3, { kind: 'found', drawing, version: 1 }],
      [4, { kind: 'found', drawing: edited, version: 2 }],
      [5, { kind: 'gone', message: 'The symbol does not exist' }],
    ])
    const stale = staleSymbols(doc, library)
    expect(stale.map((s) => [s.blockId, s.node.id, s.library.kind])).toEqual([
      ['b1', 'old', 'found'],
      ['b2', 'deleted', 'gone'],
    ])
  })
})
