import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import { liveStatus, mergeLive, readNumber } from '../../shared/liveProps.ts'
import { formatNumber } from '../../shared/transforms.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import type { GaugeProps } from '../gauge/manifest.ts'
import { ChartWidget, chartPlotSize } from './ChartWidget.tsx'
import { gaugeChartSpec } from './gaugeSpec.ts'
import type { ChartInk } from './theme.ts'
import { useChartSeries, useSeriesValues } from './useChartSeries.ts'

const WAITING = { value: null } as const
const KEYS = ['value'] as const
const NO_SERIES: { name: string; color: string }[] = []

/**
 * A gauge or dashboard: the designed value when not bound (always in design mode), the bound value at
 * runtime, or its mean over the window for a history source ('No value' and the waiting tag until one
 * arrives, never the designed number). The reading shows at once; the dial follows when G2 has loaded.
 */
export function GaugeChart({ host, arc }: { host: DomWidgetProps<GaugeProps>; arc: 'dial' | 'half' }) {
  const { props, width, height, mode, live, bound } = host
  const { t } = useLingui()
  const noValueText = t`No value`
  const sourceProps = useMemo(
    () => ({ source: props.source, windowSeconds: props.windowSeconds, series: NO_SERIES }),
    [props.source, props.windowSeconds],
  )
  const series = useChartSeries(host as DomWidgetProps<unknown>, sourceProps, KEYS, false)
  const means = useSeriesValues(host as DomWidgetProps<unknown>, sourceProps, series, KEYS)
  const value =
    series.active && props.source === 'history'
      ? (means[0]?.value ?? null)
      : props.source === 'static'
        ? props.value
        : readNumber(mergeLive(props, live, WAITING, bound).value)
  const plotHeight = chartPlotSize(width, height, props.title !== '').height
  const spec = useCallback(
    (ink: ChartInk) =>
      gaugeChartSpec({
        value,
        min: props.min,
        max: props.max,
        bands: props.bands,
        unit: props.unit,
        decimals: props.decimals,
        theme: ink,
        height: plotHeight,
        animate: mode === 'design',
        noValueText,
        arc,
      }),
    [value, props, plotHeight, mode, noValueText, arc],
  )
  const reading = (
    <span
      className="gx-gauge__reading"
      style={{ fontSize: Math.max(14, Math.min(30, Math.round(plotHeight / 9))) }}
    >
      {formatNumber(value, props.decimals, props.unit)}
    </span>
  )
  return (
    <ChartWidget
      live={host.mode === 'runtime'}
      placeholder={arc === 'dial' ? reading : undefined}
      overlay={
        arc === 'half' ? (
          <div className="gx-dashboard__reading" style={{ paddingTop: Math.round(plotHeight * 0.7) }}>
            {reading}
          </div>
        ) : undefined
      }
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      quality={liveStatus(live, bound)}
      spec={spec}
    />
  )
}
