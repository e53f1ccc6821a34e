import { useEffect, useMemo, useRef, useState } from 'react'
import { readNumber } from '../../shared/liveProps.ts'
import type { DomWidgetProps, LiveProps } from '../../shared/viewContract.ts'
import { appendSample, holdLast, type LiveSample, MAX_LIVE_SAMPLES, prependHistory } from './liveWindow.ts'
import { historyRefreshMs, type SampleSet } from './seriesData.ts'
import type { SeriesSource } from './seriesFields.ts'

interface Options {
  /** Runtime and a live or history source; otherwise the hook holds nothing. */
  active: boolean
  source: SeriesSource
  /** The bound series props to follow, in series order. */
  keys: readonly string[]
  live: LiveProps
  windowMs: number
  history: DomWidgetProps<unknown>['history']
  /**
   * Hold an unchanged value forward each second (a line keeps scrolling) — off for charts that count each
   * reported value as one measurement (SPC, scatter), where a held copy would be a measurement nobody made.
   */
  hold: boolean
}

const EMPTY: SampleSet = {}

/**
 * Samples of the bound series props over the chart's window. Live: the stored history fills the window
 * first, then each value is appended as it arrives (the host brings values at most once per frame, so a
 * chart renders at most once per frame whatever the rate). History: the stored history of the window,
 * queried again as the window moves (`historyRefreshMs`). A bad-quality or non-numeric value is a gap.
 */
export function useSeriesSamples({
  active,
  source,
  keys,
  live,
  windowMs,
  history,
  hold,
}: Options): SampleSet {
  const [samples, setSamples] = useState<SampleSet>(EMPTY)
  const keyList = keys.join(',')
  const stableKeys = useMemo(() => (keyList === '' ? [] : keyList.split(',')), [keyList])
  const historyRef = useRef(history)
  historyRef.current = history

  // The window from stored history: once for live (live values follow), repeatedly for history.
  useEffect(() => {
    setSamples(EMPTY)
    if (!active || source === 'static') return
    const list = stableKeys
    let cancelled = false
    const load = () => {
      const end = Date.now()
      for (const key of list) {
        historyRef.current(key, end - windowMs, end).then(
          (points) => {
            if (cancelled) return
            setSamples((current) => {
              const base = source === 'live' ? (current[key] ?? []) : []
              const filled = prependHistory(base, points, Date.now(), windowMs)
              return { ...current, [key]: filled }
            })
          },
          // No history (unbound, refused, a failed call): a live chart fills from live values.
          () => {},
        )
      }
    }
    load()
    const timer = source === 'history' ? setInterval(load, historyRefreshMs(windowMs)) : undefined
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [active, source, stableKeys, windowMs])

  // Live values: one append per arrived value (its time changes), stamped on arrival.
  const stamp = keys.map((key) => `${live[key]?.time ?? ''}`).join(',')
  const liveRef = useRef(live)
  liveRef.current = live
  const seen = useRef<Record<string, number>>({})
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` stands for the arrived times of the keys
  useEffect(() => {
    if (!active || source !== 'live') return
    const now = Date.now()
    const arrived: Record<string, number | null> = {}
    for (const key of stableKeys) {
      const entry = liveRef.current[key]
      if (!entry || seen.current[key] === entry.time) continue
      seen.current[key] = entry.time
      arrived[key] = entry.quality === 'bad' ? null : readNumber(entry.value)
    }
    if (Object.keys(arrived).length === 0) return
    setSamples((current) => {
      const next: Record<string, readonly LiveSample[]> = { ...current }
      for (const [key, value] of Object.entries(arrived)) {
        const list = current[key] ?? []
        next[key] = hold
          ? appendSample(list, { time: now, value }, windowMs)
          : appendRaw(list, { time: now, value }, windowMs)
      }
      return next
    })
  }, [active, source, stamp, windowMs, hold, stableKeys])

  useEffect(() => {
    if (!active || source !== 'live' || !hold) return
    const timer = setInterval(() => {
      const now = Date.now()
      setSamples((current) => {
        let changed = false
        const next: Record<string, readonly LiveSample[]> = {}
        for (const [key, list] of Object.entries(current)) {
          next[key] = holdLast(list, now, windowMs)
          if (next[key] !== list) changed = true
        }
        return changed ? next : current
      })
    }, 1000)
    return () => clearInterval(timer)
  }, [active, source, hold, windowMs])

  return samples
}

/** Appends one measurement as it came (no hold points), dropping those older than the window. */
export function appendRaw(
  samples: readonly LiveSample[],
  sample: LiveSample,
  windowMs: number,
): readonly LiveSample[] {
  const last = samples[samples.length - 1]
  if (last && sample.time < last.time) return samples
  const cutoff = sample.time - windowMs
  const kept = samples.filter((s) => s.time >= cutoff)
  kept.push(sample)
  return kept.length > MAX_LIVE_SAMPLES ? kept.slice(kept.length - MAX_LIVE_SAMPLES) : kept
}
