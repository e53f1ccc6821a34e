import { describe, expect, test } from 'vitest'
import {
  graphicTemplatesOf,
  matchingTemplates,
  startPageWithSymbol,
  takeStartingSymbol,
} from '../../../../app/screens/appManager/newDrawing/graphicTemplates'
import type { SymbolTreeNode } from '../../../../app/screens/symbols/symbolApi'
import { centredIn } from '../../../../app/stage/geometry/rect'

const node = (
  id: number,
  nodeType: SymbolTreeNode['nodeType'],
  name: string,
  children: SymbolTreeNode[] = [],
  templateName?: string,
): SymbolTreeNode => ({
  id,
  nodeType,
  name,
  parentId: null,
  sortOrder: 0,
  version: 1,
  children,
  templateName,
})

const tree: SymbolTreeNode[] = [
  node(1, 'category', 'Pumps', [
    node(10, 'symbol', 'Centrifugal pump', [], 'Pump'),
    node(2, 'folder', 'Dosing', [node(11, 'symbol', 'Dosing pump', [], 'Pump')]),
  ]),
  node(3, 'category', 'Empty category'),
  node(12, 'symbol', 'Valve'),
]

describe('graphic templates of the new-drawing dialog', () => {
  test('every symbol of the library in tree order, with the folders holding it', () => {
    expect(graphicTemplatesOf(tree)).toEqual([
      { id: 10, name: 'Centrifugal pump', templateName: 'Pump', category: 'Pumps' },
      { id: 11, name: 'Dosing pump', templateName: 'Pump', category: 'Pumps / Dosing' },
      { id: 12, name: 'Valve', templateName: '', category: '' },
    ])
    expect(graphicTemplatesOf([node(3, 'category', 'Empty')])).toEqual([])
  })

  test('the search keeps entries whose name, category or object template hold every word, any case', () => {
    const list = graphicTemplatesOf(tree)
    const ids = (query: string) => matchingTemplates(list, query).map((e) => e.id)
    expect(ids('')).toEqual([10, 11, 12])
    expect(ids('   ')).toEqual([10, 11, 12])
    expect(ids('PUMP')).toEqual([10, 11])
    expect(ids('dosing')).toEqual([11])
    expect(ids('pumps centrifugal')).toEqual([10])
    expect(ids('valve pump')).toEqual([])
    expect(ids('nothing')).toEqual([])
  })

  test('a new page takes its starting symbol once', () => {
    expect(takeStartingSymbol('p-1')).toBeNull()
    startPageWithSymbol('p-1', 42)
    expect(takeStartingSymbol('p-2')).toBeNull()
    expect(takeStartingSymbol('p-1')).toBe(42)
    expect(takeStartingSymbol('p-1')).toBeNull()
  })

  test('a symbol is centred in the block; one larger than the block starts at its corner', () => {
    expect(centredIn({ x: 0, y: 100, w: 1000, h: 600 }, { w: 200, h: 100 })).toEqual({ x: 400, y: 350 })
    expect(centredIn({ x: 10, y: 20, w: 101, h: 51 }, { w: 50, h: 20 })).toEqual({ x: 36, y: 36 })
    expect(centredIn({ x: 10, y: 20, w: 100, h: 50 }, { w: 300, h: 80 })).toEqual({ x: 10, y: 20 })
  })
})
