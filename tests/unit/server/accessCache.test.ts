import { describe, expect, it } from 'vitest'
import { AccessCache } from '../../../server/http/accessCache.ts'

const row = { userId: 2, username: 'kim' } as never

describe('AccessCache', () => {
  it('serves entries within the TTL and the same maintenance epoch only', () => {
    const cache = new AccessCache(2_000)
    cache.rememberSession('t', row, 0, 1_000)
    expect(cache.session('t', 0, 2_999)).toBe(row)
    expect(cache.session('t', 1, 2_000)).toBeUndefined()
    cache.rememberSession('t', row, 0, 1_000)
    expect(cache.session('t', 0, 3_001)).toBeUndefined()
  })

  it('clear forgets sessions and resources', () => {
    const cache = new AccessCache()
    cache.rememberSession('t', row, 0, 0)
    cache.rememberResources(2, new Set(['a']), 0, 0)
    cache.clear()
    expect(cache.session('t', 0, 1)).toBeUndefined()
    expect(cache.resources(2, 0, 1)).toBeUndefined()
  })

  it('stays bounded', () => {
    const cache = new AccessCache(2_000, 3)
    for (let i = 0; i < 10; i++) cache.rememberResources(i, new Set(), 0, 0)
    const kept = Array.from({ length: 10 }, (_, i) => cache.resources(i, 0, 1)).filter(Boolean)
    expect(kept.length).toBeLessThanOrEqual(3)
  })
})
