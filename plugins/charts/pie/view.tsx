import { useCallback } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CategoryChart } from '../shared/CategoryChart.tsx'
import type { NameValueDatum } from '../shared/chartData.ts'
import { pieChartSpec } from '../shared/pieSpec.ts'
import type { ChartInk } from '../shared/theme.ts'
import type { CategoryData } from '../shared/useCategoryData.ts'
import type { PieProps } from './manifest.ts'

/** Pie chart view: the designed slices, those of a bound rows property, or one slice per bound series. */
export default function PieChartView(host: DomWidgetProps<PieProps>) {
  const { props } = host
  const build = useCallback(
    (shown: CategoryData<NameValueDatum>, ink: ChartInk, animate: boolean) =>
      pieChartSpec({
        data: shown.rows,
        theme: ink,
        donut: props.donut,
        labels: props.labels,
        showLegend: props.showLegend,
        unit: props.unit,
        decimals: props.decimals,
        animate,
        colors: shown.active ? shown.colors : undefined,
      }),
    [props],
  )
  return (
    <CategoryChart<NameValueDatum>
      host={host as DomWidgetProps<unknown>}
      props={props}
      shape="nameValue"
      build={build}
      empty={(rows) => rows.every((row) => row.value === 0)}
    />
  )
}
