import { useMemo } from 'react'
import { readNumber, worstQuality } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget, chartPlotSize } from '../shared/ChartWidget.tsx'
import { gaugeChartSpec } from './gaugeSpec.ts'
import type { GaugeProps } from './manifest.ts'

/** Gauge view: the designed value in design mode, the bound value at runtime (placeholder until it arrives). */
export default function GaugeView({ props, width, height, mode, live }: DomWidgetProps<GaugeProps>) {
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
      }),
    [value, props, plotHeight, mode],
  )
  return (
    <ChartWidget
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      quality={worstQuality(live)}
      spec={spec}
    />
  )
}
