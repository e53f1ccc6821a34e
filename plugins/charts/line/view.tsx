import { useMemo } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { TimeChart } from '../shared/TimeChart.tsx'
import type { LineProps } from './manifest.ts'

const KEYS = ['value', 's2', 's3', 's4'] as const

/**
 * Line chart view: the static series, or the bound series on a time axis — a rolling window of live
 * values (history fills it at the start) or the stored history of the window (shared TimeChart).
 */
export default function LineChartView(host: DomWidgetProps<LineProps>) {
  const { props } = host
  const series = useMemo(
    () => [{ name: props.seriesName || 'Value', color: props.color }, ...props.moreSeries],
    [props.seriesName, props.color, props.moreSeries],
  )
  const shown = useMemo(() => ({ ...props, series }), [props, series])
  return (
    <TimeChart
      host={host as DomWidgetProps<unknown>}
      props={shown}
      keys={KEYS}
      smooth={props.smooth}
      area={props.area}
    />
  )
}
