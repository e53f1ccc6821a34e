import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { mergeLive, worstQuality } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget } from '../shared/ChartWidget.tsx'
import { readNameValueData } from '../shared/chartData.ts'
import type { PieProps } from './manifest.ts'
import { pieChartSpec } from './pieSpec.ts'

/** Pie chart view: the designed slices, or the slices of the bound property at runtime. */
export default function PieChartView({ props, width, height, mode, live }: DomWidgetProps<PieProps>) {
  const { t } = useLingui()
  const shown = mergeLive(props, live)
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
      quality={worstQuality(live)}
      spec={spec}
      notice={empty ? t`No data` : undefined}
    />
  )
}
