import { describe, expect, it } from 'vitest'
import { compressText, decompressText } from '../../../engine/codec/compression'
import {
  collectBlockListRefs,
  collectRefs,
  renameInBlockList,
  renameInDocument,
} from '../../../server/routes/metadata/usage/documents'
import { renameInAction, renameInBinding } from '../../../server/routes/metadata/usage/rename'

const context = JSON.stringify({
  widgets: [
    { id: 'a', bindings: { text: { objName: 'Tank_01', propName: 'level', transform: { kind: 'format' } } } },
    { id: 'b', bindings: { value: { objName: 'Tank_02', propName: 'level' } }, kept: [1, 2] },
    {
      id: 'c',
      events: { noticeOnclick: [{ kind: 'setPropertyValue', objName: 'tank_01', propName: 'LEVEL' }] },
    },
  ],
})

describe('where-used documents', () => {
  const filter = { objNames: new Set(['tank_01']), propName: 'level' }

  it('counts references of the chosen objects at any depth, ignoring case', () => {
    expect([...collectRefs(JSON.parse(context), filter)]).toEqual([
      ['Tank_01.level', 1],
      ['tank_01.LEVEL', 1],
    ])
    expect(collectRefs(JSON.parse(context), { objNames: new Set(['tank_02']) }).size).toBe(1)
  })

  it('renames in plain and compressed documents and leaves other objects and fields alone', () => {
    const plain = renameInDocument(context, filter, 'fill')
    const value = JSON.parse(plain ?? '')
    expect(value.widgets[0].bindings.text).toEqual({
      objName: 'Tank_01',
      propName: 'fill',
      transform: { kind: 'format' },
    })
    expect(value.widgets[1].bindings.value.propName).toBe('level')
    expect(value.widgets[1].kept).toEqual([1, 2])
    expect(value.widgets[2].events.noticeOnclick[0].propName).toBe('fill')
    const packed = renameInDocument(compressText(context), filter, 'fill')
    expect(JSON.parse(decompressText(packed ?? ''))).toEqual(value)
    expect(packed).not.toBe(decompressText(packed ?? ''))
    expect(renameInDocument(context, { objNames: new Set(['other']), propName: 'level' }, 'x')).toBeNull()
  })

  it('renames inside a page template’s block list', () => {
    const list = JSON.stringify([{ id: 'l1', name: 'B', context: compressText(context) }])
    expect(collectBlockListRefs(list, filter).size).toBe(2)
    const renamed = renameInBlockList(list, filter, 'fill')
    const block = JSON.parse(renamed ?? '')[0]
    expect(decompressText(block.context)).toContain('"propName":"fill"')
  })

  it('renames service actions and simulator runsWith', () => {
    expect(JSON.parse(renameInAction('{"kind":"toggle","propName":"level"}', 'level', 'fill') ?? '')).toEqual(
      {
        kind: 'toggle',
        propName: 'fill',
      },
    )
    expect(renameInAction('{"kind":"readProperties","propNames":["a","Level"]}', 'level', 'fill')).toBe(
      '{"kind":"readProperties","propNames":["a","fill"]}',
    )
    expect(renameInAction('{"kind":"snapshot"}', 'level', 'fill')).toBeNull()
    expect(renameInBinding('{"connector":"simulator","runsWith":"level"}', 'level', 'fill')).toBe(
      '{"connector":"simulator","runsWith":"fill"}',
    )
  })
})
