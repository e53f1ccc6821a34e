import { describe, expect, test } from 'vitest'
import {
  cellsMoved,
  fitBox,
  freeSpot,
  GRID_COLUMNS,
  pixelBox,
  placeCard,
} from '../../../../app/screens/welcome/dashboard/dashboardGrid'
import type { DashboardCardWire } from '../../../../engine/document/persisted'

const card = (id: string, x: number, y: number, w: number, h: number): DashboardCardWire => ({
  id,
  type: 'chart.gauge',
  x,
  y,
  w,
  h,
  props: {},
})
const boxes = (cards: DashboardCardWire[]) => cards.map((c) => `${c.id}:${c.x},${c.y},${c.w},${c.h}`)

describe('dashboard grid', () => {
  test('a box stays on the grid: whole cells, inside the columns, at least the minimum size', () => {
    expect(fitBox({ x: 11, y: -2, w: 4, h: 1 })).toEqual({ x: GRID_COLUMNS - 4, y: 0, w: 4, h: 2 })
    expect(fitBox({ x: -3, y: 1.6, w: 40, h: 3.2 })).toEqual({ x: 0, y: 2, w: GRID_COLUMNS, h: 3 })
  })

  test('a card dropped on others pushes them down; a gap it leaves closes', () => {
    const cards = [card('a', 0, 0, 3, 3), card('b', 0, 3, 6, 3), card('c', 0, 6, 6, 3)]
    // b moves up beside a: c rises into the place b left.
    expect(boxes(placeCard(cards, 'b', { x: 3, y: 0, w: 6, h: 3 }))).toEqual([
      'a:0,0,3,3',
      'b:3,0,6,3',
      'c:0,3,6,3',
    ])
    // a grows over c's rows: c goes below it, and the list keeps its order.
    const placed = placeCard(placeCard(cards, 'b', { x: 3, y: 0, w: 6, h: 3 }), 'a', {
      x: 0,
      y: 0,
      w: 3,
      h: 5,
    })
    expect(boxes(placed)).toEqual(['a:0,0,3,5', 'b:3,0,6,3', 'c:0,5,6,3'])
    // Nothing overlaps.
    for (const one of placed)
      for (const other of placed)
        if (one !== other)
          expect(
            one.x < other.x + other.w &&
              other.x < one.x + one.w &&
              one.y < other.y + other.h &&
              other.y < one.y + one.h,
          ).toBe(false)
  })

  test('a new card goes below the others; pixels and cells convert both ways', () => {
    expect(freeSpot([card('a', 0, 0, 3, 3), card('b', 3, 0, 6, 5)], 3, 2)).toEqual({ x: 0, y: 5, w: 3, h: 2 })
    const width = 1188 // 12 columns of 88 px with 11 gaps of 12 px
    expect(pixelBox({ x: 1, y: 1, w: 2, h: 2 }, width)).toEqual({
      left: 100,
      top: 102,
      width: 188,
      height: 192,
    })
    expect(cellsMoved(204, -110, width)).toEqual({ dx: 2, dy: -1 })
  })
})
