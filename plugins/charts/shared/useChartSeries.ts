import { useEffect, useMemo, useState } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { type SampleSet, type SeriesValue, seriesValues } from './seriesData.ts'
import type { SeriesSource } from './seriesFields.ts'
import { useSeriesSamples } from './useSeriesSamples.ts'

/** The source props every chart has. */
export interface SourceProps {
  source: SeriesSource
  windowSeconds: number
  series: readonly { name: string; color: string }[]
}

/** What a chart view reads about its bound series. */
export interface ChartSeries {
  /** Runtime with a live or history source: the chart shows bound data, not its static rows. */
  active: boolean
  windowMs: number
  /** The bound series props, in series order. */
  keys: readonly string[]
  samples: SampleSet
}

/**
 * The bound series of a chart view: which of `allKeys` are bound, and their samples over the window
 * (live, or the stored history). `hold` as in useSeriesSamples.
 */
export function useChartSeries(
  host: DomWidgetProps<unknown>,
  props: SourceProps,
  allKeys: readonly string[],
  hold = true,
): ChartSeries {
  const active = host.mode === 'runtime' && props.source !== 'static'
  const windowMs = props.windowSeconds * 1000
  const boundList = active ? allKeys.filter((key) => host.bound.has(key)).join(',') : ''
  const keys = useMemo(() => (boundList === '' ? [] : boundList.split(',')), [boundList])
  const samples = useSeriesSamples({
    active,
    source: props.source,
    keys,
    live: host.live,
    windowMs,
    history: host.history,
    hold,
  })
  return { active, windowMs, keys, samples }
}

/**
 * The figure of each bound series for a category chart (latest live value, or the window's mean for a
 * history source, re-read each time the history is queried again).
 */
export function useSeriesValues(
  host: DomWidgetProps<unknown>,
  props: SourceProps,
  series: ChartSeries,
  allKeys: readonly string[],
): SeriesValue[] {
  const { live } = host
  const { active, keys, samples, windowMs } = series
  const source = props.source === 'history' ? 'history' : 'live'
  // A mean over a moving window changes as time passes, not only when a value arrives.
  const [now, setNow] = useState(() => Date.now())
  // biome-ignore lint/correctness/useExhaustiveDependencies: new samples (a history query) move "now"
  useEffect(() => setNow(Date.now()), [samples])
  const liveStamp = keys.map((key) => `${live[key]?.time}:${live[key]?.quality}`).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: liveStamp stands for the live values of keys
  return useMemo(
    () =>
      active ? seriesValues({ source, keys, allKeys, list: props.series, live, samples, windowMs, now }) : [],
    [active, source, keys, allKeys, props.series, liveStamp, samples, windowMs, now],
  )
}
