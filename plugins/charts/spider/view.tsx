import { useCallback } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CategoryChart } from '../shared/CategoryChart.tsx'
import type { XYDatum } from '../shared/chartData.ts'
import { radarChartSpec } from '../shared/radarSpec.ts'
import type { ChartInk } from '../shared/theme.ts'
import type { CategoryData } from '../shared/useCategoryData.ts'
import type { Props } from './manifest.ts'

/**
 * Radar view: the designed outlines, or one axis per bound series with one outline of their live values
 * (or window means) — a machine's measures at a glance.
 */
export default function SpiderView(host: DomWidgetProps<Props>) {
  const { props } = host
  const build = useCallback(
    (shown: CategoryData<XYDatum>, ink: ChartInk, animate: boolean) =>
      radarChartSpec({
        // Bound series are the axes of one outline, named after the chart.
        data: shown.active
          ? shown.rows.map((row) => ({ ...row, series: props.title || 'Value' }))
          : shown.rows,
        theme: ink,
        max: props.autoScale ? null : props.max,
        showLegend: props.showLegend && !shown.active,
        area: props.fill,
        unit: props.unit,
        animate,
      }),
    [props],
  )
  return (
    <CategoryChart<XYDatum> host={host as DomWidgetProps<unknown>} props={props} shape="xy" build={build} />
  )
}
