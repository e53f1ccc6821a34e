import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { liveStatus, readNumber } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget } from '../shared/ChartWidget.tsx'
import { readXYData } from '../shared/chartData.ts'
import { lineChartSpec } from '../shared/lineSpec.ts'
import { appendSample, designPreview, holdLast, type LiveSample, prependHistory } from './liveWindow.ts'
import type { LineProps } from './manifest.ts'

/**
 * Line chart view: the static series, or for a live chart a rolling window of the bound value at runtime
 * and, in the designer, a preview of one series over the window's time span (what operators will see).
 */
export default function LineChartView({
  props,
  width,
  height,
  mode,
  live,
  bound,
  history,
}: DomWidgetProps<LineProps>) {
  const { t } = useLingui()
  const isLive = mode === 'runtime' && props.source === 'live'
  const windowMs = Math.max(10, props.windowSeconds) * 1000
  const liveSamples = useLiveWindow(isLive, live.value, windowMs, history)
  const timeAxis = props.source === 'live'
  const [previewEnd] = useState(() => Date.now())
  const { autoScale, min, max } = props
  const yRange = useMemo(() => (autoScale || max <= min ? null : { min, max }), [autoScale, min, max])
  const samples = useMemo(
    () => (isLive ? liveSamples : timeAxis ? designPreview(windowMs, previewEnd, yRange) : []),
    [isLive, liveSamples, timeAxis, windowMs, previewEnd, yRange],
  )

  const data = useMemo(
    () =>
      timeAxis
        ? samples.map((sample) => ({ x: sample.time, y: sample.value, series: props.seriesName || 'Value' }))
        : readXYData(props.data, props.seriesName || 'Value'),
    [timeAxis, samples, props.data, props.seriesName],
  )
  const spec = useMemo(
    () =>
      lineChartSpec({
        data,
        timeAxis,
        xDomain: timeAxis ? liveDomain(samples, windowMs) : null,
        theme: props.theme,
        colors: [props.color],
        smooth: props.smooth,
        area: props.area,
        showLegend: props.showLegend,
        yRange,
        animate: !isLive,
        unit: props.unit,
      }),
    [data, isLive, timeAxis, samples, windowMs, yRange, props],
  )
  const notice = isLive && samples.length === 0 ? t`Waiting for live data…` : undefined
  return (
    <ChartWidget
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      meta={props.unit || undefined}
      quality={liveStatus(live, bound)}
      spec={spec}
      notice={notice}
    />
  )
}

/**
 * Samples of the bound value within the window, held forward each second while it does not change; the
 * stored history fills the window at the start, so the chart opens showing its whole span.
 */
function useLiveWindow(
  active: boolean,
  entry: { value: unknown; quality?: string; time: number } | undefined,
  windowMs: number,
  history: DomWidgetProps<LineProps>['history'],
) {
  const [samples, setSamples] = useState<readonly LiveSample[]>([])

  useEffect(() => {
    if (!active) return
    let cancelled = false
    const now = Date.now()
    history('value', now - windowMs, now).then(
      (points) => {
        if (!cancelled) setSamples((current) => prependHistory(current, points, Date.now(), windowMs))
      },
      // No history (unbound, or the call failed): the window fills from live values as before.
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [active, windowMs, history])
  // A value of bad quality (the last known while its source failed) or one that is not a number is a gap.
  const value = entry && entry.quality !== 'bad' ? readNumber(entry.value) : null
  const time = entry?.time

  // Samples are stamped on arrival, not with the source time: the window ends at this screen's "now",
  // and a server clock a little ahead or behind must not reorder or drop points.
  useEffect(() => {
    if (!active || time === undefined) return
    setSamples((current) => appendSample(current, { time: Date.now(), value }, windowMs))
  }, [active, value, time, windowMs])

  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setSamples((current) => holdLast(current, Date.now(), windowMs)), 1000)
    return () => clearInterval(timer)
  }, [active, windowMs])

  return samples
}

/** The live window ending at the newest sample, so the line scrolls in from the right as it fills. */
function liveDomain(samples: readonly LiveSample[], windowMs: number): [number, number] {
  const end = samples[samples.length - 1]?.time ?? Date.now()
  return [end - windowMs, end]
}
