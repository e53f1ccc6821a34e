/** Axis-aligned rectangles and points in page pixels; the vocabulary of every geometry query. */

export interface Point {
  x: number
  y: number
}

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

/** Whether two rectangles overlap or touch. */
export function intersects(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h
}

/** Whether `outer` wholly contains `inner`. */
export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.w <= outer.x + outer.w &&
    inner.y + inner.h <= outer.y + outer.h
  )
}

/** Whether a point lies inside (or on the edge of) a rectangle. */
export function containsPoint(rect: Rect, p: Point): boolean {
  return p.x >= rect.x && p.x <= rect.x + rect.w && p.y >= rect.y && p.y <= rect.y + rect.h
}

/** The smallest rectangle holding all of `rects`; null for none. */
export function unionRects(rects: Iterable<Rect>): Rect | null {
  let left = Number.POSITIVE_INFINITY
  let top = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  for (const r of rects) {
    left = Math.min(left, r.x)
    top = Math.min(top, r.y)
    right = Math.max(right, r.x + r.w)
    bottom = Math.max(bottom, r.y + r.h)
  }
  return left === Number.POSITIVE_INFINITY ? null : { x: left, y: top, w: right - left, h: bottom - top }
}

/** The rectangle spanned by two corner points (a marquee), whichever way it was dragged. */
export function rectFromPoints(a: Point, b: Point): Rect {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) }
}

/** The centre of a rectangle. */
export function centerOf(rect: Rect): Point {
  return { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 }
}

/** Grows a rectangle by `by` on every side. */
export function inflate(rect: Rect, by: number): Rect {
  return { x: rect.x - by, y: rect.y - by, w: rect.w + 2 * by, h: rect.h + 2 * by }
}

/** Moves a rectangle. */
export function offsetRect(rect: Rect, dx: number, dy: number): Rect {
  return { x: rect.x + dx, y: rect.y + dy, w: rect.w, h: rect.h }
}

/** Rotates `p` about `center` by `degrees` (clockwise on screen, where y points down). */
export function rotatePoint(p: Point, center: Point, degrees: number): Point {
  if (degrees === 0) return p
  const rad = (degrees * Math.PI) / 180
  const cos = Math.cos(rad)
  const sin = Math.sin(rad)
  const dx = p.x - center.x
  const dy = p.y - center.y
  return { x: center.x + dx * cos - dy * sin, y: center.y + dx * sin + dy * cos }
}

/** The four corners of a rectangle turned by `degrees` about its centre, clockwise from top-left. */
export function rotatedCorners(rect: Rect, degrees: number): Point[] {
  const c = centerOf(rect)
  const corners = [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.w, y: rect.y },
    { x: rect.x + rect.w, y: rect.y + rect.h },
    { x: rect.x, y: rect.y + rect.h },
  ]
  return corners.map((p) => rotatePoint(p, c, degrees))
}

/** The axis-aligned bounds of a rectangle turned by `degrees` about its centre. */
export function rotatedBounds(rect: Rect, degrees: number): Rect {
  if (degrees % 360 === 0) return rect
  const corners = rotatedCorners(rect, degrees)
  const xs = corners.map((p) => p.x)
  const ys = corners.map((p) => p.y)
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y }
}

/** Whether `p` lies inside `rect` turned by `degrees` about its centre (exact hit-test of rotated items). */
export function containsPointRotated(rect: Rect, degrees: number, p: Point): boolean {
  if (degrees % 360 === 0) return containsPoint(rect, p)
  return containsPoint(rect, rotatePoint(p, centerOf(rect), -degrees))
}

/** Where a box of `size` sits centred in `frame` (page pixels); a box larger than the frame starts at its corner. */
export function centredIn(frame: Rect, size: { w: number; h: number }): Point {
  return {
    x: frame.x + Math.max(0, Math.round((frame.w - size.w) / 2)),
    y: frame.y + Math.max(0, Math.round((frame.h - size.h) / 2)),
  }
}
