import { describe, expect, it } from 'vitest'
import type { CodecResult } from '../../../../engine/codec/result'
import { decodeSymbol, duplicatePartNames, encodeSymbol } from '../../../../engine/codec/symbolCodec'
import {
  pageDocToSymbol,
  SYMBOL_BLOCK,
  SYMBOL_PARAMS,
  symbolInfoOf,
  symbolToPageDoc,
} from '../../../../engine/codec/symbolPageDoc'
import {
  setPartName,
  setSymbolFields,
  setSymbolParameters,
  setWidgetBinding,
} from '../../../../engine/commands/page'
import { createPageEditor } from '../../../../engine/commands/pageEditor'
import type { SymbolPartWire, SymbolWire } from '../../../../engine/document/persisted'
import { getWidget } from '../../../../engine/document/widgetStore'

function ok<T>(result: CodecResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`)
  return result.value
}

const v10 = {
  version: 'v1.0',
  id: '7',
  name: 'Tank',
  templateName: 'Tank',
  appId: '3',
  parentId: '',
  width: 80,
  height: 120,
  children: [
    { id: 'shell', kind: 'shape', partName: 'shell', props: { fill: '#ccc', x: 4, y: 6, w: 70, h: 100 } },
    {
      id: 'g',
      kind: 'group',
      partName: 'label',
      children: [{ id: 't', kind: 'text', props: { text: 'T' } }],
    },
  ],
}

/** A v1.1 symbol with two parameters: a running flag colouring the body, a level shown as text. */
function tankSymbol(): SymbolWire {
  return ok(
    decodeSymbol({
      version: 'v1.1',
      name: 'Tank',
      templateName: 'Tank',
      width: 100,
      height: 150,
      parameters: [
        { name: 'running', type: 'bool', default: false },
        { name: 'level', type: 'number', min: 0, max: 100, default: 50 },
      ],
      children: [
        {
          id: 'body',
          kind: 'shape',
          partName: 'body',
          type: 'shape.rect',
          x: 10,
          y: 10,
          w: 80,
          h: 120,
          props: { fill: '#9aa5b1' },
          slots: {
            fill: {
              param: 'running',
              transform: {
                kind: 'ranges',
                ranges: [{ min: 1, max: null, value: '#2e9d4a' }],
                otherwise: '#9aa5b1',
              },
            },
          },
        },
        {
          id: 'grp',
          kind: 'group',
          partName: 'readout',
          children: [
            {
              id: 'txt',
              kind: 'text',
              partName: 'value',
              type: 'shape.text',
              x: 20,
              y: 60,
              w: 60,
              h: 20,
              slots: { text: { param: 'level', transform: { kind: 'format', decimals: 1, unit: '%' } } },
            },
            { id: 'mark', kind: 'shape', type: 'shape.rect', x: 20, y: 82, w: 60, h: 2 },
          ],
        },
      ],
    }),
  )
}

describe('symbol codec v1.1', () => {
  it('migrates v1.0: plugin type from the kind, geometry out of props, no parameters, no slots', () => {
    const symbol = ok(decodeSymbol(JSON.stringify(v10)))
    expect(symbol.version).toBe('v1.1')
    expect(symbol.parameters).toEqual([])
    expect(symbol.children[0]).toMatchObject({
      type: 'shape.rect',
      x: 4,
      y: 6,
      w: 70,
      h: 100,
      props: { fill: '#ccc' },
      slots: {},
    })
    expect(symbol.children[0]?.props).not.toHaveProperty('x')
    // A part that had no geometry fills the symbol.
    expect(symbol.children[1]?.children?.[0]).toMatchObject({ type: 'shape.text', x: 0, y: 0, w: 80, h: 120 })
    expect(ok(decodeSymbol(encodeSymbol(symbol, { compress: true })))).toEqual(symbol)
  })

  it('reads parameters with their types and defaults, and slots with transforms', () => {
    const symbol = tankSymbol()
    expect(symbol.parameters).toEqual([
      { name: 'running', type: 'bool', default: false },
      { name: 'level', type: 'number', min: 0, max: 100, default: 50 },
    ])
    expect(symbol.children[1]?.children?.[0]?.slots.text).toEqual({
      param: 'level',
      transform: { kind: 'format', decimals: 1, unit: '%' },
    })
    expect(ok(decodeSymbol(encodeSymbol(symbol)))).toEqual(symbol)
  })

  it('refuses undeclared parameters, bad names and types, min above max, duplicate parameters', () => {
    const base = { version: 'v1.1', children: [] as unknown[] }
    const slotTo = (param: string) => ({
      ...base,
      parameters: [{ name: 'a', type: 'bool' }],
      children: [{ id: 'p', kind: 'shape', slots: { fill: { param } } }],
    })
    expect(decodeSymbol(slotTo('a')).ok).toBe(true)
    expect(decodeSymbol(slotTo('b'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('declared parameter'),
    })
    expect(decodeSymbol({ ...base, parameters: [{ name: '1x', type: 'bool' }] }).ok).toBe(false)
    expect(decodeSymbol({ ...base, parameters: [{ name: 'x', type: 'colour' }] }).ok).toBe(false)
    expect(decodeSymbol({ ...base, parameters: [{ name: 'x', type: 'number', min: 5, max: 1 }] }).ok).toBe(
      false,
    )
    expect(decodeSymbol({ ...base, parameters: [{ name: 'x', type: 'bool', default: 'yes' }] }).ok).toBe(
      false,
    )
    expect(
      decodeSymbol({
        ...base,
        parameters: [
          { name: 'x', type: 'text' },
          { name: 'x', type: 'bool' },
        ],
      }).ok,
    ).toBe(false)
    expect(
      decodeSymbol({
        ...slotTo('a'),
        children: [{ id: 'p', kind: 'shape', slots: { fill: { param: 'a', transform: { kind: 'magic' } } } }],
      }).ok,
    ).toBe(false)
  })

  it('finds part names repeated on the same level only (spec S1 §5)', () => {
    const symbol = tankSymbol()
    expect(duplicatePartNames(symbol)).toEqual([])
    const sameLevel = {
      ...symbol,
      children: [...symbol.children, { ...(symbol.children[0] as SymbolPartWire), id: 'b2' }],
    }
    expect(duplicatePartNames(sameLevel)).toEqual(['body'])
    // 'value' inside the group and 'value' at the top are on different levels.
    const otherLevel = {
      ...symbol,
      children: [
        ...symbol.children,
        { ...(symbol.children[0] as SymbolPartWire), id: 'b3', partName: 'value' },
      ],
    }
    expect(duplicatePartNames(otherLevel)).toEqual([])
  })
})

describe('a symbol as a designer document', () => {
  it('round-trips parts, groups, slots, parameters and template through the page document', () => {
    const symbol = tankSymbol()
    const doc = symbolToPageDoc(symbol)
    const block = doc.blocks[SYMBOL_BLOCK]
    expect(block?.layoutType).toBe('free')
    expect(getWidget(block?.widgets ?? {}, 'body')?.bindings.fill).toMatchObject({
      objName: SYMBOL_PARAMS,
      propName: 'running',
    })
    expect(getWidget(block?.widgets ?? {}, 'txt')?.groupId).toBe('grp')
    expect(block?.groups.grp).toMatchObject({ name: 'readout', childIds: ['txt', 'mark'] })
    expect(doc.pageConfig.lwValue).toBe(100)
    expect(doc.layoutNodes[SYMBOL_BLOCK]?.h).toBe(4)
    const back = pageDocToSymbol(doc)
    expect(back.children[1]).toMatchObject({ kind: 'group', x: 20, y: 60, w: 60, h: 24 })
    expect(ok(decodeSymbol(encodeSymbol(back)))).toEqual(
      ok(decodeSymbol(encodeSymbol({ ...symbol, children: back.children }))),
    )
    expect(back.children[0]).toEqual(symbol.children[0])
    expect(back.children[1]?.children).toEqual(symbol.children[1]?.children)
    expect(back.parameters).toEqual(symbol.parameters)
    expect(back.templateName).toBe('Tank')
  })

  it('edits parameters, part names, slots and size through undoable commands', () => {
    const editor = createPageEditor(symbolToPageDoc(tankSymbol()))
    editor.run(setSymbolParameters, {
      parameters: [...symbolInfoOf(editor.doc).parameters, { name: 'name', type: 'text', default: 'P-101' }],
    })
    editor.run(setPartName, { blockId: SYMBOL_BLOCK, id: 'mark', partName: 'marker' })
    editor.run(setWidgetBinding, {
      blockId: SYMBOL_BLOCK,
      id: 'mark',
      prop: 'visible',
      binding: { objName: SYMBOL_PARAMS, propName: 'running' },
    })
    editor.run(setSymbolFields, { patch: { width: 240, height: 200, templateName: 'Pump' } })
    const edited = pageDocToSymbol(editor.doc)
    expect(edited.parameters.map((p) => p.name)).toEqual(['running', 'level', 'name'])
    expect(edited.children[1]?.children?.[1]).toMatchObject({
      partName: 'marker',
      slots: { visible: { param: 'running' } },
    })
    expect(edited).toMatchObject({ width: 240, height: 200, templateName: 'Pump' })
    expect(editor.doc.pageConfig.lwValue).toBe(240)
    expect(ok(decodeSymbol(encodeSymbol(edited))).parameters).toHaveLength(3)
    // Duplicate parameter names are refused; undo walks back one edit at a time.
    expect(
      editor.canRun(setSymbolParameters, {
        parameters: [edited.parameters[0], edited.parameters[0]] as never,
      }),
    ).toBe(false)
    editor.undo()
    expect(pageDocToSymbol(editor.doc).templateName).toBe('Tank')
    editor.undo()
    editor.undo()
    expect(pageDocToSymbol(editor.doc).children[1]?.children?.[1]?.partName).toBe('')
  })
})
