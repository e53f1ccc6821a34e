import { readNumber } from '../../shared/liveProps.ts'

/**
 * The rolling window of a live line chart: samples appended as values arrive, held forward while the
 * value does not change (a bound property only reports changes), and dropped once older than the window.
 * A null value is a gap (bad quality, no reading): the line stops there and starts again with a value.
 */

/** One live sample, epoch milliseconds; value null is a gap. */
export interface LiveSample {
  time: number
  value: number | null
}

/** Most samples a window keeps whatever its length, so a fast property cannot grow a chart without end. */
export const MAX_LIVE_SAMPLES = 2000

/**
 * Appends `sample` and drops what fell out of the window ending at the sample's time. A sample not newer
 * than the last one replaces nothing and is ignored (the same live value seen again by a re-render).
 * A gap after a value holds that value to the gap's time first, as it was the reading until then; a gap
 * going on only moves its end, so an outage adds no samples.
 */
export function appendSample(
  samples: readonly LiveSample[],
  sample: LiveSample,
  windowMs: number,
): readonly LiveSample[] {
  const last = samples[samples.length - 1]
  if (last && sample.time <= last.time) return samples
  const next = [...samples]
  if (sample.value === null && last) {
    if (last.value !== null) next.push({ time: sample.time, value: last.value })
    else if (samples[samples.length - 2]?.value === null) next.pop()
  }
  next.push(sample)
  return trimToWindow(next, sample.time - windowMs)
}

/**
 * Drops the samples before `cutoff`, except that the last of them moves to the cutoff: the value in force
 * when the window opens still draws from the window's left edge. Keeps at most MAX_LIVE_SAMPLES.
 */
function trimToWindow(samples: LiveSample[], cutoff: number): LiveSample[] {
  let first = 0
  while (first < samples.length && (samples[first]?.time ?? 0) < cutoff) first++
  const kept = samples.slice(first)
  const before = samples[first - 1]
  if (before && (kept[0]?.time ?? Number.POSITIVE_INFINITY) > cutoff) {
    kept.unshift({ time: cutoff, value: before.value })
  }
  return kept.length > MAX_LIVE_SAMPLES ? kept.slice(kept.length - MAX_LIVE_SAMPLES) : kept
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
 * Puts stored history (ascending) in front of the live samples: its points older than the first live
 * sample, within the window ending at `now` (the value in force at the window's start moves to it), at
 * most MAX_LIVE_SAMPLES in all. A point that does not read as a number (null, text), as a live value
 * would not, is a gap. History records
 * changes only, so each value is held until the next one: the line steps as a live one does. Of points
 * with one time, the last stands. Live samples win where the two overlap, as they are what this screen saw.
 */
export function prependHistory(
  samples: readonly LiveSample[],
  history: readonly { time: number; value: unknown }[],
  now: number,
  windowMs: number,
): readonly LiveSample[] {
  const firstLive = samples[0]
  const stored: LiveSample[] = []
  const hold = (until: number, value: number | null) => {
    const last = stored[stored.length - 1]
    if (last && last.value !== null && last.value !== value && until - 1 > last.time)
      stored.push({ time: until - 1, value: last.value })
  }
  for (const point of history) {
    if (firstLive && point.time >= firstLive.time) break
    const value = readNumber(point.value)
    const last = stored[stored.length - 1]
    if (last && point.time < last.time) continue
    if (last && point.time === last.time) {
      stored[stored.length - 1] = { time: point.time, value }
      continue
    }
    // A gap going on adds nothing; its first point already ends the line.
    if (value === null && last?.value === null) continue
    hold(point.time, value)
    stored.push({ time: point.time, value })
  }
  if (stored.length === 0) return samples
  if (firstLive) hold(firstLive.time, firstLive.value)
  return trimToWindow([...stored, ...samples], now - windowMs)
}

/** Points of the designer's preview of a live chart: enough for a smooth curve whatever the window. */
const PREVIEW_POINTS = 25

/**
 * A made-up signal over the window ending at `end`, for the designer: a live chart previews one series
 * on its time axis, as it will run, rather than the static sample data it does not show. It swings over
 * the middle 80 % of a fixed `range`, or around 50 when the chart scales itself.
 */
export function designPreview(
  windowMs: number,
  end: number,
  range: { min: number; max: number } | null = null,
): { time: number; value: number }[] {
  const middle = range ? (range.min + range.max) / 2 : 50
  const swing = range ? 0.4 * (range.max - range.min) : 16
  return Array.from({ length: PREVIEW_POINTS }, (_, i) => {
    const f = i / (PREVIEW_POINTS - 1)
    const shape = (3 * Math.sin(2 * Math.PI * f) + Math.sin(6 * Math.PI * f)) / 4
    return { time: end - windowMs + f * windowMs, value: Math.round((middle + swing * shape) * 1000) / 1000 }
  })
}
