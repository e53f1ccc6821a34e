/**
 * Series of bound properties as charts read them: samples over a time window per bound prop (live or
 * from history), turned into time rows, latest values, window means or x/y pairs. Pure, unit-tested.
 * A null sample value is a gap (bad quality, no reading): lines break there, means leave it out.
 */

import { readNumber } from '../../shared/liveProps.ts'
import type { TimeDatum } from './lineSpec.ts'
import type { LiveSample } from './liveWindow.ts'
import { seriesColor } from './theme.ts'

/** Samples per bound prop key, ascending by time. */
export type SampleSet = Readonly<Record<string, readonly LiveSample[]>>

/** A series' name and colour as the inspector set them; unnamed series are "Series n". */
export function seriesMeta(
  list: readonly { name: string; color: string }[],
  index: number,
): { name: string; color: string } {
  const item = list[index]
  const name = item && item.name.trim() !== '' ? item.name : `Series ${index + 1}`
  return { name, color: seriesColor(index, item?.color) }
}

/** Rows of a time chart: every sample of every key, named by its series. */
export function timeRows(
  samples: SampleSet,
  keys: readonly string[],
  list: readonly { name: string; color: string }[],
): TimeDatum[] {
  const rows: TimeDatum[] = []
  keys.forEach((key, index) => {
    const name = seriesMeta(list, index).name
    for (const sample of samples[key] ?? []) rows.push({ x: sample.time, y: sample.value, series: name })
  })
  return rows
}

/**
 * The time-weighted mean of a stepped series over [start, end]: each value holds until the next sample,
 * gaps count for nothing. Null when the window holds no value at all.
 */
export function windowMean(samples: readonly LiveSample[], start: number, end: number): number | null {
  let area = 0
  let span = 0
  samples.forEach((sample, i) => {
    const from = Math.max(start, sample.time)
    const to = Math.min(end, samples[i + 1]?.time ?? end)
    if (sample.value === null || to <= from) return
    area += sample.value * (to - from)
    span += to - from
  })
  if (span > 0) return area / span
  // A single sample at the window's end (or samples with one time) still has a value.
  const last = [...samples].reverse().find((sample) => sample.value !== null)
  return last ? last.value : null
}

/** One point of a scatter or bubble chart. */
export interface PairDatum {
  x: number
  y: number
  size: number
  series: string
  time?: number
}

/**
 * Changes of the paired props closer together than this are one measurement: a device writes x and y
 * together, and they arrive (or are stored) a few milliseconds apart. Counted apart, each such pair
 * would also make a point of the new x with the old y, a reading nobody took, and double the shapes
 * a live scatter chart draws on every update.
 */
export const PAIR_WINDOW_MS = 250

/**
 * x/y(/size) points from the samples of three props (ascending by time): at each moment one of them
 * changed, the values in force then. Changes less than `windowMs` after the first change of a moment
 * belong to it, and the moment reads the values at its last change. Moments where one is missing or a
 * gap give no point.
 */
export function pairRows(
  xs: readonly LiveSample[],
  ys: readonly LiveSample[],
  sizes: readonly LiveSample[] | null,
  series: string,
  windowMs = PAIR_WINDOW_MS,
): PairDatum[] {
  const times = [...new Set([...xs, ...ys, ...(sizes ?? [])].map((sample) => sample.time))].sort(
    (a, b) => a - b,
  )
  const moments: number[] = []
  let momentStart = Number.NEGATIVE_INFINITY
  for (const time of times) {
    if (time - momentStart < windowMs) moments[moments.length - 1] = time
    else {
      momentStart = time
      moments.push(time)
    }
  }
  // The value in force at each moment, read by a cursor per series (moments only move forward).
  const reader = (samples: readonly LiveSample[]) => {
    let at = -1
    return (time: number): number | null => {
      while (at + 1 < samples.length && (samples[at + 1] as LiveSample).time <= time) at++
      return at >= 0 ? (samples[at] as LiveSample).value : null
    }
  }
  const xAt = reader(xs)
  const yAt = reader(ys)
  const sizeAt = sizes ? reader(sizes) : () => 1
  const rows: PairDatum[] = []
  for (const time of moments) {
    const x = xAt(time)
    const y = yAt(time)
    const size = sizeAt(time)
    if (x === null || y === null || size === null) continue
    rows.push({ x, y, size, series, time })
  }
  return rows
}

/** The sample values of a series, gaps left out (SPC measurements in time order). */
export function sampleValues(samples: readonly LiveSample[] | undefined): number[] {
  return (samples ?? []).flatMap((sample) => (sample.value === null ? [] : [sample.value]))
}

/** How often a history-sourced chart queries again: about 60 times per window, 5 s to 5 min apart. */
export function historyRefreshMs(windowMs: number): number {
  return Math.min(300_000, Math.max(5000, Math.round(windowMs / 60)))
}

/** One bound series' current figure: its latest live value or its mean over the window. */
export interface SeriesValue {
  name: string
  color: string
  /** Null: no value yet, bad quality or a non-number (a gap: the chart leaves it out). */
  value: number | null
}

/**
 * The figure of each bound series for category charts (column, bar, pie, funnel, radar, gauges): the
 * live value — a bad one is the last known, kept (the frame marks and dims it: a column must not vanish
 * when its source fails) — or for a history source the time-weighted mean of the window ending `now`
 * (bad stretches are gaps there and count for nothing).
 */
export function seriesValues(options: {
  source: 'live' | 'history'
  keys: readonly string[]
  allKeys: readonly string[]
  list: readonly { name: string; color: string }[]
  live: Readonly<Record<string, { value: unknown; quality: string } | undefined>>
  samples: SampleSet
  windowMs: number
  now: number
}): SeriesValue[] {
  return options.keys.map((key) => {
    const index = options.allKeys.indexOf(key)
    const meta = seriesMeta(options.list, Math.max(index, 0))
    if (options.source === 'history') {
      const samples = options.samples[key] ?? []
      return { ...meta, value: windowMean(samples, options.now - options.windowMs, options.now) }
    }
    const entry = options.live[key]
    const value = entry ? readNumber(entry.value) : null
    return { ...meta, value }
  })
}
