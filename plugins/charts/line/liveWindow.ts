/**
 * The rolling window of a live line chart: samples appended as values arrive, held forward while the
 * value does not change (a bound property only reports changes), and dropped once older than the window.
 */

/** One live sample, epoch milliseconds. */
export interface LiveSample {
  time: number
  value: number
}

/** Most samples a window keeps whatever its length, so a fast property cannot grow a chart without end. */
export const MAX_LIVE_SAMPLES = 2000

/**
 * Appends `sample` and drops what fell out of the window ending at the sample's time. A sample not newer
 * than the last one replaces nothing and is ignored (the same live value seen again by a re-render).
 */
export function appendSample(
  samples: readonly LiveSample[],
  sample: LiveSample,
  windowMs: number,
): readonly LiveSample[] {
  const last = samples[samples.length - 1]
  if (last && sample.time <= last.time) return samples
  const cutoff = sample.time - windowMs
  let first = 0
  while (first < samples.length && (samples[first]?.time ?? 0) < cutoff) first++
  const kept = samples.slice(Math.max(first, samples.length + 1 - MAX_LIVE_SAMPLES))
  kept.push(sample)
  return kept
}

/**
 * Extends the line to `now` with the last value when it is older than `holdMs`: an unchanged value is
 * still the current reading, and the chart keeps scrolling.
 */
export function holdLast(samples: readonly LiveSample[], now: number, windowMs: number, holdMs = 1000) {
  const last = samples[samples.length - 1]
  if (!last || now - last.time < holdMs) return samples
  return appendSample(samples, { time: now, value: last.value }, windowMs)
}

/**
 * Puts stored history in front of the live samples: the numeric points older than the first live
 * sample (gaps and text are left out) and within the window ending at `now`, at most MAX_LIVE_SAMPLES
 * in all. Live samples win where the two overlap, as they are what this screen saw.
 */
export function prependHistory(
  samples: readonly LiveSample[],
  history: readonly { time: number; value: unknown }[],
  now: number,
  windowMs: number,
): readonly LiveSample[] {
  const before = samples[0]?.time ?? Number.POSITIVE_INFINITY
  const cutoff = now - windowMs
  const stored: LiveSample[] = []
  for (const point of history) {
    if (point.time < cutoff || point.time >= before) continue
    if (typeof point.value !== 'number' || !Number.isFinite(point.value)) continue
    const last = stored[stored.length - 1]
    if (last && point.time <= last.time) continue
    stored.push({ time: point.time, value: point.value })
  }
  if (stored.length === 0) return samples
  const merged = [...stored, ...samples]
  return merged.slice(Math.max(0, merged.length - MAX_LIVE_SAMPLES))
}
