/** Geometry of the quadrilateral, shared by its painter and tests (no fabric here). */

/** The corners of the quadrilateral in unit coordinates of the box; `slant` is a share of the width. */
export function quadPoints(
  variant: 'parallelogram' | 'trapezoid' | 'diamond',
  slant: number,
): [number, number][] {
  const s = Math.max(0, Math.min(0.45, slant))
  if (variant === 'diamond')
    return [
      [0.5, 0],
      [1, 0.5],
      [0.5, 1],
      [0, 0.5],
    ]
  if (variant === 'trapezoid')
    return [
      [s, 0],
      [1 - s, 0],
      [1, 1],
      [0, 1],
    ]
  return [
    [s, 0],
    [1, 0],
    [1 - s, 1],
    [0, 1],
  ]
}
