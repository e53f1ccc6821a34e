import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { intersects, type Rect } from '../../../../app/stage/geometry/rect'
import { SpatialIndex } from '../../../../app/stage/geometry/spatialIndex'

const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h })

describe('SpatialIndex', () => {
  test('finds items meeting an area, touching included', () => {
    const index = new SpatialIndex(100)
    index.set('a', rect(0, 0, 50, 50))
    index.set('b', rect(300, 300, 50, 50))
    index.set('c', rect(50, 0, 10, 10))
    expect(index.search(rect(0, 0, 50, 50)).sort()).toEqual(['a', 'c'])
    expect(index.search(rect(200, 200, 50, 50))).toEqual([])
    expect(index.searchPoint({ x: 320, y: 310 })).toEqual(['b'])
  })

  test('an item spanning many cells is reported once', () => {
    const index = new SpatialIndex(10)
    index.set('big', rect(0, 0, 1000, 1000))
    expect(index.search(rect(0, 0, 2000, 2000))).toEqual(['big'])
  })

  test('moving and deleting items updates the cells', () => {
    const index = new SpatialIndex(100)
    index.set('a', rect(0, 0, 10, 10))
    index.set('a', rect(500, 500, 10, 10))
    expect(index.search(rect(0, 0, 50, 50))).toEqual([])
    expect(index.search(rect(490, 490, 50, 50))).toEqual(['a'])
    index.delete('a')
    expect(index.size).toBe(0)
    expect(index.search(rect(0, 0, 1000, 1000))).toEqual([])
  })

  test('negative coordinates work', () => {
    const index = new SpatialIndex(64)
    index.set('n', rect(-300, -200, 20, 20))
    expect(index.search(rect(-310, -210, 15, 15))).toEqual(['n'])
  })

  test('agrees with a linear scan on random data', () => {
    const box = fc.record({
      x: fc.integer({ min: -2000, max: 2000 }),
      y: fc.integer({ min: -2000, max: 2000 }),
      w: fc.integer({ min: 0, max: 600 }),
      h: fc.integer({ min: 0, max: 600 }),
    })
    fc.assert(
      fc.property(fc.array(box, { maxLength: 80 }), box, (items, area) => {
        const index = new SpatialIndex(128)
        for (const [i, r] of items.entries()) index.set(String(i), r)
        // Move every third item, delete every fifth, as an editing session would.
        items.forEach((r, i) => {
          if (i % 3 === 0) index.set(String(i), { ...r, x: r.x + 333 })
          if (i % 5 === 0) index.delete(String(i))
        })
        const expected = items
          .map((r, i) => ({ id: String(i), r: i % 3 === 0 ? { ...r, x: r.x + 333 } : r }))
          .filter(({ id, r }) => Number(id) % 5 !== 0 && intersects(r, area))
          .map(({ id }) => id)
          .sort()
        expect(index.search(area).sort()).toEqual(expected)
      }),
    )
  })
})
