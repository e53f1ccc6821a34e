import { describe, expect, test } from 'vitest'
import { fitRect, pageToScreen, screenToPage, stepZoom, zoomAt } from '../../../../app/stage/geometry/camera'
import {
  angleAround,
  handleCursor,
  resizeRect,
  resizeRotatedRect,
  scaleRects,
  snapAngle,
} from '../../../../app/stage/geometry/handles'
import { gridToPage, pageToGrid } from '../../../../app/stage/geometry/pageGrid'
import {
  centerOf,
  containsPointRotated,
  rectFromPoints,
  rotatedBounds,
  rotatedCorners,
  unionRects,
} from '../../../../app/stage/geometry/rect'
import { snapRect } from '../../../../app/stage/geometry/snapping'

const box = { x: 100, y: 100, w: 200, h: 100 }

function close(a: number, b: number) {
  expect(Math.abs(a - b)).toBeLessThan(1e-6)
}

describe('rectangles', () => {
  test('marquee rectangles are normalised', () => {
    expect(rectFromPoints({ x: 50, y: 80 }, { x: 10, y: 20 })).toEqual({ x: 10, y: 20, w: 40, h: 60 })
  })

  test('union of rectangles', () => {
    expect(unionRects([box, { x: 0, y: 300, w: 10, h: 10 }])).toEqual({ x: 0, y: 100, w: 300, h: 210 })
    expect(unionRects([])).toBeNull()
  })

  test('a box turned 90 degrees swaps its bounds about the centre', () => {
    const bounds = rotatedBounds(box, 90)
    close(bounds.x, 150)
    close(bounds.y, 50)
    close(bounds.w, 100)
    close(bounds.h, 200)
  })

  test('hit-testing a rotated box', () => {
    // Turned 90 degrees, the 200×100 box stands upright: (200, 60) is inside, (120, 150) is not.
    expect(containsPointRotated(box, 90, { x: 200, y: 60 })).toBe(true)
    expect(containsPointRotated(box, 90, { x: 120, y: 150 })).toBe(false)
    expect(containsPointRotated(box, 0, { x: 120, y: 150 })).toBe(true)
  })
})

describe('resize handles', () => {
  test('the south-east handle grows the box, the north-west corner stays', () => {
    expect(resizeRect(box, 'se', 20, 10)).toEqual({ x: 100, y: 100, w: 220, h: 110 })
  })

  test('the north-west handle moves the top-left corner', () => {
    expect(resizeRect(box, 'nw', 20, 10)).toEqual({ x: 120, y: 110, w: 180, h: 90 })
  })

  test('edge handles change one dimension', () => {
    expect(resizeRect(box, 'e', 30, 99)).toEqual({ x: 100, y: 100, w: 230, h: 100 })
    expect(resizeRect(box, 'n', 99, -30)).toEqual({ x: 100, y: 70, w: 200, h: 130 })
  })

  test('Shift keeps the ratio, following the axis moved further', () => {
    const r = resizeRect(box, 'se', 100, 0, { keepRatio: true })
    expect(r).toEqual({ x: 100, y: 100, w: 300, h: 150 })
    const edge = resizeRect(box, 'e', 100, 0, { keepRatio: true })
    expect(edge).toEqual({ x: 100, y: 75, w: 300, h: 150 })
  })

  test('sizes never go below the minimum, the fixed side stays', () => {
    expect(resizeRect(box, 'w', 500, 0)).toEqual({ x: 299, y: 100, w: 1, h: 100 })
  })

  test('a rotated box keeps its opposite handle in place on the page', () => {
    const rotation = 30
    const next = resizeRotatedRect(box, rotation, 'se', 40, 25)
    const before = rotatedCorners(box, rotation)[0]
    const after = rotatedCorners(next, rotation)[0]
    close(before?.x ?? 0, after?.x ?? 1)
    close(before?.y ?? 0, after?.y ?? 1)
    expect(next.w).toBeGreaterThan(box.w)
  })

  test('scaling a multi-selection maps every box into the new bounds', () => {
    const scaled = scaleRects(
      { a: { x: 0, y: 0, w: 50, h: 50 }, b: { x: 50, y: 50, w: 50, h: 50 } },
      { x: 0, y: 0, w: 100, h: 100 },
      { x: 10, y: 10, w: 200, h: 100 },
    )
    expect(scaled).toEqual({ a: { x: 10, y: 10, w: 100, h: 50 }, b: { x: 110, y: 60, w: 100, h: 50 } })
  })

  test('rotation angles and cursors', () => {
    const c = centerOf(box)
    close(angleAround(c, { x: c.x, y: c.y - 10 }), 0)
    close(angleAround(c, { x: c.x + 10, y: c.y }), 90)
    expect(snapAngle(52)).toBe(45)
    expect(snapAngle(359)).toBe(0)
    expect(handleCursor('e')).toBe('ew-resize')
    expect(handleCursor('e', 90)).toBe('ns-resize')
    expect(handleCursor('nw')).toBe('nwse-resize')
  })
})

