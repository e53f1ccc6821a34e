import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { liveStatus } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import type { ColumnProps } from '../column/manifest.ts'
import { ChartWidget } from './ChartWidget.tsx'
import type { XYDatum } from './chartData.ts'
import { columnChartSpec } from './columnSpec.ts'
import type { ChartInk } from './theme.ts'
import { useCategoryData } from './useCategoryData.ts'

/** Columns, or bars when `horizontal` (the bar chart shares this view). */
export function CategoryColumns({
  host,
  horizontal,
}: {
  host: DomWidgetProps<ColumnProps>
  horizontal: boolean
}) {
  const { props, width, height, mode, live, bound } = host
  const { t } = useLingui()
  const shown = useCategoryData<XYDatum>(host as DomWidgetProps<unknown>, props, 'xy')
  const spec = useCallback(
    (ink: ChartInk) =>
      columnChartSpec({
        data: shown.rows,
        theme: ink,
        color: props.color,
        colors: shown.active ? shown.colors : undefined,
        // Bound series are one column per category: side by side would leave each a quarter of its slot.
        layout: shown.active ? 'stacked' : props.layout,
        showLegend: props.showLegend,
        showLabels: props.showLabels,
        animate: mode === 'design',
        horizontal,
        unit: props.unit,
      }),
    [shown, props, mode, horizontal],
  )
  return (
    <ChartWidget
      live={host.mode === 'runtime'}
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      meta={props.unit || undefined}
      quality={liveStatus(live, bound)}
      spec={spec}
      notice={
        shown.nothingBound ? t`No series value is bound` : shown.rows.length === 0 ? t`No data` : undefined
      }
    />
  )
}
