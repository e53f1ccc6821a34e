import { describe, expect, it } from 'vitest'
import { addBoundKeys } from '../../../../engine/document/boundKeys.ts'

describe('bound keys of a layout block', () => {
  it('collects each binding of each widget once, skipping what is malformed', () => {
    const context = {
      widgets: [
        {
          id: 'a',
          bindings: { text: { objName: 'Pump', propName: 'pressure', transform: { kind: 'format' } } },
        },
        {
          id: 'b',
          bindings: {
            text: { objName: 'Pump', propName: 'pressure' },
            fill: { objName: 'Tank', propName: 'level' },
          },
        },
        { id: 'c', bindings: { text: { objName: '', propName: 'x' }, fill: { objName: 'Tank' }, tip: null } },
        { id: 'd', bindings: 'none' },
        // A faceplate page's placeholder names no object until the page opens for one.
        { id: 'f', bindings: { text: { objName: '$instance', propName: 'speed' } } },
        null,
        { id: 'e' },
      ],
    }
    expect([...addBoundKeys(context, new Set(['Already.there']))]).toEqual([
      'Already.there',
      'Pump.pressure',
      'Tank.level',
    ])
  })

  it('reads nothing from a context without a widget list', () => {
    expect(addBoundKeys({ widgets: 'x' }, new Set()).size).toBe(0)
    expect(addBoundKeys(null, new Set()).size).toBe(0)
    expect(addBoundKeys('text', new Set()).size).toBe(0)
  })
})
