import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { readNumber, worstQuality } from '../../shared/liveProps.ts'
import { formatNumber } from '../../shared/transforms.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget, chartPlotSize } from '../shared/ChartWidget.tsx'
import { gaugeChartSpec } from './gaugeSpec.ts'
import type { GaugeProps } from './manifest.ts'

/** Gauge view: the designed value in design mode, the bound value at runtime ('No value' without one). */
export default function GaugeView({ props, width, height, mode, live }: DomWidgetProps<GaugeProps>) {
  const { t } = useLingui()
  const noValueText = t`No value`
  const value = mode === 'runtime' ? readNumber(live.value?.value) : readNumber(props.value)
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
      quality={worstQuality(live)}
      spec={spec}
    />
  )
}
