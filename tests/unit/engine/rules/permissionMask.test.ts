import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hasPermission,
  MAX_PERMISSION_POSITION,
  setPermissionBit,
} from '../../../../engine/rules/permissionMask.ts'

describe('hasPermission', () => {
  it('permits everything for an empty, null or undefined mask', () => {
    for (const position of [0, 31, 32, 63, 200]) {
      expect(hasPermission('', position)).toBe(true)
      expect(hasPermission(null, position)).toBe(true)
      expect(hasPermission(undefined, position)).toBe(true)
    }
  })

  it("permits nothing for '-1'", () => {
    for (const position of [0, 1, 31, 32, 63, 1000]) expect(hasPermission('-1', position)).toBe(false)
  })

  it('denies a position whose bit is set (lower part, positions 0-31)', () => {
    expect(hasPermission('00000001', 0)).toBe(false)
    expect(hasPermission('00000001', 1)).toBe(true)
    expect(hasPermission('00000002', 1)).toBe(false)
    expect(hasPermission('00000002', 0)).toBe(true)
    expect(hasPermission('80000000', 31)).toBe(false)
    expect(hasPermission('80000000', 30)).toBe(true)
    expect(hasPermission('7fffffff', 31)).toBe(true)
    expect(hasPermission('ffffffff', 0)).toBe(false)
  })

  it('reads positions 32 and above from the upper part at bit position - 32', () => {
    expect(hasPermission('100000000', 32)).toBe(false)
    expect(hasPermission('100000000', 0)).toBe(true)
    expect(hasPermission('100000000', 33)).toBe(true)
    expect(hasPermission('200000000', 33)).toBe(false)
    expect(hasPermission('8000000000000000', 63)).toBe(false)
    expect(hasPermission('8000000000000000', 31)).toBe(true)
    expect(hasPermission('00000000ffffffff', 32)).toBe(true)
    expect(hasPermission('ffffffff00000000', 31)).toBe(true)
    expect(hasPermission('ffffffff00000000', 32)).toBe(false)
    expect(hasPermission(`1${'0'.repeat(24)}`, 96)).toBe(false)
  })

  it('treats a string shorter than 8 characters as the lower part only', () => {
    expect(hasPermission('1', 0)).toBe(false)
    expect(hasPermission('1', 32)).toBe(true)
    expect(hasPermission('f', 3)).toBe(false)
    expect(hasPermission('f', 4)).toBe(true)
    expect(hasPermission('ff', 63)).toBe(true)
    expect(hasPermission('0', 0)).toBe(true)
  })

  it('accepts upper-case hex', () => {
    expect(hasPermission('A', 1)).toBe(false)
    expect(hasPermission('A', 2)).toBe(true)
  })

  it('refuses invalid masks and positions', () => {
    for (const mask of ['xyz', '0x1', ' 1', '1 ', '-2', '1.0', 'g0000000'])
      expect(hasPermission(mask, 0), mask).toBe(false)
    expect(hasPermission('0', -1)).toBe(false)
    expect(hasPermission('0', 1.5)).toBe(false)
    expect(hasPermission('0', Number.NaN)).toBe(false)
  })
})

// The spec's wording, read literally: the last 8 characters are the lower part, the rest the upper part.
function literalReading(mask: string, position: number): boolean {
  const lower = mask.slice(-8)
  const upper = mask.slice(0, -8)
  const part = position < 32 ? lower : upper
  const bit = position < 32 ? position : position - 32
  if (part === '') return true
  return ((BigInt(`0x${part}`) >> BigInt(bit)) & 1n) === 0n
}

describe('hasPermission against the literal reading of spec S1 §6', () => {
  it('agrees for every hex mask and position', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{1,24}$/),
        fc.integer({ min: 0, max: 100 }),
        (mask, position) => {
          expect(hasPermission(mask, position)).toBe(literalReading(mask, position))
        },
      ),
    )
  })
})

describe('setPermissionBit', () => {
  it('sets and clears bits, writing at least 8 lower-case hex digits', () => {
    expect(setPermissionBit('', 0, true)).toBe('00000001')
    expect(setPermissionBit(null, 31, true)).toBe('80000000')
    expect(setPermissionBit('', 32, true)).toBe('100000000')
    expect(setPermissionBit('', 63, true)).toBe('8000000000000000')
    expect(setPermissionBit('FF', 0, false)).toBe('000000fe')
    expect(setPermissionBit('0000000000000001', 0, false)).toBe('0000000000000000')
  })

  it("keeps '-1' when denying and refuses to permit one position of it", () => {
    expect(setPermissionBit('-1', 5, true)).toBe('-1')
    expect(() => setPermissionBit('-1', 5, false)).toThrow(RangeError)
  })

  it('refuses invalid masks and positions', () => {
    expect(() => setPermissionBit('zz', 0, true)).toThrow(RangeError)
    expect(() => setPermissionBit('', -1, true)).toThrow(RangeError)
    expect(() => setPermissionBit('', MAX_PERMISSION_POSITION + 1, true)).toThrow(RangeError)
    expect(setPermissionBit('', MAX_PERMISSION_POSITION, true)).toMatch(/^8/)
  })

  const hexMask = fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9a-fA-F]{1,40}$/))
  const position = fc.integer({ min: 0, max: 160 })

  it('round-trips with hasPermission and leaves other positions alone', () => {
    fc.assert(
      fc.property(hexMask, position, fc.boolean(), position, (mask, at, denied, other) => {
        const next = setPermissionBit(mask, at, denied)
        expect(hasPermission(next, at)).toBe(!denied)
        if (other !== at) expect(hasPermission(next, other)).toBe(hasPermission(mask, other))
      }),
    )
  })

  it('builds any set of denied positions from an empty mask', () => {
    fc.assert(
      fc.property(fc.uniqueArray(position, { maxLength: 20 }), (denied) => {
        const mask = denied.reduce((built, at) => setPermissionBit(built, at, true), '')
        const positions = Array.from({ length: 161 }, (_, at) => at)
        expect(positions.filter((at) => !hasPermission(mask, at))).toEqual([...denied].sort((a, b) => a - b))
      }),
    )
  })
})
