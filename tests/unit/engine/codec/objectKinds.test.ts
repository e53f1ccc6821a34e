import { describe, expect, it } from 'vitest'
import { decodeLayoutContext, encodeLayoutContext } from '../../../../engine/codec/layoutContextCodec.ts'
import { OBJECT_KINDS, pluginOfKind } from '../../../../engine/codec/objectKinds.ts'
import { builtinPlugins } from '../../../../plugins/index.ts'

const object = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  x: 10,
  y: 20,
  w: 100,
  h: 80,
  ...extra,
})

function decoded(widgets: unknown[], widgetGroups: unknown[] = []) {
  const result = decodeLayoutContext({ version: 'v1.0', layoutType: 'free', widgets, widgetGroups })
  if (!result.ok) throw new Error(result.message)
  return result.value
}

describe('graphic object kinds of S1 §3', () => {
  it('every drawing kind maps to one plugin that exists', () => {
    const ids = new Set(builtinPlugins.map((plugin) => plugin.id))
    for (const kind of OBJECT_KINDS) {
      const plugin = pluginOfKind(kind, '')
      if (kind === 'group' || kind === 'folder') expect(plugin).toBeNull()
      else expect(ids.has(plugin?.type ?? '')).toBe(true)
    }
  })

  it('the hexagon family decodes by shape name, keeping what the document carried', () => {
    const names = ['hexagon', 'pentagon', 'diamond', 'right triangle', 'parallelogram', 'trapezoid']
    const ctx = decoded(
      names.map((shapeName, i) =>
        object(`w${i}`, 'hexagon', { shapeName, styleType: 'fill', symbolId: '', widgetName: shapeName }),
      ),
    )
    expect(ctx.widgets.map((w) => [w.type, w.props])).toEqual([
      ['shape.polygon', { sides: 6 }],
      ['shape.polygon', { sides: 5 }],
      ['shape.quad', { variant: 'diamond' }],
      ['shape.triangle', { variant: 'right' }],
      ['shape.quad', { variant: 'parallelogram' }],
      ['shape.quad', { variant: 'trapezoid' }],
    ])
    expect(ctx.widgets[1]).toMatchObject({
      objectKind: 'hexagon',
      shapeName: 'pentagon',
      widgetName: 'pentagon',
    })
  })

  it('unRuleShape, edge, customSymbol, htDiv and image decode to their plugins; their own props win', () => {
    const ctx = decoded([
      object('a', 'unRuleShape'),
      object('b', 'edge', { props: { arrowEnd: false } }),
      object('c', 'customSymbol', { symbolId: '42' }),
      object('d', 'htDiv', { props: { text: 'Hello' } }),
      object('e', 'image', { props: { src: '/api/image/default/tank.png' } }),
      object('f', 'shape.rect'),
    ])
    expect(ctx.widgets.map((w) => w.type)).toEqual([
      'shape.irregular',
      'shape.edge',
      'shape.customShape',
      'shape.text',
      'shape.image',
      'shape.rect',
    ])
    expect(ctx.widgets[1]?.props).toEqual({ arrowEnd: false })
    expect(ctx.widgets[2]).toMatchObject({ symbolId: '42' })
    expect(ctx.widgets[5]).not.toHaveProperty('objectKind')
  })

  it('group and folder objects become widget groups of the widgets naming them', () => {
    const ctx = decoded([
      object('g', 'group', { widgetName: 'Pump set' }),
      object('p1', 'hexagon', { parentId: 'g' }),
      object('p2', 'image', { parent: 'g' }),
      object('f', 'folder', { widgetName: 'Tanks', childIds: ['t1', 't2'] }),
      object('t1', 'shape.rect'),
      object('t2', 'unRuleShape'),
      object('alone', 'shape.circle'),
    ])
    expect(ctx.widgets.map((w) => [w.id, w.groupId])).toEqual([
      ['p1', 'g'],
      ['p2', 'g'],
      ['t1', 'f'],
      ['t2', 'f'],
      ['alone', null],
    ])
    expect(ctx.widgetGroups).toEqual([
      { id: 'g', name: 'Pump set', childIds: ['p1', 'p2'], objectKind: 'group' },
      { id: 'f', name: 'Tanks', childIds: ['t1', 't2'], objectKind: 'folder' },
    ])
  })

  it('a decoded document encodes and decodes again unchanged, and the input is not changed', () => {
    const input = { version: 'v1.0', widgets: [object('a', 'hexagon', { shapeName: 'pentagon' })] }
    const before = JSON.stringify(input)
    const result = decodeLayoutContext(input)
    if (!result.ok) throw new Error(result.message)
    expect(JSON.stringify(input)).toBe(before)
    const again = decodeLayoutContext(encodeLayoutContext(result.value))
    expect(again).toMatchObject({ ok: true, value: result.value })
  })
})
