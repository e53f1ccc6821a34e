import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import { liveStatus } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget } from './ChartWidget.tsx'
import { readXYData, type XYDatum } from './chartData.ts'
import { lineChartSpec, type TimeDatum } from './lineSpec.ts'
import { designPreview } from './liveWindow.ts'
import { type SampleSet, seriesMeta, timeRows } from './seriesData.ts'
import type { ChartInk } from './theme.ts'
import { stepPoints, thinSamples } from './thinSamples.ts'
import { type SourceProps, useChartSeries } from './useChartSeries.ts'

/** The props a line-like chart (line, spline, area) reads. */
export interface TimeChartProps extends SourceProps {
  title: string
  data: XYDatum[]
  unit: string
  showLegend: boolean
  autoScale: boolean
  min: number
  max: number
  theme: 'light' | 'dark'
}

/** The widget's width the plot does not get: the value axis, the padding and margins (lineSpec). */
const PLOT_INSET = 72

interface Props {
  host: DomWidgetProps<unknown>
  props: TimeChartProps
  /** The bound series props, in series order (the line chart's first is its old `value`). */
  keys: readonly string[]
  smooth: boolean
  area: boolean
  areaOpacity?: number
}

/**
 * A line-like chart: static rows on a category axis, or at runtime the bound series on a time axis —
 * a rolling window of live values (filled from history at the start) or the stored history of the
 * window. Bad values are gaps. In the designer a live or history chart previews its series on the
 * window's time axis, as operators will see it.
 */
export function TimeChart({ host, props, keys, smooth, area, areaOpacity }: Props) {
  const { t } = useLingui()
  const series = useChartSeries(host, props, keys)
  const timeAxis = props.source !== 'static'
  const [previewEnd] = useState(() => Date.now())
  const { autoScale, min, max } = props
  const yRange = useMemo(() => (autoScale || max <= min ? null : { min, max }), [autoScale, min, max])
  const data = useMemo<(XYDatum | TimeDatum)[]>(() => {
    if (!timeAxis) return readXYData(props.data, seriesMeta(props.series, 0).name)
    if (series.active) {
      // A long window holds more samples than the plot has pixels: thinned to two columns a bucket.
      const latest = Math.max(...series.keys.map((key) => series.samples[key]?.at(-1)?.time ?? 0))
      const buckets = Math.max(1, host.width - PLOT_INSET) / 2
      const thinned: SampleSet = Object.fromEntries(
        Object.entries(series.samples).map(([key, samples]) => [
          key,
          thinSamples(smooth ? samples : stepPoints(samples), latest - series.windowMs, latest, buckets),
        ]),
      )
      return timeRows(thinned, series.keys, props.series)
    }
    // Designer preview: one made-up curve per named series, offset so they do not overlap.
    const count = Math.max(1, Math.min(keys.length, props.series.length))
    return Array.from({ length: count }, (_, index) =>
      designPreview(series.windowMs, previewEnd, yRange).map((point) => ({
        x: point.time,
        y: point.value - index * 8,
        series: seriesMeta(props.series, index).name,
      })),
    ).flat()
  }, [timeAxis, series, props.data, props.series, keys.length, previewEnd, yRange, host.width, smooth])
  const colors = useMemo(
    () => props.series.map((_, index) => seriesMeta(props.series, index).color),
    [props.series],
  )
  const end = useMemo(() => {
    const last = data[data.length - 1]
    return timeAxis && last ? Math.max(...data.map((row) => Number(row.x))) : Date.now()
  }, [data, timeAxis])
  const spec = useCallback(
    (ink: ChartInk) =>
      lineChartSpec({
        data,
        timeAxis,
        xDomain: timeAxis ? [end - series.windowMs, end] : null,
        theme: ink,
        colors,
        smooth,
        // Live and history values hold until the next: steps, as the operator's value did.
        steps: series.active,
        area,
        areaOpacity,
        showLegend: props.showLegend,
        yRange,
        animate: !series.active,
        unit: props.unit,
      }),
    [
      data,
      timeAxis,
      end,
      series.windowMs,
      series.active,
      colors,
      smooth,
      area,
      props.showLegend,
      yRange,
      props.unit,
      areaOpacity,
    ],
  )
  const notice =
    series.active && data.length === 0
      ? series.keys.length === 0
        ? t`No series value is bound`
        : t`Waiting for live data…`
      : !timeAxis && data.length === 0
        ? t`No data`
        : undefined
  return (
    <ChartWidget
      live={host.mode === 'runtime'}
      width={host.width}
      height={host.height}
      theme={props.theme}
      title={props.title}
      meta={props.unit || undefined}
      quality={liveStatus(host.live, host.bound)}
      spec={spec}
      notice={notice}
    />
  )
}
