import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import { liveStatus } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget } from './ChartWidget.tsx'
import { pointChartSpec, readPointData } from './pointSpec.ts'
import { pairRows, seriesMeta } from './seriesData.ts'
import type { ChartInk } from './theme.ts'
import { type SourceProps, useChartSeries } from './useChartSeries.ts'

/** The props a scatter or bubble chart reads. */
export interface PointChartProps extends SourceProps {
  title: string
  data: unknown
  xTitle: string
  yTitle: string
  unit: string
  showLegend: boolean
  theme: 'light' | 'dark'
}

/**
 * Scatter or bubble chart: the static rows, or at runtime the points of the bound x/y(/size) props over
 * the window, live or from their history (each reported value is one point, never a held copy).
 */
export function PointChart({
  host,
  props,
  bubbles,
}: {
  host: DomWidgetProps<unknown>
  props: PointChartProps
  bubbles: boolean
}) {
  const { t } = useLingui()
  const keys = bubbles ? (['s1', 's2', 's3'] as const) : (['s1', 's2'] as const)
  const series = useChartSeries(host, props, keys, false)
  const name = seriesMeta(props.series, 0).name
  const bothBound = series.keys.includes('s1') && series.keys.includes('s2')
  const data = useMemo(() => {
    if (!series.active) return readPointData(props.data, name)
    if (!bothBound) return []
    const { s1 = [], s2 = [], s3 } = series.samples
    return pairRows(s1, s2, bubbles && series.keys.includes('s3') ? (s3 ?? []) : null, name)
  }, [series, bothBound, props.data, name, bubbles])
  const colors = useMemo(() => [seriesMeta(props.series, 0).color], [props.series])
  const spec = useCallback(
    (ink: ChartInk) =>
      pointChartSpec({
        data,
        theme: ink,
        colors: series.active ? colors : [],
        bubbles,
        xTitle: props.xTitle,
        yTitle: props.yTitle,
        unit: props.unit,
        showLegend: props.showLegend,
        animate: !series.active,
      }),
    [data, colors, series.active, bubbles, props.xTitle, props.yTitle, props.unit, props.showLegend],
  )
  const notice =
    series.active && !bothBound
      ? t`Bind series 1 (x) and series 2 (y)`
      : data.length === 0
        ? series.active
          ? t`Waiting for live data…`
          : t`No data`
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
