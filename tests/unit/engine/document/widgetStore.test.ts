import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keysBetween } from '../../../../engine/document/orderKey.ts'
import type { WidgetNode } from '../../../../engine/document/pageDoc.ts'
import {
  bucketOf,
  countWidgets,
  deleteWidget,
  extremeOrder,
  getWidget,
  listWidgets,
  putWidget,
  storeOf,
  WIDGET_BUCKETS,
} from '../../../../engine/document/widgetStore.ts'

const node = (id: string, order: string) => ({ id, order }) as WidgetNode

describe('widget store', () => {
  it('puts, gets, counts and deletes; emptied buckets disappear', () => {
    const store = storeOf([node('a', 'a0'), node('b', 'a1')])
    expect(getWidget(store, 'a')?.order).toBe('a0')
    expect(countWidgets(store)).toBe(2)
    putWidget(store, node('a', 'a5'))
    expect(countWidgets(store)).toBe(2)
    deleteWidget(store, 'a')
    deleteWidget(store, 'b')
    deleteWidget(store, 'ghost')
    expect(store).toEqual({})
  })

  it('spreads ids over the fixed buckets deterministically', () => {
    const buckets = new Set(Array.from({ length: 4000 }, (_, i) => bucketOf(`w${i}`)))
    expect(buckets.size).toBe(WIDGET_BUCKETS)
    expect(bucketOf('pump-1')).toBe(bucketOf('pump-1'))
  })

  it('extremeOrder equals a brute-force scan, with and without exclusions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.array(fc.nat(), { maxLength: 20 }), (n, picks) => {
        const keys = keysBetween(null, null, n)
        // Shuffle keys over ids so that order and id are unrelated.
        const nodes = keys.map((k, i) => node(`w${(i * 7919) % Math.max(n, 1)}_${i}`, k))
        const store = storeOf(nodes)
        const exclude = new Set(picks.filter(() => n > 0).map((p) => (nodes[p % n] as WidgetNode).id))
        for (const which of ['min', 'max'] as const) {
          // Twice: the second call is served from the per-bucket cache.
          for (let round = 0; round < 2; round++) {
            const rest = listWidgets(store)
              .filter((w) => !exclude.has(w.id))
              .map((w) => w.order)
              .sort()
            const expected = (which === 'min' ? rest[0] : rest.at(-1)) ?? null
            expect(extremeOrder(store, which, exclude)).toBe(expected)
          }
        }
      }),
      { numRuns: 100 },
    )
  })
})
