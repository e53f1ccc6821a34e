import { useCallback } from 'react'
import { formatNumber } from '../../shared/transforms.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CategoryChart } from '../shared/CategoryChart.tsx'
import type { NameValueDatum } from '../shared/chartData.ts'
import { pieChartSpec } from '../shared/pieSpec.ts'
import type { ChartInk } from '../shared/theme.ts'
import type { CategoryData } from '../shared/useCategoryData.ts'
import type { Props } from './manifest.ts'

/** Donut view: the shares as a ring (legend below, so the hole stays centred) and their total inside. */
export default function AnnularView(host: DomWidgetProps<Props>) {
  const { props } = host
  const build = useCallback(
    (shown: CategoryData<NameValueDatum>, ink: ChartInk, animate: boolean) =>
      pieChartSpec({
        data: shown.rows,
        theme: ink,
        donut: true,
        innerRadius: props.innerRadius,
        labels: props.showLabels ? 'percent' : 'none',
        showLegend: props.showLegend,
        legendPosition: 'bottom',
        unit: props.unit,
        decimals: props.decimals,
        animate,
        colors: shown.active ? shown.colors : undefined,
      }),
    [props],
  )
  const overlay = useCallback(
    (shown: CategoryData<NameValueDatum>) => {
      const total = shown.rows.reduce((sum, row) => sum + row.value, 0)
      return (
        // The legend below takes about 28 px: the hole's centre is half of that higher.
        <div className="gx-chart__overlay-stack" style={{ marginBottom: props.showLegend ? 28 : 0 }}>
          <span className="gx-chart__overlay-value">{formatNumber(total, props.decimals, props.unit)}</span>
          {props.centerLabel ? <span className="gx-chart__overlay-label">{props.centerLabel}</span> : null}
        </div>
      )
    },
    [props.decimals, props.unit, props.centerLabel, props.showLegend],
  )
  return (
    <CategoryChart<NameValueDatum>
      host={host as DomWidgetProps<unknown>}
      props={props}
      shape="nameValue"
      build={build}
      overlay={overlay}
      empty={(rows) => rows.every((row) => row.value === 0)}
    />
  )
}
