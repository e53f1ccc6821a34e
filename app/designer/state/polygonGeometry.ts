import type { Point, Rect } from '../../stage/geometry/rect'

/** A point of an irregular shape: percentages of its box, so it follows a resize. */
export interface PercentPoint {
  x: number
  y: number
}

/** Smallest box side of a drawn shape, so a straight line still has a box to select. */
const MIN_SIDE = 4

const round1 = (value: number) => Math.round(value * 10) / 10

/**
 * The box and percentage points of an irregular shape through `points` (block pixels). A side shorter than
 * MIN_SIDE grows around the points' middle, so a horizontal line keeps its place.
 */
export function shapeFromPoints(points: readonly Point[]): { box: Rect; points: PercentPoint[] } {
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  let x = Math.min(...xs)
  let y = Math.min(...ys)
  let w = Math.max(...xs) - x
  let h = Math.max(...ys) - y
  if (w < MIN_SIDE) {
    x -= (MIN_SIDE - w) / 2
    w = MIN_SIDE
  }
  if (h < MIN_SIDE) {
    y -= (MIN_SIDE - h) / 2
    h = MIN_SIDE
  }
  const box = { x: Math.round(x), y: Math.round(y), w: Math.round(w), h: Math.round(h) }
  return {
    box,
    points: points.map((p) => ({
      x: round1(((p.x - box.x) / box.w) * 100),
      y: round1(((p.y - box.y) / box.h) * 100),
    })),
  }
}

/** The points of an irregular shape in the pixels its box is given in. */
export function pointsInBox(box: Rect, points: readonly PercentPoint[]): Point[] {
  return points.map((p) => ({ x: box.x + (p.x / 100) * box.w, y: box.y + (p.y / 100) * box.h }))
}

/** Whether a click at `at` closes the drawing on its first point (screen pixels, within `radius`). */
export function closesOnFirst(first: Point | undefined, at: Point, radius: number): boolean {
  return first !== undefined && Math.hypot(first.x - at.x, first.y - at.y) <= radius
}
