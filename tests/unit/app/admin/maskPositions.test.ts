import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  deniedPositions,
  denyPositions,
  highestDeniedPosition,
  maskMode,
  permittedPositions,
  togglePosition,
  visiblePositionCount,
} from '../../../../app/screens/admin/dataAuth/maskPositions.ts'
import { hasPermission } from '../../../../engine/rules/permissionMask.ts'

describe('mask checkboxes', () => {
  it('names what a mask says as a whole', () => {
    expect(maskMode('')).toBe('open')
    expect(maskMode(null)).toBe('open')
    expect(maskMode('-1')).toBe('denyAll')
    expect(maskMode('0000000a')).toBe('positions')
    expect(maskMode('xyz')).toBe('invalid')
  })

  it('ticks every position of an empty mask and none of the deny-all mask', () => {
    expect(permittedPositions('', 4)).toEqual([true, true, true, true])
    expect(permittedPositions('-1', 3)).toEqual([false, false, false])
  })

  it('maps set bits to cleared checkboxes (a set bit denies)', () => {
    // 0x5 = bits 0 and 2 denied
    expect(permittedPositions('00000005', 4)).toEqual([false, true, false, true])
    expect(deniedPositions('00000005', 8)).toEqual([0, 2])
  })

  it('clears and ticks one position through the engine', () => {
    const denied = togglePosition('', 3, false, 16)
    expect(denied).toBe('00000008')
    expect(hasPermission(denied, 3)).toBe(false)
    expect(togglePosition(denied, 3, true, 16)).toBe('')
  })

  it('keeps positions of the upper part (32 and above)', () => {
    const mask = togglePosition('', 40, false, 48)
    expect(mask).toBe('10000000000')
    expect(hasPermission(mask, 40)).toBe(false)
    expect(highestDeniedPosition(mask)).toBe(40)
    expect(visiblePositionCount(mask)).toBe(48)
  })

  it('shows at least 16 positions, more when a higher one is denied', () => {
    expect(visiblePositionCount('')).toBe(16)
    expect(visiblePositionCount('-1')).toBe(16)
    expect(visiblePositionCount('00010000')).toBe(24)
  })

  it('ticking one position of deny-all denies the other visible ones explicitly', () => {
    const mask = togglePosition('-1', 2, true, 8)
    expect(permittedPositions(mask, 8)).toEqual([false, false, true, false, false, false, false, false])
    expect(togglePosition('-1', 2, false, 8)).toBe('-1')
    expect(permittedPositions(denyPositions(4), 5)).toEqual([false, false, false, false, true])
  })

  it('agrees with hasPermission for every toggled position', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 63 }), fc.boolean()), { maxLength: 20 }),
        (steps) => {
          let mask = ''
          const expected = new Map<number, boolean>()
          for (const [position, permitted] of steps) {
            mask = togglePosition(mask, position, permitted, 64)
            expected.set(position, permitted)
          }
          for (const [position, permitted] of expected) expect(hasPermission(mask, position)).toBe(permitted)
        },
      ),
    )
  })
})
