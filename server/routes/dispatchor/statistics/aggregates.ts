/**
 * The statistics aggregates of spec S1 §3 ("average, count, difference, duration, instantaneous value
 * and time, integral, max, min, max time, min time, frequency") as pure functions of recorded samples.
 *
 * History is stored on change, so a value holds until the next sample ("step-hold"): the value in force
 * when the window opens is the last sample before it (`prior`), carried to the window start. Samples
 * whose value is null (bad quality, not a number) break the series: nothing is counted while one holds.
 * Booleans arrive as 1/0. Times are epoch milliseconds; durations and integrals are per SECOND.
 */

export const AGGREGATES = [
  'average',
  'count',
  'difference',
  'duration',
  'instantaneous',
  'integral',
  'max',
  'min',
  'maxTime',
  'minTime',
  'frequency',
] as const
export type Aggregate = (typeof AGGREGATES)[number]

export interface Sample {
  /** Epoch milliseconds. */
  t: number
  v: number | null
}

export interface Window {
  start: number
  end: number
}

/** `time` is set for instantaneous (when the value was taken), maxTime and minTime (when first reached). */
export interface AggregateResult {
  value: number | null
  time: number | null
}

/** The samples that count: the prior carried to the window start, then those inside the window, sorted. */
function series(samples: readonly Sample[], window: Window, prior: Sample | null): Sample[] {
  const inside = samples.filter((s) => s.t >= window.start && s.t <= window.end).sort((a, b) => a.t - b.t)
  if (prior && prior.t < window.start && (inside.length === 0 || inside[0]?.t !== window.start)) {
    return [{ t: window.start, v: prior.v }, ...inside]
  }
  return inside
}

/** Step-hold segments: each sample's value from its time to the next sample (the last one: to the end). */
function segments(points: readonly Sample[], end: number): { v: number | null; seconds: number }[] {
  return points.map((point, i) => ({
    v: point.v,
    seconds: Math.max(0, ((points[i + 1]?.t ?? end) - point.t) / 1000),
  }))
}

/** Time-weighted mean under step-hold; a window of zero length answers its one value. */
export function average(
  samples: readonly Sample[],
  window: Window,
  prior: Sample | null = null,
): number | null {
  const known = segments(series(samples, window, prior), window.end).filter((s) => s.v !== null)
  if (known.length === 0) return null
  const seconds = known.reduce((sum, s) => sum + s.seconds, 0)
  if (seconds === 0) return known.at(-1)?.v ?? null
  return known.reduce((sum, s) => sum + (s.v as number) * s.seconds, 0) / seconds
}

/** Samples recorded inside the window (the carried prior is not one). */
export function count(samples: readonly Sample[], window: Window): number {
  return samples.filter((s) => s.t >= window.start && s.t <= window.end && s.v !== null).length
}

/** Value at the window end minus value at the window start. */
export function difference(
  samples: readonly Sample[],
  window: Window,
  prior: Sample | null = null,
): number | null {
  const known = series(samples, window, prior).filter((s) => s.v !== null)
  const first = known[0]
  const last = known.at(-1)
  return first && last ? (last.v as number) - (first.v as number) : null
}

/** Seconds the value was true (non-zero) within the window. */
export function duration(samples: readonly Sample[], window: Window, prior: Sample | null = null): number {
  return segments(series(samples, window, prior), window.end)
    .filter((s) => s.v !== null && s.v !== 0)
    .reduce((sum, s) => sum + s.seconds, 0)
}

/** The last value in force at the window end, and when it was recorded. */
export function instantaneous(
  samples: readonly Sample[],
  window: Window,
  prior: Sample | null = null,
): AggregateResult {
  const inside = samples.filter((s) => s.t >= window.start && s.t <= window.end && s.v !== null)
  const last = inside.reduce<Sample | null>((a, s) => (a === null || s.t >= a.t ? s : a), null)
  const chosen = last ?? (prior && prior.t < window.start && prior.v !== null ? prior : null)
  return chosen ? { value: chosen.v, time: chosen.t } : { value: null, time: null }
}

/**
 * Trapezoid integral over the window in value·seconds: between consecutive known samples (the prior
 * carried to the start), the last one held flat to the window end.
 */
export function integral(
  samples: readonly Sample[],
  window: Window,
  prior: Sample | null = null,
): number | null {
  const points = series(samples, window, prior)
  const last = points.at(-1)
  if (!last) return null
  if (last.v !== null && last.t < window.end) points.push({ t: window.end, v: last.v })
  let sum = 0
  let any = false
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Sample
    const b = points[i + 1] as Sample
    if (a.v === null || b.v === null) continue
    sum += ((a.v + b.v) / 2) * ((b.t - a.t) / 1000)
    any = true
  }
  return any || points.some((p) => p.v !== null) ? sum : null
}

function extreme(
  samples: readonly Sample[],
  window: Window,
  prior: Sample | null,
  pick: 1 | -1,
): AggregateResult {
  let best: Sample | null = null
  for (const s of series(samples, window, prior)) {
    if (s.v === null) continue
    if (best === null || (s.v - (best.v as number)) * pick > 0) best = s
  }
  return best ? { value: best.v, time: best.t } : { value: null, time: null }
}

/** The largest value and when it was first reached (the carried prior counts from the window start). */
export const max = (samples: readonly Sample[], window: Window, prior: Sample | null = null) =>
  extreme(samples, window, prior, 1)

export const min = (samples: readonly Sample[], window: Window, prior: Sample | null = null) =>
  extreme(samples, window, prior, -1)

/** Rising edges: changes from zero (false) to non-zero (true) within the window. */
export function frequency(samples: readonly Sample[], window: Window, prior: Sample | null = null): number {
  let previous: number | null = prior && prior.t < window.start ? prior.v : null
  let edges = 0
  for (const s of series(samples, window, null)) {
    if (s.v === null) continue
    if (previous !== null && previous === 0 && s.v !== 0) edges += 1
    previous = s.v
  }
  return edges
}

/** One aggregate by name. */
export function computeAggregate(
  kind: Aggregate,
  samples: readonly Sample[],
  window: Window,
  prior: Sample | null = null,
): AggregateResult {
  const plain = (value: number | null): AggregateResult => ({ value, time: null })
  switch (kind) {
    case 'average':
      return plain(average(samples, window, prior))
    case 'count':
      return plain(count(samples, window))
    case 'difference':
      return plain(difference(samples, window, prior))
    case 'duration':
      return plain(duration(samples, window, prior))
    case 'instantaneous':
      return instantaneous(samples, window, prior)
    case 'integral':
      return plain(integral(samples, window, prior))
    case 'max':
      return plain(max(samples, window, prior).value)
    case 'min':
      return plain(min(samples, window, prior).value)
    case 'maxTime':
      return max(samples, window, prior)
    case 'minTime':
      return min(samples, window, prior)
    case 'frequency':
      return plain(frequency(samples, window, prior))
  }
}