describe('snapping', () => {
  const targets = [{ x: 400, y: 0, w: 100, h: 50 }]

  test('an edge within the threshold snaps to another item and yields a guide', () => {
    const result = snapRect({ x: 296, y: 203, w: 100, h: 40 }, targets, { threshold: 6, grid: 0 })
    expect(result.dx).toBe(4)
    expect(result.dy).toBe(0)
    expect(result.guides).toEqual([{ axis: 'x', at: 400, from: 0, to: 243 }])
  })

  test('centres snap to centres', () => {
    const result = snapRect({ x: 403, y: 300, w: 96, h: 10 }, targets, { threshold: 5, grid: 0 })
    // Moving centre 451 → target centre 450 is the smallest correction.
    expect(result.dx).toBe(-1)
  })

  test('an axis with no item in reach falls back to the grid', () => {
    const result = snapRect({ x: 13, y: 87, w: 10, h: 10 }, targets, { threshold: 4, grid: 10 })
    expect(result).toEqual({ dx: -3, dy: 3, guides: [] })
  })

  test('a resize snaps only the edge being dragged', () => {
    const edges = { x: ['end'] as const, y: [] as const }
    const result = snapRect({ x: 0, y: 0, w: 397, h: 10 }, targets, { threshold: 5, grid: 0, edges })
    expect(result.dx).toBe(3)
    expect(result.dy).toBe(0)
  })
})

describe('camera', () => {
  test('screen and page points convert both ways', () => {
    const camera = { x: 40, y: -20, z: 2 }
    const page = screenToPage(camera, { x: 140, y: 180 })
    expect(page).toEqual({ x: 50, y: 100 })
    expect(pageToScreen(camera, page)).toEqual({ x: 140, y: 180 })
  })

  test('zooming at a point keeps that point still', () => {
    const camera = { x: 10, y: 10, z: 1 }
    const anchor = { x: 300, y: 200 }
    const before = screenToPage(camera, anchor)
    const after = screenToPage(zoomAt(camera, anchor, 2.5), anchor)
    close(before.x, after.x)
    close(before.y, after.y)
  })

  test('zoom steps and fit', () => {
    expect(stepZoom(1, 1)).toBe(1.25)
    expect(stepZoom(1, -1)).toBe(0.75)
    const fit = fitRect({ x: 0, y: 0, w: 1920, h: 480 }, { w: 1000, h: 600 }, 40)
    close(fit.z, 920 / 1920)
    close(fit.x, 40)
  })
})

describe('page grid', () => {
  test('grid cells convert to page pixels and back', () => {
    expect(gridToPage({ x: 12, y: 2, w: 12, h: 6 }, 1920)).toEqual({ x: 960, y: 80, w: 960, h: 240 })
    expect(pageToGrid({ x: 955, y: 85, w: 970, h: 230 }, 1920)).toEqual({ x: 12, y: 2, w: 12, h: 6 })
    expect(pageToGrid({ x: -50, y: -50, w: 5000, h: 2 }, 1920)).toEqual({ x: 0, y: 0, w: 24, h: 1 })
  })
})
