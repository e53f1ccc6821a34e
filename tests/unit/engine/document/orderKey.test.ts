import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keyBetween, keysBetween } from '../../../../engine/document/orderKey.ts'

describe('fractional order keys', () => {
  it('starts at a0 and appends and prepends in order', () => {
    expect(keyBetween(null, null)).toBe('a0')
    expect(keyBetween('a0', null)).toBe('a1')
    expect(keyBetween(null, 'a0')).toBe('Zz')
    expect(keyBetween('az', null)).toBe('b00')
  })

  it('10,000 appends stay short and strictly increasing', () => {
    let key: string | null = null
    let longest = 0
    for (let i = 0; i < 10_000; i++) {
      const next = keyBetween(key, null)
      if (key !== null) expect(next > key).toBe(true)
      key = next
      longest = Math.max(longest, next.length)
    }
    expect(longest).toBeLessThanOrEqual(4)
  })

  it('keysBetween spreads n keys strictly between the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 3 }), (n, bounds) => {
        const a = bounds & 1 ? 'a5' : null
        const b = bounds & 2 ? 'a6' : null
        const keys = keysBetween(a, b, n)
        expect(keys).toHaveLength(n)
        const all = [a, ...keys, b].filter((k): k is string => k !== null)
        for (let i = 1; i < all.length; i++) expect((all[i] as string) > (all[i - 1] as string)).toBe(true)
        for (const k of keys) expect(k.length).toBeLessThan(12)
      }),
    )
  })

  it('repeated inserts between two neighbours always find room', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (sides) => {
        let low = 'a0'
        let high = 'a1'
        for (const side of sides) {
          const mid = keyBetween(low, high)
          expect(mid > low && mid < high).toBe(true)
          if (side) low = mid
          else high = mid
        }
      }),
    )
  })

  it('keysBetween after a bound gives the keys of as many appends, across digit carries', () => {
    for (const start of [null, 'a0', 'ay', 'b0y', 'a0V']) {
      const appended: string[] = []
      let previous = start
      for (let i = 0; i < 5000; i++) {
        previous = keyBetween(previous, null)
        appended.push(previous)
      }
      expect(keysBetween(start, null, 5000)).toEqual(appended)
    }
  })

  it('rejects bounds out of order', () => {
    expect(() => keyBetween('a1', 'a0')).toThrow()
    expect(() => keyBetween('a1', 'a1')).toThrow()
  })
})
