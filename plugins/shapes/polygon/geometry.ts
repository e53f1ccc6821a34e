/** Geometry of the polygon, shared by its painter and tests (no fabric here). */

/** The corners of a regular polygon of `sides`, first at the top, in unit coordinates of the box. */
export function polygonPoints(sides: number): [number, number][] {
  const n = Math.max(3, Math.round(sides))
  return Array.from({ length: n }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n
    return [0.5 + 0.5 * Math.cos(angle), 0.5 + 0.5 * Math.sin(angle)]
  })
}
