import { useCallback } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CategoryChart } from '../shared/CategoryChart.tsx'
import type { NameValueDatum } from '../shared/chartData.ts'
import { funnelChartSpec } from '../shared/funnelSpec.ts'
import type { ChartInk } from '../shared/theme.ts'
import type { CategoryData } from '../shared/useCategoryData.ts'
import type { Props } from './manifest.ts'

/** Funnel view: the designed stages, those of a bound rows property, or one stage per bound series. */
export default function FunnelView(host: DomWidgetProps<Props>) {
  const { props } = host
  const build = useCallback(
    (shown: CategoryData<NameValueDatum>, ink: ChartInk, animate: boolean) =>
      funnelChartSpec({
        data: shown.rows,
        theme: ink,
        sort: props.sort,
        labels: props.labels,
        showLegend: props.showLegend,
        unit: props.unit,
        colors: shown.active ? shown.colors : undefined,
        animate,
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
