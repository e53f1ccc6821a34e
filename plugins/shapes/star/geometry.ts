/** Geometry of the star, shared by its painter and tests (no fabric here). */

/** The outline of a star of `points` tips, first at the top, in unit coordinates of the box. */
export function starPoints(points: number, innerRatio: number): [number, number][] {
  const n = Math.max(3, Math.round(points))
  const inner = Math.max(0.05, Math.min(0.95, innerRatio))
  return Array.from({ length: 2 * n }, (_, i) => {
    const r = i % 2 === 0 ? 0.5 : 0.5 * inner
    const angle = -Math.PI / 2 + (Math.PI * i) / n
    return [0.5 + r * Math.cos(angle), 0.5 + r * Math.sin(angle)]
  })
}
