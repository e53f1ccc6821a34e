/** Geometry of the triangle, shared by its painter and tests (no fabric here). */

/** The corners of the triangle in unit coordinates of the box. */
export function trianglePoints(variant: 'isosceles' | 'right'): [number, number][] {
  return variant === 'right'
    ? [
        [0, 0],
        [1, 1],
        [0, 1],
      ]
    : [
        [0.5, 0],
        [1, 1],
        [0, 1],
      ]
}
