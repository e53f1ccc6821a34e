import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { liveStatus, mergeLive, readNumber } from '../../shared/liveProps.ts'
import { formatNumber } from '../../shared/transforms.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget, chartPlotSize } from '../shared/ChartWidget.tsx'
import { gaugeChartSpec } from './gaugeSpec.ts'
import type { GaugeProps } from './manifest.ts'

const GAUGE_WAITING = { value: null } as const

/**
 * Gauge view: the designed value when the value is not bound (always in design mode), the bound value at
 * runtime ('No value' and the waiting tag until one arrives, never the designed number).
 */
export default function GaugeView({ props, width, height, mode, live, bound }: DomWidgetProps<GaugeProps>) {
  const { t } = useLingui()
  const noValueText = t`No value`
  const value = readNumber(mergeLive(props, live, GAUGE_WAITING, bound).value)
  const plotHeight = chartPlotSize(width, height, props.title !== '').height
  const spec = useMemo(
    () =>
      gaugeChartSpec({
        value,
        min: props.min,
        max: props.max,
        bands: props.bands,
        unit: props.unit,
        decimals: props.decimals,
        theme: props.theme,
        height: plotHeight,
        animate: mode === 'design',
        noValueText,
      }),
    [value, props, plotHeight, mode, noValueText],
  )
  // The reading, at once: the dial follows when G2 has loaded.
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
      placeholder={reading}
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      quality={liveStatus(live, bound)}
      spec={spec}
    />
  )
}
