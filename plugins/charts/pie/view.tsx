import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { liveStatus, mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CHART_WAITING, ChartWidget } from '../shared/ChartWidget.tsx'
import { readNameValueData } from '../shared/chartData.ts'
import type { PieProps } from './manifest.ts'
import { pieChartSpec } from './pieSpec.ts'

/** Pie chart view: the designed slices, or the slices of the bound property at runtime. */
export default function PieChartView({ props, width, height, mode, live, bound }: DomWidgetProps<PieProps>) {
  const { t } = useLingui()
  // Bound rows that have not arrived: an empty chart in its frame, not the designed rows.
  const shown = mergeLive(props, live, CHART_WAITING, bound)
  const data = useMemo(() => readNameValueData(shown.data), [shown.data])
  const spec = useMemo(
    () =>
      pieChartSpec({
        data,
        theme: props.theme,
        donut: props.donut,
        labels: props.labels,
        showLegend: props.showLegend,
        unit: props.unit,
        decimals: props.decimals,
        animate: mode === 'design',
      }),
    [data, props, mode],
  )
  const empty = data.every((row) => row.value === 0)
  return (
    <ChartWidget
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      quality={liveStatus(live, bound)}
      spec={spec}
      notice={empty ? t`No data` : undefined}
    />
  )
}
