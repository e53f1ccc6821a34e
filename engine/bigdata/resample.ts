/** How the raw values inside one resampling interval become the sample's value. */
export const SAMPLE_AGGREGATIONS = ['average', 'min', 'max', 'last', 'first', 'sum'] as const
export type SampleAggregation = (typeof SAMPLE_AGGREGATIONS)[number]

/** A recorded value (null when not numeric or not of good quality). */
export interface RawPoint {
  t: number
  v: number | null
}

/**
 * Resamples one property onto the grid start, start + interval, … (< end): each bucket [t, t + interval)
 * gets the aggregation of its good values; a bucket without one holds the last good value before it
 * (sample-and-hold, as a historian does) or null when there is none yet. `prior` is the value in force
 * when the range opens.
 */
export function resample(
  points: readonly RawPoint[],
  prior: RawPoint | null,
  start: number,
  end: number,
  intervalMs: number,
  aggregation: SampleAggregation,
): (number | null)[] {
  const buckets = Math.max(0, Math.ceil((end - start) / intervalMs))
  const out: (number | null)[] = []
  let held: number | null = prior?.v ?? null
  let i = 0
  for (let b = 0; b < buckets; b++) {
    const until = start + (b + 1) * intervalMs
    const values: number[] = []
    while (i < points.length && (points[i] as RawPoint).t < until) {
      const point = points[i] as RawPoint
      if (point.t >= start + b * intervalMs && point.v !== null && Number.isFinite(point.v))
        values.push(point.v)
      i++
    }
    if (values.length === 0) {
      out.push(held)
      continue
    }
    out.push(aggregate(values, aggregation))
    held = values[values.length - 1] as number
  }
  return out
}

function aggregate(values: number[], aggregation: SampleAggregation): number {
  switch (aggregation) {
    case 'average':
      return values.reduce((a, b) => a + b, 0) / values.length
    case 'sum':
      return values.reduce((a, b) => a + b, 0)
    case 'min':
      return Math.min(...values)
    case 'max':
      return Math.max(...values)
    case 'first':
      return values[0] as number
    case 'last':
      return values[values.length - 1] as number
  }
}
