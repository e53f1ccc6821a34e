import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { liveStatus, mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CHART_WAITING, ChartWidget } from '../shared/ChartWidget.tsx'
import { readXYData } from '../shared/chartData.ts'
import { columnChartSpec } from './columnSpec.ts'
import type { ColumnProps } from './manifest.ts'

/** Column chart view: the designed rows, or the rows of the bound property at runtime. */
export default function ColumnChartView(host: DomWidgetProps<ColumnProps>) {
  const { props, width, height, mode, live, bound } = host
  const { t } = useLingui()
  // Bound rows that have not arrived: an empty chart in its frame, not the designed rows.
  const shown = mergeLive(props, live, CHART_WAITING, bound)
  const data = useMemo(() => readXYData(shown.data, 'Value'), [shown.data])
  const spec = useMemo(
    () =>
      columnChartSpec({
        data,
        theme: props.theme,
        color: props.color,
        layout: props.layout,
        showLegend: props.showLegend,
        showLabels: props.showLabels,
        animate: mode === 'design',
      }),
    [data, props, mode],
  )
  return (
    <ChartWidget
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      meta={props.unit || undefined}
      quality={liveStatus(live, bound)}
      spec={spec}
      notice={data.length === 0 ? t`No data` : undefined}
    />
  )
}
