import { describe, expect, it } from 'vitest'
import { OverlapGrid } from '../../../../app/runtime/paint/overlapGrid'

describe('OverlapGrid', () => {
  const rects = [
    { x: 0, y: 0, w: 50, h: 20 },
    { x: 40, y: 10, w: 50, h: 20 },
    { x: 300, y: 300, w: 10, h: 10 },
    { x: 0, y: 0, w: 1000, h: 1000 },
  ]
  const grid = new OverlapGrid(rects)

  it('answers exactly the rectangles meeting the query, bottom first', () => {
    expect(grid.meeting({ x: 45, y: 15, w: 2, h: 2 })).toEqual([0, 1, 3])
    expect(grid.meeting({ x: 301, y: 301, w: 1, h: 1 })).toEqual([2, 3])
    expect(grid.meeting({ x: 500, y: 10, w: 5, h: 5 })).toEqual([3])
    expect(grid.meeting({ x: 2000, y: 2000, w: 5, h: 5 })).toEqual([])
  })

  it('handles negative coordinates and large queries', () => {
    const negative = new OverlapGrid([{ x: -100, y: -100, w: 20, h: 20 }])
    expect(negative.meeting({ x: -90, y: -90, w: 1, h: 1 })).toEqual([0])
    expect(grid.meeting({ x: -10, y: -10, w: 2000, h: 2000 })).toEqual([0, 1, 2, 3])
  })
})
