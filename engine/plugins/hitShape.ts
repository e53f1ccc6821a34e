/**
 * Hit geometry of a plugin: which points of its box take a click. Coordinates are page pixels relative to
 * the box's top-left corner before rotation (the host undoes the rotation first).
 */

/** 'box' (the default), the ellipse inscribed in the box, or a test of one's own. */
export type HitShape = 'box' | 'ellipse' | ((x: number, y: number, width: number, height: number) => boolean)

/** Whether the point (relative to the box, unrotated) falls on the shape. */
export function hitsShape(
  shape: HitShape | undefined,
  x: number,
  y: number,
  width: number,
  height: number,
): boolean {
  if (x < 0 || y < 0 || x > width || y > height) return false
  if (shape === undefined || shape === 'box') return true
  if (shape === 'ellipse') {
    const rx = width / 2
    const ry = height / 2
    if (rx <= 0 || ry <= 0) return false
    const dx = (x - rx) / rx
    const dy = (y - ry) / ry
    return dx * dx + dy * dy <= 1
  }
  return shape(x, y, width, height)
}

/**
 * A hit test for a polygon given in unit coordinates of the box (0..1 each way), e.g. a star's points:
 * even-odd rule, so a point on the outline's inside counts.
 */
export function polygonHit(points: readonly (readonly [number, number])[]): HitShape {
  return (x, y, width, height) => {
    const px = x / width
    const py = y / height
    let inside = false
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i] as readonly [number, number]
      const [xj, yj] = points[j] as readonly [number, number]
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside
    }
    return inside
  }
}

/**
 * Whether a page point falls on the shape of a widget whose box is `box` (page pixels, unrotated) turned by
 * `rotation` degrees about its centre.
 */
export function hitsShapeInBox(
  shape: HitShape | undefined,
  box: { x: number; y: number; w: number; h: number },
  rotation: number,
  point: { x: number; y: number },
): boolean {
  const angle = (-rotation * Math.PI) / 180
  const dx = point.x - (box.x + box.w / 2)
  const dy = point.y - (box.y + box.h / 2)
  const x = box.w / 2 + dx * Math.cos(angle) - dy * Math.sin(angle)
  const y = box.h / 2 + dx * Math.sin(angle) + dy * Math.cos(angle)
  return hitsShape(shape, x, y, box.w, box.h)
}
