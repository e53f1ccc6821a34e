import type { TrendPoint } from '../../../plugins/shared/viewContract'

/**
 * The SVG path of `points` between `start` and `end` in a `width` × `height` box, scaled to the values'
 * own range (a flat line sits in the middle); a null value breaks the line; the last value holds to `end`. `min`/`max` label the scale.
 */
export function trendPath(
  points: readonly TrendPoint[],
  start: number,
  end: number,
  width: number,
  height: number,
): { d: string; min: string; max: string } {
  const shown = points.filter((p) => p.time >= start && p.time <= end)
  const values = shown.flatMap((p) => (p.value === null ? [] : [p.value]))
  if (values.length === 0) return { d: '', min: '', max: '' }
  const low = Math.min(...values)
  const high = Math.max(...values)
  const span = high - low
  const pad = 4
  const x = (time: number) => ((time - start) / Math.max(1, end - start)) * width
  const y = (value: number) =>
    span === 0 ? height / 2 : pad + (1 - (value - low) / span) * (height - 2 * pad)
  let d = ''
  let pen = 'M'
  for (const point of shown) {
    if (point.value === null) {
      pen = 'M'
      continue
    }
    d += `${pen}${x(point.time).toFixed(1)},${y(point.value).toFixed(1)}`
    pen = 'L'
  }
  // A value holds until the next one: the line goes on to now, as a process trend draws it.
  const last = shown[shown.length - 1]
  if (last && last.value !== null && last.time < end) d += `L${width.toFixed(1)},${y(last.value).toFixed(1)}`
  const label = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2))
  return { d, min: label(low), max: label(high) }
}
