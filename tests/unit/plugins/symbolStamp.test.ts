/** The cut of a placed symbol's parts into stamped runs and live parts (plugins/symbols/library/stamp.ts). */
import { describe, expect, test } from 'vitest'
import { layersOf } from '../../../plugins/symbols/library/stamp.ts'

const live = (name: string) => name.startsWith('L')

describe('a symbol cut into layers', () => {
  test('fixed parts in a row make one layer; each live part its own; the drawing order is kept', () => {
    expect(layersOf(['f1', 'f2', 'L1', 'L2', 'f3', 'L3', 'f4', 'f5'], live)).toEqual([
      { kind: 'fixed', parts: ['f1', 'f2'] },
      { kind: 'live', part: 'L1' },
      { kind: 'live', part: 'L2' },
      { kind: 'fixed', parts: ['f3'] },
      { kind: 'live', part: 'L3' },
      { kind: 'fixed', parts: ['f4', 'f5'] },
    ])
  })

  test('a symbol with no live part is one stamp; one with no fixed part stamps nothing', () => {
    expect(layersOf(['f1', 'f2', 'f3'], live)).toEqual([{ kind: 'fixed', parts: ['f1', 'f2', 'f3'] }])
    expect(layersOf(['L1', 'L2'], live).every((layer) => layer.kind === 'live')).toBe(true)
    expect(layersOf([], live)).toEqual([])
  })
})
